/**
 * Interactive video (ADR 337): a question item's moment in the video above it, and a video item's settings (how it
 * plays, its chapters and notes), each a JSON value as src/domain/quiz/videoMoments/videoMoments.ts reads it; null
 * for a plain item.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_items')
    .addColumn('moment', 'jsonb')
    .addColumn('video_settings', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_items').dropColumn('moment').dropColumn('video_settings').execute();
}
