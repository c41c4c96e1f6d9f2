/**
 * GET user_quiz/{id}/statistics: question statistics over submitted assignments, each scored against the version it
 * answered (snapshots and answer rows), rows from before snapshots read from the live quiz; access as for results.
 */
import type { QuizSnapshotContent } from '../../../../server/db/contentTables';
import type { QuizStatistics } from '../../../../src/domain/quiz/results/quizStatistics';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let quizId: number;
let emptyQuizId: number;
const ids = { a: 0, b: 0, a1: 0, a2: 0, a3: 0, b1: 0, b2: 0 };
const REMOVED_ITEM = 987_654;

const as = async (email: string) => bearer(await t.signIn(email));
const url = (id: number | string) => `/api/admin/quiz/user_quiz/${id}/statistics`;

async function userQuiz(title: string, ownerEmail: string) {
  const owner = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  const quiz = await t.db
    .insertInto('quizzes')
    .values({
      kind: 'user',
      title,
      article_id: null,
      quiz_type: null,
      section_id: null,
      owner_user_id: owner.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const activity = await t.db
    .insertInto('quiz_activities')
    .values({ quiz_id: quiz.id, title: 'Activity', sort_index: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { quizId: quiz.id, activityId: activity.id };
}

async function question(activityId: number, sortIndex: number, title: string, options: string[]) {
  const item = await t.db
    .insertInto('quiz_items')
    .values({
      activity_id: activityId,
      sort_index: sortIndex,
      type: 2,
      title,
      image: null,
      right_answer: '[]',
      article_id: null,
      question_order: sortIndex + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const optionIds = [];
  for (const [index, text] of options.entries()) {
    const row = await t.db
      .insertInto('quiz_item_options')
      .values({ item_id: item.id, text, sort_index: index })
      .returning('id')
      .executeTakeFirstOrThrow();
    optionIds.push(row.id);
  }
  return { itemId: item.id, optionIds };
}

const setRight = (itemId: number, right: number[]) =>
  t.db
    .updateTable('quiz_items')
    .set({ right_answer: JSON.stringify(right) })
    .where('id', '=', itemId)
    .execute();

const snapshotItem = (id: number, title: string, options: [number, string][], right: number[]) => ({
  id,
  type: 2,
  title,
  image: null,
  isMultiple: false,
  articleId: null,
  options: options.map(([optionId, text]) => ({ id: optionId, text })),
  rightAnswer: right,
});

async function assignment(
  quiz: number,
  email: string,
  fields: {
    progress: number;
    version: number | null;
    submitted?: boolean;
    answers?: Record<string, number[]>;
  },
  rows: [itemId: number, optionIds: number[], seconds: number][] = [],
) {
  const row = await t.db
    .insertInto('quiz_assignments')
    .values({
      quiz_id: quiz,
      user_email: email,
      progress: fields.progress,
      submit_at: fields.submitted === false ? null : new Date('2026-05-01T10:00:00Z'),
      answers: JSON.stringify(fields.answers ?? {}),
      quiz_version: fields.version,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [itemId, optionIds, seconds] of rows) {
    await t.db
      .insertInto('assignment_answers')
      .values({
        assignment_id: row.id,
        item_id: itemId,
        option_ids: JSON.stringify(optionIds),
        time_spent_ms: seconds * 1000,
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const quiz = await userQuiz('Statistics quiz', 'corporate@demo.test');
  quizId = quiz.quizId;
  const a = await question(quiz.activityId, 0, 'Which organelle makes ATP?', [
    'Mitochondrion',
    'Nucleus',
    'Golgi',
  ]);
  const b = await question(quiz.activityId, 1, 'Which gas is released? (edited)', [
    'Oxygen',
    'Carbon dioxide',
  ]);
  Object.assign(ids, {
    a: a.itemId,
    b: b.itemId,
    a1: a.optionIds[0],
    a2: a.optionIds[1],
    a3: a.optionIds[2],
    b1: b.optionIds[0],
    b2: b.optionIds[1],
  });
  await setRight(a.itemId, [ids.a1]);
  await setRight(b.itemId, [ids.b2]);
  const itemA = snapshotItem(
    ids.a,
    'Which organelle makes ATP?',
    [
      [ids.a1, 'Mitochondrion'],
      [ids.a2, 'Nucleus'],
      [ids.a3, 'Golgi'],
    ],
    [ids.a1],
  );
  const options = (): [number, string][] => [
    [ids.b1, 'Oxygen'],
    [ids.b2, 'Carbon dioxide'],
  ];
  const v1: QuizSnapshotContent = {
    activities: [
      {
        id: quiz.activityId,
        title: 'Activity',
        items: [
          itemA,
          snapshotItem(ids.b, 'Which gas is released?', options(), [ids.b1]),
          snapshotItem(
            REMOVED_ITEM,
            'A question removed since',
            [[REMOVED_ITEM + 1, 'Yes']],
            [REMOVED_ITEM + 1],
          ),
        ],
      },
    ],
  };
  const v2: QuizSnapshotContent = {
    activities: [
      {
        id: quiz.activityId,
        title: 'Activity',
        items: [itemA, snapshotItem(ids.b, 'Which gas is released? (edited)', options(), [ids.b2])],
      },
    ],
  };
  await t.db
    .insertInto('quiz_snapshots')
    .values([
      { quiz_id: quizId, version: 1, content: JSON.stringify(v1) },
      { quiz_id: quizId, version: 2, content: JSON.stringify(v2) },
    ])
    .execute();
  await assignment(quizId, 's1@school.test', { progress: 100, version: 1 }, [
    [ids.a, [ids.a1], 20],
    [ids.b, [ids.b1], 10],
    [REMOVED_ITEM, [REMOVED_ITEM + 1], 5],
  ]);
  await assignment(quizId, 's2@school.test', { progress: 100, version: 2 }, [
    [ids.a, [ids.a1], 30],
    [ids.b, [ids.b2], 40],
  ]);
  await assignment(quizId, 's3@school.test', { progress: 0, version: 2 }, [
    [ids.a, [ids.a2], 50],
    [ids.b, [ids.b1], 60],
  ]);
  // Answered before snapshots and answer rows: the live quiz and the assignment's own answers, no times.
  await assignment(quizId, 's4@school.test', {
    progress: 50,
    version: null,
    answers: { [ids.a]: [ids.a1], [ids.b]: [ids.b1] },
  });
  await assignment(quizId, 's5@school.test', { progress: 0, version: null, submitted: false });

  const empty = await userQuiz('Nothing submitted yet', 'corporate@demo.test');
  emptyQuizId = empty.quizId;
  await question(empty.activityId, 0, 'Unanswered question', ['One', 'Two']);
  await assignment(emptyQuizId, 's6@school.test', { progress: 0, version: null, submitted: false });
}, 60_000);

afterAll(() => t.close());

async function statistics(id: number, email = 'super@demo.test'): Promise<QuizStatistics> {
  const { status, body } = await call(t.app, { url: url(id), headers: await as(email) });
  expect(status).toBe(200);
  return body.content as QuizStatistics;
}

describe('GET user_quiz/{id}/statistics', () => {
  test('counts submitted attempts only, in bins of 10 %', async () => {
    const stats = await statistics(quizId);
    expect(stats.attempts).toBe(4);
    expect(stats.distribution.find((bin) => bin.from === 90)?.count).toBe(2);
    expect(stats.distribution.find((bin) => bin.from === 50)?.count).toBe(1);
    expect(stats.distribution.find((bin) => bin.from === 0)?.count).toBe(1);
  });

  test('a question reads facility, option picks and the median of the times recorded', async () => {
    const [a] = (await statistics(quizId)).questions;
    expect(a).toMatchObject({ number: 1, title: 'Which organelle makes ATP?', attempts: 4, correct: 3 });
    expect(a!.facility).toBe(0.75);
    // 20, 30 and 50 s; the answer kept on the assignment has no time.
    expect(a!.medianTimeMs).toBe(30_000);
    expect(a!.options.map((o) => [o.text, o.picks, o.isRight])).toEqual([
      ['Mitochondrion', 3, true],
      ['Nucleus', 1, false],
      ['Golgi', 0, false],
    ]);
    expect(a!.discrimination).toBeNull();
  });

  test('an edited question shows as it is now and scores each attempt against its own version', async () => {
    const [, b] = (await statistics(quizId)).questions;
    expect(b!.title).toBe('Which gas is released? (edited)');
    expect(b!.edited).toBe(true);
    // Right: s1 (Oxygen was right in version 1) and s2 (Carbon dioxide in version 2); s3 and s4 are not.
    expect(b!.correct).toBe(2);
    expect(b!.facility).toBe(0.5);
  });

  test('a question removed since the attempts shows last, over the attempts that were asked it', async () => {
    const [, , removed] = (await statistics(quizId)).questions;
    expect(removed).toMatchObject({
      number: 3,
      title: 'A question removed since',
      removed: true,
      attempts: 1,
      correct: 1,
    });
  });

  test('with nothing submitted every question is there without figures', async () => {
    const stats = await statistics(emptyQuizId);
    expect(stats.attempts).toBe(0);
    expect(stats.questions.map((q) => [q.title, q.attempts, q.facility, q.medianTimeMs])).toEqual([
      ['Unanswered question', 0, null, null],
    ]);
  });

  test('whoever may see the results reads them: the owner yes, another customer as a missing id', async () => {
    expect((await statistics(quizId, 'corporate@demo.test')).attempts).toBe(4);
    const hidden = await t.app.inject({ url: url(quizId), headers: await as('admin@demo.test') });
    const missing = await t.app.inject({ url: url(999_999), headers: await as('admin@demo.test') });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    expect((await call(t.app, { url: url(quizId), headers: await as('publish@demo.test') })).status).toBe(
      403,
    );
    expect((await call(t.app, { url: url(quizId) })).status).toBe(401);
    expect((await call(t.app, { url: url('abc'), headers: await as('super@demo.test') })).status).toBe(400);
  });
});
