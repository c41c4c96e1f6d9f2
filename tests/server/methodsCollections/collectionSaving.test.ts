/**
 * Creating, editing and deleting a Methods Collection against the real server (ADR 316): what is saved is what is
 * read back; bad input is a 400 naming the field and stores nothing; only published videos can be added, and one
 * unpublished since stays, marked unavailable; a save on an older version is a 409 that changes nothing, and of two
 * saves sent at once one is saved and the other refused.
 */
import { COLLECTION_PATHS } from '../../../src/api/methodsCollections/collectionsContract';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { collectionsApp, type CollectionsApp } from './collectionFixtures';

let c: CollectionsApp;
beforeAll(async () => {
  c = await collectionsApp();
}, 60_000);
afterAll(() => c.close());

const ADMIN = 'corporate@demo.test';
const count = async () =>
  Number(
    (
      await c.t.db
        .selectFrom('method_collections')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const create = (payload: object) => c.send('POST', COLLECTION_PATHS.create, ADMIN, payload);
const unpublish = (id: number) =>
  c.t.db.updateTable('articles').set({ status: 'unpublished' }).where('id', '=', id).execute();

test('a new collection keeps its title, description and videos in order, as a read gives them back', async () => {
  const [a, b, d] = await c.offered(3);
  const created = await create({
    title: '  Flow Cytometry in Practice ',
    description: ' Gating, compensation and sorting. ',
    published: true,
    articleIds: [b!.id, a!.id, d!.id],
  });
  expect(created.status).toBe(200);
  expect(created.body.content).toMatchObject({
    title: 'Flow Cytometry in Practice',
    description: 'Gating, compensation and sorting.',
    published: true,
    version: 1,
    coverUrl: null,
    updatedBy: { email: ADMIN },
  });
  expect(created.body.content.articles).toEqual(
    [b!, a!, d!].map((x) => expect.objectContaining({ id: x.id, title: x.title, available: true })),
  );
  const read = await c.send('GET', COLLECTION_PATHS.one(created.body.content.id), ADMIN);
  expect(read.body.content).toEqual(created.body.content);
});

test.each([
  ['a title under 3 characters', { title: ' ab ' }, 'title', COLLECTION_MESSAGES.titleTooShort],
  ['no title', { title: '   ' }, 'title', COLLECTION_MESSAGES.noTitle],
  ['a description too long', { title: 'Fine', description: 'x'.repeat(2001) }, 'description', null],
  [
    'a video twice',
    { title: 'Fine', articleIds: [1, 1] },
    'articleIds',
    COLLECTION_MESSAGES.duplicateArticle,
  ],
  [
    'published without a video',
    { title: 'Fine', published: true },
    'articleIds',
    COLLECTION_MESSAGES.emptyPublished,
  ],
  [
    '201 videos',
    { title: 'Fine', articleIds: Array.from({ length: 201 }, (_, i) => i + 1) },
    'articleIds',
    null,
  ],
])('%s is a 400 naming the field, and nothing is stored', async (_name, payload, field, message) => {
  const before = await count();
  const { status, body } = await create(payload);
  expect(status).toBe(400);
  expect(Object.keys(body.content.errors)).toEqual([field]);
  if (message) expect(body.content.errors[field]).toEqual([message]);
  expect(await count()).toBe(before);
});

test('an unpublished or unknown video is refused on create and on edit, and nothing is stored', async () => {
  const [a, b] = await c.offered(2);
  await unpublish(b!.id);
  const before = await count();
  for (const articleIds of [
    [a!.id, b!.id],
    [a!.id, 2_000_000_000],
  ]) {
    const refused = await create({ title: 'Not yet', articleIds });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({ articleIds: [COLLECTION_MESSAGES.notOffered] });
  }
  expect(await count()).toBe(before);

  const made = (await create({ title: 'Growing', articleIds: [a!.id] })).body.content;
  const edit = await c.send('PATCH', COLLECTION_PATHS.one(made.id), ADMIN, {
    title: 'Growing',
    articleIds: [a!.id, b!.id],
    version: made.version,
  });
  expect(edit.status).toBe(400);
  expect(edit.body.content.errors).toEqual({ articleIds: [COLLECTION_MESSAGES.notOffered] });
  expect((await c.send('GET', COLLECTION_PATHS.one(made.id), ADMIN)).body.content).toEqual(made);
});

test('a video unpublished after it was added stays in place, marked unavailable, and the collection still saves', async () => {
  const [a, b] = await c.offered(2);
  const made = (await create({ title: 'Kept videos', published: true, articleIds: [a!.id, b!.id] })).body
    .content;
  await unpublish(a!.id);
  const read = (await c.send('GET', COLLECTION_PATHS.one(made.id), ADMIN)).body.content;
  expect(read.articles).toEqual([
    expect.objectContaining({ id: a!.id, title: a!.title, available: false }),
    expect.objectContaining({ id: b!.id, available: true }),
  ]);
  const saved = await c.send('PATCH', COLLECTION_PATHS.one(made.id), ADMIN, {
    title: 'Kept videos',
    published: true,
    articleIds: [b!.id, a!.id],
    version: read.version,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.content.articles.map((x: { id: number }) => x.id)).toEqual([b!.id, a!.id]);
});

test('a save made on an older version is a 409 naming the collection, and changes nothing', async () => {
  const [a] = await c.offered(1);
  const made = (await create({ title: 'Versioned', articleIds: [a!.id] })).body.content;
  const first = await c.send('PATCH', COLLECTION_PATHS.one(made.id), 'super@demo.test', {
    title: 'Theirs',
    articleIds: [a!.id],
    version: 1,
  });
  expect(first.status).toBe(200);
  const stale = await c.send('PATCH', COLLECTION_PATHS.one(made.id), ADMIN, {
    title: 'Mine',
    articleIds: [],
    version: 1,
  });
  expect(stale.status).toBe(409);
  expect(stale.body.content).toMatchObject({
    message: STALE_MESSAGES.collection,
    errors: { version: [STALE_MESSAGES.collection] },
    savedByYou: false,
  });
  expect((await c.send('GET', COLLECTION_PATHS.one(made.id), ADMIN)).body.content).toEqual(
    first.body.content,
  );
});

test('of two saves sent at once on one version, one is saved and the other is a 409', async () => {
  const [a, b] = await c.offered(2);
  const made = (await create({ title: 'Raced', articleIds: [a!.id, b!.id] })).body.content;
  const save = (title: string, articleIds: number[]) =>
    c.send('PATCH', COLLECTION_PATHS.one(made.id), ADMIN, { title, articleIds, version: made.version });
  const answers = await Promise.all([save('First', [b!.id, a!.id]), save('Second', [a!.id])]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  const won = answers.find((r) => r.status === 200)!.body.content;
  expect((await c.send('GET', COLLECTION_PATHS.one(made.id), ADMIN)).body.content).toEqual(won);
  expect(won.version).toBe(made.version + 1);
});

test('a deleted collection is gone, with its videos and editors, and answers 404 from then on', async () => {
  const [a] = await c.offered(1);
  const made = (await create({ title: 'Short-lived', published: true, articleIds: [a!.id] })).body.content;
  const removed = await c.send('DELETE', COLLECTION_PATHS.one(made.id), ADMIN);
  expect(removed.status).toBe(200);
  expect((await c.send('GET', COLLECTION_PATHS.one(made.id), ADMIN)).status).toBe(404);
  expect((await c.send('DELETE', COLLECTION_PATHS.one(made.id), ADMIN)).status).toBe(404);
  const rows = await c.t.db
    .selectFrom('method_collection_articles')
    .select('article_id')
    .where('collection_id', '=', made.id)
    .execute();
  expect(rows).toEqual([]);
});
