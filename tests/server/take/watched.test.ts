/**
 * What a student watched, recorded on the server (ADR 329): played segments of a video item sent with the personal
 * link, merged per attempt, counted within what real time allows, read back with the attempt. The clip of the
 * fixtures is 300 s long by the article's record; the test clock moves only when a test moves it.
 */
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { WATCHED_MESSAGES } from '../../../src/api/take/takeWatchedContract';
import { TAKE_MESSAGES } from '../../../src/domain/take/takeRules';
import { WATCH_RULES } from '../../../src/domain/take/watchedSegments';
import { assign, createQuiz, insertClip, newToken, OWNER, questionsOfQuiz, take } from './takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let clipId: number;
let api: ReturnType<typeof take>;
let student = 0;
const nextEmail = () => `watcher${++student}@school.test`;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
  api = take(t);
});
afterAll(() => t.close());

const send = (token: string, itemId: number, payload: object) =>
  call(t.app, { method: 'POST', url: TAKE_PATHS.watched(token, itemId), payload });

async function kept(assignmentId: number) {
  return t.db
    .selectFrom('assignment_watched')
    .selectAll()
    .where('assignment_id', '=', assignmentId)
    .execute();
}

/** A started attempt of a new quiz, `seconds` of real time ago. */
async function startedAgo(seconds: number) {
  const quiz = await createQuiz(t, clipId);
  const q = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, nextEmail());
  await api.start(link.token);
  t.clock.advance(seconds * 1000);
  return { ...link, q, video: q.video.id };
}

