/** Students' links by mail through a real SMTP server started here (smtp-server), read back with mailparser. */
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { createServerWorker, type ServerWorker } from '../../../server/jobs/serverWorker';
import { classBody } from '../classes/classFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const PUBLIC_URL = 'https://quiz.example.test';
const BOUNCING = 'bounce@school.example';

let t: TestApp;
let smtp: SMTPServer;
let worker: ServerWorker;
let cs: { authorization: string };
const received: ParsedMail[] = [];
let waiters: (() => void)[] = [];

/** Resolves once the SMTP server has received (and mailparser read) this many messages in all. */
function receivedCount(count: number): Promise<void> {
  if (received.length >= count) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => (received.length >= count ? resolve() : waiters.push(check));
    waiters.push(check);
  });
}

function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === BOUNCING) callback(new Error('550 No such mailbox'));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          const pending = waiters;
          waiters = [];
          for (const check of pending) check();
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
}

async function api(method: 'GET' | 'POST', url: string, payload?: object) {
  return call(t.app, { method, url, headers: cs, ...(payload ? { payload } : {}) });
}

async function classWithQuiz(title: string, students: readonly string[]) {
  const csId = (
    await t.db.selectFrom('users').select('id').where('email', '=', 'cs@demo.test').executeTakeFirstOrThrow()
  ).id;
  const { id: quizId } = await t.db
    .insertInto('quizzes')
    .values({
      kind: 'user',
      title,
      owner_user_id: csId,
      end_date: new Date('2031-05-06T15:30:00.000Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await api('POST', CLASS_PATHS.list, classBody('Biology 101', null));
  const classId: number = created.body.content.id;
  await api('POST', CLASS_PATHS.invite(classId), { emails: students });
  return { classId, quizId };
}

const assignmentsOf = (quizId: number) =>
  t.db
    .selectFrom('quiz_assignments')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .orderBy('user_email')
    .execute();

beforeAll(async () => {
  const port = await startSmtp();
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Science Video Console <console@example.test>',
      PUBLIC_URL,
    },
  });
  worker = createServerWorker(t.db, t.config, t.clock.now);
  cs = bearer(await t.signIn('cs@demo.test'));
}, 60_000);

