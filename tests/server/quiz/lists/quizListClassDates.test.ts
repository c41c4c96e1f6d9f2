/**
 * Which dates apply to whom in My Quizzes and the editor (ADR 359), through the real server: a quiz whose class keeps
 * its own dates carries that class, as Results names it, in the list's page, in the kept list a search reads (which
 * follows a change of the class's dates or title), and in the editor's load; a class that follows the quiz's dates,
 * or another teacher's class, is not named.
 */
import { CLASS_PATHS } from '../../../../src/api/classes/classesContract';
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { QUIZ_ROUTES } from '../../../../src/api/quiz/quizzesContract';
import { RESULTS_PATHS } from '../../../../src/api/quiz/results/resultsContract';
import { createQuiz, insertClip, OWNER } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { contains, untilKept } from './keptListsSeed';

let t: TestApp;
let clipId: number;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
});
afterAll(() => t?.close());

const auth = async (email = OWNER) => bearer((await t.signIn(email)).accessToken);
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();

async function classOf(title: string, ownerEmail = OWNER) {
  const owner = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('classes')
    .values({ title, owner_user_id: owner.id, published: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const addQuiz = async (classId: number, quizId: number) =>
  expect(
    (
      await call(t.app, {
        method: 'POST',
        url: CLASS_PATHS.addQuizzes,
        headers: await auth(),
        payload: { quizzesIds: [quizId], classIds: [classId] },
      })
    ).status,
  ).toBe(200);

const setDates = async (classId: number, quizId: number, payload: object) =>
  expect(
    (
      await call(t.app, {
        method: 'PATCH',
        url: CLASS_PATHS.quiz(classId, quizId),
        headers: await auth(),
        payload,
      })
    ).status,
  ).toBe(200);

/** The quiz's row of My Quizzes: the first page, or a search of its title (answered from the kept list once read). */
async function myRow(quizId: number, title?: string) {
  const response = await call(t.app, {
    method: 'POST',
    url: QUIZ_LIST_PATHS.mine,
    headers: await auth(),
    payload: {
      navigation: { page: 1, itemsOnPage: 100 },
      ...(title === undefined ? {} : { filter: [contains('title', title)] }),
    },
  });
  expect(response.status).toBe(200);
  return response.body.content.result.find((row: { id: number }) => row.id === quizId);
}

test('My Quizzes and the editor name the owner’s classes with their own dates exactly as Results does', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Dates where they apply' });
  const own = await classOf('Class 7B');
  const follows = await classOf('Class 7A');
  await addQuiz(own, quiz.id);
  await addQuiz(follows, quiz.id);
  const opensAt = inMinutes(60);
  const deadline = inMinutes(24 * 60);
  await setDates(own, quiz.id, { opensAt, deadline });

  const results = await call(t.app, {
    method: 'GET',
    url: RESULTS_PATHS.assignments(quiz.id),
    headers: await auth(),
  });
  const expected = [{ classId: own, title: 'Class 7B', opensAt, deadline }];
  expect(results.body.content.quiz.classDates).toEqual(expected);
  expect((await myRow(quiz.id)).classDates).toEqual(expected);
  const editor = await call(t.app, {
    method: 'GET',
    url: QUIZ_ROUTES.user.one.replace(':id', String(quiz.id)),
    headers: await auth(),
  });
  expect(editor.status).toBe(200);
  expect(editor.body.content.classDates).toEqual(expected);
});

test('a quiz whose classes all follow its dates carries no class dates in the list or the editor', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Everyone by the quiz' });
  await addQuiz(await classOf('Class 9C'), quiz.id);
  expect((await myRow(quiz.id)).classDates).toBeUndefined();
  const editor = await call(t.app, {
    method: 'GET',
    url: QUIZ_ROUTES.user.one.replace(':id', String(quiz.id)),
    headers: await auth(),
  });
  expect(editor.body.content.classDates).toBeUndefined();
});

test('the kept list a search reads follows a change of a class’s own dates and of its title', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Kept list follows class dates' });
  const own = await classOf('Class 8D');
  await addQuiz(own, quiz.id);
  await untilKept(async (n) => myRow(quiz.id, `follows class ${n % 2 === 0 ? 'dat' : 'da'}`));

  const deadline = inMinutes(3 * 24 * 60);
  await setDates(own, quiz.id, { opensAt: null, deadline });
  expect((await myRow(quiz.id, 'follows class dates')).classDates).toEqual([
    { classId: own, title: 'Class 8D', opensAt: null, deadline },
  ]);

  await t.db.updateTable('classes').set({ title: 'Class 8E' }).where('id', '=', own).execute();
  // A write made outside a request is heard on the feed; the next answer waits for what was heard before it.
  await expect
    .poll(async () => (await myRow(quiz.id, 'follows class dates')).classDates?.[0]?.title)
    .toBe('Class 8E');
});
