/**
 * Interactive video on the student page (ADR 338), against the real store: the session carries each question's
 * moment and each video's settings and nothing of the answer key; an answer to a must-answer question waits until
 * the attempt's watched segments reach its moment; a wrong answer to a question that goes back says where to; a
 * submit waits until the share to watch is watched; real time is read at the quiz's fastest allowed speed. A plain
 * quiz behaves as before. The fixtures' clip is 300 s long; the test clock moves only when a test moves it.
 */
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import {
  VIDEO_MOMENT_MESSAGES,
  type VideoMoment,
  type VideoSettings,
} from '../../../src/domain/quiz/videoMoments/videoMoments';
import { WATCH_RULES } from '../../../src/domain/take/watchedSegments';
import { assign, createQuiz, insertClip, questionsOfQuiz, take } from './takeFixtures';
import { call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let clipId: number;
let api: ReturnType<typeof take>;
let student = 0;
const nextEmail = () => `mover${++student}@school.test`;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
  api = take(t);
});
afterAll(() => t.close());

const MUST: VideoMoment = { at: 60, pause: true, mustAnswer: true, jumpBackTo: 30 };

const watch = (token: string, itemId: number, segments: [number, number][]) =>
  call(t.app, { method: 'POST', url: TAKE_PATHS.watched(token, itemId), payload: { segments } });

/** A quiz whose first question is asked at a moment of the clip, with the clip's settings; started a while ago. */
async function interactive(moment: VideoMoment | null, video: VideoSettings | null, startedSecondsAgo = 600) {
  const quiz = await createQuiz(t, clipId);
  const q = questionsOfQuiz(quiz);
  await t.db
    .updateTable('quiz_items')
    .set({ moment: moment && JSON.stringify(moment) })
    .where('id', '=', q.atp.id)
    .execute();
  await t.db
    .updateTable('quiz_items')
    .set({ video_settings: video && JSON.stringify(video) })
    .where('id', '=', q.video.id)
    .execute();
  const link = await assign(t, quiz.id, nextEmail());
  await api.start(link.token);
  t.clock.advance(startedSecondsAgo * 1000);
  return { ...link, q };
}

const savedAnswers = (assignmentId: number) =>
  t.db.selectFrom('assignment_answers').selectAll().where('assignment_id', '=', assignmentId).execute();

describe('the student page reads the moments and the settings', () => {
  test('a question carries its moment and the video its settings; nothing says which answer is right', async () => {
    const settings: VideoSettings = {
      preventSkipping: true,
      requireWatched: 80,
      speeds: [0.5, 1],
      chapters: [{ at: 0, title: 'Glycolysis' }],
      notes: [{ at: 45, text: '<p>ATP is made here</p>' }],
    };
    const link = await interactive(MUST, settings);
    const session = (await api.session(link.token)).body.content;
    const items = session.activities[0].items;
    expect(items[0]).toMatchObject({ kind: 'video', id: link.q.video.id, settings });
    expect(items[1]).toMatchObject({ kind: 'question', id: link.q.atp.id, moment: MUST });
    expect(JSON.stringify(session)).not.toMatch(/rightAnswer|"correct"/);
  });

  test('a plain quiz’s session has no moment and no settings, exactly as before', async () => {
    const link = await interactive(null, null);
    const text = await api.sessionText(link.token);
    expect(text).not.toMatch(/"moment"|"settings"/);
  });
});

