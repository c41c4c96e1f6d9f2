/**
 * Remind from Student links (ADR 211, 217), through the real server with mail set up: the class's rights decide, so
 * an instructor the class is shared with reminds its students of a quiz they do not own; only that class's students
 * who have not submitted are reminded; an instructor without the class gets a 404 and nobody is reminded.
 */
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { REMIND_MESSAGES } from '../../../src/domain/quiz/results/studentStates';
import { createQuiz, insertClip, newToken, OWNER } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let clipId: number;
const TEACHER = 'cs@demo.test';

beforeAll(async () => {
  // Reminders are queued as mail jobs; no worker runs here, so no message leaves.
  t = await createTestApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://quiz.example.test' },
  });
  clipId = await insertClip(t);
});
afterAll(() => t?.close());

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function classWith(title: string, students: string[], sharedWith: string[] = []) {
  const { id } = await t.db
    .insertInto('classes')
    .values({ title, owner_user_id: await idOf(OWNER) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('class_students')
    .values(students.map((email) => ({ class_id: id, email, token: newToken() })))
    .execute();
  for (const email of sharedWith)
    await t.db
      .insertInto('class_shares')
      .values({ class_id: id, user_id: await idOf(email) })
      .execute();
  return id;
}

const asUser = async (email: string) => bearer((await t.signIn(email)).accessToken);
const addQuiz = async (classId: number, quizId: number) =>
  call(t.app, {
    method: 'POST',
    url: CLASS_PATHS.addQuizzes,
    headers: await asUser(OWNER),
    payload: { quizzesIds: [quizId], classIds: [classId] },
  });
const remind = async (classId: number, quizId: number, email: string) =>
  call(t.app, {
    method: 'POST',
    url: CLASS_PATHS.remindLinks(classId, quizId),
    headers: await asUser(email),
  });
const remindedAt = async (quizId: number) =>
  Object.fromEntries(
    (
      await t.db
        .selectFrom('quiz_assignments')
        .select(['user_email', 'reminded_at'])
        .where('quiz_id', '=', quizId)
        .execute()
    ).map((row) => [row.user_email, row.reminded_at !== null]),
  );

test('a teacher the class is shared with reminds its students of a quiz someone else owns, only that class’s', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Shared class quiz' });
  const shared = await classWith('Shared class', ['a@school.test', 'b@school.test'], [TEACHER]);
  const other = await classWith('Other class', ['c@school.test']);
  expect((await addQuiz(shared, quiz.id)).status).toBe(200);
  expect((await addQuiz(other, quiz.id)).status).toBe(200);

  const reminded = await remind(shared, quiz.id, TEACHER);
  expect(reminded.status).toBe(200);
  expect(reminded.body.content).toEqual({
    reminded: ['a@school.test', 'b@school.test'],
    recentlyReminded: [],
  });
  expect(await remindedAt(quiz.id)).toEqual({
    'a@school.test': true,
    'b@school.test': true,
    'c@school.test': false,
  });
  // Within the hour nobody of the class is left to remind.
  const again = await remind(shared, quiz.id, TEACHER);
  expect(again.status).toBe(409);
  expect(again.body.content.message).toBe(REMIND_MESSAGES.nobody);
});

test('an instructor without the class cannot remind its students, and nobody is reminded', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Not their class' });
  const classId = await classWith('Not shared', ['d@school.test']);
  await addQuiz(classId, quiz.id);
  expect((await remind(classId, quiz.id, TEACHER)).status).toBe(404);
  expect((await remind(classId, 2_000_000_000, OWNER)).status).toBe(404);
  expect(await remindedAt(quiz.id)).toEqual({ 'd@school.test': false });
});

test('two reminders at once remind each student once', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'At once' });
  const classId = await classWith('Twice', ['e@school.test'], [TEACHER]);
  await addQuiz(classId, quiz.id);
  const [first, second] = await Promise.all([
    remind(classId, quiz.id, TEACHER),
    remind(classId, quiz.id, OWNER),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const jobs = await t.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'assignment.mail')
    .execute();
  const reminders = jobs.filter((job) => JSON.stringify(job.payload).includes('"reminder":true'));
  const ids = (
    await t.db.selectFrom('quiz_assignments').select('id').where('quiz_id', '=', quiz.id).execute()
  ).map((row) => row.id);
  expect(
    reminders.filter((job) => ids.includes((job.payload as { assignmentId: number }).assignmentId)),
  ).toHaveLength(1);
});
