import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Token } from '../../../../src/domain/session/session';
import { DEADLINE_MESSAGES } from '../../../../src/domain/quiz/deadline';
import { RESULTS_CSV_HEADER, WATCHED_CSV_HEADER } from '../../../../src/domain/quiz/results/results';
import { seedContent } from '../../../../server/seed/content';
import { seedResults } from '../../../../server/seed/results';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { parseCsv } from './parseCsv';

let t: TestApp;
let storageDir: string;
const tokens = new Map<string, Token>();

async function as(email: string) {
  if (!tokens.has(email)) tokens.set(email, await t.signIn(email));
  return bearer(tokens.get(email)!);
}

async function quizId(title: string): Promise<number> {
  const row = await t.db
    .selectFrom('quizzes')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

const CORPORATE_QUIZ = 'Week 3: Cellular Respiration Check-in';
/** The quiz of trial@demo.test, whose trial ended five days before seeding (ADR 190). */
const TRIAL_QUIZ = 'Cancer Biology Journal Club Quiz';
const ADMIN_QUIZ = 'Acid-Base Titration Pre-Lab Quiz';

beforeAll(async () => {
  t = await createTestApp();
  storageDir = await mkdtemp(join(tmpdir(), 'results-seed-'));
  await seedContent(t.db, { storageDir, now: t.clock.now() });
  await seedResults(t.db, t.clock.now());
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('GET user_quiz/{id}/assign', () => {
  test('a super admin reads the assignments with score = question count × progress / 100', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const { status, body } = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${id}/assign`,
      headers: await as('super@demo.test'),
    });
    expect(status).toBe(200);
    const results = body.content;
    expect(results.quiz.title).toBe(CORPORATE_QUIZ);
    expect(results.distributedTo).toBe(6);
    expect(results.completedBy).toBe(5);
    expect(results.assignments).toHaveLength(6);
    const count = results.quiz.questionCount as number;
    expect(count).toBeGreaterThan(0);
    for (const a of results.assignments) {
      if (a.submitAt === null) expect(a.score).toBe(0);
      else expect(a.score).toBe(Math.round((count * a.progress) / 100));
    }
    expect(results.quiz.owner.email).toBe('corporate@demo.test');
    expect(results.quizzes.map((q: { title: string }) => q.title)).toContain(CORPORATE_QUIZ);
    expect(results.questions).toHaveLength(count);
    const answered = results.questions.reduce((sum: number, q: { answered: number }) => sum + q.answered, 0);
    expect(answered).toBe(5 * count);
  });

  test('format=csv: UTF-8 with a byte-order mark, named with the title and day, numbers as numbers', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const response = await t.app.inject({
      url: `/api/admin/quiz/user_quiz/${id}/assign?format=csv&tz=America/New_York`,
      headers: await as('super@demo.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const day = t.clock.now().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const fileName = `${CORPORATE_QUIZ.replace(':', '')} ${day}.csv`;
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(response.body);
    expect(header!.slice(0, RESULTS_CSV_HEADER.length)).toEqual([
      'Email',
      'First name',
      'Last name',
      'State',
      'Score',
      'Maximum',
      'Percentage',
      'Date Submitted (America/New_York)',
      'Date Submitted (ISO 8601)',
    ]);
    expect(rows).toHaveLength(6);
    const submitted = rows.filter((row) => row[8] !== '');
    expect(submitted).toHaveLength(5);
    for (const row of submitted) {
      expect(['Submitted', 'Late', 'Needs grading']).toContain(row[3]);
      expect(row[4]).toMatch(/^\d+(\.\d+)?$/);
      expect(row[6]).toMatch(/^\d+(\.\d+)?$/);
      expect(row[7]).toBe(
        new Date(row[8]!).toLocaleString('sv-SE', { timeZone: 'America/New_York' }).slice(0, 16),
      );
      // One column per question with its points, then what was watched of the quiz's video (ADR 329).
      const points = row.slice(RESULTS_CSV_HEADER.length, -WATCHED_CSV_HEADER.length);
      expect(header!.slice(-WATCHED_CSV_HEADER.length)).toEqual([...WATCHED_CSV_HEADER]);
      expect(points.length).toBeGreaterThan(0);
      expect(points.every((cell) => /^\d+(\.\d+)?$/.test(cell))).toBe(true);
      expect(points.reduce((sum, cell) => sum + Number(cell), 0)).toBe(Number(row[4]));
    }
    expect(rows.filter((row) => row[8] === '').map((row) => row[3])).toHaveLength(1);
  });

  test('each student has a state in the words of Student links; a bad time zone is refused', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const headers = await as('super@demo.test');
    const { body } = await call(t.app, { url: `/api/admin/quiz/user_quiz/${id}/assign`, headers });
    const states: string[] = body.content.assignments.map((a: { state: string }) => a.state);
    expect(states).toHaveLength(6);
    expect(states.filter((s) => ['submitted', 'late', 'needs_grading'].includes(s))).toHaveLength(5);
    const bad = await call(t.app, { url: `/api/admin/quiz/user_quiz/${id}/assign?tz=a%20b`, headers });
    expect(bad.status).toBe(400);
  });

  test('owners read their own quiz; other customers see it as missing; a publish user has no quiz area', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const url = `/api/admin/quiz/user_quiz/${id}/assign`;
    expect((await call(t.app, { url, headers: await as('corporate@demo.test') })).status).toBe(200);
    const hidden = await t.app.inject({ url, headers: await as('admin@demo.test') });
    const missing = await t.app.inject({
      url: '/api/admin/quiz/user_quiz/999999/assign',
      headers: await as('admin@demo.test'),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    expect((await call(t.app, { url, headers: await as('publish@demo.test') })).status).toBe(403);
    expect((await call(t.app, { url })).status).toBe(401);
  });

  test('an admin quiz or an unknown id is not a customer quiz', async () => {
    const admin = await quizId('Laboratory Safety Essentials');
    const headers = await as('super@demo.test');
    expect((await call(t.app, { url: `/api/admin/quiz/user_quiz/${admin}/assign`, headers })).status).toBe(
      404,
    );
    expect((await call(t.app, { url: '/api/admin/quiz/user_quiz/999999/assign', headers })).status).toBe(404);
    expect((await call(t.app, { url: '/api/admin/quiz/user_quiz/abc/assign', headers })).status).toBe(400);
  });
});

describe('GET user_quiz/{id}/statistics on the seeded results', () => {
  test('the seeded submissions give every question a facility, option picks and a median time', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const { status, body } = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${id}/statistics`,
      headers: await as('corporate@demo.test'),
    });
    expect(status).toBe(200);
    const stats = body.content;
    expect(stats.attempts).toBe(5);
    expect(stats.distribution.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(5);
    expect(stats.questions.length).toBeGreaterThan(0);
    for (const question of stats.questions) {
      expect(question.attempts).toBe(5);
      expect(question.medianTimeMs).toBeGreaterThan(0);
      const picks = question.options.reduce((sum: number, o: { picks: number }) => sum + o.picks, 0);
      expect(picks + question.unanswered).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('GET assign/{id}', () => {
  test("a student's result lists each question with the answer given and the right one", async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const list = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${id}/assign`,
      headers: await as('super@demo.test'),
    });
    const submitted = list.body.content.assignments.find(
      (a: { submitAt: string | null; progress: number }) => a.submitAt !== null && a.progress < 100,
    );
    const { status, body } = await call(t.app, {
      url: `/api/admin/quiz/assign/${submitted.id}`,
      headers: await as('super@demo.test'),
    });
    expect(status).toBe(200);
    const result = body.content;
    expect(result.assignedUser).toBe(submitted.email);
    expect(result.title).toBe(CORPORATE_QUIZ);
    expect(result.score).toBe(submitted.score);
    expect(result.rightAnswers).toBe(
      result.questions.filter((q: { isCorrectAnswer: boolean }) => q.isCorrectAnswer).length,
    );
    expect(result.rightAnswers).toBeLessThan(result.questions.length);
    for (const q of result.questions) {
      expect(q.userAnswer.length).toBeGreaterThan(0);
      expect(q.isCorrectAnswer).toBe(q.userAnswer === q.correctAnswer);
      expect(q.isCorrectAnswer).toBe(
        JSON.stringify(q.userIndexAnswer) === JSON.stringify(q.correctIndexAnswer),
      );
    }
  });

  test('another customer cannot read a student result of a quiz they do not own', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const row = await t.db
      .selectFrom('quiz_assignments')
      .select('id')
      .where('quiz_id', '=', id)
      .executeTakeFirstOrThrow();
    const url = `/api/admin/quiz/assign/${row.id}`;
    expect((await call(t.app, { url, headers: await as('cs@demo.test') })).status).toBe(404);
    expect((await call(t.app, { url, headers: await as('corporate@demo.test') })).status).toBe(200);
  });
});

describe('POST set_end_date/{id}', () => {
  const post = async (id: number, email: string, end_date: string | null) =>
    call(t.app, {
      method: 'POST',
      url: `/api/admin/quiz/set_end_date/${id}`,
      headers: await as(email),
      payload: { end_date },
    });

  test('a future deadline is stored as sent', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const at = new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString();
    const { status, body } = await post(id, 'super@demo.test', at);
    expect(status).toBe(200);
    expect(body.content.endDate).toBe(at);
    const row = await t.db.selectFrom('quizzes').select('end_date').where('id', '=', id).executeTakeFirst();
    expect(row?.end_date?.toISOString()).toBe(at);
  });

  test('a time earlier than now becomes the next half-hour after now plus one minute', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const now = t.clock.now();
    const { status, body } = await post(
      id,
      'corporate@demo.test',
      new Date(now.getTime() - 3_600_000).toISOString(),
    );
    expect(status).toBe(200);
    const stored = new Date(body.content.endDate as string);
    expect(stored.getTime()).toBeGreaterThan(now.getTime());
    expect(stored.getTime() - now.getTime()).toBeLessThanOrEqual(31 * 60_000);
    expect(stored.getTime() % (30 * 60_000)).toBe(0);
  });

  test('blank means students may participate indefinitely', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    const { status, body } = await post(id, 'super@demo.test', null);
    expect(status).toBe(200);
    expect(body.content.endDate).toBeNull();
  });

  test('a deadline beyond the owner’s trial end is refused with the SPEC message', async () => {
    const id = await quizId(ADMIN_QUIZ);
    const far = new Date(t.clock.now().getTime() + 400 * 86_400_000).toISOString();
    const { status, body } = await post(id, 'super@demo.test', far);
    expect(status).toBe(400);
    expect(body.content.message).toBe(DEADLINE_MESSAGES.beyondSubscription);
  });

  test('after the owner’s trial has ended the deadline cannot change', async () => {
    const id = await quizId(TRIAL_QUIZ);
    const soon = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const { status, body } = await post(id, 'trial@demo.test', soon);
    expect(status).toBe(403);
    expect(body.content.message).toBe(DEADLINE_MESSAGES.trialExpired);
  });

  test('only super admins and the owner may set it; the body is validated', async () => {
    const id = await quizId(CORPORATE_QUIZ);
    expect((await post(id, 'admin@demo.test', null)).status).toBe(404);
    // Shared with them, the quiz is seen, but its deadline is still not theirs to set.
    await t.db.insertInto('quiz_shares').values({ quiz_id: id, user_email: 'admin@demo.test' }).execute();
    expect((await post(id, 'admin@demo.test', null)).status).toBe(403);
    expect((await post(id, 'super@demo.test', 'tomorrow')).status).toBe(400);
  });
});
