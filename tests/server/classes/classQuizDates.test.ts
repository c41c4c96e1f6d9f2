/**
 * Each class's own dates for a quiz (ADR 217), through the real server: one quiz in two classes with different
 * deadlines and openings; each class's students are Missing, expired or not yet open by their own class's dates in
 * Results, Student links and on the take page; a date change by someone without rights on the class, or with bad
 * dates, answers a 4xx and changes nothing; two changes at once both land whole.
 */
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { CLASS_QUIZ_DATES_MESSAGES } from '../../../src/domain/classes/classQuizDates';
import { DEADLINE_MESSAGES } from '../../../src/domain/quiz/deadline';
import { createQuiz, insertClip, newToken, OWNER, take } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let clipId: number;

beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
});
afterAll(() => t?.close());

const auth = async (email = OWNER) => bearer((await t.signIn(email)).accessToken);
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();

async function classWith(title: string, students: string[]) {
  const owner = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', OWNER)
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('classes')
    .values({ title, owner_user_id: owner.id, published: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('class_students')
    .values(students.map((email) => ({ class_id: id, email, token: newToken() })))
    .execute();
  return id;
}

const addQuiz = async (classId: number, quizId: number) =>
  call(t.app, {
    method: 'POST',
    url: CLASS_PATHS.addQuizzes,
    headers: await auth(),
    payload: { quizzesIds: [quizId], classIds: [classId] },
  });
const setDates = async (classId: number, quizId: number, payload: object, email = OWNER) =>
  call(t.app, {
    method: 'PATCH',
    url: CLASS_PATHS.quiz(classId, quizId),
    headers: await auth(email),
    payload,
  });
const classRow = async (classId: number, quizId: number) =>
  (
    await call(t.app, { method: 'GET', url: CLASS_PATHS.quizzes(classId), headers: await auth() })
  ).body.content.result.find((q: { id: number }) => q.id === quizId);
const stored = (classId: number, quizId: number) =>
  t.db
    .selectFrom('class_quizzes')
    .selectAll()
    .where('class_id', '=', classId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow();
const tokenOf = async (quizId: number, email: string) =>
  (
    await t.db
      .selectFrom('quiz_assignments')
      .select('token')
      .where('quiz_id', '=', quizId)
      .where('user_email', '=', email)
      .executeTakeFirstOrThrow()
  ).token!;

test('one quiz runs in two classes by each class’s deadline: Results, Student links and the take page', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Two classes' });
  const early = await classWith('Early class', ['early@school.test']);
  const late = await classWith('Late class', ['late@school.test']);
  expect((await addQuiz(early, quiz.id)).status).toBe(200);
  expect((await addQuiz(late, quiz.id)).status).toBe(200);
  // A quiz just added runs by its own dates (none here).
  expect(await classRow(early, quiz.id)).toMatchObject({ opensAt: null, endDate: null, ownDates: false });

  const earlyDeadline = inMinutes(30);
  const set = await setDates(early, quiz.id, { opensAt: null, deadline: earlyDeadline });
  expect(set.status).toBe(200);
  expect(set.body.content).toMatchObject({ endDate: earlyDeadline, ownDates: true });
  expect((await setDates(late, quiz.id, { opensAt: null, deadline: inMinutes(180) })).status).toBe(200);

  t.clock.advance(60 * 60_000);
  const results = await call(t.app, {
    method: 'GET',
    url: RESULTS_PATHS.assignments(quiz.id),
    headers: await auth(),
  });
  const states = Object.fromEntries(
    results.body.content.assignments.map((a: { email: string; state: string }) => [a.email, a.state]),
  );
  expect(states).toEqual({ 'early@school.test': 'missing', 'late@school.test': 'not_started' });

  const links = async (classId: number) =>
    (
      await call(t.app, {
        method: 'GET',
        url: CLASS_PATHS.quizLinks(classId, quiz.id),
        headers: await auth(),
      })
    ).body.content.result[0];
  expect(await links(early)).toMatchObject({ state: 'expired', studentState: 'missing' });
  expect(await links(late)).toMatchObject({ state: 'not_started', studentState: 'not_started' });

  const api = take(t);
  expect((await api.session(await tokenOf(quiz.id, 'early@school.test'))).body.content.state).toBe('expired');
  expect((await api.start(await tokenOf(quiz.id, 'late@school.test'))).status).toBe(200);
});

test('a class’s opening date keeps its students’ links closed until then, not the other class’s', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Opening dates' });
  const first = await classWith('Opens now', ['now@school.test']);
  const second = await classWith('Opens tomorrow', ['tomorrow@school.test']);
  await addQuiz(first, quiz.id);
  await addQuiz(second, quiz.id);
  const opensAt = inMinutes(24 * 60);
  const saved = await setDates(second, quiz.id, { opensAt, deadline: inMinutes(48 * 60) });
  expect(saved.status).toBe(200);
  expect(saved.body.content).toMatchObject({ opensAt });

  const api = take(t);
  expect((await api.start(await tokenOf(quiz.id, 'tomorrow@school.test'))).status).toBe(409);
  expect((await api.start(await tokenOf(quiz.id, 'now@school.test'))).status).toBe(200);
  t.clock.advance(24 * 60 * 60_000 + 1000);
  expect((await api.start(await tokenOf(quiz.id, 'tomorrow@school.test'))).status).toBe(200);
});

test('a personal deadline still wins over the class’s deadline in Student links', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Personal deadline' });
  const classId = await classWith('Accommodated', ['extended@school.test', 'plain@school.test']);
  await addQuiz(classId, quiz.id);
  await setDates(classId, quiz.id, { opensAt: null, deadline: inMinutes(30) });
  await t.db
    .updateTable('quiz_assignments')
    .set({ personal_deadline: new Date(inMinutes(120)) })
    .where('quiz_id', '=', quiz.id)
    .where('user_email', '=', 'extended@school.test')
    .execute();
  t.clock.advance(60 * 60_000);
  const links = (
    await call(t.app, { method: 'GET', url: CLASS_PATHS.quizLinks(classId, quiz.id), headers: await auth() })
  ).body.content.result;
  expect(
    links.map((l: { email: string; state: string; studentState: string }) => [
      l.email,
      l.state,
      l.studentState,
    ]),
  ).toEqual([
    ['extended@school.test', 'not_started', 'not_started'],
    ['plain@school.test', 'expired', 'missing'],
  ]);
});

