/**
 * A quiz's takers through the real server (ADR 214): how many students have started and submitted the customer
 * quiz, for whoever may edit it; another instructor learns nothing of it.
 */
import { TAKERS_PATHS } from '../../../../src/api/quiz/takers/quizTakersContract';
import { assign, createQuiz, insertClip, OWNER, take } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('the editor hears how many students started and submitted the quiz; a stranger hears nothing', async () => {
  const api = take(t);
  const quiz = await createQuiz(t, await insertClip(t));
  const owner = bearer((await t.signIn(OWNER)).accessToken);
  const takers = () => call(t.app, { url: TAKERS_PATHS.takers(quiz.id), headers: owner });

  expect((await takers()).body.content).toEqual({ started: 0, submitted: 0 });
  const ada = await assign(t, quiz.id, 'ada@school.test');
  const bob = await assign(t, quiz.id, 'bob@school.test');
  await assign(t, quiz.id, 'cy@school.test');
  expect((await api.start(ada.token)).status).toBe(200);
  expect((await api.start(bob.token)).status).toBe(200);
  expect((await api.submit(bob.token)).status).toBe(200);
  const answer = await takers();
  expect(answer.status).toBe(200);
  expect(answer.body.content).toEqual({ started: 2, submitted: 1 });

  const stranger = bearer((await t.signIn('cs@demo.test')).accessToken);
  const refused = await call(t.app, { url: TAKERS_PATHS.takers(quiz.id), headers: stranger });
  expect([403, 404]).toContain(refused.status);
  expect(JSON.stringify(refused.body)).not.toContain('started');
  expect((await call(t.app, { url: TAKERS_PATHS.takers(quiz.id) })).status).toBe(401);
});
