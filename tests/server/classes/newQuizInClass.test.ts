/**
 * New quiz from a class (ADR 218), through the real server: a quiz created with the class it is made for is in that
 * class once saved and its students have their links; a class the caller may not manage refuses it with nothing
 * written — no quiz, no link; two creates at once make two quizzes, both in the class.
 */
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { newToken, OWNER } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function classOf(owner: string, students: string[]) {
  const { id } = await t.db
    .insertInto('classes')
    .values({ title: `Class of ${owner}`, owner_user_id: await idOf(owner) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (students.length > 0)
    await t.db
      .insertInto('class_students')
      .values(students.map((email) => ({ class_id: id, email, token: newToken() })))
      .execute();
  return id;
}

const payload = (title: string, classId?: unknown) => ({
  title,
  tags: [],
  article: null,
  startDate: null,
  endDate: null,
  isGraded: false,
  duration: null,
  showCaption: true,
  restrictNonInstitutional: false,
  activities: [
    {
      title: 'Activity 1',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: 'Which organelle makes ATP?',
          type: 2,
          isMultiple: false,
          rightAnswer: ['b'],
          image: null,
          textOptions: [
            { id: 'a', text: 'Nucleus' },
            { id: 'b', text: 'Mitochondrion' },
          ],
        },
      ],
    },
  ],
  ...(classId === undefined ? {} : { classId }),
});

const create = async (title: string, classId?: unknown, as = OWNER) =>
  call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: bearer((await t.signIn(as)).accessToken),
    payload: payload(title, classId),
  });
const quizzesTitled = (title: string) =>
  t.db.selectFrom('quizzes').select('id').where('title', '=', title).execute();
const quizIdsInClass = async (classId: number) =>
  (
    await call(t.app, {
      method: 'GET',
      url: CLASS_PATHS.quizzes(classId),
      headers: bearer((await t.signIn(OWNER)).accessToken),
    })
  ).body.content.result.map((q: { id: number }) => q.id);

test('a quiz created for a class is in that class once saved, and its students have their links', async () => {
  const classId = await classOf(OWNER, ['ana@school.test', 'ben@school.test']);
  const created = await create('Made for the class', classId);
  expect(created.status).toBe(200);
  const quizId = created.body.content.id;
  expect(await quizIdsInClass(classId)).toEqual([quizId]);
  const links = await t.db
    .selectFrom('quiz_assignments')
    .select(['user_email', 'class_id'])
    .where('quiz_id', '=', quizId)
    .orderBy('user_email')
    .execute();
  expect(links).toEqual([
    { user_email: 'ana@school.test', class_id: classId },
    { user_email: 'ben@school.test', class_id: classId },
  ]);
});

test('a class the caller may not manage refuses the quiz and nothing is written', async () => {
  const othersClass = await classOf(OWNER, ['cara@school.test']);
  const refused = await create('Not in their class', othersClass, 'cs@demo.test');
  expect(refused.status).toBe(404);
  expect(await quizzesTitled('Not in their class')).toEqual([]);
  expect((await create('In their own class', await classOf('cs@demo.test', []), 'cs@demo.test')).status).toBe(
    200,
  );
  expect((await create('Missing class', 2_000_000_000)).status).toBe(404);
  expect(await quizzesTitled('Missing class')).toEqual([]);
  expect((await create('Bad class id', 'five')).status).toBe(400);
  expect(await quizzesTitled('Bad class id')).toEqual([]);
  const assignments = await t.db
    .selectFrom('quiz_assignments')
    .select('id')
    .where('user_email', '=', 'cara@school.test')
    .execute();
  expect(assignments).toEqual([]);
});

test('two creates at once make two quizzes, both in the class', async () => {
  const classId = await classOf(OWNER, ['dan@school.test']);
  const [first, second] = await Promise.all([
    create('Twice at once', classId),
    create('Twice at once', classId),
  ]);
  expect([first.status, second.status]).toEqual([200, 200]);
  const ids = [first.body.content.id, second.body.content.id].sort((a, b) => a - b);
  expect((await quizIdsInClass(classId)).sort((a: number, b: number) => a - b)).toEqual(ids);
});

test('a quiz created without a class is in no class', async () => {
  const created = await create('No class');
  expect(created.status).toBe(200);
  const rows = await t.db
    .selectFrom('class_quizzes')
    .select('class_id')
    .where('quiz_id', '=', created.body.content.id)
    .execute();
  expect(rows).toEqual([]);
});
