import { SignJWT } from 'jose';
import { hashPassword } from '../../../server/auth/passwords';
import { createUser } from '../../../server/repositories/session/users';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { tokenFromQuery } from '../../../src/domain/session/session';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInCall = (email: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/admin/security/get_access_token',
    payload: { email, password },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
/** The device cookie (ADR 364) a successful sign-in set, as the browser sends it back. */
const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']]
    .flat()
    .map(String)
    .find((line) => line.startsWith('sign_in_device='))!
    .split(';')[0]!;
const refreshCall = (refreshToken: string) =>
  call(t.app, { method: 'POST', url: '/api/admin/security/refresh_access_token', payload: { refreshToken } });
const profileCall = (accessToken: string) =>
  call(t.app, { method: 'GET', url: '/api/admin/profile', headers: bearer(accessToken) });

describe('sign-in', () => {
  test('a wrong password and an unknown e-mail get the same 401 message', async () => {
    const wrong = await signInCall('admin@demo.test', 'not-the-password', '10.0.0.1');
    const unknown = await signInCall('nobody@demo.test', 'demo-password', '10.0.0.1');
    expect(wrong).toMatchObject({
      status: 401,
      body: { content: { message: 'Invalid e-mail or password.' } },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  test('missing e-mail and password are reported per field', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/get_access_token',
      payload: {},
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        content: {
          message: 'Validation failed',
          errors: { email: ['This field is required'], password: ['This field is required'] },
        },
      },
    });
  });

  test('the e-mail is matched whatever its case and surrounding spaces', async () => {
    const response = await signInCall('  Super@Demo.TEST ', 'demo-password');
    expect(response.status).toBe(200);
    expect(response.body.content.token).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      refreshTokenExpiredAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
  });
});

describe('failed sign-in throttling', () => {
  const throttled = (wait: string) => ({
    status: 429,
    body: { content: { message: `Too many failed sign-in attempts. Try again in ${wait}.` } },
  });

  test('an address failing 50 times on the super admin does not stop the super admin signing in elsewhere', async () => {
    let failures = 0;
    let refused = 0;
    while (failures < 50) {
      const response = await signInCall('super@demo.test', 'guess', '10.66.0.1');
      if (response.status === 429) {
        refused += 1;
        t.clock.advance(Number(response.headers['retry-after']) * 1000);
        continue;
      }
      expect(response.status).toBe(401);
      failures += 1;
      expect((await signInCall('super@demo.test', 'demo-password', '10.66.0.2')).status).toBe(200);
    }
    expect(refused).toBeGreaterThan(40);
    expect((await signInCall('super@demo.test', 'demo-password', '10.66.0.3')).status).toBe(200);
    expect(await signInCall('super@demo.test', 'demo-password', '10.66.0.1')).toMatchObject({ status: 429 });
  });

  test('one address on one account waits longer after each further failure, even with the right password', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).status).toBe(401);

    const first = await signInCall('cs@demo.test', 'demo-password', '10.0.1.1');
    expect(first).toMatchObject(throttled('15 seconds'));
    expect(first.headers['retry-after']).toBe('15');
    t.clock.advance(15_000);
    expect((await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).status).toBe(401);
    expect(await signInCall('cs@demo.test', 'demo-password', '10.0.1.1')).toMatchObject(
      throttled('30 seconds'),
    );
    t.clock.advance(30_000);
    expect((await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).status).toBe(401);
    expect(await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).toMatchObject(throttled('1 minute'));
    t.clock.advance(59_000);
    expect(await signInCall('cs@demo.test', 'demo-password', '10.0.1.1')).toMatchObject(
      throttled('1 second'),
    );
    t.clock.advance(1000);
    expect((await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).status).toBe(401);
    expect(await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).toMatchObject(throttled('2 minutes'));

    t.clock.advance(2 * MINUTE);
    expect((await signInCall('cs@demo.test', 'demo-password', '10.0.1.1')).status).toBe(200);
    // The right password forgives that pair: mistakes are free again.
    for (let i = 0; i < 3; i++)
      expect((await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).status).toBe(401);
  });

  test('an address trying many accounts is stopped for every account, other addresses are not', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signInCall(`guess${i}@demo.test`, 'wrong', '10.0.2.2')).status).toBe(401);

    expect(await signInCall('lti@demo.test', 'demo-password', '10.0.2.2')).toMatchObject(
      throttled('15 minutes'),
    );
    expect(await signInCall('guess21@demo.test', 'wrong', '10.0.2.2')).toMatchObject({ status: 429 });
    expect((await signInCall('lti@demo.test', 'demo-password', '10.0.2.3')).status).toBe(200);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await signInCall('lti@demo.test', 'demo-password', '10.0.2.2')).status).toBe(200);
  });

  test('failures from many addresses slow that account briefly for every address but the owner’s browser', async () => {
    const device = deviceCookieOf(await signInCall('corporate@demo.test', 'demo-password', '10.0.5.0'));
    for (let i = 0; i < 12; i++) {
      const guess = await signInCall('corporate@demo.test', 'wrong', `10.0.4.${i}`);
      expect(guess.status).toBe(i < 10 ? 401 : 429);
      // Each guess waits out the account's wait, as a patient guesser would.
      if (guess.status === 429) {
        t.clock.advance(Number(guess.headers['retry-after']) * 1000);
        expect((await signInCall('corporate@demo.test', 'wrong', `10.0.4.${i}`)).status).toBe(401);
      }
    }
    // Twelve failures: two past the free ten, so 2 s doubled twice, for a new address too.
    expect(await signInCall('corporate@demo.test', 'demo-password', '10.0.5.1')).toMatchObject(
      throttled('8 seconds'),
    );
    expect((await signInCall('corporate@demo.test', 'demo-password', '10.0.5.1', device)).status).toBe(200);
    t.clock.advance(8_000);
    expect((await signInCall('corporate@demo.test', 'demo-password', '10.0.5.1')).status).toBe(200);
  });

  test('a throttled caller is answered with how long to wait (Retry-After), and is let in once that has passed', async () => {
    for (let i = 0; i < 3; i++) await signInCall('admin@demo.test', 'wrong', '10.0.6.1');
    const throttledAnswer = await signInCall('admin@demo.test', 'demo-password', '10.0.6.1');
    expect(throttledAnswer.status).toBe(429);
    expect(throttledAnswer.headers['retry-after']).toBe('15');
    t.clock.advance(15_000);
    expect((await signInCall('admin@demo.test', 'demo-password', '10.0.6.1')).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  test('a refresh token returns a new pair and works only once', async () => {
    const first = await t.signIn('admin@demo.test');
    const refreshed = await refreshCall(first.refreshToken);
    expect(refreshed.status).toBe(200);
    const second = refreshed.body.content.token;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await profileCall(second.accessToken)).status).toBe(200);

    const again = await refreshCall(first.refreshToken);
    expect(again).toMatchObject({
      status: 401,
      body: { content: { message: 'Your session has expired. Please sign in again.' } },
    });
  });

  test('reusing a spent refresh token revokes the whole family, the newest token included', async () => {
    const first = await t.signIn('admin@demo.test');
    const second = (await refreshCall(first.refreshToken)).body.content.token;
    const third = (await refreshCall(second.refreshToken)).body.content.token;

    expect((await refreshCall(first.refreshToken)).status).toBe(401);
    expect((await refreshCall(third.refreshToken)).status).toBe(401);

    const otherSession = await t.signIn('admin@demo.test');
    expect((await refreshCall(otherSession.refreshToken)).status).toBe(200);
  });

  test('an expired refresh token is refused', async () => {
    const token = await t.signIn('corporate@demo.test');
    t.clock.advance(30 * DAY + 1000);
    expect((await refreshCall(token.refreshToken)).status).toBe(401);
  });

  test('an unknown or missing refresh token is refused', async () => {
    expect((await refreshCall('not-a-token')).status).toBe(401);
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/refresh_access_token',
      payload: {},
    });
    expect(missing.body.content.errors).toEqual({ refreshToken: ['This field is required'] });
  });

  test('an expired access token gets 401 and a refresh restores access', async () => {
    const token = await t.signIn('corporate@demo.test');
    // Used (and so verified once) before it expires: expiry still holds on the requests after.
    expect((await profileCall(token.accessToken)).status).toBe(200);
    t.clock.advance(900 * 1000 + 1000);
    expect((await profileCall(token.accessToken)).status).toBe(401);
    const renewed = (await refreshCall(token.refreshToken)).body.content.token;
    expect((await profileCall(renewed.accessToken)).status).toBe(200);
  });
});

