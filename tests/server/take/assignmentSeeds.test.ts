import { afterAll, beforeAll, expect, test } from 'vitest';
import { TAKE_TOKEN_PATTERN } from '../../../src/api/take/takeContract';
import { seedDatabase } from '../../../server/seed/index';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.config);
}, 180_000);
afterAll(() => t.close());

test('every seeded assignment has a personal link', async () => {
  const rows = await t.db.selectFrom('quiz_assignments').select('token').execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.token).toMatch(TAKE_TOKEN_PATTERN);
});

test("each student of a seeded class has a link to each of the class's user quizzes", async () => {
  const expected = await t.db
    .selectFrom('class_quizzes as cq')
    .innerJoin('quizzes as q', 'q.id', 'cq.quiz_id')
    .innerJoin('class_students as cs', 'cs.class_id', 'cq.class_id')
    .select(['cq.quiz_id', 'cs.email'])
    .where('q.kind', '=', 'user')
    .execute();
  expect(expected.length).toBeGreaterThan(0);
  const assigned = await t.db.selectFrom('quiz_assignments').select(['quiz_id', 'user_email']).execute();
  const have = new Set(assigned.map((a) => `${a.quiz_id} ${a.user_email}`));
  expect(expected.filter((e) => !have.has(`${e.quiz_id} ${e.email}`))).toEqual([]);
});
