/**
 * Hand scores (ADR 198): a question scored by hand (an essay) earns the points a teacher gives it. A submitted
 * attempt keeps them beside its responses, by item id; until an answer has one, the attempt needs grading.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('hand_scores', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_assignments').dropColumn('hand_scores').execute();
}