describe('signing out', () => {
  const logoutCall = (refreshToken: string) =>
    call(t.app, { method: 'POST', url: '/api/admin/security/logout', payload: { refreshToken } });
  const logoutAllCall = (accessToken?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/admin/security/logout_all',
      headers: accessToken ? bearer(accessToken) : {},
    });
  const expired = {
    status: 401,
    body: { content: { message: 'Your session has expired. Please sign in again.' } },
  };

  test('sign-out refuses that session’s unexpired access token from the next request, and its refresh token', async () => {
    const session = await t.signIn('admin@demo.test');
    const other = await t.signIn('admin@demo.test');
    expect((await profileCall(session.accessToken)).status).toBe(200);

    expect((await logoutCall(session.refreshToken)).status).toBe(204);
    expect(await profileCall(session.accessToken)).toMatchObject(expired);
    expect(await refreshCall(session.refreshToken)).toMatchObject(expired);
    expect((await profileCall(other.accessToken)).status).toBe(200);
    expect((await refreshCall(other.refreshToken)).status).toBe(200);
  });

  test('a spent refresh token of the session signs it out too; an unknown one is answered the same', async () => {
    const first = await t.signIn('admin@demo.test');
    const second = (await refreshCall(first.refreshToken)).body.content.token;
    expect((await logoutCall(first.refreshToken)).status).toBe(204);
    expect(await profileCall(second.accessToken)).toMatchObject(expired);
    expect(await refreshCall(second.refreshToken)).toMatchObject(expired);

    const unknown = await logoutCall('no-such-token');
    expect(unknown.status).toBe(204);
    expect(unknown.body).toBe('');
  });

  test('sign out of every device ends every session of the caller and no one else’s', async () => {
    const phone = await t.signIn('publish@demo.test');
    const laptop = await t.signIn('publish@demo.test');
    const colleague = await t.signIn('lti@demo.test');

    expect((await logoutAllCall(laptop.accessToken)).status).toBe(204);
    for (const token of [phone, laptop]) {
      expect(await profileCall(token.accessToken)).toMatchObject(expired);
      expect(await refreshCall(token.refreshToken)).toMatchObject(expired);
    }
    expect((await profileCall(colleague.accessToken)).status).toBe(200);
    expect((await profileCall((await t.signIn('publish@demo.test')).accessToken)).status).toBe(200);
  });

  test('sign out of every device needs a signed-in caller', async () => {
    expect(await logoutAllCall()).toMatchObject({
      status: 401,
      body: { content: { message: 'Sign in to continue.' } },
    });
  });

  test('a reused refresh token also refuses the access tokens of its session at once', async () => {
    const first = await t.signIn('admin@demo.test');
    const second = (await refreshCall(first.refreshToken)).body.content.token;
    expect((await profileCall(second.accessToken)).status).toBe(200);
    expect((await refreshCall(first.refreshToken)).status).toBe(401);
    expect(await profileCall(second.accessToken)).toMatchObject(expired);
  });

  test('an access token that names no session is refused', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sessionless = await new SignJWT({ roles: ['ROLE_ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('science-video-console')
      .setAudience('console-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
    expect(await profileCall(sessionless)).toMatchObject(expired);
  });
});

describe('profile', () => {
  test.each(DEMO_ACCOUNTS)('$email gets its names and roles', async (account) => {
    const token = await t.signIn(account.email);
    const response = await profileCall(token.accessToken);
    expect(response).toMatchObject({
      status: 200,
      body: {
        content: { firstName: account.firstName, lastName: account.lastName, roles: [...account.roles] },
      },
    });
  });

  test('the profile carries the account’s trial or subscription end, null without one', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, kind: 'trial', ends_at: new Date('2027-02-01T00:00:00.000Z') })
      .execute();
    const admin = await profileCall((await t.signIn('admin@demo.test')).accessToken);
    expect(admin.body).toMatchObject({ content: { subscriptionEndsAt: '2027-02-01T00:00:00.000Z' } });
    const staff = await profileCall((await t.signIn('super@demo.test')).accessToken);
    expect(staff.body).toMatchObject({ content: { subscriptionEndsAt: null } });
  });

  test('without a bearer token the profile is 401', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/admin/profile' });
    expect(response).toMatchObject({ status: 401, body: { content: { message: 'Sign in to continue.' } } });
    expect((await profileCall('forged.token.value')).status).toBe(401);
  });

  test('a deactivated account is refused at once, even with an unexpired access token', async () => {
    const passwordHash = await hashPassword(t.config, 'leaving-soon');
    const user = await createUser(t.db, {
      email: 'leaver@demo.test',
      first_name: 'Lea',
      last_name: 'Ver',
      password_hash: passwordHash,
      roles: ['ROLE_ADMIN'],
    });
    const token = await t.signIn('leaver@demo.test', 'leaving-soon');
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await profileCall(token.accessToken)).status).toBe(401);
    expect((await refreshCall(token.refreshToken)).status).toBe(401);
    expect((await signInCall('leaver@demo.test', 'leaving-soon')).status).toBe(401);
  });
});

