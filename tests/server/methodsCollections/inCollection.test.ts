/**
 * An article's `inCollection` (SPEC section 3) follows the collections (ADR 316): true exactly while a published
 * collection holds it, through membership, publication and deletion, whoever writes; two collections saved at once
 * over the same videos in opposite orders both answer, without a server error, and leave it right.
 */
import { sql } from 'kysely';
import { COLLECTION_PATHS } from '../../../src/api/methodsCollections/collectionsContract';
import { collectionsApp, type CollectionsApp } from './collectionFixtures';

let c: CollectionsApp;
beforeAll(async () => {
  c = await collectionsApp();
}, 60_000);
afterAll(() => c.close());

const ADMIN = 'admin@demo.test';
const held = async (...ids: number[]) => {
  const rows = await c.t.db
    .selectFrom('articles')
    .select(['id', 'in_collection'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)!.in_collection);
};
const create = async (payload: object) =>
  (await c.send('POST', COLLECTION_PATHS.create, ADMIN, payload)).body.content;
const save = async (id: number, payload: object) => {
  const { version } = (await c.send('GET', COLLECTION_PATHS.one(id), ADMIN)).body.content;
  return c.send('PATCH', COLLECTION_PATHS.one(id), ADMIN, { ...payload, version });
};

test('an article is in a collection exactly while a published collection holds it', async () => {
  const [a, b] = (await c.offered(2)).map((x) => x.id) as [number, number];
  const first = await create({ title: 'Draft selection', articleIds: [a, b] });
  expect(await held(a, b)).toEqual([false, false]);
  await save(first.id, { title: 'Draft selection', published: true, articleIds: [a, b] });
  expect(await held(a, b)).toEqual([true, true]);
  await save(first.id, { title: 'Draft selection', published: true, articleIds: [a] });
  expect(await held(a, b)).toEqual([true, false]);
  const second = await create({ title: 'Second home', published: true, articleIds: [a, b] });
  await save(first.id, { title: 'Draft selection', published: false, articleIds: [a] });
  expect(await held(a, b)).toEqual([true, true]);
  await c.send('DELETE', COLLECTION_PATHS.one(second.id), ADMIN);
  expect(await held(a, b)).toEqual([false, false]);
});

test('the library’s article reads answer inCollection as the collections say', async () => {
  const [a] = (await c.offered(1)).map((x) => x.id) as [number];
  const inCollection = async () =>
    (await c.send('GET', `/api/free/article/en/${a}`, ADMIN)).body.content.inCollection as boolean;
  expect(await inCollection()).toBe(false);
  const made = await create({ title: 'Read through', published: true, articleIds: [a] });
  expect(await inCollection()).toBe(true);
  await c.send('DELETE', COLLECTION_PATHS.one(made.id), ADMIN);
  expect(await inCollection()).toBe(false);
});

test('an article written directly gets the value the collections give it', async () => {
  const [a, b] = (await c.offered(2)).map((x) => x.id) as [number, number];
  await create({ title: 'Holding one', published: true, articleIds: [a] });
  await c.t.db.updateTable('articles').set({ in_collection: true }).where('id', '=', b).execute();
  await c.t.db.updateTable('articles').set({ in_collection: false }).where('id', '=', a).execute();
  expect(await held(a, b)).toEqual([true, false]);
});

test('two collections saved at once over the same videos in opposite orders both answer and agree', async () => {
  const ids = (await c.offered(12)).map((x) => x.id);
  const one = await create({ title: 'Race one', articleIds: [] });
  const two = await create({ title: 'Race two', articleIds: [] });
  for (let round = 0; round < 3; round++) {
    const forward = ids.slice(0, 8 + round);
    const backward = [...ids].reverse().slice(0, 8 + round);
    const [x, y] = await Promise.all([
      save(one.id, { title: 'Race one', published: round % 2 === 0, articleIds: forward }),
      save(two.id, { title: 'Race two', published: true, articleIds: backward }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
  }
  const { rows } = await sql<{ id: number; in_collection: boolean; held: boolean }>`
    select a.id, a.in_collection, exists (select 1 from method_collection_articles mca
      join method_collections mc on mc.id = mca.collection_id
      where mca.article_id = a.id and mc.published) as held
    from articles a where a.id in (${sql.join(ids)})`.execute(c.t.db);
  expect(rows.filter((row) => row.in_collection !== row.held)).toEqual([]);
  expect(rows.some((row) => row.in_collection)).toBe(true);
});
