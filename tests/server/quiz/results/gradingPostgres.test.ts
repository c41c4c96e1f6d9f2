/**
 * Two teachers saving the same attempt's grades at once on PostgreSQL (ADR 209, ADR 352), where the two requests
 * really run side by side on two connections: each pair gets one success and one 409, the stored points are the
 * winner's and the history holds one row. Skipped without TEST_DATABASE_URL (`eval "$(bash scripts/postgres.sh | tail -n 1)"`).
 */
import { GRADING_PATHS } from '../../../../src/api/quiz/results/gradingContract';
import { assign, take } from '../../take/takeFixtures';
import {
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { bearer, call, type TestApp } from '../../testApp';
import { postgresTestApp } from '../../postgresTestApp';

const url = process.env.TEST_DATABASE_URL;
const PAIRS = 10;

describe.runIf(url)('on PostgreSQL', () => {
  const store = postgresTestApp(url!, 'console_grading');
  let t: TestApp;
  beforeAll(async () => {
    t = await store.start();
  }, 120_000);
  afterAll(() => store.stop());

  test('each pair of simultaneous grades gets one success and one 409, and one history row', async () => {
    const quizzes = questionTypeQuizzes(t);
    const api = take(t);
    const created = await quizzes.create('Race', [
      {
        ...ITEM_BASE,
        sortIndex: 1,
        title: 'Why?',
        questionType: 'essay',
        points: 4,
        definition: { lines: 3 },
      },
    ]);
    const quiz = await quizzes.load(created.body.content.id);
    const essay = quiz.activities[0]!.items[0]!;
    const owner = await quizzes.owner();
    const superAdmin = bearer((await t.signIn('super@demo.test')).accessToken);
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const link = await assign(t, quiz.id, `race${pair}@school.test`);
      await api.start(link.token);
      await quizzes.respond(link.token, essay.id, { response: 'Because.' });
      await api.submit(link.token);
      const { version } = (await call(t.app, { url: GRADING_PATHS.attempt(link.id), headers: owner })).body
        .content;
      const answers = await Promise.all(
        [owner, superAdmin].map((headers, index) =>
          call(t.app, {
            method: 'PUT',
            url: GRADING_PATHS.attempt(link.id),
            headers,
            payload: { version, questions: [{ itemId: essay.id, points: index + 1 }] },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.status === 200) + 1;
      const row = await t.db
        .selectFrom('quiz_assignments')
        .select('hand_scores')
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(row.hand_scores).toEqual({ [String(essay.id)]: winner });
      const history = await t.db
        .selectFrom('grade_changes')
        .select('to_points')
        .where('assignment_id', '=', link.id)
        .execute();
      expect(history).toEqual([{ to_points: winner }]);
    }
  }, 120_000);
});

if (!url) console.warn('gradingPostgres.test.ts: skipped, TEST_DATABASE_URL is unset');
