/**
 * What the instructor learns of a quiz's video (ADR 339), over the real store: students play parts of the 300 s clip
 * through the student page's calls, and the results give the watching curve with rewatching, the chapters watched,
 * the facility of a question at a moment split by whether the part before it was watched, and the same per student
 * in the CSV. Moments and chapters are written straight into quiz_items (the editor's own save path is ADR 337's).
 */
import { STATISTICS_PATHS } from '../../../../src/api/quiz/results/statisticsContract';
import { TAKE_PATHS } from '../../../../src/api/take/takeContract';
import { WATCHED_CSV_HEADER } from '../../../../src/domain/quiz/results/results';
import type { VideoStatistics } from '../../../../src/domain/quiz/results/videoStatistics';
import type { Segment } from '../../../../src/domain/take/watchedSegments';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { parseCsv } from './parseCsv';

let t: TestApp;
let quizId: number;
let q: ReturnType<typeof questionsOfQuiz>;
const ids: Record<string, number> = {};

const watch = (token: string, segments: Segment[]) =>
  call(t.app, { method: 'POST', url: TAKE_PATHS.watched(token, q.video.id), payload: { segments } });

/** A student who starts, watches each batch in turn ten minutes later, answers the ATP question and maybe submits. */
async function student(name: string, batches: Segment[][], atp: number | null, submit: boolean) {
  const api = take(t);
  const link = await assign(t, quizId, `${name}@school.test`);
  ids[name] = link.id;
  if (batches.length === 0 && atp === null) return;
  await api.start(link.token);
  t.clock.advance(600_000);
  for (const batch of batches) expect((await watch(link.token, batch)).status).toBe(200);
  if (atp !== null) expect((await api.answer(link.token, q.atp.id, [atp])).status).toBe(200);
  if (submit) expect((await api.submit(link.token)).status).toBe(200);
}

async function figures(email = OWNER) {
  const response = await call(t.app, {
    url: STATISTICS_PATHS.videoStatistics(quizId),
    headers: bearer((await t.signIn(email)).accessToken),
  });
  expect(response.status).toBe(200);
  return response.body.content as VideoStatistics;
}

beforeAll(async () => {
  t = await createTestApp();
  const quiz = await createQuiz(t, await insertClip(t), { title: 'Watching figures' });
  quizId = quiz.id;
  q = questionsOfQuiz(quiz);
  await t.db
    .updateTable('quiz_items')
    .set({ moment: JSON.stringify({ at: 100, pause: true, mustAnswer: false }) })
    .where('id', '=', q.atp.id)
    .execute();
  await t.db
    .updateTable('quiz_items')
    .set({
      video_settings: JSON.stringify({
        chapters: [
          { at: 150, title: 'Second half' },
          { at: 0, title: 'Start' },
        ],
      }),
    })
    .where('id', '=', q.video.id)
    .execute();
  // Ann watches 0–140 s, then 0–60 s again, and is right; Ben skips to 200 s and is wrong; Cy watches it all and
  // answers right without submitting; Di never starts.
  await student('ann', [[[0, 140]], [[0, 60]]], q.mitochondrion, true);
  await student('ben', [[[0, 30]], [[200, 300]]], q.nucleus, true);
  await student('cy', [[[0, 300]]], q.mitochondrion, false);
  await student('di', [], null, false);
}, 60_000);
afterAll(() => t.close());

test('the curve counts per hundredth the students who watched it and the plays, rewatching included', async () => {
  const [video] = (await figures()).videos;
  expect(video).toMatchObject({ itemId: q.video.id, title: 'Watch the clip', duration: 300, students: 3 });
  expect(video!.curve).toHaveLength(100);
  // 0–3 s: all three watched it; Ann twice.
  expect(video!.curve[0]).toEqual({ part: 0, from: 0, to: 3, students: 3, plays: 4 });
  // 60–63 s: Ann (once) and Cy; 150–153 s: Cy alone; 210–213 s: Ben and Cy.
  expect(video!.curve[20]).toMatchObject({ students: 2, plays: 2 });
  expect(video!.curve[50]).toMatchObject({ students: 1, plays: 1 });
  expect(video!.curve[70]).toMatchObject({ students: 2, plays: 2 });
});

test('a chapter counts the students who watched 90 % of it', async () => {
  const [video] = (await figures()).videos;
  expect(video!.chapters).toEqual([
    { title: 'Start', from: 0, to: 150, students: 2 },
    { title: 'Second half', from: 150, to: 300, students: 1 },
  ]);
});

test('a question at a moment gives its facility for those who watched the part before it and those who skipped', async () => {
  const content = await figures();
  expect(content.students).toBe(4);
  expect(content.videos[0]!.questions).toEqual([
    {
      itemId: q.atp.id,
      number: 1,
      title: 'Which organelle makes ATP?',
      at: 100,
      from: 0,
      attempts: 2,
      facility: 0.5,
      watched: { attempts: 1, facility: 1 },
      skipped: { attempts: 1, facility: 0 },
    },
  ]);
});

test('the CSV says per student which chapters and which part before a question they watched', async () => {
  const response = await t.app.inject({
    url: `/api/admin/quiz/user_quiz/${quizId}/assign?format=csv`,
    headers: bearer((await t.signIn(OWNER)).accessToken),
  });
  const [header, ...rows] = parseCsv(response.body);
  const columns = ['Chapter 1 Watched: Start', 'Chapter 2 Watched: Second half', 'Q1 Part Before Watched'];
  expect(header!.slice(-5)).toEqual([...WATCHED_CSV_HEADER, ...columns]);
  const cells = (name: string) => rows.find((row) => row[0] === `${name}@school.test`)!.slice(-3);
  expect(cells('ann')).toEqual(['Yes', 'No', 'Yes']);
  expect(cells('ben')).toEqual(['No', 'No', 'No']);
  expect(cells('cy')).toEqual(['Yes', 'Yes', 'Yes']);
  expect(cells('di')).toEqual(['No', 'No', 'No']);
});

test('a forged batch repeating a part adds one play to it', async () => {
  const link = await assign(t, quizId, 'forger@school.test');
  await take(t).start(link.token);
  t.clock.advance(600_000);
  const forged: Segment[] = Array.from({ length: 200 }, () => [0, 30]);
  expect((await watch(link.token, forged)).status).toBe(200);
  const [row] = await t.db
    .selectFrom('assignment_watched')
    .select('plays')
    .where('assignment_id', '=', link.id)
    .execute();
  expect(row!.plays.slice(0, 11)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
});

test('another customer reads the figures of a quiz that is not theirs as a missing one', async () => {
  const headers = bearer((await t.signIn('admin@demo.test')).accessToken);
  const hidden = await t.app.inject({ url: STATISTICS_PATHS.videoStatistics(quizId), headers });
  const missing = await t.app.inject({ url: STATISTICS_PATHS.videoStatistics(999_999), headers });
  expect(hidden.statusCode).toBe(404);
  expect(hidden.body).toBe(missing.body);
  expect((await call(t.app, { url: STATISTICS_PATHS.videoStatistics(quizId) })).status).toBe(401);
});