afterAll(async () => {
  await worker.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('each student of the class gets one message with the title, the deadline and their own link', async () => {
  const students = ['ada@school.example', 'alan@school.example'];
  const { classId, quizId } = await classWithQuiz('Cell biology', students);

  const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
  expect(added.status).toBe(200);
  // The answer came before any mail: the messages wait in the jobs table.
  expect((await assignmentsOf(quizId)).map((a) => a.mail_state)).toEqual(['not_sent', 'not_sent']);
  expect(received).toHaveLength(0);

  await worker.runUntilIdle();
  await receivedCount(2);

  const rows = await assignmentsOf(quizId);
  const messages = received.slice(0, 2);
  const teacher = await t.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('email', '=', 'cs@demo.test')
    .executeTakeFirstOrThrow();
  const teacherName = `${teacher.first_name} ${teacher.last_name}`;
  expect(messages.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual(students);
  for (const mail of messages) {
    const to = Array.isArray(mail.to) ? '' : mail.to!.text;
    const row = rows.find((r) => r.user_email === to)!;
    expect(mail.subject).toBe('Your quiz: Cell biology');
    expect(mail.from?.value).toEqual([{ name: 'Science Video Console', address: 'console@example.test' }]);
    expect(mail.text).toContain('Deadline: 05/06/2031 03:30 PM UTC');
    // Who sent it, and where a reply goes: the teacher.
    expect(mail.text).toContain(
      `${teacherName} sent it to the class Biology 101. Reply to this message to write to them.`,
    );
    expect(mail.html).toContain(`${teacherName} sent it to the class Biology 101.`);
    expect(mail.replyTo?.value).toEqual([{ name: teacherName, address: 'cs@demo.test' }]);
    const link = /https:\/\/quiz\.example\.test\/take\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0];
    expect(link).toBe(`${PUBLIC_URL}${TAKE_PATHS.page(row.token!)}`);
    expect(mail.html).toContain(`href="${link}"`);
  }
  for (const row of rows) {
    expect(row.mail_state).toBe('sent');
    expect(row.mailed_at).not.toBeNull();
  }
  const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
  expect(links.body.content.mailEnabled).toBe(true);
  expect(links.body.content.result.map((l: { mail: string; link: string }) => [l.mail, l.link])).toEqual(
    rows.map((row) => ['sent', `${PUBLIC_URL}/take/${row.token}`]),
  );
});

test('a message the mail server refuses marks that link failed, the request and the others unharmed; Resend sends it again', async () => {
  const before = received.length;
  const { classId, quizId } = await classWithQuiz('Genetics', ['marie@school.example', BOUNCING]);
  const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
  expect(added.status).toBe(200);

  await worker.runUntilIdle();
  await receivedCount(before + 1);
  const rows = await assignmentsOf(quizId);
  expect(rows.map((r) => [r.user_email, r.mail_state])).toEqual([
    [BOUNCING, 'failed'],
    ['marie@school.example', 'sent'],
  ]);
  const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
  expect(links.body.content.result.map((l: { mail: string }) => l.mail)).toEqual(['failed', 'sent']);

  const resend = await api('POST', CLASS_PATHS.resendLink(classId, quizId, rows[1]!.id));
  expect(resend.status).toBe(200);
  await worker.runUntilIdle();
  await receivedCount(before + 2);
  expect(received.at(-1)!.subject).toBe('Your quiz: Genetics');
});

/** A quiz of cs's whose deadline is `msFromNow` away on the app's clock. */
async function quizEnding(title: string, msFromNow: number) {
  const csId = (
    await t.db.selectFrom('users').select('id').where('email', '=', 'cs@demo.test').executeTakeFirstOrThrow()
  ).id;
  return t.db
    .insertInto('quizzes')
    .values({
      kind: 'user',
      title,
      owner_user_id: csId,
      end_date: new Date(t.clock.now().getTime() + msFromNow),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const queuedMails = () =>
  t.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'assignment.mail')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

test('sharing a quiz whose deadline has passed is refused with the reason, and nothing is written or mailed', async () => {
  const { id: quizId } = await quizEnding('Ended optics', -60_000);
  const jobsBefore = await queuedMails();
  const shared = await api('POST', `/api/admin/quiz/share/${quizId}`, { emails: ['late@school.example'] });
  expect(shared.status).toBe(409);
  expect(shared.body.content.message).toBe(
    "This quiz's deadline has passed, so its students could no longer take it. Move the deadline first.",
  );
  expect(await assignmentsOf(quizId)).toEqual([]);
  expect(await queuedMails()).toBe(jobsBefore);
});

test('a class given a quiz past its deadline lists its students as Expired and mails nobody; Resend says why', async () => {
  const before = received.length;
  const { classId } = await classWithQuiz('Unused', ['grace@school.example']);
  const { id: quizId } = await quizEnding('Ended acoustics', -60_000);
  const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
  expect(added.status).toBe(200);
  await worker.runUntilIdle();
  const rows = await assignmentsOf(quizId);
  expect(rows.map((r) => [r.user_email, r.mail_state])).toEqual([['grace@school.example', 'not_sent']]);
  const links = await api('GET', CLASS_PATHS.quizLinks(classId, quizId));
  expect(links.body.content.result.map((l: { state: string }) => l.state)).toEqual(['expired']);
  const resend = await api('POST', CLASS_PATHS.resendLink(classId, quizId, rows[0]!.id));
  expect(resend.status).toBe(409);
  expect(resend.body.content.message).toMatch(/deadline has passed/);
  await worker.runUntilIdle();
  expect(received.length).toBe(before);
});

test('a message still waiting when the deadline passes is not sent with a deadline in the past', async () => {
  const before = received.length;
  const { classId } = await classWithQuiz('Unused too', ['hedy@school.example']);
  const { id: quizId } = await quizEnding('Closing soon', 60 * 60_000);
  const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
  expect(added.status).toBe(200);
  t.clock.advance(2 * 60 * 60_000);
  await worker.runUntilIdle();
  expect(received.length).toBe(before);
  expect((await assignmentsOf(quizId)).map((r) => r.mail_state)).toEqual(['not_sent']);
  // Two hours on, the console's session has ended: the next tests sign in again.
  cs = bearer(await t.signIn('cs@demo.test'));
});

test("a message is written in the student's language once their page started a quiz, else in the teacher's", async () => {
  await t.db.updateTable('users').set({ language: 'de' }).where('email', '=', 'cs@demo.test').execute();
  try {
    const before = received.length;
    const { classId, quizId } = await classWithQuiz('Zellbiologie', ['ines@school.example']);
    const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    expect(added.status).toBe(200);
    await worker.runUntilIdle();
    await receivedCount(before + 1);
    const german = received.at(-1)!;
    expect(german.subject).toBe('Ihr Quiz: Zellbiologie');
    expect(german.text).toContain('Öffnen Sie es mit Ihrem persönlichen Link:');
    // The deadline in German's own short form, still in UTC.
    expect(german.text).toContain('Frist: 06.05.31, 15:30 UTC');
    expect(german.html).toContain('<strong>Zellbiologie</strong>');

    // The student's page was in French when they started: what they are sent next is in French.
    await t.db.updateTable('classes').set({ published: true }).where('id', '=', classId).execute();
    const [row] = await assignmentsOf(quizId);
    const started = await call(t.app, {
      method: 'POST',
      url: TAKE_PATHS.start(row!.token!),
      payload: { language: 'fr' },
    });
    expect(started.status).toBe(200);
    const { id: nextQuiz } = await quizEnding('Optique', 24 * 60 * 60_000);
    await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [nextQuiz], classIds: [classId] });
    await worker.runUntilIdle();
    await receivedCount(before + 2);
    const french = received.at(-1)!;
    expect(french.subject).toBe('Votre quiz : Optique');
    expect(french.text).toContain('Ouvrez-le avec votre lien personnel :');

    // A language the page does not offer is refused, and nothing is stored.
    const odd = await call(t.app, {
      method: 'POST',
      url: TAKE_PATHS.start(row!.token!),
      payload: { language: 'xx' },
    });
    expect(odd.status).toBe(400);
  } finally {
    await t.db.updateTable('users').set({ language: null }).where('email', '=', 'cs@demo.test').execute();
  }
});

/** The mail jobs of an assignment, as the queue holds them. */
const mailJobsOf = (assignmentId: number) =>
  t.db
    .selectFrom('jobs')
    .select(['status', 'attempts'])
    .where('kind', '=', 'assignment.mail')
    .where(sql<string>`payload->>'assignmentId'`, '=', String(assignmentId))
    .execute();

const HOUR = 60 * 60_000;

test('a mailbox the mail server refuses for good (550) is not tried again', async () => {
  const { classId, quizId } = await classWithQuiz('Refused once', [BOUNCING]);
  await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
  await worker.runUntilIdle();
  const [row] = await assignmentsOf(quizId);
  expect(row!.mail_state).toBe('failed');
  t.clock.advance(2 * HOUR);
  await worker.runUntilIdle();
  expect(await mailJobsOf(row!.id)).toEqual([{ status: 'failed', attempts: 1 }]);
});

test('with the mail server down, a message waits for hours and goes once it is back', async () => {
  // A port nothing listens on: the mail server is down.
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const down = createServerWorker(t.db, { ...t.config, smtpUrl: `smtp://127.0.0.1:${closed}` }, t.clock.now);
  try {
    // Signed in again: the clock moved on by hours since.
    cs = bearer(await t.signIn('cs@demo.test'));
    const before = received.length;
    const { classId, quizId } = await classWithQuiz('Waits for the server', ['patient@school.example']);
    const added = await api('POST', CLASS_PATHS.addQuizzes, { quizzesIds: [quizId], classIds: [classId] });
    expect(added.status).toBe(200);
    const [row] = await assignmentsOf(quizId);
    // Six attempts over about three hours, each refused: still waiting, not failed for good.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await down.runUntilIdle();
      expect(await mailJobsOf(row!.id)).toEqual([{ status: 'pending', attempts: attempt }]);
      t.clock.advance(HOUR);
    }
    expect((await assignmentsOf(quizId))[0]!.mail_state).toBe('failed');
    // The server is back: the next attempt sends it.
    await worker.runUntilIdle();
    await receivedCount(before + 1);
    expect(received.at(-1)!.to).toBeDefined();
    expect((await assignmentsOf(quizId))[0]!.mail_state).toBe('sent');
    expect(await mailJobsOf(row!.id)).toEqual([{ status: 'done', attempts: 7 }]);
  } finally {
    await down.close();
  }
});
