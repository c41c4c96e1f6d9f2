/**
 * What an LTI launch may not be trusted with (ADR 185), attacked through the platform simulator: a learner is the
 * platform's `sub`, never the e-mail the id token names (unless the institution says the platform's e-mails are
 * verified, and even then never an attempt or account bound to another `sub`); a resource link opens only what a
 * Deep Linking choice of its platform and deployment gave it; the login sends the browser back only to the tool's
 * own launch URL; and a launch is accepted only from the browser that started its login. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set (a database of its own, dropped after), where parallel launches race.
 */
import { randomBytes } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { hashPassword } from '../../../server/auth/passwords';
import { LTI_REFUSALS } from '../../../server/lti/ltiRefusal';
import {
  ltiBrowser,
  newBrowser,
  refusedWith,
  takeToken,
  TOOL_ORIGIN,
} from '../../support/ltiPlatform/ltiBrowser';
import {
  LIS_ROLES,
  startLtiPlatform,
  type LtiPlatformSimulator,
} from '../../support/ltiPlatform/ltiPlatform';
import { assign, createQuiz, insertClip } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const pgUrl = process.env.TEST_DATABASE_URL;
type OpenStore = () => Promise<{ db: Kysely<Database>; drop: () => Promise<void> }>;
const stores: [string, OpenStore | null][] = [['PGlite', null]];
if (pgUrl) {
  stores.push([
    'PostgreSQL',
    async () => {
      const name = `console_lti_${randomBytes(4).toString('hex')}`;
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
    'ltiTrust.test.ts: PostgreSQL part skipped, TEST_DATABASE_URL is unset (bash scripts/postgres.sh)',
  );
}

describe.each(stores)('on %s', (_store, openStore) => {
  let t: TestApp;
  let drop: (() => Promise<void>) | undefined;
  let lms: LtiPlatformSimulator;
  let tool: ReturnType<typeof ltiBrowser>;
  let institutionId: number;
  let platformId: number;
  /** The instructor's quiz, chosen through Deep Linking in deployment-1. */
  let chosen: Quiz;
  /** Another instructor's quiz of the same institution that no Deep Linking ever chose. */
  let unchosen: Quiz;
  /** The custom parameters of the link Deep Linking made for `chosen`. */
  let custom: Record<string, string>;

  const registration = (emailsVerified: boolean) => ({
    issuer: lms.issuer,
    clientId: lms.clientId,
    deploymentIds: [lms.deploymentId, 'deployment-2'],
    jwksUrl: lms.jwksUrl,
    authUrl: lms.authUrl,
    tokenUrl: lms.tokenUrl,
    institutionId,
    emailsVerified,
  });

  async function setEmailsVerified(emailsVerified: boolean) {
    const headers = bearer((await t.signIn('admin@demo.test')).accessToken);
    const loaded = await call(t.app, { method: 'GET', url: LTI_PATHS.platform(platformId), headers });
    expect(loaded.status).toBe(200);
    const saved = await call(t.app, {
      method: 'PUT',
      url: LTI_PATHS.platform(platformId),
      headers,
      payload: { ...registration(emailsVerified), version: loaded.body.content.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content.emailsVerified).toBe(emailsVerified);
  }

  async function signedInBy(location: string): Promise<string> {
    const code = /#lti-code=([\w-]+)$/.exec(location)?.[1];
    const session = await call(t.app, { method: 'POST', url: AUTH_PATHS.handOver, payload: { code } });
    expect(session.status).toBe(200);
    return session.body.content.token.accessToken as string;
  }

  const userIdOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  const linkedUserId = async (sub: string) =>
    (
      await t.db
        .selectFrom('lti_users')
        .select('user_id')
        .where('platform_id', '=', platformId)
        .where('sub', '=', sub)
        .executeTakeFirst()
    )?.user_id;

  const learner = (sub: string, extra: Record<string, unknown> = {}) => ({
    sub,
    roles: [LIS_ROLES.learner],
    resourceLinkId: 'link-quiz',
    custom,
    lineItem: lms.lineItemUrl('li-1'),
    ...extra,
  });

  const assignmentOf = (token: string) =>
    t.db.selectFrom('quiz_assignments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();

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
    ({ id: institutionId } = await t.db
      .insertInto('institutions')
      .values({ title: 'Northwind College' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const created = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: bearer((await t.signIn('admin@demo.test')).accessToken),
      payload: registration(false),
    });
    expect(created.status).toBe(200);
    platformId = created.body.content.id;

    // The instructor comes from the course and chooses their quiz through Deep Linking.
    const deepLink = await tool.launch({ sub: 'teacher-ada', messageType: 'LtiDeepLinkingRequest' });
    const location = String(deepLink.response.headers.location);
    const requestId = /^\/admin\/lti\/deep-link\/([\w-]+)#/.exec(location)![1]!;
    const teacher = await signedInBy(location);
    const clip = await insertClip(t);
    chosen = await createQuiz(t, clip, { title: 'Respiration check', isGraded: true });
    unchosen = await createQuiz(t, clip, { title: 'Someone else’s quiz' });
    const { id: bob } = await t.db
      .insertInto('users')
      .values({
        email: 'bob@northwind.edu',
        first_name: 'Bob',
        last_name: 'Other',
        password_hash: '!none',
        roles: ['ROLE_CS_USER'],
        institution_id: institutionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ada = (await linkedUserId('teacher-ada'))!;
    await t.db.updateTable('quizzes').set({ owner_user_id: ada }).where('id', '=', chosen.id).execute();
    await t.db.updateTable('quizzes').set({ owner_user_id: bob }).where('id', '=', unchosen.id).execute();
    const answered = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.deepLink(requestId),
      headers: bearer(teacher),
      payload: { quizId: chosen.id },
    });
    expect(answered.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: answered.body.content.returnPath });
    const jwt = /name="JWT" value="([^"]+)"/.exec(page.body)![1]!;
    const answer = await lms.verifyDeepLinkResponse(jwt);
    const [item] = answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
      custom: Record<string, string>;
    }[];
    custom = item!.custom;
  }, 60_000);
  afterAll(async () => {
    await lms?.close();
    await t?.close();
    await drop?.();
  });

  describe('a learner is the platform’s sub, not an e-mail', () => {
    test('a launch naming another student’s e-mail never opens that student’s attempt or takes their grade', async () => {
      const shared = await assign(t, chosen.id, 's1-a@school.test');
      const victim = takeToken(
        (await tool.launch(learner('student-1', { email: 'sam@northwind.edu' }))).response,
      );

      const mallory = takeToken(
        (await tool.launch(learner('mallory', { email: 's1-a@school.test' }))).response,
      );
      expect(mallory).not.toBe(shared.token);
      expect(mallory).not.toBe(victim);
      const again = takeToken(
        (await tool.launch(learner('mallory', { email: 'sam@northwind.edu' }))).response,
      );
      expect(again).toBe(mallory);

      const victimLink = await t.db
        .selectFrom('lti_grade_links')
        .select('sub')
        .where('assignment_id', '=', (await assignmentOf(victim)).id)
        .executeTakeFirstOrThrow();
      expect(victimLink.sub).toBe('student-1');
      const sharedLinks = await t.db
        .selectFrom('lti_grade_links')
        .select('sub')
        .where('assignment_id', '=', shared.id)
        .execute();
      expect(sharedLinks).toEqual([]);
      // Neither student's attempt carries the launcher's claimed address.
      expect((await assignmentOf(mallory)).user_email).not.toMatch(/school\.test|northwind\.edu/);
    });

    test('a sub the tool has never seen gets an attempt of its own, the same one when it comes back, even in parallel', async () => {
      const first = takeToken((await tool.launch(learner('newcomer'))).response);
      const existing = await t.db.selectFrom('quiz_assignments').select('token').execute();
      expect(existing.filter((row) => row.token === first)).toHaveLength(1);
      expect(takeToken((await tool.launch(learner('newcomer'))).response)).toBe(first);

      const rush = await Promise.all(
        [1, 2, 3].map(() => tool.launch(learner('rush', { email: 'rush@northwind.edu' }))),
      );
      const tokens = rush.map(({ response }) => takeToken(response));
      expect(new Set(tokens).size).toBe(1);
      const bound = await t.db
        .selectFrom('lti_learner_assignments')
        .selectAll()
        .where('sub', '=', 'rush')
        .execute();
      expect(bound).toHaveLength(1);
    });

    test('with the platform’s e-mails verified, a first launch continues the student’s own attempt, never one bound to another sub', async () => {
      const shared = await assign(t, chosen.id, 'kim@school.test');
      await setEmailsVerified(true);
      try {
        expect(
          takeToken((await tool.launch(learner('kim-lms', { email: 'Kim@School.test' }))).response),
        ).toBe(shared.token);
        refusedWith(
          (await tool.launch(learner('impostor', { email: 'kim@school.test' }))).response,
          LTI_REFUSALS.attemptTaken,
        );
        // A sub that already has its attempt keeps it, whatever e-mail it names now.
        const own = takeToken((await tool.launch(learner('newcomer'))).response);
        expect(
          takeToken((await tool.launch(learner('newcomer', { email: 'kim@school.test' }))).response),
        ).toBe(own);

        // Two subs naming one address at once: one continues the attempt, the other is refused.
        const twin = await assign(t, chosen.id, 'twin@school.test');
        const both = await Promise.all(
          ['twin-a', 'twin-b'].map((sub) => tool.launch(learner(sub, { email: 'twin@school.test' }))),
        );
        const statuses = both.map(({ response }) => response.statusCode).sort();
        expect(statuses).toEqual([303, 403]);
        const winner = both.find(({ response }) => response.statusCode === 303)!;
        expect(takeToken(winner.response)).toBe(twin.token);
      } finally {
        await setEmailsVerified(false);
      }
    });
  });

  describe('a resource link opens only what Deep Linking chose for it', () => {
    test('a link naming a quiz no Deep Linking chose is refused, and nothing is made for that quiz', async () => {
      refusedWith(
        (
          await tool.launch(
            learner('student-1', {
              resourceLinkId: 'link-unchosen',
              custom: { quiz_id: String(unchosen.id) },
            }),
          )
        ).response,
        LTI_REFUSALS.quizNotChosen,
      );
      refusedWith(
        (
          await tool.launch(
            learner('student-1', {
              resourceLinkId: 'link-forged',
              custom: { ...custom, quiz_id: String(unchosen.id), choice: 'made-up-key' },
            }),
          )
        ).response,
        LTI_REFUSALS.quizNotChosen,
      );
      const made = await t.db
        .selectFrom('quiz_assignments')
        .select('id')
        .where('quiz_id', '=', unchosen.id)
        .execute();
      expect(made).toEqual([]);
    });

    test('a choice made in one deployment does not open in another', async () => {
      refusedWith(
        (
          await tool.launch(
            learner('student-1', { deploymentId: 'deployment-2', resourceLinkId: 'link-other-deployment' }),
          )
        ).response,
        LTI_REFUSALS.quizNotChosen,
      );
    });

    test('a link is bound to its quiz at its first launch; a quiz id in its custom parameters later does not move it', async () => {
      const first = takeToken(
        (await tool.launch(learner('student-9', { resourceLinkId: 'link-bound' }))).response,
      );
      expect((await assignmentOf(first)).quiz_id).toBe(chosen.id);
      const bound = await t.db
        .selectFrom('lti_resource_links')
        .selectAll()
        .where('resource_link_id', '=', 'link-bound')
        .execute();
      expect(bound).toEqual([
        expect.objectContaining({ platform_id: platformId, deployment_id: 'deployment-1' }),
      ]);

      const moved = await tool.launch(
        learner('student-9', { resourceLinkId: 'link-bound', custom: { quiz_id: String(unchosen.id) } }),
      );
      expect(takeToken(moved.response)).toBe(first);
    });
  });

  describe('an instructor account is the platform’s sub, not an e-mail', () => {
    test('an instructor launch naming an existing account’s e-mail gets an account of its own', async () => {
      const { id: lee } = await t.db
        .insertInto('users')
        .values({
          email: 'lee@northwind.edu',
          first_name: 'Lee',
          last_name: 'Lti',
          password_hash: '!none',
          roles: ['ROLE_CS_LTI_USER'],
          institution_id: institutionId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { response } = await tool.launch({ sub: 'teacher-lee', email: 'lee@northwind.edu' });
      expect(response.statusCode).toBe(303);
      await signedInBy(String(response.headers.location));
      const made = await linkedUserId('teacher-lee');
      expect(made).toBeDefined();
      expect(made).not.toBe(lee);
      const account = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', made!)
        .executeTakeFirstOrThrow();
      expect(account.email).toMatch(/^lti-[0-9a-f]+@lti\.invalid$/);
      expect(account.first_name).toBe('Ada');

      const admin = await tool.launch({ sub: 'teacher-x', email: 'admin@demo.test' });
      expect(admin.response.statusCode).toBe(303);
      expect(await linkedUserId('teacher-x')).not.toBe(await userIdOf('admin@demo.test'));
    });

    test('with verified e-mails, an LTI account of the institution is linked to one sub only, and no other account ever', async () => {
      await setEmailsVerified(true);
      try {
        const lee = await userIdOf('lee@northwind.edu');
        const linked = await tool.launch({ sub: 'teacher-lee-lms', email: 'lee@northwind.edu' });
        expect(linked.response.statusCode).toBe(303);
        expect(await linkedUserId('teacher-lee-lms')).toBe(lee);
        refusedWith(
          (await tool.launch({ sub: 'teacher-lee-again', email: 'lee@northwind.edu' })).response,
          LTI_REFUSALS.accountTaken,
        );
        refusedWith(
          (await tool.launch({ sub: 'teacher-y', email: 'admin@demo.test' })).response,
          LTI_REFUSALS.accountTaken,
        );
        expect(await linkedUserId('teacher-lee-again')).toBeUndefined();

        // Two subs naming one account's address at once: one is linked, the other refused.
        const { id: kai } = await t.db
          .insertInto('users')
          .values({
            email: 'kai@northwind.edu',
            first_name: 'Kai',
            last_name: 'Lti',
            password_hash: '!none',
            roles: ['ROLE_CS_LTI_USER'],
            institution_id: institutionId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const both = await Promise.all(
          ['teacher-kai-a', 'teacher-kai-b'].map((sub) => tool.launch({ sub, email: 'kai@northwind.edu' })),
        );
        expect(both.map(({ response }) => response.statusCode).sort()).toEqual([303, 403]);
        const links = await t.db.selectFrom('lti_users').select('sub').where('user_id', '=', kai).execute();
        expect(links).toHaveLength(1);
      } finally {
        await setEmailsVerified(false);
      }
    });
    test('with verified e-mails, an account with a password is linked only once its owner signs in with it in the launching browser', async () => {
      const { id: pat } = await t.db
        .insertInto('users')
        .values({
          email: 'pat@northwind.edu',
          first_name: 'Pat',
          last_name: 'Lti',
          password_hash: await hashPassword(t.config, 'pat-password'),
          roles: ['ROLE_CS_LTI_USER'],
          institution_id: institutionId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setEmailsVerified(true);
      try {
        const browser = newBrowser();
        const { response } = await tool.launch({ sub: 'teacher-pat', email: 'pat@northwind.edu' }, browser);
        // Nobody is signed in: the sign-in screen asks for the account's password, as the single sign-on does.
        expect(response.statusCode).toBe(303);
        expect(String(response.headers.location)).toBe('/admin/signin#sso-error=confirmLtiWithPassword');
        expect(String(response.headers.location)).not.toContain('lti-code');
        expect(await linkedUserId('teacher-pat')).toBeUndefined();
        const signIn = (headers: Record<string, string>) =>
          call(t.app, {
            method: 'POST',
            url: AUTH_PATHS.getAccessToken,
            headers,
            payload: { email: 'pat@northwind.edu', password: 'pat-password' },
          });

        // The owner signing in elsewhere links nothing; in the launching browser it links the launch's sub.
        expect((await signIn({})).status).toBe(200);
        expect(await linkedUserId('teacher-pat')).toBeUndefined();
        expect((await signIn(browser.headers())).status).toBe(200);
        expect(await linkedUserId('teacher-pat')).toBe(pat);

        // From then on the course signs the owner in.
        const again = await tool.launch({ sub: 'teacher-pat', email: 'pat@northwind.edu' });
        const token = await signedInBy(String(again.response.headers.location));
        const profile = await call(t.app, { method: 'GET', url: AUTH_PATHS.profile, headers: bearer(token) });
        expect(profile.body.content).toMatchObject({ firstName: 'Pat', lastName: 'Lti' });
        // Another sub naming the address is refused as before.
        refusedWith(
          (await tool.launch({ sub: 'teacher-pat-2', email: 'pat@northwind.edu' })).response,
          LTI_REFUSALS.accountTaken,
        );
      } finally {
        await setEmailsVerified(false);
      }
    });

    test('a launch’s confirmation links only for the account it named, once', async () => {
      const { id: quinn } = await t.db
        .insertInto('users')
        .values({
          email: 'quinn@northwind.edu',
          first_name: 'Quinn',
          last_name: 'Lti',
          password_hash: await hashPassword(t.config, 'quinn-password'),
          roles: ['ROLE_CS_LTI_USER'],
          institution_id: institutionId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setEmailsVerified(true);
      try {
        const browser = newBrowser();
        await tool.launch({ sub: 'teacher-quinn', email: 'quinn@northwind.edu' }, browser);
        const secret = browser.cookies.get('sso_link')!;
        expect(secret).toBeTruthy();
        // Another account's owner signing in with that browser's secret links nothing to their account.
        const other = await call(t.app, {
          method: 'POST',
          url: AUTH_PATHS.getAccessToken,
          headers: { cookie: `sso_link=${secret}` },
          payload: { email: 'cs@demo.test', password: 'demo-password' },
        });
        expect(other.status).toBe(200);
        expect(await linkedUserId('teacher-quinn')).toBeUndefined();
        const owner = await call(t.app, {
          method: 'POST',
          url: AUTH_PATHS.getAccessToken,
          headers: { cookie: `sso_link=${secret}` },
          payload: { email: 'quinn@northwind.edu', password: 'quinn-password' },
        });
        expect(owner.status).toBe(200);
        expect(await linkedUserId('teacher-quinn')).toBe(quinn);
      } finally {
        await setEmailsVerified(false);
      }
    });
  });

  describe('login initiation', () => {
    test('a target link on another host is a 400 page; the redirect URI is always the tool’s own launch URL', async () => {
      for (const target of [
        'https://evil.test/lti/launch',
        'http://localhost:81/lti/launch',
        `${TOOL_ORIGIN}/admin/lti`,
        'not a url',
      ]) {
        const refused = await tool.login({ target_link_uri: target });
        expect(refused.statusCode).toBe(400);
        refusedWith(refused, LTI_REFUSALS.targetLink);
        expect(refused.headers.location).toBeUndefined();
      }
      const withQuery = await tool.authRequest(newBrowser(), {
        target_link_uri: `${TOOL_ORIGIN}/lti/launch?course=1`,
      });
      expect(withQuery.searchParams.get('redirect_uri')).toBe(`${TOOL_ORIGIN}/lti/launch`);
      const deepLink = await tool.authRequest(newBrowser(), {
        target_link_uri: `${TOOL_ORIGIN}/lti/deep-link`,
      });
      expect(deepLink.searchParams.get('redirect_uri')).toBe(`${TOOL_ORIGIN}/lti/deep-link`);
    });

    test('a launch posted with another browser’s state is a refusal page', async () => {
      /** The attacker's own login: an id token of theirs and the state, to be posted from the victim's browser. */
      const attackerLaunch = async () => {
        const attacker = newBrowser();
        const auth = await tool.authRequest(attacker);
        const form = {
          id_token: await lms.idToken({ nonce: auth.searchParams.get('nonce')!, sub: 'attacker' }),
          state: auth.searchParams.get('state')!,
        };
        return { attacker, form };
      };
      const victim = newBrowser();
      await tool.authRequest(victim);
      const first = await attackerLaunch();
      const refused = await tool.post(LTI_TOOL_PATHS.launch, first.form, victim);
      expect(refused.statusCode).toBe(403);
      refusedWith(refused, LTI_REFUSALS.otherBrowser);
      // The attempt spent the state: not even the browser that started it can use it now.
      refusedWith(await tool.post(LTI_TOOL_PATHS.launch, first.form, first.attacker), LTI_REFUSALS.state);

      const second = await attackerLaunch();
      refusedWith(
        await tool.post(LTI_TOOL_PATHS.launch, second.form, newBrowser()),
        LTI_REFUSALS.otherBrowser,
      );
      expect(await linkedUserId('attacker')).toBeUndefined();
    });

    test('the state cookie: HttpOnly, for /lti, Secure and SameSite=None with a partitioned jar, never the state itself; spent by the launch', async () => {
      const browser = newBrowser();
      const response = await tool.login({}, browser);
      const auth = new URL(String(response.headers.location));
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^lti_state_[\w-]+=[\w-]+;/);
      for (const attribute of [
        'HttpOnly',
        'Secure',
        'SameSite=None',
        'Partitioned',
        'Path=/lti',
        'Max-Age=600',
      ])
        expect(cookie.split('; ')).toContain(attribute);
      expect(cookie).not.toContain(auth.searchParams.get('state')!);

      // Two links on one course page: two logins in one browser, each launch finds its own cookie.
      const second = await tool.authRequest(browser);
      // The launches' own frame cookie (ADR 374) is not a state cookie.
      const stateCookies = () => [...browser.cookies.keys()].filter((name) => name.startsWith('lti_state_'));
      expect(stateCookies()).toHaveLength(2);
      for (const started of [second, auth]) {
        const form = {
          id_token: await lms.idToken({ nonce: started.searchParams.get('nonce')!, sub: 'two-links' }),
          state: started.searchParams.get('state')!,
        };
        expect((await tool.post(LTI_TOOL_PATHS.launch, form, browser)).statusCode).toBe(303);
      }
      expect(stateCookies()).toEqual([]);

      // A refused launch spends its cookie too.
      const refused = await tool.launch({ audience: 'another-tool' }, browser);
      refusedWith(refused.response, LTI_REFUSALS.audience);
      expect(stateCookies()).toEqual([]);
    });

    test('on plain http away from localhost the cookie is SameSite=Lax: a browser refuses SameSite=None without Secure', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: LTI_TOOL_PATHS.login,
        headers: { host: 'tool.lan:8080' },
        query: {
          iss: lms.issuer,
          login_hint: 'user-1',
          target_link_uri: 'http://tool.lan:8080/lti/launch',
          client_id: lms.clientId,
        },
      });
      expect(response.statusCode).toBe(302);
      const cookie = String(response.headers['set-cookie']).split('; ');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
      expect(cookie).not.toContain('Partitioned');
    });
  });
});
