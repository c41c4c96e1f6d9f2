/**
 * Questions at moments of a video and a video's settings (ADR 337) on the server: stored and read back as saved,
 * carried into the version students answer, refused with the field named when a rule breaks, and a save on an older
 * version still a conflict.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { QuizSchema, type Quiz } from '../../../src/domain/quiz/quiz';
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';
import type { QuizEvent } from '../../../src/domain/quiz/editor/quizEvents';
import { fromQuiz, toPayload, type QuizPayload } from '../../../src/domain/quiz/quizPayload';
import { VIDEO_MOMENT_MESSAGES } from '../../../src/domain/quiz/videoMoments/videoMoments';
import { buildSnapshotContent } from '../../../server/repositories/quiz/quizSnapshots';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let storageDir: string;
let headers: Record<string, string>;
const INSTRUCTOR = 'corporate@demo.test';
const article = { id: 1, title: 'Energy in the cell' };

const choice = (itemId: string, title: string): QuizEvent[] => [
  { type: 'question.setTitle', itemId, title },
  { type: 'option.setText', itemId, optionId: `${itemId}o1`, text: 'Nucleus' },
  { type: 'option.setText', itemId, optionId: `${itemId}o2`, text: 'Mitochondrion' },
  { type: 'option.remove', itemId, optionId: `${itemId}o3` },
  { type: 'option.remove', itemId, optionId: `${itemId}o4` },
];
const optionIds = (itemId: string) => [1, 2, 3, 4].map((n) => `${itemId}o${n}`);

/** A video, a question at 1:05 that must be answered and goes back to 0:40, one at 2:00, as the editor sends it. */
function interactivePayload(title: string): QuizPayload {
  const events: QuizEvent[] = [
    { type: 'details.set', details: { title, isGraded: true } },
    { type: 'item.addVideos', activityId: 'a', videos: [{ itemId: 'v', article }] },
    { type: 'moment.addQuestion', videoItemId: 'v', itemId: 'q1', optionIds: optionIds('q1'), at: 65 },
    ...choice('q1', 'Which organelle makes ATP?'),
    { type: 'moment.change', itemId: 'q1', changes: { mustAnswer: true, jumpBackTo: 40 } },
    { type: 'moment.addQuestion', videoItemId: 'v', itemId: 'q2', optionIds: optionIds('q2'), at: 120 },
    ...choice('q2', 'Where is the genome kept?'),
    {
      type: 'video.setPlayback',
      itemId: 'v',
      changes: { preventSkipping: true, requireWatched: 90, speeds: [0.75, 1, 1.5] },
    },
    { type: 'videoChapter.add', itemId: 'v', at: 0, title: 'Introduction' },
    { type: 'videoNote.add', itemId: 'v', at: 30, text: '<p>Watch the membrane</p>' },
  ];
  return toPayload(applyEvents(newQuizState('a'), events), 'user', 'create');
}

