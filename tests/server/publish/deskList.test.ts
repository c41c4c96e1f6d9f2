/**
 * The desk's list and figures (ADR 314): every article in any status; a whole number searches the id, anything else
 * the title; filters by status, type and subject; sorted, 20 a page; each row with its section, subjects, who
 * changed it last and the caller's actions. The dashboard's figures count what the list shows when filtered by
 * the figures' own moments, and the sections offered are those under a domain.
 */
import { PUBLISH_PATHS, type DeskFigures } from '../../../src/api/publish/publishContract';
import type { DeskArticle, DeskArticleRow } from '../../../src/domain/publish/deskArticle';
import { createTestApp, type TestApp } from '../testApp';
import { APPROVER, desk, EDITOR, inHours, insertCatalog, type Catalog } from './deskFixtures';

let t: TestApp;
let catalog: Catalog;
let d: ReturnType<typeof desk>;
const made = new Map<string, DeskArticle>();

beforeAll(async () => {
  t = await createTestApp();
  // The first of a month at noon: "this month" and "the next seven days" are unambiguous.
  t.clock.advance(Date.UTC(2031, 4, 1, 12) - t.clock.now().getTime());
  catalog = await insertCatalog(t);
  d = desk(t);
  made.set('draft', await d.draft(catalog, { video: false, save: { title: 'Zebrafish draft' } }));
  made.set('review', await d.articleIn(catalog, 'in_review', t.clock.now()));
  made.set('soon', await d.articleIn(catalog, 'scheduled', t.clock.now()));
  made.set('published', await d.articleIn(catalog, 'published', t.clock.now()));
  made.set('down', await d.articleIn(catalog, 'unpublished', t.clock.now()));
  const later = await d.articleIn(catalog, 'in_review', t.clock.now());
  await d.step(APPROVER, later.id, { step: 'schedule', at: inHours(t.clock.now(), 24 * 10) });
  made.set('later', later);
  made.set(
    'physics',
    await d.draft(catalog, {
      save: { articleType: 'science_core', subjectIds: [catalog.subjectIds[1]], title: 'Pendulum physics' },
    }),
  );
});
afterAll(() => t.close());

const list = async (email: string, request: object) => {
  const answer = await d.send(email, 'POST', PUBLISH_PATHS.list, request);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content as { result: DeskArticleRow[]; navigation: { total_items: number } };
};
const ids = (rows: readonly DeskArticleRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const idsOf = (...keys: string[]) => keys.map((key) => made.get(key)!.id).sort((a, b) => a - b);

test('every article is listed, in any status, with its section, subjects, last change and video', async () => {
  const { result, navigation } = await list(EDITOR, {});
  expect(navigation.total_items).toBe(made.size);
  const draft = result.find((row) => row.id === made.get('draft')!.id)!;
  expect(draft).toMatchObject({
    status: 'draft',
    section: { id: catalog.sectionIds[0], domainTitle: expect.stringMatching(/^Desk Domain/) },
    subjects: [{ id: catalog.subjectIds[0] }],
    updatedBy: { email: EDITOR },
    hasVideo: false,
    publishedAt: null,
  });
  expect(result.find((row) => row.id === made.get('published')!.id)).toMatchObject({
    hasVideo: true,
    publishedAt: expect.any(String),
  });
});

test('each row carries the caller’s actions: the approver publishes, the editor does not', async () => {
  const rowFor = async (email: string) =>
    (await list(email, { statuses: ['in_review'] })).result.find((row) => row.id === made.get('review')!.id)!;
  expect((await rowFor(APPROVER)).actions).toEqual({
    steps: ['withdraw', 'sendBack', 'publish', 'schedule'],
    edit: false,
    delete: false,
  });
  expect((await rowFor(EDITOR)).actions).toEqual({ steps: ['withdraw'], edit: false, delete: false });
});

test('a whole number finds the article of that id; other words search the title', async () => {
  const id = made.get('down')!.id;
  expect(ids((await list(EDITOR, { keyword: String(id) })).result)).toEqual([id]);
  expect(ids((await list(EDITOR, { keyword: 'zebrafish' })).result)).toEqual(idsOf('draft'));
  expect((await list(EDITOR, { keyword: '99999999999999' })).result).toEqual([]);
});

test('filters by statuses, type and subject', async () => {
  expect(ids((await list(EDITOR, { statuses: ['scheduled', 'unpublished'] })).result)).toEqual(
    idsOf('soon', 'down', 'later'),
  );
  expect(ids((await list(EDITOR, { articleType: 'science_core' })).result)).toEqual(idsOf('physics'));
  expect(ids((await list(EDITOR, { subjectId: catalog.subjectIds[1] })).result)).toEqual(idsOf('physics'));
});

test('sorted by title, or by status in the order of an article’s life; pages of the size asked', async () => {
  const byTitle = (await list(EDITOR, { sort: ['title', 'asc'] })).result.map((row) =>
    row.title.toLowerCase(),
  );
  expect(byTitle).toEqual([...byTitle].sort());
  const byStatus = (await list(EDITOR, { sort: ['status', 'asc'] })).result.map((row) => row.status);
  expect(byStatus[0]).toBe('draft');
  expect(byStatus.at(-1)).toBe('unpublished');
  const page = await list(EDITOR, { navigation: { page: 2, itemsOnPage: 3 }, sort: ['id', 'asc'] });
  expect(page.result.map((row) => row.id)).toEqual(
    [...made.values()]
      .map((a) => a.id)
      .sort((a, b) => a - b)
      .slice(3, 6),
  );
});

test('the desk’s figures count what the list shows filtered by their own moments', async () => {
  const answer = await d.send(EDITOR, 'GET', PUBLISH_PATHS.desk);
  expect(answer.status).toBe(200);
  const figures = answer.body.content as DeskFigures;
  expect(figures).toEqual({
    inReview: 1,
    scheduledThisWeek: 1,
    publishedThisMonth: 1,
    weekEnds: '2031-05-08T00:00:00.000Z',
    monthStarted: '2031-05-01T00:00:00.000Z',
  });
  const scheduled = await list(EDITOR, { statuses: ['scheduled'], scheduledBefore: figures.weekEnds });
  expect(ids(scheduled.result)).toEqual(idsOf('soon'));
  const published = await list(EDITOR, { statuses: ['published'], publishedSince: figures.monthStarted });
  expect(ids(published.result)).toEqual(idsOf('published'));
});

test('the sections offered are those under a domain, with the domain’s title', async () => {
  const answer = await d.send(EDITOR, 'GET', PUBLISH_PATHS.sections);
  const mine = (answer.body.content as { id: number; domainId: number | null }[]).filter(
    (section) => section.domainId === catalog.domainId,
  );
  expect(mine.map((section) => section.id)).toEqual([...catalog.sectionIds]);
  expect(answer.body.content.some((section: { id: number }) => section.id === catalog.domainId)).toBe(false);
});
