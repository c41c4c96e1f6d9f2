import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { seedArticles } from './content/articles';
import { seedCatalog } from './content/catalog';
import { findDemoUsers } from './content/demoUsers';
import { insertGeneratedQuizzes } from './content/generatedQuizzes';
import { copySeedMedia, MEDIA } from './content/media';
import { seedDesk } from './content/deskArticles';
import { insertQuizzes } from './content/quizGraph';
import { createRandom } from './content/random';
import { sampleQuizzes } from './content/sampleQuizzes';
import { seedBanner, seedSponsors, seedTranslations } from './content/siteContent';

export interface ContentSeedOptions {
  /** Directory where seeded media files (videos, subtitles, thumbnails) are written. */
  readonly storageDir: string;
  /** The moment deadlines and dates are relative to; defaults to the current time. */
  readonly now?: Date;
}

export interface ContentSeedReport {
  /** False when the store already had content and nothing was written. */
  readonly created: boolean;
  readonly articles: number;
  readonly quizzes: number;
}

/** The PRNG seed: the same content on every fresh store. */
const SEED = 20_260_101;
/** Serialises concurrent seeders on one PostgreSQL (several instances starting at once). */
const LOCK_KEY = 7_301_002;

/**
 * Seeds subjects, institutions, sections, articles with video metadata, sample quizzes of every kind,
 * sponsors, translations, a banner and the publisher's desk (articles in every status, ADR 314). Idempotent: does
 * nothing to the database when subjects exist. The media files are copied into `storageDir` on every run, so a new
 * storage directory gets them too.
 */
export async function seedContent(
  db: Kysely<Database>,
  options: ContentSeedOptions,
): Promise<ContentSeedReport> {
  const now = options.now ?? new Date();
  await copySeedMedia(options.storageDir);
  const videoBytes = (await stat(join(options.storageDir, MEDIA.video))).size;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await trx.selectFrom('tags').select('id').limit(1).executeTakeFirst()) {
      return { created: false, articles: 0, quizzes: 0 };
    }
    const random = createRandom(SEED);
    const catalog = await seedCatalog(trx, random, now);
    const articles = await seedArticles(trx, catalog, random);
    const users = await findDemoUsers(trx);
    const quizzes = await insertQuizzes(trx, sampleQuizzes({ now, random, catalog, articles, users }));
    await seedSponsors(trx, articles, random, now);
    await seedTranslations(trx);
    await seedBanner(trx, now);
    await seedDesk(trx, catalog, articles, now, videoBytes);
    return { created: true, articles: articles.length, quizzes: quizzes.length };
  });
}

/** Adds `count` generated quizzes (for benchmarks), in one transaction. */
export async function seedGeneratedQuizzes(
  db: Kysely<Database>,
  count: number,
  now = new Date(),
): Promise<void> {
  await insertGeneratedQuizzes(db, count, now);
}
