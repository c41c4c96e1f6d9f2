/**
 * Two reminders of the same quiz at once on PostgreSQL (ADR 211), where the two requests really run side by side on
 * two connections: each pair gets one success and one 409, and each student has exactly one reminder queued.
 * Skipped without TEST_DATABASE_URL (`eval "$(bash scripts/postgres.sh | tail -n 1)"`).
 */
import { RESULTS_PATHS } from '../../../../src/api/quiz/results/resultsContract';
import { assign, createQuiz, insertClip, OWNER } from '../../take/takeFixtures';
import { bearer, call, type TestApp } from '../../testApp';
import { postgresTestApp } from '../../postgresTestApp';

const url = process.env.TEST_DATABASE_URL;
const PAIRS = 5;

describe.runIf(url)('on PostgreSQL', () => {
  const store = postgresTestApp(url!, 'console_remind', {
    // Mail is on (nothing is sent: no job worker runs here).
    env: { SMTP_URL: 'smtp://127.0.0.1:9' },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await store.start();
  }, 120_000);
  afterAll(() => store.stop());

  test('each pair of simultaneous reminders gets one success and one 409, one reminder per student', async () => {
    const clipId = await insertClip(t);
    const headers = bearer((await t.signIn(OWNER)).accessToken);
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const quiz = await createQuiz(t, clipId, { title: `Race ${pair}` });
      const students = [
        await assign(t, quiz.id, 'ada@school.test'),
        await assign(t, quiz.id, 'bob@school.test'),
      ];
      const answers = await Promise.all(
        [0, 1].map(() =>
          call(t.app, { method: 'POST', url: RESULTS_PATHS.remind(quiz.id), headers, payload: {} }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const jobs = await t.db.selectFrom('jobs').select('payload').execute();
      const ids = jobs
        .map((job) => job.payload as { assignmentId: number; reminder?: boolean })
        .filter((payload) => payload.reminder && students.some((s) => s.id === payload.assignmentId))
        .map((payload) => payload.assignmentId)
        .sort((a, b) => a - b);
      expect(ids).toEqual(students.map((s) => s.id).sort((a, b) => a - b));
    }
  }, 120_000);
});

if (!url) console.warn('remindPostgres.test.ts: skipped, TEST_DATABASE_URL is unset');
