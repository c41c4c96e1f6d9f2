/**
 * Random slots on PostgreSQL (ADR 232), where simultaneous starts really run side by side on two connections:
 * each pair of starts of one link makes one draw, both answers show it, and a reload keeps it. Skipped without
 * TEST_DATABASE_URL.
 */
import { QUIZ_LIST_PATHS } from '../../../src/api/quiz/lists/quizListsContract';
import { assign, OWNER, take } from '../take/takeFixtures';
import { postgresTestApp } from '../postgresTestApp';
import type { TestApp } from '../testApp';
import { bankFixtures, drawnTitles, questionsOf } from './bankFixtures';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('on PostgreSQL', () => {
  const store = postgresTestApp(url!, 'console_banks');
  let t: TestApp;
  beforeAll(async () => {
    t = await store.start();
  }, 120_000);
  afterAll(() => store.stop());
  const { api, bankOfSix, quizWithSlot } = bankFixtures(() => t);

  test('the quiz list counts a slot’s questions with the quiz’s own', async () => {
    const { bankId, categoryId } = await bankOfSix();
    const quiz = await quizWithSlot(bankId, categoryId);
    const listed = await api(OWNER, 'POST', QUIZ_LIST_PATHS.mine, {
      navigation: { page: 1, itemsOnPage: 100 },
      totalCount: true,
      filter: [],
      sort: [],
    });
    expect(listed.body.content.result.find((r: { id: number }) => r.id === quiz.id).countOfQuestions).toBe(4);
  });

  test('two starts at once of each link make one draw of three, kept by a reload', async () => {
    const { bankId, categoryId } = await bankOfSix();
    const quiz = await quizWithSlot(bankId, categoryId);
    for (let s = 0; s < 4; s++) {
      const link = await assign(t, quiz.id, `pg${s}@school.test`);
      const [a, b] = await Promise.all([take(t).start(link.token), take(t).start(link.token)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const drawn = questionsOf(a.body.content);
      expect(questionsOf(b.body.content)).toEqual(drawn);
      expect(new Set(drawnTitles(drawn)).size).toBe(3);
      expect(questionsOf((await take(t).session(link.token)).body.content)).toEqual(drawn);
    }
  });
});
