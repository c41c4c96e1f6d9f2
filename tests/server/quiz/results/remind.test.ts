/**
 * Remind (ADR 211) through the real app and a real SMTP server started here (smtp-server, read with mailparser):
 * only students who have not submitted get a reminder, at most once an hour each, two reminders at once send one
 * message each, and a server without mail says so and changes nothing.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ATTEMPTS_PATHS } from '../../../../src/api/quiz/results/attemptsContract';
import { RESULTS_PATHS } from '../../../../src/api/quiz/results/resultsContract';
import { TAKE_PATHS } from '../../../../src/api/take/takeContract';
import { REMIND_MESSAGES } from '../../../../src/domain/quiz/results/studentStates';
import { createServerWorker, type ServerWorker } from '../../../../server/jobs/serverWorker';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let plain: TestApp;
let smtp: SMTPServer;
let worker: ServerWorker;
let clipId: number;
const received: ParsedMail[] = [];

function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  const port = await startSmtp();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://quiz.example.test' },
  });
  plain = await createTestApp();
  worker = createServerWorker(t.db, t.config, t.clock.now);
  clipId = await insertClip(t);
}, 60_000);

afterAll(async () => {
  await worker.close();
  await t.close();
  await plain.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const remind = async (app: TestApp, quizId: number, payload: object = {}, as = OWNER) =>
  call(app.app, {
    method: 'POST',
    url: RESULTS_PATHS.remind(quizId),
    headers: bearer((await app.signIn(as)).accessToken),
    payload,
  });

const recipients = (mails: readonly ParsedMail[]) =>
  mails.map((mail) => (Array.isArray(mail.to) ? '' : mail.to!.text)).sort();

test('only students who have not submitted are reminded, by mail with their link, and not again within the hour', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Reminded quiz' });
  const q = questionsOfQuiz(quiz);
  const api = take(t);
  const done = await assign(t, quiz.id, 'done@school.test');
  const opened = await assign(t, quiz.id, 'opened@school.test');
  await assign(t, quiz.id, 'waiting@school.test');
  await api.session(opened.token);
  await api.answer(done.token, q.atp.id, [q.mitochondrion]);
  await api.submit(done.token);

  const first = await remind(t, quiz.id);
  expect(first.status).toBe(200);
  expect(first.body.content).toEqual({
    reminded: ['opened@school.test', 'waiting@school.test'],
    recentlyReminded: [],
  });
  await worker.runUntilIdle();
  await expect.poll(() => received.length).toBe(2);
  expect(recipients(received)).toEqual(['opened@school.test', 'waiting@school.test']);
  expect(received[0]!.subject).toBe('Reminder: Reminded quiz');
  expect(received[0]!.text).toContain('https://quiz.example.test/take/');

  // Within the hour: refused with the reason, nothing sent.
  t.clock.advance(59 * 60_000);
  const again = await remind(t, quiz.id);
  expect(again.status).toBe(409);
  expect(again.body.content.message).toBe(REMIND_MESSAGES.nobody);
  // An hour after the first, they may be reminded again.
  t.clock.advance(60_000);
  const later = await remind(t, quiz.id, { assignmentIds: [opened.id] });
  expect(later.body.content.reminded).toEqual(['opened@school.test']);

  const results = await call(t.app, {
    url: RESULTS_PATHS.assignments(quiz.id),
    headers: bearer((await t.signIn(OWNER)).accessToken),
  });
  const byEmail = Object.fromEntries(
    results.body.content.assignments.map((a: { email: string; state: string; remindedAt: string | null }) => [
      a.email,
      [a.state, a.remindedAt !== null],
    ]),
  );
  expect(byEmail).toEqual({
    'done@school.test': ['submitted', false],
    'opened@school.test': ['opened', true],
    'waiting@school.test': ['not_started', true],
  });
});

test('two reminders at once queue one message per student', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Twice quiz' });
  const ada = await assign(t, quiz.id, 'ada@school.test');
  const bob = await assign(t, quiz.id, 'bob@school.test');
  const answers = await Promise.all([remind(t, quiz.id), remind(t, quiz.id)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const jobs = await t.db.selectFrom('jobs').select(['payload']).execute();
  const queued = jobs.filter((job) => (job.payload as { reminder?: boolean }).reminder === true);
  const ids = queued
    .map((job) => (job.payload as { assignmentId: number }).assignmentId)
    .filter((id) => id === ada.id || id === bob.id);
  expect(ids.sort()).toEqual([ada.id, bob.id].sort());
});

test('another customer may not remind; an id of another quiz is a 404 that reminds no one', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Guarded quiz' });
  const other = await createQuiz(t, clipId, { title: 'Other quiz' });
  const mine = await assign(t, quiz.id, 'mine@school.test');
  const foreign = await assign(t, other.id, 'foreign@school.test');
  expect((await remind(t, quiz.id, {}, 'admin@demo.test')).status).toBe(404);
  expect((await remind(t, quiz.id, { assignmentIds: [mine.id, foreign.id] })).status).toBe(404);
  expect((await remind(t, quiz.id, { assignmentIds: ['x'] })).status).toBe(400);
  const rows = await t.db
    .selectFrom('quiz_assignments')
    .select('reminded_at')
    .where('id', 'in', [mine.id, foreign.id])
    .execute();
  expect(rows.every((row) => row.reminded_at === null)).toBe(true);
});

test('without mail the answer says plainly that mail is not set up, and nothing is recorded', async () => {
  const plainClip = await insertClip(plain);
  const quiz = await createQuiz(plain, plainClip, { title: 'Mailless quiz' });
  const link = await assign(plain, quiz.id, 'ada@school.test');
  const answer = await remind(plain, quiz.id);
  expect(answer.status).toBe(400);
  expect(answer.body.content.message).toBe(REMIND_MESSAGES.mailOff);
  expect(answer.body.content.errors).toEqual({ mail: [REMIND_MESSAGES.mailOff] });
  const row = await plain.db
    .selectFrom('quiz_assignments')
    .select('reminded_at')
    .where('id', '=', link.id)
    .executeTakeFirstOrThrow();
  expect(row.reminded_at).toBeNull();
});

test('a student who submitted and tried again is not reminded to submit (ADR 219)', async () => {
  const quiz = await createQuiz(t, clipId, { title: 'Tried again quiz' });
  const owner = bearer((await t.signIn(OWNER)).accessToken);
  const set = await call(t.app, {
    method: 'PUT',
    url: ATTEMPTS_PATHS.setting(quiz.id),
    headers: owner,
    payload: { maxAttempts: 2, counting: 'highest' },
  });
  expect(set.status).toBe(200);
  const api = take(t);
  const again = await assign(t, quiz.id, 'again@school.test');
  await assign(t, quiz.id, 'never@school.test');
  await api.submit(again.token);
  expect((await call(t.app, { method: 'POST', url: TAKE_PATHS.retry(again.token) })).status).toBe(200);
  const reminded = await remind(t, quiz.id);
  expect(reminded.body.content).toEqual({ reminded: ['never@school.test'], recentlyReminded: [] });
});
