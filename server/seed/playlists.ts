/**
 * Three playlists for each demo account that opens the Playlists area, each a mix of labels (a domain's articles
 * under a heading) and single articles, so My Playlists and the quiz editor's Import playlists dialog have content.
 * Each playlist's first single article has a template quiz with questions, so Import Template Questions brings
 * some. Idempotent: nothing is written when playlists exist, or when the content (articles) is not seeded yet.
 */
import type { Kysely } from 'kysely';
import { ITEM_TYPE } from '../../src/domain/quiz/quiz';
import type { Database } from '../db/database';

const OWNERS = [
  'super@demo.test',
  'corporate@demo.test',
  'admin@demo.test',
  'cs@demo.test',
  'lti@demo.test',
] as const;
const TITLES = ['Cell Biology Essentials', 'Lab Skills Week 1', 'Neuroscience Highlights'] as const;

/** Articles whose template quizzes hold at least one question, in id order. */
function articlesWithTemplateQuestions(db: Kysely<Database>) {
  return db
    .selectFrom('articles as a')
    .select(['a.id', 'a.domain_id', 'a.title'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('quizzes as q')
          .innerJoin('quiz_activities as qa', 'qa.quiz_id', 'q.id')
          .innerJoin('quiz_items as qi', 'qi.activity_id', 'qa.id')
          .select('qi.id')
          .whereRef('q.article_id', '=', 'a.id')
          .where('q.kind', '=', 'template')
          .where('qi.type', '!=', ITEM_TYPE.video),
      ),
    )
    .orderBy('a.id')
    .execute();
}

export async function seedPlaylists(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('playlists').select('id').limit(1).executeTakeFirst()) return 0;
    const owners = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [...OWNERS])
      .execute();
    const withQuestions = await articlesWithTemplateQuestions(trx);
    const templated = new Set(withQuestions.map((a) => a.id));
    const articles = (
      await trx.selectFrom('articles').select(['id', 'domain_id', 'title']).orderBy('id').limit(150).execute()
    ).filter((a) => !templated.has(a.id));
    if (owners.length === 0 || articles.length < 30) return 0;
    let created = 0;
    let cursor = 0;
    const take = (n: number) => {
      const slice = articles.slice(cursor % articles.length, (cursor % articles.length) + n);
      cursor += n;
      return slice;
    };
    for (const owner of owners.sort((a, b) => a.id - b.id)) {
      for (const title of TITLES) {
        const playlist = await trx
          .insertInto('playlists')
          .values({ title, owner_user_id: owner.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        const labelled = take(3);
        const template = withQuestions[created % Math.max(withQuestions.length, 1)];
        const singles = template ? [template, ...take(1)] : take(2);
        await trx
          .insertInto('playlist_items')
          .values([
            {
              playlist_id: playlist.id,
              title: `${title}: reading`,
              sort_index: 0,
              type: 'label',
              domain_id: labelled[0]?.domain_id ?? null,
              article_ids: JSON.stringify(labelled.map((a) => a.id)),
            },
            ...singles.map((a, index) => ({
              playlist_id: playlist.id,
              title: a.title,
              sort_index: index + 1,
              type: 'article' as const,
              domain_id: a.domain_id,
              article_ids: JSON.stringify([a.id]),
            })),
          ])
          .execute();
        created++;
      }
    }
    return created;
  });
}
