/**
 * Offered means published (ADR 314): Add Video's search, the article picker, one article for the editor, playlists,
 * sponsors' candidates, new templates and the question writer see published articles only; a draft is as missing
 * as an unknown id to anyone off the desk. An article taken down after it was used stays where it was, shown
 * `unavailable` with its title and no video: in a quiz item (whose quiz still saves, but takes it nowhere new), in a
 * playlist, on the student page and in a download's notes.
 */
import { CONTENT_PATHS } from '../../../src/api/content/contentContract';
import { PLAYLIST_PATHS, type Playlist } from '../../../src/api/playlists/playlistsContract';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { SPONSOR_PATHS } from '../../../src/api/sponsors/sponsorsContract';
import type { TakeSession } from '../../../src/api/take/takeContract';
import type { DeskArticle } from '../../../src/domain/publish/deskArticle';
import { QuizSchema, type Quiz } from '../../../src/domain/quiz/quiz';
import { fromQuiz, toPayload } from '../../../src/domain/quiz/quizPayload';
import { loadArticleContext } from '../../../server/ai/articleContext';
import { GRAPH_MESSAGES } from '../../../server/repositories/quiz/quizGraph';
import { loadExportQuiz } from '../../../server/exports/exportQuizLoader';
import { EXPORT_NOTES, quizNotes } from '../../../server/exports/exportNotes';
import { createStorage } from '../../../server/storage/createStorage';
import { assign, createQuiz, OWNER, take } from '../take/takeFixtures';
import { createTestApp, type TestApp } from '../testApp';
import { APPROVER, desk, EDITOR, insertCatalog, INSTRUCTOR, type Catalog } from './deskFixtures';

let t: TestApp;
let catalog: Catalog;
let d: ReturnType<typeof desk>;
let draft: DeskArticle;
let live: DeskArticle;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await insertCatalog(t);
  d = desk(t);
  draft = await d.articleIn(catalog, 'draft', t.clock.now());
  live = await d.articleIn(catalog, 'published', t.clock.now());
});
afterAll(() => t.close());

/** Takes a published article down, as an approver does. */
async function takeDown(id: number) {
  const answer = await d.step(APPROVER, id, { step: 'unpublish', note: 'Being corrected.' });
  expect(answer.status).toBe(200);
}

describe('what is offered', () => {
  test('Add Video’s search finds the published article and not the draft, by title or by id', async () => {
    const search = async (query: string) =>
      (await d.send(INSTRUCTOR, 'GET', `${CONTENT_PATHS.search}?query=${encodeURIComponent(query)}`)).body
        .content.result as { id: number }[];
    expect((await search(live.title)).map((card) => card.id)).toEqual([live.id]);
    expect(await search(draft.title)).toEqual([]);
    expect(await search(String(draft.id))).toEqual([]);
  });

  test('the article picker lists the published article only', async () => {
    const picked = async (id: number) =>
      (
        await d.send(INSTRUCTOR, 'POST', CONTENT_PATHS.articleList, {
          filter: [{ property: 'id', operator: 'equals', value: id }],
        })
      ).body.content.result as { id: number }[];
    expect((await picked(live.id)).map((row) => row.id)).toEqual([live.id]);
    expect(await picked(draft.id)).toEqual([]);
  });

  test('one article is 404 off the desk while it is a draft; the desk reads it', async () => {
    expect((await d.send(INSTRUCTOR, 'GET', CONTENT_PATHS.article('en', draft.id))).status).toBe(404);
    expect((await d.send(INSTRUCTOR, 'GET', CONTENT_PATHS.article('en', live.id))).status).toBe(200);
    expect((await d.send(EDITOR, 'GET', CONTENT_PATHS.article('en', draft.id))).status).toBe(200);
  });

  test('a template starts from a published article only', async () => {
    expect((await d.send(APPROVER, 'GET', QUIZ_PATHS.fromArticle(live.id))).status).toBe(200);
    expect((await d.send(APPROVER, 'GET', QUIZ_PATHS.fromArticle(draft.id))).status).toBe(404);
  });

  test('sponsors are offered published articles and cannot be given a draft', async () => {
    const candidates = async (id: number) =>
      (
        await d.send(APPROVER, 'POST', SPONSOR_PATHS.candidates, {
          filter: [{ property: 'id', operator: 'equals', value: id }],
        })
      ).body.content.result as { id: number }[];
    expect((await candidates(live.id)).map((row) => row.id)).toEqual([live.id]);
    expect(await candidates(draft.id)).toEqual([]);
    const sponsor = await d.send(APPROVER, 'POST', SPONSOR_PATHS.create, {
      companyName: 'Acme Labs',
      companyUrl: 'https://acme.example',
    });
    const assigned = await d.send(APPROVER, 'POST', SPONSOR_PATHS.addArticles(sponsor.body.content.id), {
      articles: [draft.id],
    });
    expect(assigned.body.content.error).toEqual({ [draft.id]: `Article ${draft.id} does not exist` });
  });

  test('the question writer reads no draft', async () => {
    expect(await loadArticleContext(t.db, createStorage(t.config.storage), draft.id)).toBeUndefined();
  });
});

