/**
 * The outbox of events for MoEngage (ADR 347). An event is a row written in the transaction of the change that
 * caused it, and only while the connection is on; the same statement's transaction queues the delivery job when
 * none waits. The job takes a batch (FOR UPDATE SKIP LOCKED, so two processes never send one event twice), and a
 * sent batch's rows are deleted; a refused one's are released for the next try.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  MOENGAGE_EVENTS,
  mappedAttributes,
  type MoengageAttributes,
  type MoengageEventKind,
} from '../../../src/domain/moengage/moengageEvents';
import { enqueueJob } from '../shared/jobs';
import type { MoengageOutcome } from '../../../src/domain/moengage/moengageDeliveries';
import { MOENGAGE_EXCERPT_MAX } from '../../../src/domain/moengage/moengageDeliveries';

type Db = Kysely<Database>;

export const MOENGAGE_DELIVERY_JOB = 'moengage.deliver';
/** Events in one request: well under the Bulk Import API's 100 KB a request. */
export const MOENGAGE_BATCH = 100;
/** A batch taken by a delivery that never finished is taken again after this. */
const CLAIM_LEASE_MS = 5 * 60_000;

/** Queues the delivery job now unless one is already waiting (perhaps for a retry's moment). */
export async function queueMoengageDelivery(db: Db, now: Date, runAt: Date = now): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', MOENGAGE_DELIVERY_JOB)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!waiting) await enqueueJob(db, MOENGAGE_DELIVERY_JOB, {}, now, runAt);
}

/**
 * Records an event about the person with `email`, with the attributes its mapping names, when the connection is
 * on; nothing at all otherwise. Call it with the transaction of the change.
 */
export async function recordMoengageEvent<K extends MoengageEventKind>(
  db: Db,
  kind: K,
  email: string | null | undefined,
  attributes: MoengageAttributes<K>,
  now: Date,
): Promise<void> {
  if (!email) return;
  const settings = await db
    .selectFrom('moengage_settings')
    .select('enabled')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!settings?.enabled) return;
  await db
    .insertInto('moengage_outbox')
    .values({
      action: MOENGAGE_EVENTS[kind].action,
      subject_email: email.toLowerCase(),
      attributes: JSON.stringify(mappedAttributes(kind, attributes)),
      occurred_at: now,
    })
    .execute();
  await queueMoengageDelivery(db, now);
}

export interface OutboxEvent {
  readonly id: string;
  readonly action: string;
  readonly subjectEmail: string;
  readonly attributes: Record<string, unknown>;
  readonly occurredAt: Date;
  readonly attempts: number;
}

/** Takes the oldest batch no other delivery holds. */
export async function claimMoengageBatch(db: Db, now: Date): Promise<OutboxEvent[]> {
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('moengage_outbox')
      .select('id')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
      .orderBy('id')
      .limit(MOENGAGE_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('moengage_outbox')
      .set({ claimed_at: now, attempts: sql`attempts + 1` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
    return rows
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        id: String(row.id),
        action: row.action,
        subjectEmail: row.subject_email,
        attributes: row.attributes,
        occurredAt: row.occurred_at,
        attempts: row.attempts,
      }));
  });
}

/** A batch MoEngage took (or refused for good): its rows are gone. */
export async function dropMoengageBatch(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('moengage_outbox').where('id', 'in', ids).execute();
}

/** A batch to try again later: released for the next delivery. */
export async function releaseMoengageBatch(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db.updateTable('moengage_outbox').set({ claimed_at: null }).where('id', 'in', ids).execute();
}

export async function pendingMoengageEvents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('moengage_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A line of the delivery log. */
export async function logMoengageDelivery(
  db: Db,
  line: { outcome: MoengageOutcome; events: number; status: number | null; excerpt: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('moengage_deliveries')
    .values({ ...line, excerpt: line.excerpt?.slice(0, MOENGAGE_EXCERPT_MAX) ?? null, at: now })
    .execute();
}

export async function listMoengageDeliveries(db: Db, limit: number) {
  const rows = await db
    .selectFrom('moengage_deliveries')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    outcome: row.outcome,
    events: row.events,
    status: row.status,
    excerpt: row.excerpt,
  }));
}