describe('registration from an invitation', () => {
  async function invite(email: string, roles: string[] = ['ROLE_ADMIN']) {
    const superToken = await t.signIn('super@demo.test');
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/admins/invitation',
      headers: bearer(superToken),
      payload: { email, roles },
    });
    expect(response.status).toBe(200);
    return response.body.content as { token: string; link: string };
  }
  const finish = (payload: object) =>
    call(t.app, { method: 'POST', url: '/api/security/admin/registration/finish', payload });
  const form = (token: string, first = 'secret-pass', second = first) => ({
    firstName: 'Nia',
    lastName: 'Newcomer',
    plainPassword: { first, second },
    token,
  });

  test('the link carries the token where the set-password screen reads it', async () => {
    const { token, link } = await invite('linked@demo.test');
    expect(link).toBe(`/admin/set-password?token=${token}`);
    expect(tokenFromQuery(new URL(link, 'http://localhost').search)).toBe(token);
  });

  test('an unknown token is refused', async () => {
    expect(await finish(form('no-such-token'))).toMatchObject({
      status: 400,
      body: { content: { message: 'This invitation link is invalid or has already been used.' } },
    });
  });

  test('an expired invitation is refused', async () => {
    const { token } = await invite('late@demo.test');
    t.clock.advance(7 * DAY + MINUTE);
    expect(await finish(form(token))).toMatchObject({
      status: 400,
      body: { content: { message: 'This invitation link has expired. Ask for a new one.' } },
    });
  });

  test('missing fields are reported per field', async () => {
    const response = await finish({ plainPassword: {} });
    expect(response.status).toBe(400);
    expect(response.body.content.errors).toEqual({
      firstName: ['This field is required'],
      lastName: ['This field is required'],
      'plainPassword.first': ['This field is required'],
      'plainPassword.second': ['This field is required'],
      token: ['This field is required'],
    });
  });

  test('passwords that differ are reported under plainPassword', async () => {
    const { token } = await invite('mismatch@demo.test');
    const response = await finish(form(token, 'secret-pass', 'secret-pasz'));
    expect(response).toMatchObject({
      status: 400,
      body: {
        content: { message: 'Validation failed', errors: { plainPassword: ['Passwords do not match'] } },
      },
    });
  });

  test('a password under 6 characters is reported under plainPassword', async () => {
    const { token } = await invite('short@demo.test');
    const response = await finish(form(token, 'abc'));
    expect(response.body.content.errors).toEqual({
      plainPassword: ['Password is too short - should be 6 chars minimum.'],
    });
  });

  test('finishing creates the account with the invited roles, signs in, and spends the link', async () => {
    const { token } = await invite('Nia.Newcomer@demo.test', ['ROLE_CS_USER', 'ROLE_PUBLISH']);
    const finished = await finish(form(token, 'brand-new-pass'));
    expect(finished.status).toBe(200);

    const profile = await profileCall(finished.body.content.token.accessToken);
    expect(profile.body.content).toEqual({
      firstName: 'Nia',
      lastName: 'Newcomer',
      roles: ['ROLE_CS_USER', 'ROLE_PUBLISH'],
      subscriptionEndsAt: null,
      language: null,
    });
    expect((await signInCall('nia.newcomer@demo.test', 'brand-new-pass')).status).toBe(200);
    expect((await finish(form(token, 'another-pass'))).body.content.message).toBe(
      'This invitation link is invalid or has already been used.',
    );
  });

  test('an e-mail registered after the invitation was sent is a conflict', async () => {
    const { token } = await invite('taken@demo.test');
    await createUser(t.db, {
      email: 'TAKEN@demo.test',
      first_name: 'T',
      last_name: 'K',
      password_hash: 'x',
      roles: [],
    });
    expect(await finish(form(token))).toMatchObject({
      status: 409,
      body: { content: { message: 'An account with this e-mail already exists.' } },
    });
  });
});
