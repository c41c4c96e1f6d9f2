/**
 * LTI 1.3 end to end against a platform simulator of our own (tests/support/ltiPlatform): registration, login
 * initiation, an instructor's launch that signs them in, Deep Linking answered with a response the platform
 * verifies with the tool's JWKS, a learner's launch that opens the student page, and the score the platform
 * receives after the submit; then every refusal (ADR 183).
 */
import type { JSONWebKeySet } from 'jose';
import { AUTH_PATHS } from '../../../src/api/session/authContract';
import { LTI_PATHS, LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import { SERVER_MESSAGES } from '../../../server/messages';
import { LTI_MESSAGES } from '../../../src/domain/lti/lti';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { createServerWorker } from '../../../server/jobs/serverWorker';
import { LTI_REFUSALS } from '../../../server/lti/ltiRefusal';
import {
  LIS_ROLES,
  startLtiPlatform,
  type LaunchOptions,
  type LtiPlatformSimulator,
} from '../../support/ltiPlatform/ltiPlatform';
import {
  ltiBrowser,
  newBrowser,
  refusedWith,
  TOOL_ORIGIN as TOOL,
} from '../../support/ltiPlatform/ltiBrowser';
import { createQuiz, insertClip, questionsOfQuiz, take } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let lms: LtiPlatformSimulator;
let adminToken: string;
let institutionId: number;
let platformId: number;

beforeAll(async () => {
  t = await createTestApp();
  lms = await startLtiPlatform({
    now: t.clock.now,
    toolJwks: async () =>
      (await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.jwks })).json() as JSONWebKeySet,
  });
  browser = ltiBrowser(t.app, lms);
  adminToken = (await t.signIn('admin@demo.test')).accessToken;
  ({ id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Northwind College' })
    .returning('id')
    .executeTakeFirstOrThrow());
  await t.db
    .insertInto('institution_domains')
    .values({ institution_id: institutionId, domain: 'northwind.edu' })
    .execute();
});
afterAll(async () => {
  await lms?.close();
  await t?.close();
});

/** A new admin sign-in: tests that move the clock outlive the first access token. */
const freshAdmin = async () => bearer((await t.signIn('admin@demo.test')).accessToken);

const registration = () => ({
  issuer: lms.issuer,
  clientId: lms.clientId,
  deploymentIds: [lms.deploymentId],
  jwksUrl: lms.jwksUrl,
  authUrl: lms.authUrl,
  tokenUrl: lms.tokenUrl,
  institutionId,
});

/** The browser between the platform and the tool: it keeps the cookie of each login. */
let browser: ReturnType<typeof ltiBrowser>;
const login = (query: Record<string, string> = {}) => browser.login(query);
const authRequest = () => browser.authRequest();
const launch = (options: Omit<LaunchOptions, 'nonce'> = {}) => browser.launch(options);

/** The console account linked to a platform user. */
const instructor = (sub: string) =>
  t.db
    .selectFrom('lti_users as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('u')
    .where('l.platform_id', '=', platformId)
    .where('l.sub', '=', sub)
    .executeTakeFirstOrThrow();

/** The frame cookie a launch set (ADR 374), or undefined. */
function frameCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return lines.find((line: string) => line.startsWith('lti_frame='));
}

async function exchange(location: string) {
  const code = /#lti-code=([\w-]+)$/.exec(location)?.[1];
  expect(code).toBeDefined();
  return call(t.app, { method: 'POST', url: AUTH_PATHS.handOver, payload: { code } });
}

