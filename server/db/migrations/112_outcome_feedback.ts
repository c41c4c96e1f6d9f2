/**
 * Feedback on the outcome of an answer (ADR 404): a question's texts for a right, a partly right and a wrong answer,
 * `{ right?, partlyRight?, wrong? }`; null for none. A bank question and a quiz version keep them in their content.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_items').addColumn('outcome_feedback', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_items').dropColumn('outcome_feedback').execute();
}
