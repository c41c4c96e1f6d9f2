/**
 * Faculty Resources for their managers (ADR 317): only the super admin's area reaches them; a save checks its
 * fields and what it points at, and a refused one stores nothing; an edit on an older version is a 409, and of two
 * saves sent at once one wins; the list searches, filters and pages; a delete removes the resource and its file.
 */
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { FACULTY_RESOURCE_MESSAGES } from '../../../src/domain/facultyResources/facultyResources';
import { samplePdf } from '../../../server/seed/documents';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import {
  createResource,
  fileBody,
  linkBody,
  publishedArticles,
  RESOURCE_PATH,
  setArticleStatus,
  uploadResourceFile,
} from './resourceFixtures';

let t: TestApp;
let auth: { authorization: string };
let articles: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  auth = bearer(await t.signIn('super@demo.test'));
  articles = await publishedArticles(t, 3);
}, 60_000);
afterAll(() => t.close());

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('faculty_resources')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const post = (payload: object) => call(t.app, { method: 'POST', url: RESOURCE_PATH, headers: auth, payload });
const patch = (id: number, payload: object) =>
  call(t.app, { method: 'PATCH', url: `${RESOURCE_PATH}/${id}`, headers: auth, payload });
const list = (payload: object) =>
  call(t.app, { method: 'POST', url: `${RESOURCE_PATH}/list`, headers: auth, payload });

test('only the super admin manages resources: a full admin and an instructor are refused the area', async () => {
  for (const email of ['admin@demo.test', 'cs@demo.test']) {
    const refused = await call(t.app, {
      method: 'POST',
      url: `${RESOURCE_PATH}/list`,
      headers: bearer(await t.signIn(email)),
      payload: {},
    });
    expect(refused.status).toBe(403);
  }
});

test('a link resource is created with its subjects, articles and audience, and read back as saved', async () => {
  const tag = await t.db.selectFrom('tags').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
  const institution = await t.db.selectFrom('institutions').select(['id', 'title']).executeTakeFirstOrThrow();
  const created = await post(
    linkBody('Lecture slides online', {
      subjectIds: [tag.id, tag.id],
      articleIds: [articles[0]!],
      audience: 'institutions',
      institutionIds: [institution.id],
    }),
  );
  expect(created.status).toBe(200);
  const read = await call(t.app, {
    method: 'GET',
    url: `${RESOURCE_PATH}/${created.body.content.id}`,
    headers: auth,
  });
  expect(read.body.content).toMatchObject({
    title: 'Lecture slides online',
    kind: 'link',
    format: 'link',
    url: 'https://example.org/notes',
    file: null,
    audience: 'institutions',
    subjects: [tag],
    articles: [{ id: articles[0], offered: true }],
    institutions: [institution],
    version: 1,
    updatedBy: { firstName: 'Sam', lastName: 'Super' },
  });
});

test.each([
  [
    'a link without its address',
    linkBody('No address', { url: '' }),
    'url',
    FACULTY_RESOURCE_MESSAGES.urlRequired,
  ],
  [
    'a link to no web address',
    linkBody('Bad address', { url: 'javascript:alert(1)' }),
    'url',
    FACULTY_RESOURCE_MESSAGES.urlInvalid,
  ],
  [
    'chosen institutions, none chosen',
    linkBody('Nobody', { audience: 'institutions', institutionIds: [] }),
    'institutionIds',
    FACULTY_RESOURCE_MESSAGES.institutionsRequired,
  ],
  ['a title of two characters', linkBody('Ab'), 'title', FACULTY_RESOURCE_MESSAGES.titleTooShort],
  [
    'an unknown subject',
    linkBody('Unknown subject', { subjectIds: [2_000_000_000] }),
    'subjectIds',
    FACULTY_RESOURCE_MESSAGES.subjectUnknown,
  ],
  [
    'an unknown institution',
    linkBody('Unknown place', { audience: 'institutions', institutionIds: [2_000_000_000] }),
    'institutionIds',
    FACULTY_RESOURCE_MESSAGES.institutionUnknown,
  ],
])('%s is a 400 naming the field, and nothing is stored', async (_name, body, field, message) => {
  const before = await count();
  const refused = await post(body);
  expect(refused.status).toBe(400);
  expect(refused.body.content.errors[field]).toEqual([message]);
  expect(await count()).toBe(before);
});

test('only published articles can be attached; one unpublished later may stay on the resource', async () => {
  const unpublished = articles[2]!;
  const kept = await createResource(t, linkBody('Kept beside an article', { articleIds: [unpublished] }));
  await setArticleStatus(t, unpublished, 'unpublished');
  try {
    const before = await count();
    const refused = await post(linkBody('New on an unpublished article', { articleIds: [unpublished] }));
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors.articleIds).toEqual([FACULTY_RESOURCE_MESSAGES.articleNotOffered]);
    expect(await count()).toBe(before);

    const read = await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/${kept.id}`, headers: auth });
    expect(read.body.content.articles).toEqual([
      expect.objectContaining({ id: unpublished, offered: false }),
    ]);
    const saved = await patch(kept.id, {
      ...linkBody('Kept, renamed', { articleIds: [unpublished] }),
      version: 1,
    });
    expect(saved.status).toBe(200);
  } finally {
    await setArticleStatus(t, unpublished, 'published');
  }
});

test('a save made on an older version is a 409 with the stale message, and what is stored stays', async () => {
  const resource = await createResource(t, linkBody('Versioned notes'));
  expect((await patch(resource.id, { ...linkBody('First edit'), version: 1 })).status).toBe(200);
  const stale = await patch(resource.id, { ...linkBody('Second edit on version 1'), version: 1 });
  expect(stale.status).toBe(409);
  expect(stale.body.content.message).toBe(STALE_MESSAGES.facultyResource);
  expect(stale.body.content.savedByYou).toBe(true);
  const read = await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/${resource.id}`, headers: auth });
  expect(read.body.content).toMatchObject({ title: 'First edit', version: 2 });
});