test('bad dates and callers without rights on the class answer 4xx and change nothing', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Refused dates' });
  const classId = await classWith('Guarded', ['guarded@school.test']);
  await addQuiz(classId, quiz.id);
  const deadline = inMinutes(600);
  await setDates(classId, quiz.id, { opensAt: inMinutes(60), deadline });
  const before = await stored(classId, quiz.id);

  const stranger = await setDates(classId, quiz.id, { opensAt: null, deadline: null }, 'cs@demo.test');
  expect([403, 404]).toContain(stranger.status);
  const beforeOpening = await setDates(classId, quiz.id, {
    opensAt: inMinutes(120),
    deadline: inMinutes(90),
  });
  expect(beforeOpening.status).toBe(400);
  expect(beforeOpening.body.content.errors.deadline).toEqual([DEADLINE_MESSAGES.beforeStart]);
  const pastOpening = await setDates(classId, quiz.id, { opensAt: inMinutes(-60), deadline });
  expect(pastOpening.status).toBe(400);
  expect(pastOpening.body.content.errors.opensAt).toEqual([CLASS_QUIZ_DATES_MESSAGES.openingPast]);
  expect((await setDates(classId, quiz.id, { opensAt: 'tomorrow', deadline })).status).toBe(400);
  expect((await setDates(classId, quiz.id, { deadline })).status).toBe(400);
  expect((await setDates(classId, 2_000_000_000, { opensAt: null, deadline })).status).toBe(404);
  expect(await stored(classId, quiz.id)).toEqual(before);
});

test('a deadline in the past rounds up to the next half-hour, as the quiz deadline does', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Rounded' });
  const classId = await classWith('Rounding', ['round@school.test']);
  await addQuiz(classId, quiz.id);
  const saved = await setDates(classId, quiz.id, { opensAt: null, deadline: inMinutes(-10) });
  expect(saved.status).toBe(200);
  const endDate = new Date(saved.body.content.endDate);
  expect(endDate.getTime()).toBeGreaterThan(t.clock.now().getTime());
  expect(endDate.getUTCMinutes() % 30).toBe(0);
});

test('two date changes at once both succeed and the class keeps one of them whole', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'At once' });
  const classId = await classWith('Busy', ['busy@school.test']);
  await addQuiz(classId, quiz.id);
  const a = { opensAt: inMinutes(60), deadline: inMinutes(120) };
  const b = { opensAt: inMinutes(240), deadline: inMinutes(300) };
  const [first, second] = await Promise.all([setDates(classId, quiz.id, a), setDates(classId, quiz.id, b)]);
  expect([first.status, second.status]).toEqual([200, 200]);
  const row = await classRow(classId, quiz.id);
  expect([a, b]).toContainEqual({ opensAt: row.opensAt, deadline: row.endDate });
});

test('an opening chosen as now is not in the past when it reaches the server a few minutes later', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Opens now' });
  const classId = await classWith('Now', ['now@school.test']);
  await addQuiz(classId, quiz.id);
  const chosenAsNow = inMinutes(-4);
  const saved = await setDates(classId, quiz.id, { opensAt: chosenAsNow, deadline: null });
  expect(saved.status).toBe(200);
  expect((await stored(classId, quiz.id)).opens_at?.toISOString()).toBe(chosenAsNow);
  const tooOld = await setDates(classId, quiz.id, { opensAt: inMinutes(-6), deadline: null });
  expect(tooOld.status).toBe(400);
  expect(tooOld.body.content.errors.opensAt).toEqual([CLASS_QUIZ_DATES_MESSAGES.openingPast]);
});

test('Results names the owner’s classes that run the quiz by their own dates, beside the quiz’s own', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Dates that apply' });
  const own = await classWith('Biology B', ['b@school.test']);
  const follows = await classWith('Biology A', ['a@school.test']);
  await addQuiz(own, quiz.id);
  await addQuiz(follows, quiz.id);
  const opensAt = inMinutes(60);
  const deadline = inMinutes(24 * 60);
  expect((await setDates(own, quiz.id, { opensAt, deadline })).status).toBe(200);
  const results = await call(t.app, {
    method: 'GET',
    url: RESULTS_PATHS.assignments(quiz.id),
    headers: await auth(),
  });
  expect(results.body.content.quiz).toMatchObject({
    endDate: null,
    classDates: [{ classId: own, title: 'Biology B', opensAt, deadline }],
  });
});