describe('registration and the tool', () => {
  test('a full admin registers a platform and sees it in the list with its institution', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: bearer(adminToken),
      payload: registration(),
    });
    expect(created.status).toBe(200);
    platformId = created.body.content.id;
    const list = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platformList,
      headers: bearer(adminToken),
      payload: { filter: [{ property: 'keyword', operator: 'contains', value: '127.0.0.1' }] },
    });
    expect(list.body.content.result).toEqual([
      expect.objectContaining({
        issuer: lms.issuer,
        institutionTitle: 'Northwind College',
        deploymentIds: ['deployment-1'],
      }),
    ]);
    const again = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: bearer(adminToken),
      payload: registration(),
    });
    expect(again.status).toBe(409);
    expect(again.body.content.message).toBe(LTI_MESSAGES.duplicate);
  });

  test('an endpoint that is not https (outside localhost) is refused with its field named', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: bearer(adminToken),
      payload: { ...registration(), clientId: 'other', tokenUrl: 'http://lms.example/token' },
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors.tokenUrl).toEqual([LTI_MESSAGES.urlInvalid]);
  });

  test('a full admin edits a registration: a second deployment is accepted', async () => {
    const edited = await call(t.app, {
      method: 'PUT',
      url: LTI_PATHS.platform(platformId),
      headers: bearer(adminToken),
      payload: {
        ...registration(),
        deploymentIds: [lms.deploymentId, 'deployment-2', 'deployment-2'],
        version: 1,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content.deploymentIds).toEqual([lms.deploymentId, 'deployment-2']);
    expect((await login({ lti_deployment_id: 'deployment-2' })).statusCode).toBe(302);
  });

  test('an LTI user reads the tool URLs and key set but not the registrations', async () => {
    const { accessToken } = await t.signIn('lti@demo.test');
    const tool = await call(t.app, { method: 'GET', url: LTI_PATHS.tool, headers: bearer(accessToken) });
    expect(tool.status).toBe(200);
    expect(tool.body.content.loginUrl).toBe(`${TOOL}/lti/login`);
    expect(tool.body.content.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(tool.body.content.jwks.keys[0].d).toBeUndefined();
    const list = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platformList,
      headers: bearer(accessToken),
      payload: {},
    });
    expect(list.status).toBe(403);
    expect(list.body.content.message).toBe(LTI_MESSAGES.adminsOnly);
  });

  test('the key pair is made once and its private key is stored sealed', async () => {
    const rows = await t.db.selectFrom('lti_tool_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_key).toMatch(/^v1\./);
    expect(rows[0]!.private_key).not.toContain('PRIVATE KEY');
    const jwks = (await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.jwks })).json();
    expect(jwks.keys[0].kid).toBe(rows[0]!.kid);
  });
});

