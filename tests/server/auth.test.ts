import { hashPassword } from '../../server/auth/passwords';
import { createUser } from '../../server/repositories/users';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { tokenFromQuery } from '../../src/domain/session';
import { bearer, call, createTestApp, type TestApp } from './testApp';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInCall = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  call(t.app, {
    method: 'POST',
    url: '/api/admin/security/get_access_token',
    payload: { email, password },
    remoteAddress,
  });
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

describe('failed sign-in limits', () => {
  test('five failures lock the account for 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signInCall('cs@demo.test', 'wrong', '10.0.1.1')).status).toBe(401);

    const locked = await signInCall('cs@demo.test', 'demo-password', '10.0.1.2');
    expect(locked).toMatchObject({
      status: 429,
      body: { content: { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' } },
    });

    t.clock.advance(14 * MINUTE);
    expect((await signInCall('cs@demo.test', 'demo-password')).body.content.message).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );

    t.clock.advance(MINUTE + 1000);
    expect((await signInCall('cs@demo.test', 'demo-password')).status).toBe(200);
  });

  test('a successful sign-in clears the account counter', async () => {
    for (let i = 0; i < 4; i++) await signInCall('publish@demo.test', 'wrong', '10.0.3.1');
    expect((await signInCall('publish@demo.test', 'demo-password', '10.0.3.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signInCall('publish@demo.test', 'wrong', '10.0.3.1')).status).toBe(401);
    }
    expect((await signInCall('publish@demo.test', 'demo-password', '10.0.3.1')).status).toBe(200);
  });

  test('twenty failures from one address lock that address for every account', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await signInCall(`guess${i % 5}@demo.test`, 'wrong', '10.0.2.2');
      expect(response.status).toBe(401);
    }
    const locked = await signInCall('lti@demo.test', 'demo-password', '10.0.2.2');
    expect(locked).toMatchObject({
      status: 429,
      body: { content: { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' } },
    });
    expect((await signInCall('lti@demo.test', 'demo-password', '10.0.2.3')).status).toBe(200);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await signInCall('lti@demo.test', 'demo-password', '10.0.2.2')).status).toBe(200);
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
    t.clock.advance(900 * 1000 + 1000);
    expect((await profileCall(token.accessToken)).status).toBe(401);
    const renewed = (await refreshCall(token.refreshToken)).body.content.token;
    expect((await profileCall(renewed.accessToken)).status).toBe(200);
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
