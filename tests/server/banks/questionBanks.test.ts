/**
 * Question banks and random slots on the real server (ADR 232): a bank of six questions in one category, a quiz
 * with a random slot of three; each student's draw is made at the start and pinned (a reload, an edit of the bank
 * and of the quiz leave it), a second attempt draws again, two starts at once make one draw, Results and the
 * statistics read per question across the students who drew it; another instructor is refused and nothing changes.
 */
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { QUIZ_LIST_PATHS } from '../../../src/api/quiz/lists/quizListsContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { ATTEMPTS_PATHS } from '../../../src/api/quiz/results/attemptsContract';
import { STATISTICS_PATHS } from '../../../src/api/quiz/results/statisticsContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { SLOT_MESSAGES } from '../../../src/domain/quiz/banks/randomSlot';
import { classBody } from '../classes/classFixtures';
import { call, createTestApp, type TestApp } from '../testApp';
import { assign, OWNER, take } from '../take/takeFixtures';
import { bankFixtures, drawnTitles, questionsOf } from './bankFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OTHER = 'cs@demo.test';
const { api, bankOfSix, quizWithSlot } = bankFixtures(() => t);

test('each student gets three distinct questions of the six, pinned through a reload and later edits', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const quiz = await quizWithSlot(bankId, categoryId);
  expect(quiz.activities[0]!.randomSlots).toEqual([{ id: 'slot-1', bankId, categoryId, count: 3 }]);
  expect(quiz.countOfQuestions).toBe(4);
  const draws: string[][] = [];
  for (let s = 0; s < 8; s++) {
    const link = await assign(t, quiz.id, `student${s}@school.test`);
    // Before the start the intro counts the one fixed question and the three to be drawn.
    expect((await take(t).session(link.token)).body.content.quiz.questionCount).toBe(4);
    const started = await take(t).start(link.token);
    expect(started.status).toBe(200);
    const questions = questionsOf(started.body.content);
    expect(questions).toHaveLength(4);
    expect(started.body.content.quiz.questionCount).toBe(4);
    const drawn = drawnTitles(questions);
    expect(new Set(drawn).size).toBe(3);
    draws.push(drawn);
    const reloaded = await take(t).session(link.token);
    expect(questionsOf(reloaded.body.content)).toEqual(questions);
  }
  // Students do not all get the same three.
  expect(new Set(draws.map((d) => [...d].sort().join())).size).toBeGreaterThan(1);

  // An edit of the bank (a question renamed, one removed) leaves a started draw as it was.
  const link = await assign(t, quiz.id, 'pinned@school.test');
  const before = questionsOf((await take(t).start(link.token)).body.content);
  const bank = (await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content;
  for (const question of bank.questions) await api(OWNER, 'DELETE', BANK_PATHS.question(bankId, question.id));
  expect(questionsOf((await take(t).session(link.token)).body.content)).toEqual(before);
});

test('the quiz lists and a class count a slot’s questions with the quiz’s own', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const quiz = await quizWithSlot(bankId, categoryId);
  const listed = await api(OWNER, 'POST', QUIZ_LIST_PATHS.mine, {
    navigation: { page: 1, itemsOnPage: 100 },
    totalCount: true,
    filter: [{ bool_operator: 'and', property: 'id', operator: 'equals', value: quiz.id }],
    sort: [],
  });
  expect(listed.status).toBe(200);
  const row = listed.body.content.result.find((r: { id: number }) => r.id === quiz.id);
  // One question of its own and three drawn for each student.
  expect(row.countOfQuestions).toBe(4);

  const created = await api(OWNER, 'POST', '/api/admin/class/', classBody('Drawn class'));
  const classId: number = created.body.content.id;
  expect(
    (await api(OWNER, 'POST', '/api/admin/class/quiz', { quizzesIds: [quiz.id], classIds: [classId] }))
      .status,
  ).toBe(200);
  const inClass = await api(OWNER, 'GET', CLASS_PATHS.quizzes(classId));
  expect(inClass.body.content.result.find((r: { id: number }) => r.id === quiz.id).countOfQuestions).toBe(4);
});

