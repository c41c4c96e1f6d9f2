/**
 * Second chances through the real server (ADR 212): extra time and a personal deadline reach the student's timer
 * and expiry; a submitted attempt reopens with its saved answers and is scored again when submitted; refused
 * changes (bad input, another instructor's quiz, an open attempt, an ended class, two reopens at once) answer a
 * 4xx and change nothing.
 */
import { ACCOMMODATION_PATHS } from '../../../../src/api/quiz/results/accommodationsContract';
import { ACCOMMODATION_MESSAGES } from '../../../../src/domain/take/accommodations';
import { TAKE_GRACE_MS } from '../../../../src/domain/take/takeRules';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let api: ReturnType<typeof take>;
let clipId: number;
let n = 0;
const email = () => `second.${(n += 1)}@school.test`;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  clipId = await insertClip(t);
});
afterAll(() => t?.close());

/** Signed in afresh: the tests move the server's clock past an access token's life. */
const owner = async () => bearer((await t.signIn(OWNER)).accessToken);
const put = async (id: number, payload: object, headers?: Record<string, string>) =>
  call(t.app, {
    method: 'PUT',
    url: ACCOMMODATION_PATHS.accommodation(id),
    headers: headers ?? (await owner()),
    payload,
  });
const reopen = async (id: number, payload: object, headers?: Record<string, string>) =>
  call(t.app, {
    method: 'POST',
    url: ACCOMMODATION_PATHS.reopen(id),
    headers: headers ?? (await owner()),
    payload,
  });
const row = (id: number) =>
  t.db.selectFrom('quiz_assignments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();

test('extra time lengthens the student timer: 10 minutes × 1.5 runs out after 15, not 10', async () => {
  const quiz = await createQuiz(t, clipId, { duration: 10 });
  const q = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, email());
  const saved = await put(link.id, { extraMinutes: null, timeFactor: 1.5, personalDeadline: null });
  expect(saved.status).toBe(200);
  expect(saved.body.content).toMatchObject({ timeFactor: 1.5, timed: true });
  expect((await api.session(link.token)).body.content.quiz.duration).toBe(900);

  const started = (await api.start(link.token)).body.content;
  expect(new Date(started.dueAt).getTime() - new Date(started.startedAt).getTime()).toBe(900_000);
  t.clock.advance(12 * 60_000);
  expect((await api.answer(link.token, q.atp.id, [q.mitochondrion])).status).toBe(200);
  expect((await api.session(link.token)).body.content.state).toBe('in_progress');
  t.clock.advance(3 * 60_000 + TAKE_GRACE_MS + 1);
  expect((await api.session(link.token)).body.content.state).toBe('submitted');
});

test('a personal deadline keeps the link open after the quiz deadline for that student only', async () => {
  const quiz = await createQuiz(t, clipId);
  const mine = await assign(t, quiz.id, email());
  const other = await assign(t, quiz.id, email());
  await t.db
    .updateTable('quizzes')
    .set({ end_date: new Date(inMinutes(5)) })
    .where('id', '=', quiz.id)
    .execute();
  expect(
    (await put(mine.id, { extraMinutes: null, timeFactor: null, personalDeadline: inMinutes(60) })).status,
  ).toBe(200);
  t.clock.advance(10 * 60_000);
  expect((await api.session(other.token)).body.content.state).toBe('expired');
  expect((await api.session(mine.token)).body.content.state).not.toBe('expired');
  expect((await api.start(mine.token)).status).toBe(200);
});

test('a submitted attempt reopens with its answers and is scored again on the next submission', async () => {
  const quiz = await createQuiz(t, clipId);
  const q = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, email());
  await api.start(link.token);
  await api.answer(link.token, q.atp.id, [q.nucleus]);
  expect((await api.submit(link.token)).body.content).toMatchObject({ percentage: 0 });

  const opened = await reopen(link.id, { deadline: inMinutes(60) });
  expect(opened.status).toBe(200);
  expect(opened.body.content).toMatchObject({ reopenable: false });
  expect(opened.body.content.reopenedAt).not.toBeNull();
  const session = (await api.session(link.token)).body.content;
  expect(session.state).toBe('in_progress');
  expect(session.answers).toEqual({ [q.atp.id]: [q.nucleus] });
  await api.answer(link.token, q.atp.id, [q.mitochondrion]);
  await api.answer(link.token, q.gases.id, [q.helium, q.neon]);
  expect((await api.submit(link.token)).body.content).toMatchObject({ percentage: 100 });
  expect(await row(link.id)).toMatchObject({ progress: 100 });
});

test('refused second chances answer 4xx and change nothing', async () => {
  const quiz = await createQuiz(t, clipId, { duration: 10 });
  const link = await assign(t, quiz.id, email());
  await api.start(link.token);
  const before = await row(link.id);

  const both = await put(link.id, { extraMinutes: 5, timeFactor: 1.5, personalDeadline: null });
  expect(both.status).toBe(400);
  expect(both.body.content.errors.timeFactor).toEqual([ACCOMMODATION_MESSAGES.oneExtraTime]);
  expect((await put(link.id, { extraMinutes: 0, timeFactor: null, personalDeadline: null })).status).toBe(
    400,
  );
  const past = await put(link.id, { extraMinutes: null, timeFactor: null, personalDeadline: inMinutes(-5) });
  expect(past.status).toBe(400);
  expect(past.body.content.errors.personalDeadline).toEqual([ACCOMMODATION_MESSAGES.deadlinePast]);
  // Open: nothing to reopen.
  const open = await reopen(link.id, { deadline: inMinutes(60) });
  expect(open.status).toBe(409);
  expect(open.body.content.message).toBe(ACCOMMODATION_MESSAGES.notClosed);
  // Another instructor's quiz: answered like a missing id.
  const stranger = bearer((await t.signIn('cs@demo.test')).accessToken);
  expect([403, 404]).toContain(
    (await put(link.id, { extraMinutes: 5, timeFactor: null, personalDeadline: null }, stranger)).status,
  );
  expect([403, 404]).toContain((await reopen(link.id, { deadline: inMinutes(60) }, stranger)).status);
  expect(await row(link.id)).toEqual(before);
});

test('two reopens at once: one reopens the attempt, the other finds it open', async () => {
  const quiz = await createQuiz(t, clipId);
  const link = await assign(t, quiz.id, email());
  await api.start(link.token);
  await api.submit(link.token);
  const answers = await Promise.all([
    reopen(link.id, { deadline: inMinutes(30) }),
    reopen(link.id, { deadline: inMinutes(90) }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const won = answers.find((a) => a.status === 200)!;
  expect((await row(link.id)).personal_deadline?.toISOString()).toBe(won.body.content.personalDeadline);
});

test('an attempt in a class that has ended is not reopened', async () => {
  const quiz = await createQuiz(t, clipId);
  const link = await assign(t, quiz.id, email());
  await api.start(link.token);
  await api.submit(link.token);
  const { id: classId } = await t.db
    .insertInto('classes')
    .values({
      title: 'Ended class',
      institution: 'Eastport',
      description: '',
      end_date: new Date('2020-06-30'),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('quiz_assignments').set({ class_id: classId }).where('id', '=', link.id).execute();
  const before = await row(link.id);
  const refused = await reopen(link.id, { deadline: inMinutes(60) });
  expect(refused.status).toBe(409);
  expect(refused.body.content.message).toBe(ACCOMMODATION_MESSAGES.classEnded);
  expect(await row(link.id)).toEqual(before);
});