describe('the teaching loop through the LMS', () => {
  let instructorLocation = '';
  let quiz: Quiz;
  let resourceLinkCustom: Record<string, string> = {};

  test('login initiation sends the browser to the platform with a fresh state and nonce', async () => {
    const auth = await authRequest();
    expect(`${auth.origin}${auth.pathname}`).toBe(lms.authUrl);
    expect(Object.fromEntries(auth.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: lms.clientId,
      redirect_uri: `${TOOL}/lti/launch`,
      login_hint: 'user-1',
      lti_message_hint: 'hint-1',
    });
    expect(auth.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get('nonce')).not.toBe(auth.searchParams.get('state'));
  });

  test('an instructor launch signs them in with a one-time code: a user of the registration institution', async () => {
    const { response } = await launch({ sub: 'teacher-7', email: 'Ada@Northwind.edu' });
    expect(response.statusCode).toBe(303);
    instructorLocation = String(response.headers.location);
    expect(instructorLocation).toMatch(/^\/admin\/lti#lti-code=[\w-]{43}$/);
    const session = await exchange(instructorLocation);
    expect(session.status).toBe(200);
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/admin/profile',
      headers: bearer(session.body.content.token.accessToken),
    });
    expect(profile.body.content).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['ROLE_CS_LTI_USER'],
    });
    const user = await instructor('teacher-7');
    expect(user.institution_id).toBe(institutionId);
    // The platform's e-mails are not marked verified: the account is known by the platform's identity only.
    expect(user.email).toMatch(/^lti-[0-9a-f]{24}@lti\.invalid$/);
    // The code works once.
    const reused = await exchange(instructorLocation);
    expect(reused.status).toBe(401);
    expect(reused.body.content.message).toBe(SERVER_MESSAGES.handOverExpired);
  });

  test('Deep Linking: the instructor picks a quiz, the platform verifies the signed response', async () => {
    const { response } = await launch({ sub: 'teacher-7', messageType: 'LtiDeepLinkingRequest' });
    expect(response.statusCode).toBe(303);
    expect(frameCookieOf(response)).toMatch(new RegExp(`^lti_frame=${platformId}\\.`));
    const location = String(response.headers.location);
    const id = /^\/admin\/lti\/deep-link\/([\w-]+)#/.exec(location)![1]!;
    const token = (await exchange(location)).body.content.token.accessToken as string;

    const clip = await insertClip(t);
    quiz = await createQuiz(t, clip, { title: 'Respiration check', isGraded: true });
    // 2 points and 17: the quiz is worth 19 (ADR 373).
    const { atp, gases } = questionsOfQuiz(quiz);
    await t.db.updateTable('quiz_items').set({ points: 2 }).where('id', '=', atp.id).execute();
    await t.db.updateTable('quiz_items').set({ points: 17 }).where('id', '=', gases.id).execute();
    const user = await instructor('teacher-7');
    await t.db.updateTable('quizzes').set({ owner_user_id: user.id }).where('id', '=', quiz.id).execute();

    const choices = await call(t.app, { method: 'GET', url: LTI_PATHS.deepLink(id), headers: bearer(token) });
    expect(choices.body.content).toEqual({
      platform: lms.issuer,
      quizzes: [{ id: quiz.id, title: 'Respiration check' }],
    });
    const chosen = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.deepLink(id),
      headers: bearer(token),
      payload: { quizId: quiz.id },
    });
    expect(chosen.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: chosen.body.content.returnPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${lms.issuer}`);
    expect(page.body).toContain(`action="${lms.deepLinkReturnUrl}"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page.body)![1]!;
    const answer = await lms.verifyDeepLinkResponse(jwt);
    expect(answer).toMatchObject({
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': lms.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-platform-data',
    });
    const [item] = answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<
      string,
      unknown
    >[];
    expect(item).toMatchObject({
      type: 'ltiResourceLink',
      url: `${TOOL}/lti/launch`,
      custom: { quiz_id: String(quiz.id) },
      // The line item is out of the quiz's points, not out of 100 (ADR 373).
      lineItem: { scoreMaximum: 19, label: 'Respiration check' },
    });
    // The link carries the key of the choice recorded by the tool; the quiz id alone opens nothing (ADR 185).
    expect((item!.custom as Record<string, string>).choice).toMatch(/^[\w-]{43}$/);
    resourceLinkCustom = item!.custom as Record<string, string>;
    // The answer page is served once.
    expect((await t.app.inject({ method: 'GET', url: chosen.body.content.returnPath })).statusCode).toBe(404);
  });

  test("Deep Linking: the content item carries the quiz's opening and deadline, and a quiz without dates none", async () => {
    const chooseFor = async (quizId: number) => {
      const { response } = await launch({ sub: 'teacher-7', messageType: 'LtiDeepLinkingRequest' });
      const location = String(response.headers.location);
      const id = /^\/admin\/lti\/deep-link\/([\w-]+)#/.exec(location)![1]!;
      const token = (await exchange(location)).body.content.token.accessToken as string;
      const chosen = await call(t.app, {
        method: 'POST',
        url: LTI_PATHS.deepLink(id),
        headers: bearer(token),
        payload: { quizId },
      });
      const page = await t.app.inject({ method: 'GET', url: chosen.body.content.returnPath });
      const answer = await lms.verifyDeepLinkResponse(/name="JWT" value="([^"]+)"/.exec(page.body)![1]!);
      return (
        answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<string, unknown>[]
      )[0]!;
    };
    const owner = await instructor('teacher-7');
    const dated = await createQuiz(t, await insertClip(t), { title: 'Dated check', isGraded: true });
    await t.db
      .updateTable('quizzes')
      .set({
        owner_user_id: owner.id,
        start_date: new Date('2026-12-01T08:00:00.000Z'),
        end_date: new Date('2026-12-14T22:59:00.000Z'),
      })
      .where('id', '=', dated.id)
      .execute();
    const item = await chooseFor(dated.id);
    expect(item).toMatchObject({
      submission: { startDateTime: '2026-12-01T08:00:00.000Z', endDateTime: '2026-12-14T22:59:00.000Z' },
      lineItem: { scoreMaximum: 2, endDateTime: '2026-12-14T22:59:00.000Z' },
    });

    await t.db
      .updateTable('quizzes')
      .set({ start_date: null, end_date: null })
      .where('id', '=', dated.id)
      .execute();
    const undated = await chooseFor(dated.id);
    expect(undated).not.toHaveProperty('submission');
    expect(undated.lineItem).not.toHaveProperty('endDateTime');
    await t.db.deleteFrom('quizzes').where('id', '=', dated.id).execute();
  });

  test('a learner launch opens the student page; the score reaches the gradebook in points after the submit', async () => {
    const { response } = await launch({
      sub: 'student-42',
      email: 'sam@northwind.edu',
      roles: [LIS_ROLES.learner],
      resourceLinkId: 'link-quiz',
      custom: resourceLinkCustom,
      lineItem: lms.lineItemUrl('li-1'),
    });
    expect(response.statusCode).toBe(303);
    const token = /^\/take\/([\w-]{43})$/.exec(String(response.headers.location))![1]!;
    // A learner's launch opens the student page alone: it frames no console page (ADR 374).
    expect(frameCookieOf(response)).toBeUndefined();
    const session = await take(t).session(token);
    expect(session.status).toBe(200);
    // The same learner launching again gets the same assignment.
    const again = await launch({
      sub: 'student-42',
      email: 'sam@northwind.edu',
      roles: [LIS_ROLES.learner],
      resourceLinkId: 'link-quiz',
      custom: resourceLinkCustom,
      lineItem: lms.lineItemUrl('li-1'),
    });
    expect(again.response.headers.location).toBe(`/take/${token}`);

    await take(t).start(token);
    const { atp, mitochondrion } = questionsOfQuiz(quiz);
    expect((await take(t).answer(token, atp.id, [mitochondrion])).status).toBe(200);
    lms.failScores(1);
    const submitted = await take(t).submit(token);
    expect(submitted.status).toBe(200);
    expect(submitted.body.content).toMatchObject({ score: 2, maxScore: 19, percentage: 11 });
    expect(lms.scores).toHaveLength(0);

    const worker = createServerWorker(t.db, t.config, t.clock.now);
    await worker.runUntilIdle();
    const pending = await t.db.selectFrom('lti_grade_links').selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ score_state: 'pending', score_attempts: 1 });
    expect(pending.score_error).toContain('503');

    // The first retry comes a minute later (±20 %).
    t.clock.advance(2 * 60_000);
    await worker.runUntilIdle();
    await worker.close();
    expect(lms.grants.at(-1)?.scope).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    expect(lms.scores).toEqual([
      {
        lineItem: 'li-1',
        contentType: 'application/vnd.ims.lis.v1.score+json',
        body: expect.objectContaining({
          userId: 'student-42',
          // 2 of 19 arrives as 2/19, not as a rounded 11 of 100 (ADR 373).
          scoreGiven: 2,
          scoreMaximum: 19,
          activityProgress: 'Completed',
          gradingProgress: 'FullyGraded',
        }),
      },
    ]);
    const sent = await t.db.selectFrom('lti_grade_links').selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ score_state: 'sent', score_attempts: 2, score_error: null });
  });

  test("an instructor's launch of the course's link opens the linked quiz; another instructor gets the LTI page, told why", async () => {
    const owner = await launch({ sub: 'teacher-7', resourceLinkId: 'link-quiz', custom: resourceLinkCustom });
    expect(owner.response.statusCode).toBe(303);
    // The console it lands on may be framed by this platform: a partitioned cookie names it (ADR 374).
    expect(frameCookieOf(owner.response)).toMatch(
      new RegExp(
        `^lti_frame=${platformId}\\.[\\w-]{32}; Path=/; Max-Age=28800; HttpOnly; Secure; SameSite=None; Partitioned$`,
      ),
    );
    const location = String(owner.response.headers.location);
    expect(location).toMatch(new RegExp(`^/admin/quiz/my-quiz/view/${quiz.id}#lti-code=[\\w-]{43}$`));
    expect((await exchange(location)).status).toBe(200);
    // Launched again without the choice's key, the link is known by its id.
    const again = await launch({ sub: 'teacher-7', resourceLinkId: 'link-quiz' });
    expect(String(again.response.headers.location)).toMatch(/^\/admin\/quiz\/my-quiz\/view\/\d+#/);
    const colleague = await launch({
      sub: 'teacher-8',
      resourceLinkId: 'link-quiz',
      custom: resourceLinkCustom,
    });
    // The co-teacher's page says the link opens another instructor's quiz (ADR 272).
    expect(String(colleague.response.headers.location)).toMatch(/^\/admin\/lti\?link=another#lti-code=/);
  });

  test('a gradebook down for hours: the score is retried over hours, then waits on the LTI screen for Resend', async () => {
    const { response } = await launch({
      sub: 'student-43',
      roles: [LIS_ROLES.learner],
      resourceLinkId: 'link-quiz',
      custom: resourceLinkCustom,
      lineItem: lms.lineItemUrl('li-1'),
    });
    const token = String(response.headers.location).slice('/take/'.length);
    await take(t).start(token);
    lms.failScores(100);
    expect((await take(t).submit(token)).status).toBe(200);
    const link = () =>
      t.db
        .selectFrom('lti_grade_links')
        .selectAll()
        .where('sub', '=', 'student-43')
        .executeTakeFirstOrThrow();
    const worker = createServerWorker(t.db, t.config, t.clock.now);
    const started = t.clock.now().getTime();
    // Ten minutes after the submit, after three refusals or four, the send is still on its way.
    for (let minute = 0; minute < 10; minute++) {
      await worker.runUntilIdle();
      t.clock.advance(60_000);
    }
    expect(await link()).toMatchObject({ score_state: 'pending' });
    expect((await link()).score_attempts).toBeGreaterThanOrEqual(3);
    const failedList = async () =>
      call(t.app, { method: 'GET', url: LTI_PATHS.scoreSends, headers: await freshAdmin() });
    expect((await failedList()).body.content.sends).toEqual([]);
    // Polled every ten minutes, it fails for good only after twelve attempts over hours.
    let failedAt = 0;
    while ((await link()).score_state !== 'failed') {
      await worker.runUntilIdle();
      t.clock.advance(10 * 60_000);
      failedAt = t.clock.now().getTime();
      expect(failedAt - started).toBeLessThan(24 * 3_600_000);
    }
    expect(failedAt - started).toBeGreaterThan(4 * 3_600_000);
    expect(await link()).toMatchObject({ score_state: 'failed', score_attempts: 12 });
    expect(lms.scores.filter((score) => score.body.userId === 'student-43')).toEqual([]);

    // The LTI screen lists it, for the admin and for the quiz's owner; another instructor sees nothing.
    const admin = await freshAdmin();
    const listed = await call(t.app, { method: 'GET', url: LTI_PATHS.scoreSends, headers: admin });
    expect(listed.status).toBe(200);
    const [failed] = listed.body.content.sends;
    expect(failed).toMatchObject({
      quizId: quiz.id,
      quizTitle: quiz.title,
      platform: lms.issuer,
      attempts: 12,
      error: expect.stringContaining('503'),
    });
    const ownerLaunch = await launch({ sub: 'teacher-7' });
    const owner = bearer(
      (await exchange(String(ownerLaunch.response.headers.location))).body.content.token.accessToken,
    );
    expect(
      (await call(t.app, { method: 'GET', url: LTI_PATHS.scoreSends, headers: owner })).body.content.sends,
    ).toEqual([failed]);
    const stranger = bearer((await t.signIn('lti@demo.test')).accessToken);
    expect(
      (await call(t.app, { method: 'GET', url: LTI_PATHS.scoreSends, headers: stranger })).body.content.sends,
    ).toEqual([]);
    const resend = (headers: Record<string, string>, id: number | string = failed.assignmentId) =>
      call(t.app, { method: 'POST', url: LTI_PATHS.resendScore(id), headers });
    expect((await resend(stranger)).status).toBe(404);
    expect((await resend(owner, 'x')).status).toBe(400);

    // The platform is back: Resend delivers it and the list empties.
    lms.failScores(0);
    expect((await resend(owner)).body.content.message).toBe(LTI_MESSAGES.scoreResent);
    expect((await resend(owner)).status).toBe(404);
    await worker.runUntilIdle();
    await worker.close();
    expect(await link()).toMatchObject({ score_state: 'sent', score_error: null });
    expect(lms.scores.filter((score) => score.body.userId === 'student-43')).toHaveLength(1);
    expect((await failedList()).body.content.sends).toEqual([]);
  });
});