test('answers to drawn questions are saved, scored, and Results and statistics count who drew each', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const quiz = await quizWithSlot(bankId, categoryId);
  const students = ['ana@school.test', 'ben@school.test'];
  const drawnBy = new Map<string, number>();
  for (const email of students) {
    const link = await assign(t, quiz.id, email);
    const questions = questionsOf((await take(t).start(link.token)).body.content);
    for (const question of questions) {
      // Ana answers everything right, Ben everything wrong.
      const want = email.startsWith('ana') ? /^(Right|Yes)/ : /^(Wrong|No)/;
      const option = question.options.find((o) => want.test(o.text))!;
      expect((await take(t).answer(link.token, question.id, [option.id])).status).toBe(200);
      if (question.title.startsWith('Question '))
        drawnBy.set(question.title, (drawnBy.get(question.title) ?? 0) + 1);
    }
    expect((await take(t).submit(link.token)).status).toBe(200);
  }
  const results = (await api(OWNER, 'GET', RESULTS_PATHS.assignments(quiz.id))).body.content;
  // Each student was asked the fixed question and three drawn ones: Results score them out of four.
  expect(results.quiz.questionCount).toBe(4);
  const percentOf = (email: string) =>
    results.assignments.find((r: { email: string }) => r.email === email).percentage;
  expect(percentOf('ana@school.test')).toBe(100);
  expect(percentOf('ben@school.test')).toBe(0);

  const statistics = (await api(OWNER, 'GET', STATISTICS_PATHS.statistics(quiz.id))).body.content;
  const drawn = statistics.questions.filter((q: { drawn?: boolean }) => q.drawn);
  expect(drawn.length).toBe(drawnBy.size);
  for (const question of drawn) {
    expect(question.attempts).toBe(drawnBy.get(question.title));
    expect(question.removed).toBe(false);
  }
  const fixed = statistics.questions.find((q: { title: string }) => q.title === 'Fixed question');
  expect(fixed.attempts).toBe(2);
});

test('two starts at once make one draw, and a second attempt draws again', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const quiz = await quizWithSlot(bankId, categoryId);
  await api(OWNER, 'PUT', ATTEMPTS_PATHS.setting(quiz.id), { maxAttempts: 5, counting: 'latest' });
  const link = await assign(t, quiz.id, 'twice@school.test');
  const [a, b] = await Promise.all([take(t).start(link.token), take(t).start(link.token)]);
  expect(questionsOf(a.body.content)).toEqual(questionsOf(b.body.content));
  const first = await t.db
    .selectFrom('quiz_assignments')
    .select('drawn')
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  expect(first.drawn!.slots[0]!.questions).toHaveLength(3);
  expect((await take(t).submit(link.token)).status).toBe(200);
  expect((await call(t.app, { method: 'POST', url: TAKE_PATHS.retry(link.token) })).status).toBe(200);
  const kept = await t.db
    .selectFrom('quiz_attempts')
    .select('drawn')
    .where('assignment_id', '=', link.id)
    .execute();
  expect(kept[0]!.drawn).toEqual(first.drawn);
  const second = await take(t).start(link.token);
  const now = await t.db
    .selectFrom('quiz_assignments')
    .select('drawn')
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  expect(now.drawn!.slots[0]!.seed).not.toBe(first.drawn!.slots[0]!.seed);
  expect(drawnTitles(questionsOf(second.body.content))).toHaveLength(3);
});