describe('recording played segments', () => {
  test('overlapping and touching segments are merged; the share is of the video’s recorded length', async () => {
    const link = await startedAgo(600);
    const first = await send(link.token, link.video, {
      segments: [
        [0, 30],
        [20, 60],
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({
      segments: [[0, 60]],
      duration: 300,
      share: 0.2,
      completed: false,
    });
    const second = await send(link.token, link.video, {
      segments: [
        [60, 90],
        [0, 10],
        [150, 180],
      ],
    });
    expect(second.body.content.segments).toEqual([
      [0, 90],
      [150, 180],
    ]);
    expect(second.body.content.share).toBeCloseTo(0.4);
    // The same batch again adds nothing: overlapping segments never count twice.
    const again = await send(link.token, link.video, {
      segments: [
        [0, 90],
        [150, 180],
      ],
    });
    expect(again.body.content).toMatchObject({ share: second.body.content.share, counted: 0 });
    expect((await kept(link.id)).map((row) => row.watched_seconds)).toEqual([120]);
  });

  test('watching to the completion share completes the video, and a reload reads back the same share', async () => {
    const link = await startedAgo(600);
    const done = await send(link.token, link.video, { segments: [[0, 0.95 * 300]] });
    expect(done.body.content).toMatchObject({ share: 0.95, completed: true });
    const session = (await api.session(link.token)).body.content;
    expect(session.watched).toEqual({
      [link.video]: { segments: [[0, 285]], duration: 300, share: 0.95, completed: true },
    });
  });

  test('segments out of range are a 400 naming the field and store nothing', async () => {
    const link = await startedAgo(600);
    const cases: [object, string][] = [
      [{ segments: [[-1, 10]] }, 'segments'],
      [{ segments: [[10, 5]] }, 'segments'],
      [{ segments: [[0, 300 + WATCH_RULES.endSlackSeconds + 1]] }, 'segments'],
      [{ segments: [] }, 'segments'],
      [{ segments: Array.from({ length: WATCH_RULES.batchMax + 1 }, (_, i) => [i, i + 0.5]) }, 'segments'],
      [{ segments: [[0, 'ten']] }, 'segments'],
      [{ segments: [[0, 10]], duration: -5 }, 'duration'],
    ];
    for (const [payload, field] of cases) {
      const response = await send(link.token, link.video, payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.body.content.errors)[0]).toMatch(new RegExp(`^${field}`));
    }
    const past = await send(link.token, link.video, { segments: [[0, 302]] });
    expect(past.body.content.errors).toEqual({ segments: [WATCHED_MESSAGES.pastTheEnd] });
    expect(await kept(link.id)).toEqual([]);
  });

  test('a segment ending within a second past the recorded length counts up to the end', async () => {
    const link = await startedAgo(600);
    const response = await send(link.token, link.video, { segments: [[0, 300.6]] });
    expect(response.body.content).toMatchObject({ segments: [[0, 300]], share: 1, completed: true });
  });

  test('an item that is no video of the quiz is a 400 naming itemId', async () => {
    const link = await startedAgo(600);
    const response = await send(link.token, link.q.atp.id, { segments: [[0, 10]] });
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toEqual({ itemId: [WATCHED_MESSAGES.notAVideo] });
  });
});

describe('forged segments do not inflate completion', () => {
  test('a batch claiming more than real time at the fastest speed counts only what real time allows', async () => {
    const link = await startedAgo(60);
    // 60 s of real time allow 60 × 2 + 10 s of video.
    const allowed = 60 * WATCH_RULES.speedMax + WATCH_RULES.toleranceSeconds;
    const forged = await send(link.token, link.video, { segments: [[0, 300]] });
    expect(forged.status).toBe(200);
    expect(forged.body.content).toMatchObject({
      segments: [[0, allowed]],
      counted: allowed,
      uncounted: 300 - allowed,
      completed: false,
    });
    // Sent again at once, nothing more counts; once real time has passed, the rest may.
    expect((await send(link.token, link.video, { segments: [[0, 300]] })).body.content.counted).toBe(0);
    t.clock.advance(100_000);
    const later = await send(link.token, link.video, { segments: [[0, 300]] });
    expect(later.body.content).toMatchObject({ counted: 300 - allowed, completed: true });
  });

  test('segments "in the future" (sent right after the start) count no more than the tolerance', async () => {
    const link = await startedAgo(0);
    const forged = await send(link.token, link.video, { segments: [[100, 200]] });
    expect(forged.body.content.segments).toEqual([[100, 100 + WATCH_RULES.toleranceSeconds]]);
  });

  test('the allowance counts what the attempt already watched: a later batch gets only the rest', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const link = await assign(t, quiz.id, nextEmail());
    await api.start(link.token);
    t.clock.advance(20_000);
    const budget = 20 * WATCH_RULES.speedMax + WATCH_RULES.toleranceSeconds;
    const first = await send(link.token, q.video.id, { segments: [[0, 30]] });
    expect(first.body.content.counted).toBe(30);
    const second = await send(link.token, q.video.id, { segments: [[100, 200]] });
    expect(second.body.content.counted).toBe(budget - 30);
  });
});

describe('two tabs and closed attempts', () => {
  test('two tabs sending interleaved batches at once: every segment is kept, in any order', async () => {
    const link = await startedAgo(600);
    const tabA = [
      [0, 10],
      [40, 50],
      [80, 90],
    ];
    const tabB = [
      [5, 20],
      [45, 60],
      [100, 110],
    ];
    const responses = await Promise.all([
      ...tabA.map((segment) => send(link.token, link.video, { segments: [segment] })),
      ...tabB.map((segment) => send(link.token, link.video, { segments: [segment] })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await kept(link.id);
    expect(row!.segments).toEqual([
      [0, 20],
      [40, 60],
      [80, 90],
      [100, 110],
    ]);
    expect(row!.watched_seconds).toBe(60);
  });

  test('a submitted attempt refuses new segments like a late answer', async () => {
    const link = await startedAgo(600);
    await send(link.token, link.video, { segments: [[0, 10]] });
    await api.submit(link.token);
    const late = await send(link.token, link.video, { segments: [[10, 100]] });
    expect(late.status).toBe(409);
    expect(late.body.content.message).toBe(TAKE_MESSAGES.submitted);
    expect((await kept(link.id)).map((row) => row.segments)).toEqual([[[0, 10]]]);
  });

  test('an unknown or malformed link is 404 Unknown link, exactly like a missing one', async () => {
    const link = await startedAgo(600);
    const unknown = await send(newToken(), link.video, { segments: [[0, 10]] });
    const malformed = await send('not-a-token', link.video, { segments: [[0, 10]] });
    for (const response of [unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknown.body);
      expect(response.body.content.message).toBe(TAKE_MESSAGES.unknownLink);
    }
  });

  test("one student's link never writes another student's attempt", async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const alice = await assign(t, quiz.id, nextEmail());
    const bob = await assign(t, quiz.id, nextEmail());
    await api.start(alice.token);
    await api.start(bob.token);
    t.clock.advance(600_000);
    await send(bob.token, q.video.id, { segments: [[0, 200]] });
    expect(await kept(alice.id)).toEqual([]);
    expect((await api.session(alice.token)).body.content.watched).toBeUndefined();
    expect((await api.session(bob.token)).body.content.watched[q.video.id].segments).toEqual([[0, 200]]);
  });
});

describe('what the instructor learns', () => {
  test('the results and their CSV give each student’s share watched and whether they watched to completion', async () => {
    const quiz = await createQuiz(t, clipId);
    const q = questionsOfQuiz(quiz);
    const ada = await assign(t, quiz.id, 'ada@watch.test');
    const ben = await assign(t, quiz.id, 'ben@watch.test');
    await assign(t, quiz.id, 'cyd@watch.test');
    await api.start(ada.token);
    await api.start(ben.token);
    t.clock.advance(600_000);
    await send(ada.token, q.video.id, { segments: [[0, 120]] });
    await send(ben.token, q.video.id, { segments: [[0, 300]] });
    const headers = bearer((await t.signIn(OWNER)).accessToken);
    const results = await call(t.app, { url: RESULTS_PATHS.assignments(quiz.id), headers });
    const watched = Object.fromEntries(
      results.body.content.assignments.map((a: { email: string; watched: unknown }) => [a.email, a.watched]),
    );
    expect(watched).toEqual({
      'ada@watch.test': { share: 0.4, completed: false },
      'ben@watch.test': { share: 1, completed: true },
      'cyd@watch.test': { share: 0, completed: false },
    });
    const csv = await t.app.inject({ url: `${RESULTS_PATHS.assignments(quiz.id)}?format=csv`, headers });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/,Video Watched \(%\),Video Completed$/);
    expect(lines.find((line) => line.startsWith('ada@watch.test'))).toMatch(/,40,No$/);
    expect(lines.find((line) => line.startsWith('ben@watch.test'))).toMatch(/,100,Yes$/);
  });
});