describe('refusals', () => {
  test('a forged signature', async () => {
    refusedWith((await launch({ forged: true })).response, LTI_REFUSALS.signature);
  });

  test("the platform's key replaced under the same kid: the key set is read again and the launch goes through", async () => {
    // The key set is cached from the launches before.
    expect((await launch({ sub: 'teacher-7' })).response.statusCode).toBe(303);
    await lms.rotateKey();
    // The forgery above made the tool read the key set a moment ago: it reads it at most once a second.
    t.clock.advance(1_100);
    const rotated = await launch({ sub: 'teacher-7' });
    expect(rotated.response.statusCode).toBe(303);
    expect(String(rotated.response.headers.location)).toMatch(/^\/admin\/lti#lti-code=/);
    // A forgery is still refused after the key set was read again.
    t.clock.advance(1_100);
    refusedWith((await launch({ forged: true })).response, LTI_REFUSALS.signature);
  });

  test('a wrong audience', async () => {
    refusedWith((await launch({ audience: 'another-tool' })).response, LTI_REFUSALS.audience);
    refusedWith((await launch({ audience: [lms.clientId, 'x'], azp: 'x' })).response, LTI_REFUSALS.audience);
  });

  test('a replayed launch and a replayed nonce', async () => {
    const b = newBrowser();
    const auth = await browser.authRequest(b);
    const cookies = new Map(b.cookies);
    const form = {
      id_token: await lms.idToken({ nonce: auth.searchParams.get('nonce')! }),
      state: auth.searchParams.get('state')!,
    };
    expect((await browser.post(LTI_TOOL_PATHS.launch, form, b)).statusCode).toBe(303);
    // Posted again with the state's cookie kept: the state is good once.
    for (const [name, value] of cookies) b.cookies.set(name, value);
    refusedWith(await browser.post(LTI_TOOL_PATHS.launch, form, b), LTI_REFUSALS.state);
    const fresh = await browser.authRequest(b);
    refusedWith(
      await browser.post(
        LTI_TOOL_PATHS.launch,
        { id_token: form.id_token, state: fresh.searchParams.get('state')! },
        b,
      ),
      LTI_REFUSALS.nonce,
    );
  });

  test('an expired token', async () => {
    const past = new Date(t.clock.now().getTime() - 3_600_000);
    refusedWith(
      (await launch({ issuedAt: past, expiresAt: new Date(past.getTime() + 60_000) })).response,
      LTI_REFUSALS.expired,
    );
  });

  test('a wrong or expired state', async () => {
    const b = newBrowser();
    const auth = await browser.authRequest(b);
    const idToken = await lms.idToken({ nonce: auth.searchParams.get('nonce')! });
    refusedWith(
      await browser.post(LTI_TOOL_PATHS.launch, { id_token: idToken, state: 'made-up' }, b),
      LTI_REFUSALS.state,
    );
    t.clock.advance(11 * 60_000);
    refusedWith(
      await browser.post(
        LTI_TOOL_PATHS.launch,
        { id_token: idToken, state: auth.searchParams.get('state')! },
        b,
      ),
      LTI_REFUSALS.state,
    );
  });

  test('an unknown deployment, in the login and in the launch', async () => {
    refusedWith(await login({ lti_deployment_id: 'deployment-9' }), LTI_REFUSALS.unknownDeployment);
    refusedWith((await launch({ deploymentId: 'deployment-9' })).response, LTI_REFUSALS.unknownDeployment);
  });

  test('an unknown platform, another LTI version, a learner asking for Deep Linking, a link without a quiz', async () => {
    refusedWith(await login({ iss: 'https://unknown.example' }), LTI_REFUSALS.unknownPlatform);
    refusedWith((await launch({ version: '1.1' })).response, LTI_REFUSALS.version);
    refusedWith(
      (await launch({ roles: [LIS_ROLES.learner], messageType: 'LtiDeepLinkingRequest' })).response,
      LTI_REFUSALS.deepLinkLearner,
    );
    refusedWith((await launch({ roles: [LIS_ROLES.learner], sub: 's-2' })).response, LTI_REFUSALS.noQuiz);
  });

  test('an existing console account is never taken over by a launch: the e-mail it names is not trusted', async () => {
    const { response } = await launch({ sub: 'teacher-x', email: 'admin@demo.test' });
    expect(response.statusCode).toBe(303);
    const signedIn = await exchange(String(response.headers.location));
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/admin/profile',
      headers: bearer(signedIn.body.content.token.accessToken),
    });
    expect(profile.body.content.roles).toEqual(['ROLE_CS_LTI_USER']);
    expect(profile.body.content.email).not.toBe('admin@demo.test');
  });

  test('a platform whose key set cannot be read gets a page saying so', async () => {
    const other = await call(t.app, {
      method: 'POST',
      url: LTI_PATHS.platforms,
      headers: await freshAdmin(),
      payload: { ...registration(), clientId: 'no-keys', jwksUrl: `${lms.issuer}/no-such-jwks` },
    });
    expect(other.status).toBe(200);
    const b = newBrowser();
    const auth = await browser.authRequest(b, { client_id: 'no-keys' });
    const idToken = await lms.idToken({ nonce: auth.searchParams.get('nonce')!, audience: 'no-keys' });
    refusedWith(
      await browser.post(
        LTI_TOOL_PATHS.launch,
        { id_token: idToken, state: auth.searchParams.get('state')! },
        b,
      ),
      LTI_REFUSALS.keySet,
    );
  });

  test('malformed requests get a page, not a server error', async () => {
    for (const response of [
      await browser.post(LTI_TOOL_PATHS.launch, {}),
      await browser.post(LTI_TOOL_PATHS.launch, { id_token: 'not.a.jwt', state: 'x' }),
      await t.app.inject({
        method: 'POST',
        url: LTI_TOOL_PATHS.launch,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.login }),
      await t.app.inject({ method: 'GET', url: LTI_TOOL_PATHS.deepLinkReturn('x') }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

test('deleting a registration ends its launches', async () => {
  const removed = await call(t.app, {
    method: 'DELETE',
    url: LTI_PATHS.platform(platformId),
    headers: await freshAdmin(),
  });
  expect(removed.status).toBe(200);
  refusedWith(await login(), LTI_REFUSALS.unknownPlatform);
  const { accessToken } = await t.signIn('lti@demo.test');
  const refused = await call(t.app, {
    method: 'DELETE',
    url: LTI_PATHS.platform(platformId),
    headers: bearer(accessToken),
  });
  expect(refused.status).toBe(403);
});
