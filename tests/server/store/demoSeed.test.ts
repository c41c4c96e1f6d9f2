/**
 * The demo as a newcomer meets it on the first start (the whole seed on a fresh store): the instructor's account can
 * try the teaching loop (an active subscription; a class whose students took one of its quizzes, so Student links,
 * Results, question statistics and the dashboard show real figures dated from the day of seeding), an ended trial
 * is shown by an account of its own, the publisher's desk has articles in every status (ADR 314), and a second
 * start seeds nothing twice, nor do two starts at once (on PGlite and, with TEST_DATABASE_URL, on PostgreSQL in a
 * database of its own, dropped after).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { DASHBOARD_PATHS, type Dashboard } from '../../../src/api/dashboard/dashboardContract';
import { PUBLISH_PATHS } from '../../../src/api/publish/publishContract';
import { ARTICLE_PUBLISH_JOB } from '../../../server/jobs/articlePublish';
import { FEATURED_AUTHORS } from '../../../server/seed/content/deskArticleSeeds';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { STATISTICS_PATHS } from '../../../src/api/quiz/results/statisticsContract';
import { TAKE_PATHS, type AssignmentLink, type TakeSession } from '../../../src/api/take/takeContract';
import { DEADLINE_MESSAGES } from '../../../src/domain/quiz/deadline';
import type { QuizStatistics } from '../../../src/domain/quiz/results/quizStatistics';
import { linkStateLabel } from '../../../src/domain/take/assignments';
import { createDb, IN_MEMORY } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrator';
import { seedAccounts } from '../../../server/seed/accounts';
import { seedClasses } from '../../../server/seed/classes';
import { seedContent } from '../../../server/seed/content';
import { DEMO_CLASSES } from '../../../server/seed/demoClasses';
import { seedDatabase } from '../../../server/seed/index';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const INSTRUCTOR = 'cs@demo.test';
const TRIAL = 'trial@demo.test';
const CLASS_TITLE = 'Biology 101: Cells and Genetics';
const DAY_MS = 86_400_000;

let t: TestApp;
let now: Date;
const auth = new Map<string, { authorization: string }>();

async function as(email: string) {
  if (!auth.has(email)) auth.set(email, bearer(await t.signIn(email)));
  return auth.get(email)!;
}

async function get<T>(email: string, url: string): Promise<T> {
  const response = await call(t.app, { url, headers: await as(email) });
  expect(response.status, `GET ${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.content as T;
}

/** The instructor's class the seed builds the teaching loop on, and the quiz its students took. */
async function teachingLoop() {
  const klass = await t.db
    .selectFrom('classes as c')
    .innerJoin('users as u', 'u.id', 'c.owner_user_id')
    .select('c.id')
    .where('u.email', '=', INSTRUCTOR)
    .where('c.title', '=', CLASS_TITLE)
    .executeTakeFirstOrThrow();
  const taken = await t.db
    .selectFrom('quiz_assignments as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select(['q.id', 'q.title'])
    .where('a.class_id', '=', klass.id)
    .where('a.submit_at', 'is not', null)
    .groupBy(['q.id', 'q.title'])
    .executeTakeFirst();
  return { classId: klass.id, quiz: taken };
}

async function links(classId: number, quizId: number) {
  return (
    await get<{ result: AssignmentLink[] }>(INSTRUCTOR, CLASS_PATHS.quizLinks(classId, quizId))
  ).result.map((link) => ({ ...link, label: linkStateLabel(link.state, link.openedAt) }));
}

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock.now();
  await seedDatabase(t.db, t.config, now);
}, 180_000);
afterAll(() => t.close());