test('a slot asking more than its category holds, or from a bank the author may not use, is refused', async () => {
  const { bankId, categoryId } = await bankOfSix();
  await expect(quizWithSlot(bankId, categoryId, 7)).rejects.toThrow(SLOT_MESSAGES.tooMany(6));
  const theirs = await api(OTHER, 'POST', BANK_PATHS.banks, { title: 'Not yours' });
  const theirCategory = (
    await api(OTHER, 'POST', BANK_PATHS.categories(theirs.body.content.id), { title: 'X' })
  ).body.content.categories[0].id;
  await expect(quizWithSlot(theirs.body.content.id, theirCategory, 1)).rejects.toThrow(
    SLOT_MESSAGES.unknownCategory,
  );
});

test('another instructor cannot see, change or draw from a bank; an institution colleague may not delete it', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const before = (await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content;
  expect((await api(OTHER, 'GET', BANK_PATHS.bank(bankId))).status).toBe(404);
  expect((await api(OTHER, 'PATCH', BANK_PATHS.bank(bankId), { title: 'Mine now' })).status).toBe(404);
  expect((await api(OTHER, 'DELETE', BANK_PATHS.bank(bankId))).status).toBe(404);
  expect(
    (await api(OTHER, 'POST', BANK_PATHS.questions(bankId), { categoryId, question: before.questions[0] }))
      .status,
  ).toBe(404);
  const list = (await api(OTHER, 'GET', BANK_PATHS.banks)).body.content;
  expect(list.map((b: { id: number }) => b.id)).not.toContain(bankId);
  expect((await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content).toEqual(before);

  // An institution's bank: a colleague of the same institution sees and edits it, but only its maker deletes it.
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Bank College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('users')
    .set({ institution_id: institutionId })
    .where('email', 'in', [OWNER, OTHER])
    .execute();
  const shared = await api(OWNER, 'POST', BANK_PATHS.banks, { title: 'Department bank', institution: true });
  expect(shared.body.content.institutionId).toBe(institutionId);
  const sharedId = shared.body.content.id;
  expect((await api(OTHER, 'GET', BANK_PATHS.bank(sharedId))).body.content.actions.sort()).toEqual([
    'edit',
    'use',
    'view',
  ]);
  const refused = await api(OTHER, 'DELETE', BANK_PATHS.bank(sharedId));
  expect(refused.status).toBe(403);
  expect((await api(OWNER, 'GET', BANK_PATHS.bank(sharedId))).status).toBe(200);
  await t.db
    .updateTable('users')
    .set({ institution_id: null })
    .where('email', 'in', [OWNER, OTHER])
    .execute();
});

test('bad input is a 400 with the field message and stores nothing; a quiz question is copied into a bank', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const before = (await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content;
  const short = await api(OWNER, 'POST', BANK_PATHS.questions(bankId), {
    categoryId,
    question: {
      title: 'ab',
      isMultiple: false,
      rightAnswer: ['x'],
      image: null,
      textOptions: [{ id: 'x', text: 'A' }],
    },
  });
  expect(short.status).toBe(400);
  expect(JSON.stringify(short.body)).toContain('Question title is too short');
  expect((await api(OWNER, 'POST', BANK_PATHS.banks, { title: '' })).status).toBe(400);
  expect(
    (
      await api(OWNER, 'POST', BANK_PATHS.questions(bankId), {
        categoryId: 999999,
        question: before.questions[0],
      })
    ).status,
  ).toBe(400);
  expect((await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content).toEqual(before);

  const quiz = await quizWithSlot(bankId, categoryId);
  const fixed = quiz.activities[0]!.items[0]!;
  const copied = await api(OWNER, 'POST', BANK_PATHS.copyQuestion(bankId), {
    quizId: quiz.id,
    itemId: fixed.id,
    categoryId,
  });
  expect(copied.status).toBe(200);
  expect(copied.body.content.title).toBe('Fixed question');
  expect(copied.body.content.textOptions.map((o: { text: string }) => o.text)).toEqual(['Yes', 'No']);
  expect(copied.body.content.rightAnswer).toEqual([copied.body.content.textOptions[0].id]);
  // The category a quiz draws from cannot be deleted.
  expect((await api(OWNER, 'DELETE', BANK_PATHS.category(bankId, categoryId))).status).toBe(409);
});