test('two saves of one version sent at once: one is saved, the other is a 409, never a 5xx', async () => {
  const resource = await createResource(t, linkBody('Raced notes', { articleIds: [articles[0]!] }));
  const answers = await Promise.all([
    patch(resource.id, { ...linkBody('Winner A', { articleIds: [articles[1]!] }), version: 1 }),
    patch(resource.id, { ...linkBody('Winner B', { articleIds: [articles[0]!, articles[1]!] }), version: 1 }),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const winner = answers.find((answer) => answer.status === 200)!.body.content;
  const read = await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/${resource.id}`, headers: auth });
  expect(read.body.content).toMatchObject({ title: winner.title, version: 2, articles: winner.articles });
});

test('a save of a resource deleted meanwhile is a 404', async () => {
  const resource = await createResource(t, linkBody('Gone soon'));
  await call(t.app, { method: 'DELETE', url: `${RESOURCE_PATH}/${resource.id}`, headers: auth });
  expect((await patch(resource.id, { ...linkBody('Too late'), version: 1 })).status).toBe(404);
  expect(
    (await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/${resource.id}`, headers: auth })).status,
  ).toBe(404);
});

test('deleting a file resource removes its stored file; a second delete is a 404', async () => {
  const resource = await createResource(t, fileBody('Handout to delete'));
  expect((await uploadResourceFile(t, auth, resource.id, 'handout.pdf', samplePdf('Handout'))).status).toBe(
    200,
  );
  const { file_key: key } = await t.db
    .selectFrom('faculty_resources')
    .select('file_key')
    .where('id', '=', resource.id)
    .executeTakeFirstOrThrow();
  const storage = (await import('../../../server/storage/diskStorage')).diskStorage(t.config.storageDir);
  expect(await storage.stat(key!)).toBeTruthy();
  expect(
    (await call(t.app, { method: 'DELETE', url: `${RESOURCE_PATH}/${resource.id}`, headers: auth })).status,
  ).toBe(200);
  expect(await storage.stat(key!)).toBeFalsy();
  expect(
    (await call(t.app, { method: 'DELETE', url: `${RESOURCE_PATH}/${resource.id}`, headers: auth })).status,
  ).toBe(404);
});

test('a file resource turned into a link lets its file go', async () => {
  const resource = await createResource(t, fileBody('Becomes a link'));
  await uploadResourceFile(t, auth, resource.id, 'sheet.pdf', samplePdf('Sheet'));
  const saved = await patch(resource.id, { ...linkBody('Becomes a link'), version: 1 });
  expect(saved.body.content).toMatchObject({ kind: 'link', file: null, url: 'https://example.org/notes' });
  const row = await t.db
    .selectFrom('faculty_resources')
    .select('file_key')
    .where('id', '=', resource.id)
    .executeTakeFirstOrThrow();
  expect(row.file_key).toBeNull();
});

describe('the list', () => {
  const stamp = Date.now().toString(36);
  let subjectId: number;
  beforeAll(async () => {
    subjectId = (await t.db.selectFrom('tags').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
      .id;
    for (let i = 1; i <= 3; i++) await createResource(t, linkBody(`Listed link ${stamp} ${i}`));
    const pdf = await createResource(t, fileBody(`Listed file ${stamp}`, { subjectIds: [subjectId] }));
    await uploadResourceFile(t, auth, pdf.id, 'listed.pdf', samplePdf('Listed'));
  });

  test('searches by title, filters by format and subject, and pages', async () => {
    const all = await list({ keyword: stamp, sort: ['title', 'asc'] });
    expect(all.body.content.result.map((row: { title: string }) => row.title)).toEqual([
      `Listed file ${stamp}`,
      `Listed link ${stamp} 1`,
      `Listed link ${stamp} 2`,
      `Listed link ${stamp} 3`,
    ]);
    const pdfs = await list({ keyword: stamp, format: 'pdf' });
    expect(pdfs.body.content.result).toEqual([
      expect.objectContaining({ title: `Listed file ${stamp}`, format: 'pdf', kind: 'file' }),
    ]);
    const bySubject = await list({ keyword: stamp, subjectId });
    expect(bySubject.body.content.result.map((row: { title: string }) => row.title)).toEqual([
      `Listed file ${stamp}`,
    ]);
    const second = await list({
      keyword: stamp,
      sort: ['title', 'asc'],
      navigation: { page: 2, itemsOnPage: 3 },
    });
    expect(second.body.content.result.map((row: { title: string }) => row.title)).toEqual([
      `Listed link ${stamp} 3`,
    ]);
    expect(second.body.content.navigation).toMatchObject({ page: 2, total_items: 4, total_pages: 2 });
  });

  test('a whole number searches the id', async () => {
    const one = await createResource(t, linkBody(`By id ${stamp}`));
    const found = await list({ keyword: String(one.id) });
    expect(found.body.content.result.map((row: { id: number }) => row.id)).toEqual([one.id]);
  });
});
