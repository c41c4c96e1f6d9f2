import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface ContentSeedOptions {
  /** Directory where seeded media files (videos, subtitles, thumbnails) are written. */
  readonly storageDir: string;
}

/** Seeds subjects, institutions, sections, articles with video metadata and sample quizzes. Idempotent. */
export async function seedContent(_db: Kysely<Database>, _options: ContentSeedOptions): Promise<void> {}

/** Adds `count` generated quizzes (for benchmarks). */
export async function seedGeneratedQuizzes(_db: Kysely<Database>, _count: number): Promise<void> {}
