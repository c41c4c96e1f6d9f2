/**
 * Who reaches which Methods Collection (ADR 316) against the real server: full admins see and do everything; the
 * desk's editor sees only the collections they edit and may edit, reorder and publish them but not delete them,
 * create one or choose editors; a collection they do not edit answers 404 exactly like a missing id, on every route;
 * other roles are refused by the area guard.
 */
import { collectionEditorPath } from '../../../src/api/methodsCollections/collectionEditorsContract';
import { COLLECTION_PATHS } from '../../../src/api/methodsCollections/collectionsContract';
import { COLLECTION_ACTIONS } from '../../../src/domain/methodsCollections/collectionCapabilities';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import { collectionsApp, type CollectionsApp } from './collectionFixtures';

let c: CollectionsApp;
let edited: { id: number; version: number };
let other: { id: number; version: number };

beforeAll(async () => {
  c = await collectionsApp();
  edited = await c.seeded('Neuroscience Methods');
  other = await c.seeded('Essential Biology Lab Techniques');
}, 60_000);
afterAll(() => c.close());

const titlesListedFor = async (email: string) => {
  const { status, body } = await c.send('POST', COLLECTION_PATHS.list, email, {});
  expect(status).toBe(200);
  return (body.content.result as { title: string; actions: string[] }[]).map((row) => [
    row.title,
    row.actions,
  ]);
};

test('a full admin lists every collection with every action; the editor lists only theirs, without delete', async () => {
  for (const email of ['super@demo.test', 'corporate@demo.test', 'admin@demo.test']) {
    expect(await titlesListedFor(email)).toEqual([
      ['Chemistry and Engineering Protocols', [...COLLECTION_ACTIONS]],
      ['Essential Biology Lab Techniques', [...COLLECTION_ACTIONS]],
      ['Neuroscience Methods', [...COLLECTION_ACTIONS]],
    ]);
  }
  expect(await titlesListedFor('publish@demo.test')).toEqual([
    ['Neuroscience Methods', ['view', 'edit', 'reorder', 'publish']],
  ]);
});

test('a collection the editor does not edit answers every route exactly as a missing id does', async () => {
  const calls = (id: number) =>
    [
      ['GET', COLLECTION_PATHS.one(id), undefined],
      ['PATCH', COLLECTION_PATHS.one(id), { title: 'Taken over', articleIds: [], version: 1 }],
      ['DELETE', COLLECTION_PATHS.one(id), undefined],
      ['DELETE', COLLECTION_PATHS.cover(id), undefined],
      ['GET', COLLECTION_PATHS.editors(id), undefined],
      ['POST', COLLECTION_PATHS.candidates(id), {}],
    ] as const;
  const hidden = [];
  const missing = [];
  for (const [method, url, payload] of calls(other.id))
    hidden.push(await c.send(method, url, 'publish@demo.test', payload));
  for (const [method, url, payload] of calls(2_000_000_000))
    missing.push(await c.send(method, url, 'publish@demo.test', payload));
  expect(hidden.map((r) => [r.status, r.body])).toEqual(missing.map((r) => [r.status, r.body]));
  expect(hidden.every((r) => r.status === 404)).toBe(true);
  const stored = await c.seeded('Essential Biology Lab Techniques');
  expect(stored).toEqual(other);
});

test('the editor edits, reorders and unpublishes their collection, and may not delete it or choose editors', async () => {
  const read = await c.send('GET', COLLECTION_PATHS.one(edited.id), 'publish@demo.test');
  expect(read.status).toBe(200);
  const ids = (read.body.content.articles as { id: number }[]).map((a) => a.id);
  const saved = await c.send('PATCH', COLLECTION_PATHS.one(edited.id), 'publish@demo.test', {
    title: 'Neuroscience Methods',
    description: 'Recording and imaging the nervous system.',
    published: false,
    articleIds: [...ids].reverse(),
    version: edited.version,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.content).toMatchObject({ published: false, version: edited.version + 1 });
  expect(saved.body.content.articles.map((a: { id: number }) => a.id)).toEqual([...ids].reverse());

  const refused = [
    await c.send('DELETE', COLLECTION_PATHS.one(edited.id), 'publish@demo.test'),
    await c.send('GET', COLLECTION_PATHS.editors(edited.id), 'publish@demo.test'),
    await c.send('POST', COLLECTION_PATHS.candidates(edited.id), 'publish@demo.test', {}),
    await c.send('POST', COLLECTION_PATHS.create, 'publish@demo.test', { title: 'My own collection' }),
  ];
  expect(refused.map((r) => [r.status, r.body.content.message])).toEqual(
    Array(4).fill([403, COLLECTION_MESSAGES.adminsOnly]),
  );
  // ADR 265's route stays the full admins' (its area's guard).
  const editor = await c.userId('publish@demo.test');
  const patch = await c.send('PATCH', collectionEditorPath(edited.id, editor), 'publish@demo.test', {
    canEdit: false,
  });
  expect(patch.status).toBe(403);
  expect(await c.seeded('Neuroscience Methods')).toMatchObject({ id: edited.id });
});

test('accounts of other areas are refused by the guard on every collection route', async () => {
  for (const email of ['cs@demo.test', 'lti@demo.test']) {
    expect((await c.send('POST', COLLECTION_PATHS.list, email, {})).status).toBe(403);
    expect((await c.send('GET', COLLECTION_PATHS.one(edited.id), email)).status).toBe(403);
  }
});

test('the candidates are the desk’s active accounts, each saying whether it edits already', async () => {
  const { status, body } = await c.send(
    'POST',
    COLLECTION_PATHS.candidates(edited.id),
    'admin@demo.test',
    {},
  );
  expect(status).toBe(200);
  expect(body.content.result).toEqual([
    expect.objectContaining({ email: 'publish@demo.test', isEditor: true }),
  ]);
  const search = (name: string) =>
    c.send('POST', COLLECTION_PATHS.candidates(other.id), 'admin@demo.test', {
      filter: [{ property: 'name', operator: 'contains', value: name }],
    });
  expect((await search('publish')).body.content.result).toEqual([
    expect.objectContaining({ email: 'publish@demo.test', isEditor: false }),
  ]);
  expect((await search('super')).body.content.result).toEqual([]);
});

test('a full admin adds and removes an editor; the collection appears and disappears in their list at once', async () => {
  const editor = await c.userId('publish@demo.test');
  const give = await c.send('PATCH', collectionEditorPath(other.id, editor), 'super@demo.test', {
    canEdit: true,
  });
  expect(give.status).toBe(200);
  const editors = await c.send('GET', COLLECTION_PATHS.editors(other.id), 'super@demo.test');
  expect(editors.body.content).toEqual([
    expect.objectContaining({ userId: editor, email: 'publish@demo.test' }),
  ]);
  expect((await titlesListedFor('publish@demo.test')).map(([title]) => title)).toEqual([
    'Essential Biology Lab Techniques',
    'Neuroscience Methods',
  ]);
  await c.send('PATCH', collectionEditorPath(other.id, editor), 'super@demo.test', { canEdit: false });
  expect((await c.send('GET', COLLECTION_PATHS.editors(other.id), 'super@demo.test')).body.content).toEqual(
    [],
  );
  expect((await c.send('GET', COLLECTION_PATHS.one(other.id), 'publish@demo.test')).status).toBe(404);
});
