/**
 * A class's roster from its course platform (Names and Role Provisioning Services, ADR 385), against the platform
 * simulator: an instructor's launch naming the roster service ties the course to a class of theirs; a sync reads
 * every page of the membership list with a token granted the memberships scope and makes the active learners the
 * class's students under the identity a learner's launch has; members who leave the course leave the class when a
 * sync added them; a platform that fails changes nothing; two syncs at once give one roster. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set (a database of its own, dropped after).
 */
import { randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { LTI_ROSTER_PATHS } from '../../../src/api/lti/ltiRosterContract';
import { LTI_ROSTER_MESSAGES, NRPS_SCOPE } from '../../../src/domain/lti/ltiRoster';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { placeholderEmail } from '../../../server/lti/ltiAccounts';
import { SERVER_MESSAGES } from '../../../server/messages';
import { ltiBrowser, takeToken } from '../../support/ltiPlatform/ltiBrowser';
import {
  LIS_ROLES,
  startLtiPlatform,
  type CourseMember,
  type LtiPlatformSimulator,
} from '../../support/ltiPlatform/ltiPlatform';
import { createQuiz, insertClip } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const pgUrl = process.env.TEST_DATABASE_URL;
type OpenStore = () => Promise<{ db: Kysely<Database>; drop: () => Promise<void> }>;
const stores: [string, OpenStore | null][] = [['PGlite', null]];
if (pgUrl) {
  stores.push([
    'PostgreSQL',
    async () => {
      const name = `console_roster_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      return {
        db: createDb({ databaseUrl: url.toString(), pgliteDir: '' }),
        drop: async () => {
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
    'ltiRoster.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset (bash scripts/postgres.sh)',
  );
}

const learner = (sub: string, extra: Partial<CourseMember> = {}): CourseMember => ({
  user_id: sub,
  roles: [LIS_ROLES.learner],
  name: `Student ${sub}`,
  ...extra,
});

describe.each(stores)('on %s', (_store, openStore) => {
  let t: TestApp;
  let drop: (() => Promise<void>) | undefined;
  let lms: LtiPlatformSimulator;
  let tool: ReturnType<typeof ltiBrowser>;
  let platformId: number;
  let teacher: string;
  let classId: number;
  let quiz: Quiz;
  /** The custom parameters of the link Deep Linking made for `quiz`. */
  let custom: Record<string, string>;

  async function signedInBy(location: string): Promise<string> {
    const code = /#lti-code=([\w-]+)$/.exec(location)?.[1];
    const session = await call(t.app, { method: 'POST', url: AUTH_PATHS.handOver, payload: { code } });
    expect(session.status).toBe(200);
    return session.body.content.token.accessToken as string;
  }

  const sync = (token = teacher, id = classId) =>
    call(t.app, { method: 'POST', url: LTI_ROSTER_PATHS.sync(id), headers: bearer(token) });

  const studentsOf = async (id = classId) =>
    (
      await t.db
        .selectFrom('class_students')
        .select(['email', 'name'])
        .where('class_id', '=', id)
        .orderBy('email')
        .execute()
    ).map((row) => row.email);

  const address = (sub: string) => placeholderEmail({ id: platformId }, sub);

  beforeAll(async () => {
    const store = openStore ? await openStore() : undefined;
    drop = store?.drop;
    t = await createTestApp(store ? { db: store.db } : { store: 'pglite' });
    lms = await startLtiPlatform({
      now: t.clock.now,
      toolJwks: async () =>
        (await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.jwks })).json() as JSONWebKeySet,
    });
    tool = ltiBrowser(t.app, lms);
    const { id: institutionId } = await t.db
      .insertInto('institutions')
      .values({ title: 'Northwind College' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: bearer((await t.signIn('admin@demo.test')).accessToken),
      payload: {
        issuer: lms.issuer,
        clientId: lms.clientId,
        deploymentIds: [lms.deploymentId],
        jwksUrl: lms.jwksUrl,
        authUrl: lms.authUrl,
        tokenUrl: lms.tokenUrl,
        institutionId,
      },
    });
    expect(created.status).toBe(200);
    platformId = created.body.content.id;

    // The instructor comes from the course, which names its roster service, and chooses a quiz through Deep Linking.
    const deepLink = await tool.launch({
      sub: 'teacher-ada',
      messageType: 'LtiDeepLinkingRequest',
      nrps: true,
    });
    const location = String(deepLink.response.headers.location);
    const requestId = /^\/admin\/lti\/deep-link\/([\w-]+)#/.exec(location)![1]!;
    teacher = await signedInBy(location);
    const ada = await t.db
      .selectFrom('lti_users')
      .select('user_id')
      .where('platform_id', '=', platformId)
      .where('sub', '=', 'teacher-ada')
      .executeTakeFirstOrThrow();
    quiz = await createQuiz(t, await insertClip(t), { title: 'Respiration check' });
    await t.db.updateTable('quizzes').set({ owner_user_id: ada.user_id }).where('id', '=', quiz.id).execute();
    const answered = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.deepLink(requestId),
      headers: bearer(teacher),
      payload: { quizId: quiz.id },
    });
    expect(answered.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: answered.body.content.returnPath });
    const jwt = /name="JWT" value="([^"]+)"/.exec(page.body)![1]!;
    const answer = await lms.verifyDeepLinkResponse(jwt);
    const [item] = answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
      custom: Record<string, string>;
    }[];
    custom = item!.custom;
    const course = await t.db.selectFrom('lti_contexts').selectAll().executeTakeFirstOrThrow();
    classId = course.class_id;
    const added = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.addQuizzes,
      headers: bearer(teacher),
      payload: { quizzesIds: [quiz.id], classIds: [classId] },
    });
    expect(added.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await lms?.close();
    await t?.close();
    await drop?.();
  });

  test('an instructor’s launch naming the roster service makes one class of theirs for the course, named after it, whose page names the platform', async () => {
    const again = await tool.launch({ sub: 'teacher-ada', nrps: true });
    expect(again.response.statusCode).toBe(303);
    const courses = await t.db.selectFrom('lti_contexts').selectAll().execute();
    expect(courses).toEqual([
      expect.objectContaining({
        class_id: classId,
        context_id: 'course-1',
        memberships_url: lms.membershipsUrl,
      }),
    ]);
    const made = await t.db
      .selectFrom('classes as c')
      .innerJoin('lti_users as l', 'l.user_id', 'c.owner_user_id')
      .select(['c.title', 'l.sub'])
      .where('c.id', '=', classId)
      .executeTakeFirstOrThrow();
    expect(made).toEqual({ title: 'Biology 101', sub: 'teacher-ada' });
    // The class page names the platform its roster comes from.
    const page = await call(t.app, {
      method: 'GET',
      url: CLASS_PATHS.one(classId),
      headers: bearer(teacher),
    });
    expect(page.body.content.rosterFrom).toBe(new URL(lms.issuer).host);
  });

  test('a launch without the roster service ties no course to a class', async () => {
    const before = await t.db.selectFrom('classes').select('id').execute();
    await tool.launch({ sub: 'teacher-bea' });
    expect(await t.db.selectFrom('classes').select('id').execute()).toEqual(before);
  });

  test('a sync reads every page and adds the active learners under their platform identity, not inactive members or instructors', async () => {
    lms.members.push(
      learner('s1'),
      { user_id: 'teacher-ada', roles: [LIS_ROLES.instructor], name: 'Ada Lovelace' },
      learner('s2', { email: 's2@northwind.edu' }),
      learner('s3', { status: 'Inactive' }),
      learner('s4'),
      learner('s5', { status: 'Deleted' }),
      learner('s6', { status: 'Active' }),
    );
    const grants = lms.grants.length;
    const pages = lms.rosterPages.length;

    const synced = await sync();

    expect(synced.status).toBe(200);
    expect(synced.body.content).toEqual({ added: 4, removed: 0, learners: 4 });
    expect(lms.grants.slice(grants).map((grant) => grant.scope)).toEqual([NRPS_SCOPE]);
    expect(lms.rosterPages.slice(pages)).toEqual(['', '?page=2', '?page=3', '?page=4']);
    // The platform's e-mails are not verified: an address is the placeholder a launch of that sub uses.
    expect(await studentsOf()).toEqual(['s1', 's2', 's4', 's6'].map(address).sort());
    const named = await t.db
      .selectFrom('class_students')
      .select('name')
      .where('email', '=', address('s1'))
      .executeTakeFirstOrThrow();
    expect(named.name).toBe('Student s1');
  });

  test('a synced learner’s class quiz is the attempt their launch from the course opens', async () => {
    const classLink = await t.db
      .selectFrom('quiz_assignments')
      .select('id')
      .where('quiz_id', '=', quiz.id)
      .where('user_email', '=', address('s1'))
      .where('class_id', '=', classId)
      .executeTakeFirstOrThrow();
    const token = takeToken(
      (await tool.launch({ sub: 's1', roles: [LIS_ROLES.learner], resourceLinkId: 'link-quiz', custom }))
        .response,
    );
    const opened = await t.db
      .selectFrom('quiz_assignments')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(opened.id).toBe(classLink.id);
  });

  test('a learner the platform marks inactive or no longer lists leaves the class; a student invited by hand stays', async () => {
    const invited = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.invite(classId),
      headers: bearer(teacher),
      payload: { emails: ['hand@school.test'] },
    });
    expect(invited.status).toBe(200);
    lms.members.splice(
      lms.members.findIndex((m) => m.user_id === 's4'),
      1,
    );
    lms.members.splice(
      lms.members.findIndex((m) => m.user_id === 's6'),
      1,
      learner('s6', { status: 'Inactive' }),
    );

    const synced = await sync();

    expect(synced.body.content).toEqual({ added: 0, removed: 2, learners: 2 });
    expect(await studentsOf()).toEqual([...['s1', 's2'].map(address), 'hand@school.test'].sort());
  });

  test('a platform that fails on a later page gives a clear message and changes nothing', async () => {
    lms.members.push(learner('s7'), learner('s8'));
    const before = await studentsOf();
    lms.failRoster(1, 1);

    const failed = await sync();

    expect(failed.status).toBe(502);
    expect(failed.body.content.message).toBe(LTI_ROSTER_MESSAGES.platformFailed);
    expect(await studentsOf()).toEqual(before);
  });

  test('two syncs at once give one roster: each learner once, and no 5xx', async () => {
    lms.members.push(learner('s9'), learner('s10'), learner('s11'));

    const [one, two] = await Promise.all([sync(), sync()]);

    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.content.added + two.body.content.added).toBe(5);
    const students = await studentsOf();
    expect(students).toEqual([...new Set(students)]);
    expect(students).toEqual(
      [...['s1', 's2', 's7', 's8', 's9', 's10', 's11'].map(address), 'hand@school.test'].sort(),
    );
  });

  test('a class tied to no course answers 404 saying so; another instructor’s class is a 404 like a missing one', async () => {
    const cs = (await t.signIn('cs@demo.test')).accessToken;
    const own = await call(t.app, {
      method: 'POST',
      url: CLASS_PATHS.list,
      headers: bearer(cs),
      payload: { title: 'Chemistry 2' },
    });
    expect(own.status).toBe(200);
    const untied = await sync(cs, own.body.content.id);
    expect(untied.status).toBe(404);
    expect(untied.body.content.message).toBe(LTI_ROSTER_MESSAGES.noCourse);

    const foreign = await sync(cs, classId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.content.message).toBe(SERVER_MESSAGES.notFound);
  });
});
