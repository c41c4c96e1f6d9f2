/**
 * Three Methods Collections for the demo (ADR 316): two published, of six and eight published videos, and one
 * unpublished being put together; `publish@demo.test` edits the first, so the publishing desk has one to open. Each
 * takes its videos from one section of the library, in id order, and its cover from the seeded pictures.
 * Idempotent, once across processes: nothing is written when collections exist, or when the content is not seeded.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { MEDIA } from './content/media';

interface CollectionSeed {
  readonly title: string;
  readonly description: string;
  readonly section: string;
  readonly videos: number;
  readonly published: boolean;
  readonly cover: string | null;
  readonly editors: readonly string[];
}

export const SEEDED_COLLECTIONS: readonly CollectionSeed[] = [
  {
    title: 'Neuroscience Methods',
    description:
      'Recording, imaging and stimulating the nervous system: the techniques a neuroscience lab uses every week, each shown from preparation to analysis.',
    section: 'Neuroscience',
    videos: 6,
    published: true,
    cover: MEDIA.imageLarge,
    editors: ['publish@demo.test'],
  },
  {
    title: 'Essential Biology Lab Techniques',
    description:
      'The bench skills every biology student needs before the first research project, in the order a teaching lab introduces them.',
    section: 'Basic Biology',
    videos: 8,
    published: true,
    cover: MEDIA.headerImage,
    editors: [],
  },
  {
    title: 'Chemistry and Engineering Protocols',
    description: 'Synthesis, characterisation and process methods, being selected for the autumn catalogue.',
    section: 'Chemistry and Engineering',
    videos: 5,
    published: false,
    cover: null,
    editors: [],
  },
];

/** Serialises concurrent seeders of the collections. */
const LOCK_KEY = 7_301_316;

/** Published articles of a section (by title), in id order. */
function publishedArticlesOf(db: Kysely<Database>, section: string, limit: number) {
  return db
    .selectFrom('articles as a')
    .innerJoin('sections as s', 's.id', 'a.section_id')
    .select('a.id')
    .where('s.title', '=', section)
    .where('a.status', '=', 'published')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** `now`: when the editors were given their right. */
export async function seedCollections(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Two processes starting at once on one PostgreSQL seed one after the other; the second finds them there.
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await trx.selectFrom('method_collections').select('id').limit(1).executeTakeFirst()) return 0;
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'super@demo.test')
      .executeTakeFirst();
    let created = 0;
    for (const seed of SEEDED_COLLECTIONS) {
      const articles = await publishedArticlesOf(trx, seed.section, seed.videos);
      if (articles.length < seed.videos) continue;
      const { id } = await trx
        .insertInto('method_collections')
        .values({
          title: seed.title,
          description: seed.description,
          published: seed.published,
          cover_key: seed.cover,
          created_by: admin?.id ?? null,
          updated_by: admin?.id ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('method_collection_articles')
        .values(articles.map((a, index) => ({ collection_id: id, article_id: a.id, sort_index: index })))
        .execute();
      const editors = seed.editors.length
        ? await trx
            .selectFrom('users')
            .select('id')
            .where('email', 'in', [...seed.editors])
            .execute()
        : [];
      if (editors.length)
        await trx
          .insertInto('method_collection_editors')
          .values(
            editors.map((editor) => ({
              collection_id: id,
              user_id: editor.id,
              can_edit: true,
              updated_at: now,
              updated_by: admin?.id ?? null,
            })),
          )
          .execute();
      created++;
    }
    return created;
  });
}