describe('an answer at a moment that must be answered', () => {
  test('is refused with a 409 until the video was watched up to it, and nothing is stored', async () => {
    const link = await interactive(MUST, null);
    await watch(link.token, link.q.video.id, [[0, 40]]);
    const early = await api.answer(link.token, link.q.atp.id, [link.q.mitochondrion]);
    expect(early.status).toBe(409);
    expect(early.body.content.message).toBe(VIDEO_MOMENT_MESSAGES.notReached);
    expect(await savedAnswers(link.id)).toEqual([]);
    await watch(link.token, link.q.video.id, [[40, 60]]);
    const reached = await api.answer(link.token, link.q.atp.id, [link.q.mitochondrion]);
    expect(reached.status).toBe(200);
    expect((await savedAnswers(link.id)).map((row) => row.item_id)).toEqual([link.q.atp.id]);
  });

  test('a video taken down holds nothing: its must-answer question takes answers, and again once it is back', async () => {
    const clip = await insertClip(t);
    const quiz = await createQuiz(t, clip);
    const q = questionsOfQuiz(quiz);
    await t.db
      .updateTable('quiz_items')
      .set({ moment: JSON.stringify(MUST) })
      .where('id', '=', q.atp.id)
      .execute();
    const link = await assign(t, quiz.id, nextEmail());
    await api.start(link.token);
    const offered = (status: 'published' | 'unpublished') =>
      t.db.updateTable('articles').set({ status }).where('id', '=', clip).execute();
    await offered('unpublished');
    expect((await api.answer(link.token, q.atp.id, [q.nucleus])).status).toBe(200);
    await offered('published');
    expect((await api.answer(link.token, q.atp.id, [q.mitochondrion])).status).toBe(409);
  });

  test('a moment that only pauses, and a question without a moment, take answers at any time', async () => {
    const link = await interactive({ at: 60, pause: true, mustAnswer: false }, null);
    expect((await api.answer(link.token, link.q.atp.id, [link.q.nucleus])).status).toBe(200);
    expect((await api.answer(link.token, link.q.gases.id, [link.q.neon])).status).toBe(200);
  });

  test('an answer and the segments reaching its moment sent at once: one order or the other, never a 5xx', async () => {
    const link = await interactive(MUST, null);
    const [answer, batch, again] = await Promise.all([
      api.answer(link.token, link.q.atp.id, [link.q.mitochondrion]),
      watch(link.token, link.q.video.id, [[0, 70]]),
      api.answer(link.token, link.q.atp.id, [link.q.mitochondrion]),
    ]);
    expect(batch.status).toBe(200);
    for (const response of [answer, again]) expect([200, 409]).toContain(response.status);
    const stored = await savedAnswers(link.id);
    expect(stored.length).toBe([answer, again].some((r) => r.status === 200) ? 1 : 0);
    // Once the segments are in, the answer is taken whatever came first.
    expect((await api.answer(link.token, link.q.atp.id, [link.q.mitochondrion])).status).toBe(200);
  });

  test('the same answer sent twice at once is saved once, both answered 200', async () => {
    const link = await interactive(MUST, null);
    await watch(link.token, link.q.video.id, [[0, 61]]);
    const responses = await Promise.all([
      api.answer(link.token, link.q.atp.id, [link.q.ribosome]),
      api.answer(link.token, link.q.atp.id, [link.q.ribosome]),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await savedAnswers(link.id)).toHaveLength(1);
  });
});

describe('going back on a wrong answer', () => {
  test('a wrong answer says where the video goes back to; a right one says nothing more', async () => {
    const link = await interactive(MUST, null);
    await watch(link.token, link.q.video.id, [[0, 60]]);
    const wrong = await api.answer(link.token, link.q.atp.id, [link.q.nucleus]);
    expect(wrong.body.content).toMatchObject({ answeredCount: 1, jumpBackTo: 30 });
    const right = await api.answer(link.token, link.q.atp.id, [link.q.mitochondrion]);
    expect(right.status).toBe(200);
    expect(Object.keys(right.body.content).sort()).toEqual(['answeredCount', 'savedAt']);
  });

  test('a moment without a place to go back to never says whether an answer is right', async () => {
    const link = await interactive({ at: 60, pause: true, mustAnswer: false }, null);
    const wrong = await api.answer(link.token, link.q.atp.id, [link.q.nucleus]);
    expect(wrong.body.content.jumpBackTo).toBeUndefined();
  });
});

describe('a share of the video to watch before submitting', () => {
  test('a submit is refused with a 409 while the video is watched below its share, then goes', async () => {
    const link = await interactive(null, { requireWatched: 50 });
    await watch(link.token, link.q.video.id, [[0, 120]]);
    const early = await api.submit(link.token);
    expect(early.status).toBe(409);
    expect(early.body.content.message).toBe(VIDEO_MOMENT_MESSAGES.watchFirst);
    expect((await api.session(link.token)).body.content.state).toBe('in_progress');
    await watch(link.token, link.q.video.id, [[120, 150]]);
    const done = await api.submit(link.token);
    expect(done.status).toBe(200);
  });

  test('a quiz without a share to watch submits with nothing watched, as before', async () => {
    const link = await interactive(MUST, { preventSkipping: true });
    expect((await api.submit(link.token)).status).toBe(200);
  });
});

describe('real time at the quiz’s fastest speed', () => {
  test('a quiz whose videos play at 1× at most counts no more than 1× real time', async () => {
    const link = await interactive(null, { speeds: [0.5, 1] }, 60);
    const forged = await watch(link.token, link.q.video.id, [[0, 300]]);
    expect(forged.body.content.counted).toBe(60 * 1 + WATCH_RULES.toleranceSeconds);
  });

  test('a plain quiz keeps the fastest of all speeds (2×)', async () => {
    const link = await interactive(null, null, 60);
    const forged = await watch(link.token, link.q.video.id, [[0, 300]]);
    expect(forged.body.content.counted).toBe(60 * WATCH_RULES.speedMax + WATCH_RULES.toleranceSeconds);
  });
});