test('the instructor has an active subscription: a deadline within it is saved, with no trial message', async () => {
  const profile = await get<{ subscriptionEndsAt: string | null }>(INSTRUCTOR, '/api/admin/profile');
  expect(new Date(profile.subscriptionEndsAt!).getTime()).toBeGreaterThan(now.getTime() + 300 * DAY_MS);
  const { quiz } = await teachingLoop();
  expect(quiz).toBeDefined();
  const response = await call(t.app, {
    method: 'POST',
    url: RESULTS_PATHS.setEndDate(quiz!.id),
    headers: await as(INSTRUCTOR),
    payload: { end_date: new Date(now.getTime() + 6 * DAY_MS).toISOString() },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
});

test('the ended trial has an account of its own, whose quiz keeps its deadline', async () => {
  const profile = await get<{ subscriptionEndsAt: string | null }>(TRIAL, '/api/admin/profile');
  expect(new Date(profile.subscriptionEndsAt!).getTime()).toBeLessThan(now.getTime());
  const mine = await call(t.app, {
    method: 'POST',
    url: '/api/admin/quiz/user_quiz_list',
    headers: await as(TRIAL),
    payload: { navigation: { page: 1, itemsOnPage: 20 }, filter: [], sort: [] },
  });
  const quizzes = mine.body.content.result as { id: number }[];
  expect(quizzes.length).toBeGreaterThan(0);
  const refused = await call(t.app, {
    method: 'POST',
    url: RESULTS_PATHS.setEndDate(quizzes[0]!.id),
    headers: await as(TRIAL),
    payload: { end_date: new Date(now.getTime() + DAY_MS).toISOString() },
  });
  expect(refused.status).toBe(403);
  expect(refused.body.content.message).toBe(DEADLINE_MESSAGES.trialExpired);
});

test('the class’s Student links show students who submitted, submitted late, are in progress or have not started', async () => {
  const { classId, quiz } = await teachingLoop();
  const rows = await links(classId, quiz!.id);
  const labels = rows.map((row) => row.label);
  expect(labels.filter((label) => label === 'Submitted').length).toBeGreaterThanOrEqual(5);
  expect(labels).toContain('In progress');
  expect(labels).toContain('Not started');
  expect(labels).toContain('Opened');

  const sessions = await Promise.all(
    rows
      .filter((row) => row.label === 'Submitted')
      .map(async (row) => {
        const token = new URL(row.link).pathname.split('/').pop()!;
        const response = await call(t.app, { url: TAKE_PATHS.session(token) });
        return response.body.content as TakeSession;
      }),
  );
  const late = sessions.filter((session) => session.outcome?.late);
  expect(late).toHaveLength(1);
  expect(sessions.filter((session) => session.outcome && !session.outcome.late).length).toBeGreaterThan(4);
});

test('Results and question statistics show the submitted attempts with varied scores and times', async () => {
  const { quiz } = await teachingLoop();
  const results = await get<{
    distributedTo: number;
    completedBy: number;
    assignments: { percentage: number; submitAt: string | null }[];
  }>(INSTRUCTOR, RESULTS_PATHS.assignments(quiz!.id));
  expect(results.distributedTo).toBeGreaterThanOrEqual(9);
  expect(results.completedBy).toBeGreaterThanOrEqual(6);
  expect(results.completedBy).toBeLessThan(results.distributedTo);
  const percentages = results.assignments.filter((a) => a.submitAt).map((a) => a.percentage);
  expect(new Set(percentages).size).toBeGreaterThanOrEqual(4);

  const statistics = await get<QuizStatistics>(INSTRUCTOR, STATISTICS_PATHS.statistics(quiz!.id));
  expect(statistics.attempts).toBe(results.completedBy);
  expect(statistics.questions.length).toBeGreaterThan(3);
  for (const question of statistics.questions) {
    expect(question.attempts).toBe(results.completedBy);
    expect(question.medianTimeMs).toBeGreaterThan(0);
    expect(question.discrimination).not.toBeNull();
  }
  expect(statistics.questions.some((q) => q.correct > 0 && q.correct < q.attempts)).toBe(true);
});

test('the dashboard counts the week: results waiting, attempts on several days, score bands and the deadline', async () => {
  const { quiz } = await teachingLoop();
  const { own } = await get<Dashboard>(INSTRUCTOR, DASHBOARD_PATHS.dashboard);
  expect(own!.students).toBeGreaterThanOrEqual(9);
  expect(own!.resultsWaiting).toBeGreaterThan(0);
  expect(own!.waitingByQuiz.map((row) => row.quizId)).toContain(quiz!.id);
  expect(own!.attemptsPerDay.length).toBeGreaterThanOrEqual(4);
  expect(own!.scoreBands.length).toBeGreaterThanOrEqual(3);
  expect(own!.deadlinesThisWeek).toContainEqual(
    expect.objectContaining({ quizId: quiz!.id, classTitle: CLASS_TITLE }),
  );
});

test('everything is dated from the day of seeding', async () => {
  const { classId, quiz } = await teachingLoop();
  const klass = await get<{ startDate: string | null; endDate: string | null }>(
    INSTRUCTOR,
    CLASS_PATHS.one(classId),
  );
  const today = now.toISOString().slice(0, 10);
  expect(klass.startDate! < today && today < klass.endDate!).toBe(true);
  const submitted = (await links(classId, quiz!.id)).flatMap((row) =>
    row.submittedAt ? [new Date(row.submittedAt).getTime()] : [],
  );
  for (const time of submitted) {
    expect(time).toBeLessThanOrEqual(now.getTime());
    expect(time).toBeGreaterThan(now.getTime() - 14 * DAY_MS);
  }
});

test('the publisher’s desk has articles in every status, one scheduled minutes ahead, and authors with several articles', async () => {
  const answer = await call(t.app, {
    method: 'POST',
    url: PUBLISH_PATHS.list,
    headers: await as('publish@demo.test'),
    payload: { statuses: ['draft', 'in_review', 'scheduled', 'unpublished'] },
  });
  const rows = answer.body.content.result as { id: number; status: string; scheduledAt: string | null }[];
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  expect([count('draft'), count('in_review'), count('scheduled'), count('unpublished')]).toEqual([
    2, 2, 1, 1,
  ]);
  const scheduled = rows.find((row) => row.status === 'scheduled')!;
  expect(new Date(scheduled.scheduledAt!).getTime() - now.getTime()).toBe(5 * 60_000);
  const job = await t.db
    .selectFrom('jobs')
    .select(['run_at', 'payload', 'status'])
    .where('kind', '=', ARTICLE_PUBLISH_JOB)
    .executeTakeFirstOrThrow();
  expect(job).toEqual({
    run_at: new Date(scheduled.scheduledAt!),
    payload: { articleId: scheduled.id, at: scheduled.scheduledAt },
    status: 'pending',
  });
  for (const author of FEATURED_AUTHORS) {
    const { n } = await t.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'published')
      .where(sql<boolean>`authors @> ${JSON.stringify([{ name: author.name }])}::jsonb`)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(4);
  }
});

test('a second start seeds nothing twice', async () => {
  const tables = [
    'users',
    'user_subscriptions',
    'classes',
    'class_students',
    'class_quizzes',
    'quizzes',
    'quiz_assignments',
    'assignment_answers',
    'quiz_snapshots',
  ] as const;
  const counts = async () =>
    Promise.all(
      tables.map(async (table) =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
  const before = await counts();
  await seedDatabase(t.db, t.config, new Date(now.getTime() + DAY_MS));
  expect(await counts()).toEqual(before);
});

/** A fresh store opened twice, as two starting processes open it: PGlite (one store), or PostgreSQL (two pools). */
type OpenTwice = () => Promise<{ first: Kysely<Database>; second: Kysely<Database>; close(): Promise<void> }>;

const pgUrl = process.env.TEST_DATABASE_URL;
const stores: [string, OpenTwice][] = [
  [
    'PGlite',
    async () => {
      const db = createDb({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
      return { first: db, second: db, close: () => db.destroy() };
    },
  ],
];
if (pgUrl)
  stores.push([
    'PostgreSQL',
    async () => {
      const name = `console_demo_seed_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      const open = () => createDb({ databaseUrl: url.toString(), pgliteDir: '' });
      const [first, second] = [open(), open()];
      return {
        first,
        second,
        async close() {
          await Promise.all([first.destroy(), second.destroy()]);
          // Dropped once both pools have let their connections go.
          await vi.waitFor(
            async () => {
              const { rows } = await admin.query(
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
                [name],
              );
              expect(rows[0].n).toBe(0);
            },
            { timeout: 10_000 },
          );
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          await admin.end();
        },
      };
    },
  ]);
else
  console.warn(
    'demoSeed.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset (bash scripts/postgres.sh)',
  );

describe.each(stores)('on %s', (_store, openTwice) => {
  test('two starts seeding the classes at once write them and their attempts once', async () => {
    const { first, second, close } = await openTwice();
    try {
      await migrateToLatest(first);
      await seedAccounts(first, t.config);
      await seedContent(first, { storageDir: t.config.storageDir, now });
      await Promise.all([
        seedClasses(first, t.config.storageDir, now),
        seedClasses(second, t.config.storageDir, now),
      ]);
      const count = async (table: 'classes' | 'quiz_assignments' | 'assignment_answers') =>
        Number(
          (
            await first
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('classes')).toBe(DEMO_CLASSES.length);
      const submitted = await first
        .selectFrom('quiz_assignments')
        .select('user_email')
        .where('submit_at', 'is not', null)
        .where('class_id', 'is not', null)
        .execute();
      expect(submitted).toHaveLength(7);
    } finally {
      await close();
    }
  }, 180_000);
});
