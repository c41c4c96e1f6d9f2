/**
 * The dashboard's figures (ADRs 176–178), on PGlite and on PostgreSQL (TEST_DATABASE_URL; a database of its own,
 * dropped after): every figure counts rows made through the API or the repositories during the test, and one
 * instructor's work never shows on another's dashboard.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import {
  DASHBOARD_PATHS,
  DashboardSchema,
  type Dashboard,
} from '../../../src/api/dashboard/dashboardContract';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { SPONSOR_PATHS } from '../../../src/api/sponsors/sponsorsContract';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { JOB_KINDS } from '../../../server/jobs/rebuildJobs';
import { setProcessStatus } from '../../../server/jobs/rebuildSectionQuiz';
import { enqueueJob } from '../../../server/repositories/shared/jobs';
import { assign, createQuiz, insertClip, questionsOfQuiz, take } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const OWNER = 'corporate@demo.test';
const OTHER = 'cs@demo.test';
const DAY_MS = 86_400_000;

const pgUrl = process.env.TEST_DATABASE_URL;
const stores: [string, (() => Promise<{ db: Kysely<Database>; drop: () => Promise<void> }>) | null][] = [
  ['PGlite', null],
];
if (pgUrl) {
  stores.push([
    'PostgreSQL',
    async () => {
      const name = `console_dashboard_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      return {
        db: createDb({ databaseUrl: url.toString(), pgliteDir: '' }),
        drop: async () => {
          // The app's pool and listener close as the app does; drop once the server has let them go.
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
} else {
  console.warn(
    'dashboard.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset (bash scripts/postgres.sh)',
  );
}

describe.each(stores)('on %s', (_store, openStore) => {
  let t: TestApp;
  let drop: (() => Promise<void>) | undefined;
  let clipId: number;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const store = openStore ? await openStore() : undefined;
    drop = store?.drop;
    t = await createTestApp(store ? { db: store.db } : { store: 'pglite' });
    clipId = await insertClip(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await drop?.();
  });

  async function tokenOf(email: string) {
    if (!tokens.has(email)) tokens.set(email, (await t.signIn(email)).accessToken);
    return tokens.get(email)!;
  }
  async function dashboardOf(email: string): Promise<Dashboard> {
    const response = await call(t.app, {
      method: 'GET',
      url: DASHBOARD_PATHS.dashboard,
      headers: bearer(await tokenOf(email)),
    });
    expect(response.status).toBe(200);
    return DashboardSchema.parse(response.body.content);
  }
  async function createClass(email: string, title: string, students: string[]) {
    const created = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.list,
      headers: bearer(await tokenOf(email)),
      payload: { title },
    });
    expect(created.status).toBe(200);
    const id = created.body.content.id as number;
    const invited = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.invite(id),
      headers: bearer(await tokenOf(email)),
      payload: { emails: students },
    });
    expect(invited.status).toBe(200);
    return id;
  }
  async function setDeadline(email: string, quizId: number, at: Date) {
    const response = await call(t.app, {
      method: 'POST',
      url: RESULTS_PATHS.setEndDate(quizId),
      headers: bearer(await tokenOf(email)),
      payload: { end_date: at.toISOString() },
    });
    expect(response.status).toBe(200);
  }

  test('an instructor sees their own quizzes, classes and students counted, and no one else sees them', async () => {
    const before = await dashboardOf(OWNER);
    const otherBefore = await dashboardOf(OTHER);

    await createQuiz(t, clipId, { title: 'Counted quiz' });
    await createClass(OWNER, 'Biology 101', ['ann@school.test', 'bob@school.test']);
    await createClass(OWNER, 'Biology 102', ['ann@school.test', 'cy@school.test']);

    const after = await dashboardOf(OWNER);
    expect(after.own!.quizzes).toBe(before.own!.quizzes + 1);
    expect(after.own!.classes).toBe(before.own!.classes + 2);
    // Ann is in both classes: one student.
    expect(after.own!.students).toBe(before.own!.students + 3);
    expect(await dashboardOf(OTHER)).toEqual({ ...otherBefore, countedAt: expect.any(String) });
  });

  test('deadlines of the next 7 days are listed with their class; later ones and other owners’ are not', async () => {
    const soon = await createQuiz(t, clipId, { title: 'Due on Friday' });
    const later = await createQuiz(t, clipId, { title: 'Due next month' });
    const classId = await createClass(OWNER, 'Chemistry', ['dee@school.test']);
    const added = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.addQuizzes,
      headers: bearer(await tokenOf(OWNER)),
      payload: { quizzesIds: [soon.id, later.id], classIds: [classId] },
    });
    expect(added.status).toBe(200);
    const now = t.clock.now().getTime();
    await setDeadline(OWNER, soon.id, new Date(now + 3 * DAY_MS));
    await setDeadline(OWNER, later.id, new Date(now + 30 * DAY_MS));

    const deadlines = (await dashboardOf(OWNER)).own!.deadlinesThisWeek;
    expect(deadlines).toContainEqual(
      expect.objectContaining({
        classId,
        classTitle: 'Chemistry',
        quizId: soon.id,
        quizTitle: 'Due on Friday',
      }),
    );
    expect(deadlines.map((d) => d.quizId)).not.toContain(later.id);
    expect((await dashboardOf(OTHER)).own!.deadlinesThisWeek.map((d) => d.quizId)).not.toContain(soon.id);
  });

  test('a submitted attempt counts as a result waiting, on the attempts chart and in the score bands', async () => {
    const before = await dashboardOf(OWNER);
    const otherBefore = await dashboardOf(OTHER);
    const quiz = await createQuiz(t, clipId, { title: 'Submitted one' });
    const { token } = await assign(t, quiz.id, 'eve@school.test');
    const q = questionsOfQuiz(quiz);
    expect((await take(t).start(token)).status).toBe(200);
    expect((await take(t).answer(token, q.atp.id, [q.mitochondrion])).status).toBe(200);
    expect((await take(t).submit(token)).status).toBe(200);

    const after = (await dashboardOf(OWNER)).own!;
    expect(after.resultsWaiting).toBe(before.own!.resultsWaiting + 1);
    expect(after.waitingByQuiz).toContainEqual({ quizId: quiz.id, quizTitle: 'Submitted one', count: 1 });
    const today = t.clock.now().toISOString().slice(0, 10);
    const countToday = (d: Dashboard['own']) =>
      d!.attemptsPerDay.find((row) => row.day === today)?.count ?? 0;
    expect(countToday(after)).toBe(countToday(before.own) + 1);
    const total = (d: Dashboard['own']) => d!.scoreBands.reduce((sum, band) => sum + band.count, 0);
    expect(total(after)).toBe(total(before.own) + 1);
    // One of two questions right: the 50–59 % band.
    expect(after.scoreBands.find((band) => band.from === 50)?.count).toBeGreaterThanOrEqual(1);

    expect((await dashboardOf(OTHER)).own!.resultsWaiting).toBe(otherBefore.own!.resultsWaiting);
    // Eight days later it no longer waits (signed in again: the earlier tokens have expired by then).
    t.clock.advance(8 * DAY_MS);
    tokens.clear();
    expect((await dashboardOf(OWNER)).own!.resultsWaiting).toBe(before.own!.resultsWaiting);
  });

  test('a super admin sees quizzes being processed, the rebuild jobs and sponsors without a logo', async () => {
    const before = await dashboardOf('super@demo.test');
    expect(before.processing).not.toBeNull();
    const quiz = await createQuiz(t, clipId, { title: 'Being rebuilt' });
    await setProcessStatus(t.db, [quiz.id], 0);
    const jobId = await enqueueJob(t.db, JOB_KINDS.rebuildQuiz, { quizId: quiz.id }, t.clock.now());
    const sponsor = await call(t.app, {
      method: 'POST',
      url: SPONSOR_PATHS.create,
      headers: bearer(await tokenOf('super@demo.test')),
      payload: { companyName: 'No Logo Inc', companyUrl: 'https://nologo.test' },
    });
    expect(sponsor.status).toBe(200);

    const after = await dashboardOf('super@demo.test');
    expect(after.processing!.quizzesProcessing).toBe(before.processing!.quizzesProcessing + 1);
    expect(after.processing!.jobsQueued).toBe(before.processing!.jobsQueued + 1);
    expect(after.processing!.recentJobs[0]).toMatchObject({
      id: jobId,
      status: 'pending',
      quizId: quiz.id,
      quizTitle: 'Being rebuilt',
    });
    expect(after.sponsorsWithoutLogo).toBe(before.sponsorsWithoutLogo! + 1);
  });

  test('each role gets only its sections: publish has no figures, corporate no library, cs no sponsors', async () => {
    const publish = await dashboardOf('publish@demo.test');
    expect(publish).toMatchObject({ own: null, processing: null, sponsorsWithoutLogo: null, publish: true });
    const corporate = await dashboardOf(OWNER);
    expect(corporate.processing).toBeNull();
    expect(corporate.sponsorsWithoutLogo).not.toBeNull();
    const cs = await dashboardOf(OTHER);
    expect(cs).toMatchObject({ processing: null, sponsorsWithoutLogo: null, publish: false });
    expect(cs.own).not.toBeNull();
  });

  test('without a valid token the dashboard answers 401, and stray input never a 5xx', async () => {
    expect((await call(t.app, { method: 'GET', url: DASHBOARD_PATHS.dashboard })).status).toBe(401);
    const odd = await call(t.app, {
      method: 'GET',
      url: `${DASHBOARD_PATHS.dashboard}?days=%00&x[]=1`,
      headers: bearer(await tokenOf(OWNER)),
    });
    expect(odd.status).toBe(200);
  });
});
