/**
 * The editor's real loaders and save over a fake HTTP API: what each route of the editor opens with, and what a
 * copy sends when it is saved.
 */
import { createActor, waitFor } from 'xstate';
import { createHttpClient } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import {
  quizEditorMachine,
  selectDraftOffer,
  selectEditorState,
  type EditorMode,
} from '../../../../src/machines/quiz/editor/quizEditorMachine';
import {
  createQuizEditorServices,
  type DraftStorage,
} from '../../../../src/machines/quiz/editor/quizEditorServices';
import type { QuizKind } from '../../../../src/domain/quiz/quiz';
import {
  DRAFT_MESSAGES,
  createDraft,
  draftStorageKey,
  serializeDraft,
} from '../../../../src/domain/quiz/editor/quizDraft';
import { storedQuiz } from '../../../support/quizFixtures';

const NOW = new Date('2026-03-01T12:00:00.000Z');

/** A quiz saved last year, with dates in the past and ids everywhere. */
const saved: Quiz = storedQuiz({
  id: 5,
  kind: 'admin',
  title: 'Cell biology',
  tags: [{ id: 3, title: 'Chemistry' }],
  startDate: '2025-09-01T08:00:00.000Z',
  endDate: '2025-12-01T08:00:00.000Z',
  updatedAt: '2026-02-20T09:15:00.000Z',
  version: 7,
  activities: [
    {
      id: 11,
      title: 'Week 1',
      sortIndex: 1,
      items: [
        {
          id: 21,
          sortIndex: 1,
          type: 2,
          title: 'What is a cell?',
          image: null,
          isMultiple: false,
          rightAnswer: [31],
          article: null,
          questionOrder: 1,
          textOptions: [
            { id: 31, text: 'A unit of life' },
            { id: 32, text: 'A battery' },
          ],
        },
      ],
    },
  ],
});

const template: Quiz = storedQuiz({
  id: 0,
  kind: 'admin',
  title: 'Membranes',
  article: { id: 12, title: 'Membranes' },
  activities: [
    {
      id: 0,
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        {
          id: 0,
          sortIndex: 1,
          type: 1,
          title: 'Membranes',
          image: null,
          isMultiple: false,
          rightAnswer: [],
          article: { id: 12, title: 'Membranes', articleType: 'journal' },
          questionOrder: 0,
          textOptions: [],
        },
      ],
    },
  ],
});

const TAGS = [
  { id: 1, title: 'Chemistry' },
  { id: 2, title: 'Biology' },
];

function memoryStorage(): DraftStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