async function create(payload: unknown) {
  return call(t.app, { method: 'POST', url: QUIZ_PATHS.create('user'), headers, payload: payload as object });
}
async function patch(id: number, payload: unknown) {
  return call(t.app, {
    method: 'PATCH',
    url: QUIZ_PATHS.one('user', id),
    headers,
    payload: payload as object,
  });
}
async function read(id: number): Promise<Quiz> {
  const response = await call(t.app, { method: 'GET', url: QUIZ_PATHS.one('user', id), headers });
  expect(response.status).toBe(200);
  return QuizSchema.parse(response.body.content);
}
const itemsOf = (quiz: Quiz) => quiz.activities[0]!.items;
const storedCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  storageDir = await mkdtemp(join(tmpdir(), 'video-moments-seed-'));
  await seedContent(t.db, { storageDir, now: t.clock.now() });
  headers = bearer(await t.signIn(INSTRUCTOR));
}, 90_000);

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('moments and video settings', () => {
  test('a quiz saved with questions at moments and video settings reads back as it was saved', async () => {
    const payload = interactivePayload('Interactive cell');
    const response = await create(payload);
    expect(response.status).toBe(200);
    const quiz = await read(QuizSchema.parse(response.body.content).id);
    const [video, first, second] = itemsOf(quiz);
    expect(video!.video).toEqual({
      preventSkipping: true,
      requireWatched: 90,
      speeds: [0.75, 1, 1.5],
      chapters: [{ at: 0, title: 'Introduction' }],
      notes: [{ at: 30, text: '<p>Watch the membrane</p>' }],
    });
    expect(first!.moment).toEqual({ at: 65, pause: true, mustAnswer: true, jumpBackTo: 40 });
    expect(second!.moment).toEqual({ at: 120, pause: true, mustAnswer: false });
    // The editor opens it and sends it back unchanged: an edit with nothing changed keeps every moment.
    const resent = toPayload(fromQuiz(quiz), 'user', 'edit', quiz.version).activities[0]!.items;
    const momentsOf = (items: QuizPayload['activities'][number]['items']) =>
      items.map(({ moment, video }) => ({ moment, video }));
    expect(momentsOf(resent)).toEqual(momentsOf(payload.activities[0]!.items));
    // The version students answer carries them too.
    const snapshot = await buildSnapshotContent(t.db, quiz.id);
    expect(snapshot.activities[0]!.items.map((item) => item.moment ?? item.video ?? null)).toEqual([
      video!.video,
      first!.moment,
      second!.moment,
    ]);
  });

  test('a moment taken away and settings cleared leave a plain question and a plain video', async () => {
    const saved = QuizSchema.parse((await create(interactivePayload('Cleared later'))).body.content);
    const [video, first, second] = itemsOf(saved);
    const state = applyEvents(fromQuiz(saved), [
      { type: 'moment.clear', itemId: `i${first!.id}` },
      { type: 'moment.clear', itemId: `i${second!.id}` },
      {
        type: 'video.setPlayback',
        itemId: `i${video!.id}`,
        changes: { preventSkipping: false, requireWatched: null, speeds: null },
      },
      { type: 'videoChapter.remove', itemId: `i${video!.id}`, index: 0 },
      { type: 'videoNote.remove', itemId: `i${video!.id}`, index: 0 },
    ]);
    expect((await patch(saved.id, toPayload(state, 'user', 'edit', saved.version))).status).toBe(200);
    const items = itemsOf(await read(saved.id));
    expect(items.map((item) => item.moment ?? item.video ?? null)).toEqual([null, null, null]);
    const row = await t.db
      .selectFrom('quiz_items')
      .select(['moment', 'video_settings'])
      .where('id', '=', video!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ moment: null, video_settings: null });
  });

  test('a jump back after its moment is refused with the field named, and nothing is stored', async () => {
    const payload = interactivePayload('Late jump back');
    const sent = structuredClone(payload);
    sent.activities[0]!.items[1]!.moment = { at: 65, pause: true, mustAnswer: true, jumpBackTo: 70 };
    const before = await storedCount();
    const response = await create(sent);
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toEqual({
      'activities.0.items.1.moment.jumpBackTo': [VIDEO_MOMENT_MESSAGES.jumpBackAfter],
    });
    expect(await storedCount()).toBe(before);
  });

  test('a moment on a question with no video above it, or on a video, is refused', async () => {
    const payload = interactivePayload('No video above');
    const sent = structuredClone(payload);
    const [video, first, second] = sent.activities[0]!.items;
    // The question is moved above the video; the video is given a moment of its own.
    sent.activities[0]!.items = [
      first!,
      { ...video!, moment: { at: 3, pause: true, mustAnswer: false } },
      second!,
    ];
    sent.activities[0]!.items.forEach((item, i) => (item.sortIndex = i + 1));
    const response = await create(sent);
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toEqual({
      'activities.0.items.0.moment': [VIDEO_MOMENT_MESSAGES.noVideoBefore],
      'activities.0.items.1.moment': [VIDEO_MOMENT_MESSAGES.noVideoBefore],
    });
  });

  test('malformed settings are a 400 naming the field: normal speed left out, an unknown speed, a negative moment', async () => {
    const cases: [string, (items: QuizPayload['activities'][number]['items']) => void][] = [
      ['activities.0.items.0.video.speeds', (items) => void (items[0]!.video = { speeds: [1.5, 2] })],
      ['activities.0.items.0.video.speeds.0', (items) => void (items[0]!.video = { speeds: [3 as never] })],
      ['activities.0.items.1.moment.at', (items) => void (items[1]!.moment!.at = -1)],
    ];
    for (const [field, breakIt] of cases) {
      const sent = structuredClone(interactivePayload('Malformed'));
      breakIt(sent.activities[0]!.items);
      const response = await create(sent);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.content.errors ?? {})).toContain(field);
    }
  });

  test('settings sent on a question are not kept: a question has a moment, a video has settings', async () => {
    const sent = structuredClone(interactivePayload('Settings on a question'));
    sent.activities[0]!.items[1]!.video = { preventSkipping: true };
    const saved = QuizSchema.parse((await create(sent)).body.content);
    const question = itemsOf(await read(saved.id))[1]!;
    expect(question).not.toHaveProperty('video');
    const row = await t.db
      .selectFrom('quiz_items')
      .select('video_settings')
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    expect(row.video_settings).toBeNull();
  });

  test('two saves made on one version at once: one is taken, the other is a conflict', async () => {
    const saved = QuizSchema.parse((await create(interactivePayload('Two tabs'))).body.content);
    const question = `i${itemsOf(saved)[1]!.id}`;
    const edit = (at: number) =>
      toPayload(
        applyEvents(fromQuiz(saved), [{ type: 'moment.move', itemId: question, at }]),
        'user',
        'edit',
        saved.version,
      );
    const answers = await Promise.all([patch(saved.id, edit(50)), patch(saved.id, edit(55))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const moved = itemsOf(await read(saved.id))[1]!.moment!.at;
    expect([50, 55]).toContain(moved);
  });
});
