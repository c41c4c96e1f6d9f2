/**
 * A quiz's review setting on the real server (ADR 210): its default keeps what students saw before, bad input and
 * another instructor are refused and change nothing, two writes at once leave one whole setting, and the student's
 * link follows it (what is hidden is not sent).
 */
import { REVIEW_SETTINGS_PATHS } from '../../../../src/api/quiz/results/reviewSettingsContract';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';

let t: TestApp;
let clipId: number;
beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
});
afterAll(() => t.close());

const as = async (email: string) => bearer(await t.signIn(email));
const read = async (quizId: number, email = OWNER) =>
  call(t.app, { method: 'GET', url: REVIEW_SETTINGS_PATHS.settings(quizId), headers: await as(email) });
const put = async (quizId: number, payload: object, email = OWNER) =>
  call(t.app, {
    method: 'PUT',
    url: REVIEW_SETTINGS_PATHS.settings(quizId),
    headers: await as(email),
    payload,
  });
const release = async (quizId: number, released: boolean, email = OWNER) =>
  call(t.app, {
    method: 'POST',
    url: REVIEW_SETTINGS_PATHS.release(quizId),
    headers: await as(email),
    payload: { released },
  });

test('a quiz that never chose keeps what students saw before: graded, the score only; ungraded, everything', async () => {
  const graded = await createQuiz(t, clipId, { isGraded: true });
  const ungraded = await createQuiz(t, clipId);
  expect((await read(graded.id)).body.content).toEqual({
    score: 'at_once',
    answers: 'never',
    releasedAt: null,
  });
  expect((await read(ungraded.id)).body.content).toEqual({
    score: 'at_once',
    answers: 'after_submit',
    releasedAt: null,
  });
});

test('a setting outside the choices is refused with its field named, and nothing changes', async () => {
  const quiz = await createQuiz(t, clipId);
  const refused = await put(quiz.id, { score: 'tomorrow', answers: 'never' });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('score');
  expect((await put(quiz.id, { answers: 'never' })).status).toBe(400);
  expect((await release(quiz.id, 'yes' as unknown as boolean)).status).toBe(400);
  expect((await read(quiz.id)).body.content).toEqual({
    score: 'at_once',
    answers: 'after_submit',
    releasedAt: null,
  });
});

test("another instructor can neither read nor change a quiz's setting, nor release its scores", async () => {
  const quiz = await createQuiz(t, clipId);
  expect((await read(quiz.id, 'cs@demo.test')).status).toBe(404);
  expect((await put(quiz.id, { score: 'on_release', answers: 'never' }, 'cs@demo.test')).status).toBe(404);
  expect((await release(quiz.id, true, 'cs@demo.test')).status).toBe(404);
  expect((await read(quiz.id)).body.content).toEqual({
    score: 'at_once',
    answers: 'after_submit',
    releasedAt: null,
  });
  // A super admin may, as for the results.
  expect((await put(quiz.id, { score: 'on_release', answers: 'never' }, 'super@demo.test')).status).toBe(200);
});

test('two changes at once leave one whole setting; two releases at once keep the first time', async () => {
  const quiz = await createQuiz(t, clipId);
  const settings = [
    { score: 'after_deadline', answers: 'never' },
    { score: 'on_release', answers: 'after_deadline' },
  ];
  const answers = await Promise.all(settings.map((setting) => put(quiz.id, setting)));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  const stored = (await read(quiz.id)).body.content;
  expect(settings).toContainEqual({ score: stored.score, answers: stored.answers });

  const first = await release(quiz.id, true);
  t.clock.advance(60_000);
  const again = await Promise.all([release(quiz.id, true), release(quiz.id, true)]);
  expect(again.map((a) => a.body.content.releasedAt)).toEqual([
    first.body.content.releasedAt,
    first.body.content.releasedAt,
  ]);
  expect((await release(quiz.id, false)).body.content.releasedAt).toBeNull();
});

test("the student's link sends the score only once released, and never the right answers the setting hides", async () => {
  const quiz = await createQuiz(t, clipId);
  const q = questionsOfQuiz(quiz);
  expect((await put(quiz.id, { score: 'on_release', answers: 'never' })).status).toBe(200);
  const link = await assign(t, quiz.id, 'reviewed@school.test');
  const api = take(t);
  await api.answer(link.token, q.atp.id, [q.mitochondrion]);
  const submitted = await api.submit(link.token);
  expect(submitted.body.content).toMatchObject({ score: null, percentage: null, rightAnswers: null });
  expect(submitted.body.content.scoreWait).toBe('release');
  const hidden = await t.app.inject({ method: 'GET', url: `/api/take/${link.token}` });
  expect(hidden.json().content.outcome.score).toBeNull();
  expect(hidden.body).not.toContain('"rightAnswer":');

  await release(quiz.id, true);
  const shown = (await api.session(link.token)).body.content.outcome;
  expect(shown).toMatchObject({ score: 1, percentage: 50, rightAnswers: null });
  await release(quiz.id, false);
  expect((await api.session(link.token)).body.content.outcome.score).toBeNull();
});