async function open(
  kind: QuizKind,
  mode: EditorMode,
  ids: { quizId?: number; articleId?: number } = {},
  storage: DraftStorage = memoryStorage(),
  caller?: { id: number; roles: string[] },
) {
  const requests: Sent[] = [];
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, path: url.pathname, body });
      const content =
        url.pathname === '/api/free/tag_list'
          ? TAGS
          : url.pathname === '/api/admin/quiz/from_article/12'
            ? template
            : url.pathname === '/api/admin/quiz/5'
              ? { ...saved, actions: caller ? ['view', 'copy'] : ['view', 'edit', 'copy', 'share', 'delete'] }
              : url.pathname === '/api/quiz/create'
                ? { ...saved, id: 6, kind: 'user' }
                : method === 'POST'
                  ? saved
                  : undefined;
      return new Response(JSON.stringify(content ? { content } : { content: { message: 'Not found' } }), {
        status: content ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const notifications = createActor(notificationsMachine).start();
  const actor = createActor(
    quizEditorMachine.provide(createQuizEditorServices(http, notifications, storage, caller)),
    {
      input: { kind, mode, ...ids, idPrefix: 't', clock: () => NOW },
    },
  ).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  const messages = () => selectNotifications(notifications.getSnapshot()).map((n) => n.message);
  const kinds = () => selectNotifications(notifications.getSnapshot()).map((n) => n.kind);
  return { actor, requests, storage, messages, kinds };
}

test('a new admin quiz starts with the subject Biology from the tag list', async () => {
  const { actor, requests } = await open('admin', 'create');
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(requests.map((r) => r.path)).toEqual(['/api/free/tag_list']);
  const state = selectEditorState(actor.getSnapshot())!;
  expect(state.details.tags).toEqual([{ id: 2, title: 'Biology' }]);
  expect(state.activities).toHaveLength(1);
  expect(state.activities[0]!.items).toEqual([]);
});

test('a new library quiz starts without a subject and asks for no tags', async () => {
  const { actor, requests } = await open('library', 'create');
  expect(requests).toEqual([]);
  expect(selectEditorState(actor.getSnapshot())!.details.tags).toEqual([]);
});

test('creating from an article opens the from_article template with its video', async () => {
  const { actor, requests } = await open('admin', 'create', { articleId: 12 });
  expect(requests.map((r) => r.path)).toEqual(['/api/admin/quiz/from_article/12']);
  const state = selectEditorState(actor.getSnapshot())!;
  expect(state.details.title).toBe('Membranes');
  expect(state.activities[0]!.items.map((i) => i.article?.id)).toEqual([12]);
});

test('a copy opens the quiz without its passed dates and saves it as a new quiz without ids', async () => {
  const { actor, requests } = await open('admin', 'copy', { quizId: 5 });
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/admin/quiz/5']);
  expect(selectEditorState(actor.getSnapshot())!.details).toMatchObject({
    title: 'Cell biology (copy)',
    startDate: null,
    endDate: null,
  });

  // The copied dates had passed: they were left out (ADR 353), so the save goes through as it is.
  actor.send({ type: 'quiz.save' });
  await waitFor(actor, (s) => s.status === 'done');
  const post = requests.find((r) => r.method === 'POST')!;
  expect(post.path).toBe('/api/admin/quiz/create');
  // No server ids: options go by local keys only so that the right answers can name them.
  expect(JSON.stringify(post.body)).not.toMatch(/"id":\d/);
  expect(post.body).not.toHaveProperty('version');
  expect(post.body).toMatchObject({
    title: 'Cell biology (copy)',
    tags: [3],
    activities: [
      {
        title: 'Week 1',
        items: [
          { title: 'What is a cell?', textOptions: [{ text: 'A unit of life' }, { text: 'A battery' }] },
        ],
      },
    ],
  });
});

test('editing opens the quiz on its version; a draft from an older version is offered with when it was saved since', async () => {
  const storage = memoryStorage();
  storage.setItem(
    draftStorageKey('admin:5'),
    serializeDraft(createDraft('admin:5', 6, [{ type: 'details.set', details: { title: 'Mine' } }])),
  );
  const { actor } = await open('admin', 'edit', { quizId: 5 }, storage);
  expect(selectDraftOffer(actor.getSnapshot())).toEqual({
    changedSince: true,
    changedAt: '2026-02-20T09:15:00.000Z',
  });
  expect(actor.getSnapshot().context.version).toBe(7);
  expect(actor.getSnapshot().context.loadedDates).toEqual({
    startDate: '2025-09-01T08:00:00.000Z',
    endDate: '2025-12-01T08:00:00.000Z',
  });
});

test('a browser storage that is full gives one warning notification and the editing goes on', async () => {
  const full: DraftStorage = {
    ...memoryStorage(),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  const { actor, messages, kinds } = await open('admin', 'edit', { quizId: 5 }, full);
  for (const title of ['Cell b', 'Cell bi', 'Cell bio'])
    actor.send({ type: 'details.set', details: { title } });
  expect(actor.getSnapshot().status).toBe('active');
  expect(selectEditorState(actor.getSnapshot())!.details.title).toBe('Cell bio');
  expect(messages()).toEqual([DRAFT_MESSAGES.notKept]);
  expect(kinds()).toEqual(['warning']);
});

test("an instructor's copy of an admin quiz shared with them is saved as their own quiz and opens My Quizzes", async () => {
  const instructor = { id: 40, roles: ['ROLE_CS_USER'] };
  const { actor, requests } = await open('admin', 'copy', { quizId: 5 }, memoryStorage(), instructor);
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  actor.send({ type: 'details.set', details: { startDate: null, endDate: null } });
  actor.send({ type: 'quiz.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/quiz/create']);
  // Not the admin quiz list they cannot open: the list that shows the copy they just made.
  expect(['/quiz', '/quiz/my-quiz']).toContain(actor.getSnapshot().output?.destination);
});
