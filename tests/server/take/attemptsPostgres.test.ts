/**
 * Two "Try again" at once on PostgreSQL (ADR 219), where both requests really run side by side on two
 * connections: each pair makes one new attempt (one 200, one 409, never a 5xx) and one row of history. Skipped
 * without TEST_DATABASE_URL (`eval "$(bash scripts/postgres.sh | tail -n 1)"`).
 */
import { ATTEMPTS_PATHS } from '../../../src/api/quiz/results/attemptsContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { bearer, call, type TestApp } from '../testApp';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from './takeFixtures';
import { postgresTestApp } from '../postgresTestApp';

const url = process.env.TEST_DATABASE_URL;
const PAIRS = 6;

describe.runIf(url)('on PostgreSQL', () => {
  const store = postgresTestApp(url!, 'console_attempts');
  let t: TestApp;
  beforeAll(async () => {
    t = await store.start();
  }, 120_000);
  afterAll(() => store.stop());

  test('each pair of simultaneous Try again makes one attempt: one 200, one 409, one history row', async () => {
    const quiz = await createQuiz(t, await insertClip(t));
    const q = questionsOfQuiz(quiz);
    const saved = await call(t.app, {
      method: 'PUT',
      url: ATTEMPTS_PATHS.setting(quiz.id),
      headers: bearer((await t.signIn(OWNER)).accessToken),
      payload: { maxAttempts: null, counting: 'latest' },
    });
    expect(saved.status).toBe(200);
    const api = take(t);
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const link = await assign(t, quiz.id, `again${pair}@school.test`);
      await api.start(link.token);
      await api.answer(link.token, q.atp.id, [q.mitochondrion]);
      expect((await api.submit(link.token)).status).toBe(200);
      const retry = () => call(t.app, { method: 'POST', url: TAKE_PATHS.retry(link.token) });
      const both = await Promise.all([retry(), retry()]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const history = await t.db
        .selectFrom('quiz_attempts')
        .select('number')
        .where('assignment_id', '=', link.id)
        .execute();
      expect(history).toEqual([{ number: 1 }]);
      const row = await t.db
        .selectFrom('quiz_assignments')
        .select(['attempt_number', 'submit_at', 'counted_progress'])
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ attempt_number: 2, submit_at: null, counted_progress: 50 });
    }
  });
});
