/**
 * The demo's collections (ADR 316): three from three sections of the library, two published with 5 to 8 published
 * videos each and one not, publish@demo.test an editor of one of them, their videos `inCollection` exactly when a
 * published one holds them; seeding again writes nothing.
 */
import { seedCollections } from '../../../server/seed/methodsCollections';
import { collectionsApp, type CollectionsApp } from './collectionFixtures';

let c: CollectionsApp;
beforeAll(async () => {
  c = await collectionsApp();
}, 60_000);
afterAll(() => c.close());

test('two published collections of 5 to 8 published videos and one not, one of them edited by the desk', async () => {
  const rows = await c.t.db
    .selectFrom('method_collections as mc')
    .select((eb) => [
      'mc.title',
      'mc.published',
      eb
        .selectFrom('method_collection_articles as mca')
        .innerJoin('articles as a', 'a.id', 'mca.article_id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('mca.collection_id', '=', 'mc.id')
        .where('a.status', '=', 'published')
        .as('videos'),
      eb
        .selectFrom('method_collection_editors as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select('u.email')
        .whereRef('e.collection_id', '=', 'mc.id')
        .where('e.can_edit', '=', true)
        .as('editor'),
    ])
    .orderBy('mc.id')
    .execute();
  expect(rows.filter((row) => row.published)).toHaveLength(2);
  expect(rows.filter((row) => !row.published)).toHaveLength(1);
  for (const row of rows) expect(Number(row.videos)).toBeGreaterThanOrEqual(5);
  for (const row of rows) expect(Number(row.videos)).toBeLessThanOrEqual(8);
  expect(rows.filter((row) => row.editor === 'publish@demo.test').map((row) => row.published)).toEqual([
    true,
  ]);
  const published = await c.send('POST', '/api/admin/collections/list', 'publish@demo.test', {});
  expect(published.body.content.result).toHaveLength(1);
});

test('the videos of the published collections, and only those, are in a collection; a second seed writes nothing', async () => {
  const held = async () =>
    (
      await c.t.db
        .selectFrom('articles')
        .select('id')
        .where('in_collection', '=', true)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  const expected = (
    await c.t.db
      .selectFrom('method_collection_articles as mca')
      .innerJoin('method_collections as mc', 'mc.id', 'mca.collection_id')
      .select('mca.article_id')
      .where('mc.published', '=', true)
      .distinct()
      .orderBy('mca.article_id')
      .execute()
  ).map((row) => row.article_id);
  expect(await held()).toEqual(expected);
  expect(await seedCollections(c.t.db)).toBe(0);
  expect(await held()).toEqual(expected);
});
