/**
 * Each user's generations per UTC day, held to the daily limit in the database (ADR 180), so every server process
 * counts the same. A generation is counted before the provider is called, atomically; one that produced nothing
 * (the provider refused the key, was rate limiting, or could not be reached) is given back.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AiGenerationTable } from '../db/contentTables';
import type { Database } from '../db/database';

/** Counts one generation; false (and nothing counted) when the user has reached `limit` today. */
export async function reserveGeneration(
  db: Kysely<Database>,
  userId: number,
  day: string,
  limit: number,
): Promise<boolean> {
  const row = await db
    .insertInto('ai_usage')
    .values({ user_id: userId, day, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ count: sql`ai_usage.count + 1` })
        .where('ai_usage.count', '<', limit),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined && row.count <= limit;
}

/** Gives back a generation that produced nothing. */
export async function releaseGeneration(db: Kysely<Database>, userId: number, day: string): Promise<void> {
  await db
    .updateTable('ai_usage')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}

export async function generationsOn(db: Kysely<Database>, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('ai_usage')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Records how a generation ended and the tokens it used (ADR 252). */
export async function recordGeneration(
  db: Kysely<Database>,
  generation: Insertable<AiGenerationTable>,
): Promise<void> {
  await db.insertInto('ai_generations').values(generation).execute();
}
