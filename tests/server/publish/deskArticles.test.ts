/**
 * One article on the publisher's desk (ADR 314): made as a draft with its 'created' history row, read whole, saved
 * on its version (a stale save is 409 and stores nothing; two saves at once: one wins), refused while its status
 * locks it for the caller's desk role, an edit of a live article recorded in its history, and deleted only while it
 * is a draft never published. Bad input is a 400 naming the field.
 */
import { PUBLISH_PATHS } from '../../../src/api/publish/publishContract';
import { LIFECYCLE_MESSAGES } from '../../../src/domain/publish/articleLifecycle';
import { ARTICLE_MESSAGES, type DeskArticle } from '../../../src/domain/publish/deskArticle';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { createTestApp, type TestApp } from '../testApp';
import { APPROVER, articleSave, desk, EDITOR, insertCatalog, INSTRUCTOR, type Catalog } from './deskFixtures';

let t: TestApp;
let catalog: Catalog;
let d: ReturnType<typeof desk>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t);
  d = desk(t);
});
afterAll(() => t.close());

const historyCount = async (id: number) =>
  Number(
    (
      await t.db
        .selectFrom('article_history')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('article_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

test('the editor makes a draft: version 1, never published, its creation in the history, what review still needs', async () => {
  const made = await d.create(EDITOR, articleSave(catalog, { title: 'Imaging membranes of red cells' }));
  expect(made.status).toBe(200);
  const article = made.body.content as DeskArticle;
  expect(article).toMatchObject({
    version: 1,
    status: 'draft',
    publishedAt: null,
    scheduledAt: null,
    sectionId: catalog.sectionIds[0],
    subjectIds: [catalog.subjectIds[0]],
    topics: ['Membranes'],
    media: { video: null, subtitles: {}, thumbnail: null, headerImage: null },
    videoData: null,
    missingForReview: [LIFECYCLE_MESSAGES.incompleteVideo],
    actions: { steps: ['submit'], edit: true, delete: true },
    updatedBy: { email: EDITOR },
  });
  expect(article.history).toEqual([
    expect.objectContaining({
      kind: 'created',
      from: null,
      to: 'draft',
      by: expect.objectContaining({ email: EDITOR }),
    }),
  ]);
  const stored = await t.db
    .selectFrom('articles')
    .select(['domain_id', 'path', 'ever_published'])
    .where('id', '=', article.id)
    .executeTakeFirstOrThrow();
  expect(stored.domain_id).toBe(catalog.domainId);
  expect(stored.ever_published).toBe(false);
  expect(stored.path).toEqual([
    { type: 'subject', title: expect.stringMatching(/^Desk Biology/) },
    { type: 'topic', title: 'Membranes' },
  ]);
});

test('a save on the version read is stored as the next version; one on an older version is 409 and stores nothing', async () => {
  const article = await d.draft(catalog, { video: false });
  const saved = await d.save(
    EDITOR,
    article.id,
    articleSave(catalog, { title: 'Renamed once' }),
    article.version,
  );
  expect(saved.status).toBe(200);
  expect(saved.body.content).toMatchObject({ title: 'Renamed once', version: article.version + 1 });
  const stale = await d.save(
    APPROVER,
    article.id,
    articleSave(catalog, { title: 'Renamed twice' }),
    article.version,
  );
  expect(stale.status).toBe(409);
  expect(stale.body.content).toEqual({
    message: STALE_MESSAGES.article,
    errors: { version: [STALE_MESSAGES.article] },
    savedByYou: false,
  });
  expect(await d.article(article.id)).toMatchObject({ title: 'Renamed once', version: article.version + 1 });
});

test('two saves of one version sent at once, ten times over: each time one is stored, the other is 409', async () => {
  const article = await d.draft(catalog, { video: false });
  for (let pair = 0; pair < 10; pair++) {
    const { version } = await d.article(article.id);
    const answers = await Promise.all(
      [`First ${pair}`, `Second ${pair}`].map((title, i) =>
        d.save(i === 0 ? EDITOR : APPROVER, article.id, articleSave(catalog, { title }), version),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.content as DeskArticle;
    expect(await d.article(article.id)).toMatchObject({ title: winner.title, version: version + 1 });
  }
});

test('in review the article is locked for everyone; published, only an approver edits it, and the edit is in its history', async () => {
  const inReview = await d.articleIn(catalog, 'in_review', t.clock.now());
  for (const email of [EDITOR, APPROVER]) {
    const refused = await d.save(email, inReview.id, articleSave(catalog), inReview.version);
    expect(refused.status).toBe(409);
    expect(refused.body.content.message).toBe(LIFECYCLE_MESSAGES.locked);
  }
  expect((await d.article(inReview.id)).version).toBe(inReview.version);

  const live = await d.articleIn(catalog, 'published', t.clock.now());
  const byEditor = await d.save(EDITOR, live.id, articleSave(catalog), live.version);
  expect(byEditor.status).toBe(409);
  const before = await historyCount(live.id);
  const corrected = await d.save(
    APPROVER,
    live.id,
    articleSave(catalog, { title: 'Corrected title' }),
    live.version,
  );
  expect(corrected.status).toBe(200);
  const history = (corrected.body.content as DeskArticle).history;
  expect(history).toHaveLength(before + 1);
  expect(history.at(-1)).toMatchObject({ kind: 'edited', from: 'published', to: 'published' });
});

test('an unpublished article is the editor’s to edit again', async () => {
  const down = await d.articleIn(catalog, 'unpublished', t.clock.now());
  const saved = await d.save(EDITOR, down.id, articleSave(catalog, { title: 'Fixed again' }), down.version);
  expect(saved.status).toBe(200);
});

test.each([
  [
    'a section that is a domain',
    (c: Catalog) => ({ sectionId: c.domainId }),
    'sectionId',
    ARTICLE_MESSAGES.sectionUnknown,
  ],
  [
    'a section that does not exist',
    () => ({ sectionId: 2_000_000_000 }),
    'sectionId',
    ARTICLE_MESSAGES.sectionUnknown,
  ],
  [
    'a subject that does not exist',
    () => ({ subjectIds: [2_000_000_000] }),
    'subjectIds',
    ARTICLE_MESSAGES.subjectUnknown,
  ],
  ['a title of two characters', () => ({ title: 'ab' }), 'title', ARTICLE_MESSAGES.titleTooShort],
  [
    'an author of an institution not listed',
    () => ({ authors: [{ name: 'A', institutionIndexes: [3] }] }),
    'authors',
    ARTICLE_MESSAGES.institutionIndex,
  ],
])('%s is a 400 naming the field, and nothing is stored', async (_name, change, field, message) => {
  const before = await t.db.selectFrom('articles').select('id').execute();
  const refused = await d.create(EDITOR, articleSave(catalog, change(catalog)));
  expect(refused.status).toBe(400);
  expect(refused.body.content.errors[field]).toEqual([message]);
  expect(await t.db.selectFrom('articles').select('id').execute()).toHaveLength(before.length);
});

test('only a draft never published is deleted; anything once published is refused and kept', async () => {
  const draft = await d.draft(catalog);
  const removed = await d.send(EDITOR, 'DELETE', PUBLISH_PATHS.one(draft.id));
  expect(removed.status).toBe(200);
  expect((await d.read(EDITOR, draft.id)).status).toBe(404);
  expect(await historyCount(draft.id)).toBe(0);

  // Taken down, resubmitted and withdrawn: a draft again, but one that was published.
  const down = await d.articleIn(catalog, 'unpublished', t.clock.now());
  expect((await d.step(EDITOR, down.id, { step: 'submit' })).status).toBe(200);
  expect((await d.step(EDITOR, down.id, { step: 'withdraw' })).status).toBe(200);
  expect((await d.article(down.id)).status).toBe('draft');
  const refused = await d.send(APPROVER, 'DELETE', PUBLISH_PATHS.one(down.id));
  expect(refused.status).toBe(409);
  expect(refused.body.content.message).toBe(LIFECYCLE_MESSAGES.notDeletable);
  expect((await d.article(down.id)).actions.delete).toBe(false);
});

test('a missing article is 404 on every route of one article', async () => {
  const id = 2_000_000_000;
  expect((await d.read(EDITOR, id)).status).toBe(404);
  expect((await d.save(EDITOR, id, articleSave(catalog), 1)).status).toBe(404);
  expect((await d.step(APPROVER, id, { step: 'publish' })).status).toBe(404);
  expect((await d.send(EDITOR, 'DELETE', PUBLISH_PATHS.one(id))).status).toBe(404);
});

test('the desk is closed to those who have no role on it', async () => {
  const refused = await d.create(INSTRUCTOR, articleSave(catalog));
  expect(refused.status).toBe(403);
});