describe('an article taken down after it was used', () => {
  test('a playlist keeps it, unavailable with its title; it cannot be added anew', async () => {
    const article = await d.articleIn(catalog, 'published', t.clock.now());
    const made = await d.send(INSTRUCTOR, 'POST', PLAYLIST_PATHS.create, {
      title: 'Membranes',
      items: [{ type: 'article', articleId: article.id }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const playlist = made.body.content as Playlist;
    await takeDown(article.id);

    const read = (await d.send(INSTRUCTOR, 'GET', PLAYLIST_PATHS.one(playlist.id))).body.content as Playlist;
    expect(read.items[0]!.articles).toEqual([
      { id: article.id, title: article.title, articleType: 'journal', unavailable: true },
    ]);
    const kept = await d.send(INSTRUCTOR, 'PATCH', PLAYLIST_PATHS.one(playlist.id), {
      title: 'Membranes, renamed',
      items: [{ type: 'article', articleId: article.id }],
      version: read.version,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const another = await d.send(INSTRUCTOR, 'POST', PLAYLIST_PATHS.create, {
      title: 'Elsewhere',
      items: [{ type: 'article', articleId: article.id }],
    });
    expect(another.status).toBe(400);
    const added = await d.send(INSTRUCTOR, 'POST', PLAYLIST_PATHS.addArticle(playlist.id), {
      articleId: draft.id,
    });
    expect(added.status).toBe(400);
  });

  describe('in a quiz', () => {
    let article: DeskArticle;
    let quiz: Quiz;
    const read = async () =>
      QuizSchema.parse((await d.send(OWNER, 'GET', QUIZ_PATHS.one('user', quiz.id))).body.content);

    beforeAll(async () => {
      article = await d.articleIn(catalog, 'published', t.clock.now());
      quiz = await createQuiz(t, article.id);
      await takeDown(article.id);
    });

    test('the item shows it unavailable with its title and no video', async () => {
      const item = (await read()).activities[0]!.items.find((i) => i.type === 1)!;
      expect(item.article).toEqual({
        id: article.id,
        title: article.title,
        articleType: 'journal',
        unavailable: true,
      });
    });

    test('the quiz saves with the item kept, but the article goes into no new item', async () => {
      const current = await read();
      const kept = toPayload(fromQuiz(current), 'user', 'edit', current.version);
      const saved = await d.send(OWNER, 'PATCH', QUIZ_PATHS.one('user', quiz.id), kept);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      const again = await read();
      const payload = toPayload(fromQuiz(again), 'user', 'edit', again.version);
      // A video of another article taken down, as a new item.
      const other = await d.articleIn(catalog, 'unpublished', t.clock.now());
      const video = payload.activities[0]!.items.find((i) => i.type === 1)!;
      const second = payload.activities[1]!.items;
      second.push({ ...video, id: undefined, article: other.id, sortIndex: second.length + 1 });
      const refused = await d.send(OWNER, 'PATCH', QUIZ_PATHS.one('user', quiz.id), payload);
      expect(refused.status).toBe(400);
      expect(refused.body.content.errors).toEqual({ article: [GRAPH_MESSAGES.unknownArticle] });
      expect((await read()).version).toBe(again.version);
    });

    test('a template of an article taken down saves with it, and no new template takes it', async () => {
      const own = await d.articleIn(catalog, 'published', t.clock.now());
      const prefilled = QuizSchema.parse(
        (await d.send(APPROVER, 'GET', QUIZ_PATHS.fromArticle(own.id))).body.content,
      );
      const created = await d.send(
        APPROVER,
        'POST',
        QUIZ_PATHS.create('template'),
        toPayload(fromQuiz(prefilled), 'template', 'create', 0),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const template = QuizSchema.parse(created.body.content);
      expect(template.article?.id).toBe(own.id);
      await takeDown(own.id);

      const renamed = {
        ...toPayload(fromQuiz(template), 'template', 'edit', template.version),
        title: 'Renamed after the take-down',
      };
      const saved = await d.send(APPROVER, 'PATCH', QUIZ_PATHS.one('template', template.id), renamed);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(QuizSchema.parse(saved.body.content)).toMatchObject({
        title: 'Renamed after the take-down',
        article: { id: own.id },
      });
      const another = await d.send(
        APPROVER,
        'POST',
        QUIZ_PATHS.create('template'),
        toPayload(fromQuiz(template), 'template', 'create', 0),
      );
      expect(another.status).toBe(400);
    });

    test('the student page shows its title, unavailable, and no player', async () => {
      const { token } = await assign(t, quiz.id, 'student@school.test');
      const session = (await take(t).session(token)).body.content as TakeSession;
      const video = session.activities.flatMap((a) => a.items).find((i) => i.kind === 'video')!;
      expect(video).toMatchObject({ kind: 'video', video: null, unavailable: true });
    });

    test('a download leaves it out and says so in its notes', async () => {
      const model = (await loadExportQuiz(t.db, 'user', quiz.id))!;
      expect(model.activities.flatMap((a) => a.items).some((i) => i.kind === 'video')).toBe(false);
      expect(quizNotes(model, 'qti')).toContain(EXPORT_NOTES.unavailableVideo(article.title));
    });
  });
});
