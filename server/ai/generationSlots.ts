/**
 * One generation at a time per user (ADRs 180 and 187), in the database so that every server process agrees: a
 * generation claims its user's slot in one statement before anything else happens, and gives it back when it ends,
 * however it ends. The slot is leased for the longest a generation may last, so a process that dies
 * mid-generation holds its user back only until the lease runs out.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** A running generation's hold on its user's slot. */
export interface GenerationSlot {
  readonly userId: number;
  /** This generation's own id: only it gives the slot back. */
  readonly holder: string;
}

/**
 * What a generation may need beyond the provider's overall timeout: counting it against the daily limit before the
 * call, and reading the use of the day and giving the slot back after it.
 */
export const SLOT_LEASE_MARGIN_MS = 10_000;

/** How long a generation holds its slot at most: the provider's overall timeout ends the call before that. */
export const slotLeaseMs = (timeoutMs: number) => timeoutMs + SLOT_LEASE_MARGIN_MS;

/**
 * Takes the user's slot when it is free or its lease has run out; undefined (and nothing changed) while another
 * generation of theirs holds it. One statement: of any number of claims at once, in any processes, one wins.
 */
export async function claimGenerationSlot(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  leaseMs: number,
): Promise<GenerationSlot | undefined> {
  const holder = randomUUID();
  const claimed = await db
    .insertInto('ai_generation_slots')
    .values({ user_id: userId, holder, started_at: now, leased_until: new Date(now.getTime() + leaseMs) })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          started_at: eb.ref('excluded.started_at'),
          leased_until: eb.ref('excluded.leased_until'),
        }))
        .where('ai_generation_slots.leased_until', '<=', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return claimed?.holder === holder ? { userId, holder } : undefined;
}

/** Gives the slot back; a slot another generation has taken since (after the lease ran out) stays theirs. */
export async function releaseGenerationSlot(db: Kysely<Database>, slot: GenerationSlot): Promise<void> {
  await db
    .deleteFrom('ai_generation_slots')
    .where('user_id', '=', slot.userId)
    .where('holder', '=', slot.holder)
    .execute();
}
