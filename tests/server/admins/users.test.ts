/** Users management (ADR 245): rights, the last super admin, concurrent changes, deactivation and the audit log. */
import { hashPassword } from '../../../server/auth/passwords';
import { createUser } from '../../../server/repositories/session/users';
import type { Token } from '../../../src/domain/session/session';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let superToken: Token;
beforeAll(async () => {
  t = await createTestApp({ env: { INTERNAL_EMAIL_DOMAIN: 'staff.test' } });
  superToken = await t.signIn('super@demo.test');
});
afterAll(() => t.close());

const list = (token: Token, body: Record<string, unknown> = {}) =>
  call(t.app, { method: 'POST', url: '/api/admin/admins/users', headers: bearer(token), payload: body });
const change = (token: Token, id: number, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PATCH', url: `/api/admin/admins/users/${id}`, headers: bearer(token), payload });
const audit = (token: Token, body: Record<string, unknown> = {}) =>
  call(t.app, { method: 'POST', url: '/api/admin/admins/audit', headers: bearer(token), payload: body });
const profile = (token: Token) =>
  call(t.app, { method: 'GET', url: '/api/admin/profile', headers: bearer(token) });

interface Row {
  id: number;
  email: string;
  roles: string[];
  isActive: boolean;
  isStaff: boolean;
  isInternal: boolean;
  version: number;
  actions: string[];
  lastSignInAt: string | null;
}

async function account(email: string, roles: string[] = ['ROLE_CS_USER']) {
  const user = await createUser(t.db, {
    email,
    first_name: 'Test',
    last_name: email.split('@')[0]!,
    password_hash: await hashPassword(t.config, 'a-password'),
    roles,
  });
  return user.id;
}

async function rowOf(email: string): Promise<Row> {
  const response = await list(superToken, { keyword: email });
  const row = (response.body.content.result as Row[]).find((r) => r.email === email);
  if (!row) throw new Error(`${email} not listed`);
  return row;
}

describe('who may manage accounts', () => {
  test.each(['admin@demo.test', 'corporate@demo.test', 'cs@demo.test'])(
    '%s may neither list nor change accounts',
    async (email) => {
      const token = await t.signIn(email);
      const target = await rowOf('publish@demo.test');
      expect((await list(token)).status).toBe(403);
      expect((await audit(token)).status).toBe(403);
      expect(
        (await change(token, target.id, { roles: ['ROLE_ADMIN'], version: target.version })).status,
      ).toBe(403);
      expect((await rowOf('publish@demo.test')).roles).toEqual(['ROLE_PUBLISH']);
    },
  );

  test('the list finds accounts by name or e-mail and filters by role and status, with the last sign-in', async () => {
    const found = await list(superToken, { keyword: 'publish@demo' });
    expect(found.status).toBe(200);
    expect((found.body.content.result as Row[]).map((r) => r.email)).toEqual(['publish@demo.test']);

    const supers = await list(superToken, { role: 'ROLE_SUPER_ADMIN' });
    expect((supers.body.content.result as Row[]).map((r) => r.email)).toContain('super@demo.test');
    expect((supers.body.content.result as Row[]).every((r) => r.roles.includes('ROLE_SUPER_ADMIN'))).toBe(
      true,
    );

    const me = await rowOf('super@demo.test');
    expect(me.lastSignInAt).not.toBeNull();
    expect(me.actions).toEqual(['changeRoles', 'markStaff']);
    expect((await rowOf('publish@demo.test')).actions).toEqual(['changeRoles', 'deactivate', 'markStaff']);

    const bad = await list(superToken, { role: 'ROLE_NOBODY' });
    expect(bad.status).toBe(400);
  });
});

describe('changing an account', () => {
  test('a role change is stored, its version moves on, and the audit log shows before and after', async () => {
    const id = await account('role-change@demo.test');
    const before = await rowOf('role-change@demo.test');
    const changed = await change(superToken, id, {
      roles: ['ROLE_PUBLISH', 'ROLE_ADMIN'],
      version: before.version,
    });
    expect(changed.status).toBe(204);
    const after = await rowOf('role-change@demo.test');
    expect(after.roles).toEqual(['ROLE_ADMIN', 'ROLE_PUBLISH']);
    expect(after.version).toBe(before.version + 1);

    const log = await audit(superToken, { keyword: 'role-change@demo.test' });
    expect(log.body.content.result).toEqual([
      expect.objectContaining({
        actorEmail: 'super@demo.test',
        targetEmail: 'role-change@demo.test',
        action: 'roles',
        before: { roles: ['ROLE_CS_USER'] },
        after: { roles: ['ROLE_ADMIN', 'ROLE_PUBLISH'] },
      }),
    ]);
  });

  test('two changes of one account on one version: one is stored, the other gets 409 and changes nothing', async () => {
    const id = await account('race@demo.test');
    const { version } = await rowOf('race@demo.test');
    const [first, second] = await Promise.all([
      change(superToken, id, { roles: ['ROLE_ADMIN'], version }),
      change(superToken, id, { roles: ['ROLE_PUBLISH'], version }),
    ]);
    expect([first.status, second.status].sort()).toEqual([204, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.content.message).toBe(
      'This account was changed by someone else. Reload the list and try again.',
    );
    const row = await rowOf('race@demo.test');
    expect(row.version).toBe(version + 1);
    expect([['ROLE_ADMIN'], ['ROLE_PUBLISH']]).toContainEqual(row.roles);
    expect((await audit(superToken, { keyword: 'race@demo.test' })).body.content.result).toHaveLength(1);
  });

  test('bad input gets 400 and leaves the account as it was', async () => {
    const id = await account('bad-input@demo.test');
    const { version } = await rowOf('bad-input@demo.test');
    expect((await change(superToken, id, { roles: [], version })).status).toBe(400);
    expect((await change(superToken, id, { roles: ['ROLE_KING'], version })).status).toBe(400);
    expect((await change(superToken, id, { version })).status).toBe(400);
    expect((await change(superToken, 2_000_000, { roles: ['ROLE_ADMIN'], version })).status).toBe(404);
    expect(await rowOf('bad-input@demo.test')).toMatchObject({ roles: ['ROLE_CS_USER'], version });
  });
});

describe('the console keeps an active super admin', () => {
  test('the only super admin can neither demote nor deactivate themselves', async () => {
    const me = await rowOf('super@demo.test');
    const demote = await change(superToken, me.id, { roles: ['ROLE_ADMIN'], version: me.version });
    expect(demote).toMatchObject({
      status: 400,
      body: {
        content: { message: 'The console needs an active super admin: this change would leave none.' },
      },
    });
    const deactivate = await change(superToken, me.id, { isActive: false, version: me.version });
    expect(deactivate).toMatchObject({
      status: 403,
      body: { content: { message: 'You cannot deactivate your own account.' } },
    });
    expect(await rowOf('super@demo.test')).toMatchObject({ roles: ['ROLE_SUPER_ADMIN'], isActive: true });
  });

  test('two super admins demoting each other at once: one change is stored, the other refused', async () => {
    const otherId = await account('second-super@demo.test', ['ROLE_SUPER_ADMIN']);
    const other = await t.signIn('second-super@demo.test', 'a-password');
    const me = await rowOf('super@demo.test');
    const second = await rowOf('second-super@demo.test');
    const [a, b] = await Promise.all([
      change(superToken, otherId, { roles: ['ROLE_ADMIN'], version: second.version }),
      change(other, me.id, { roles: ['ROLE_ADMIN'], version: me.version }),
    ]);
    expect([a.status, b.status].filter((status) => status === 204)).toHaveLength(1);
    expect([400, 403]).toContain(a.status === 204 ? b.status : a.status);

    const winner = a.status === 204 ? superToken : other;
    const supers = (await list(winner, { role: 'ROLE_SUPER_ADMIN', status: 'active' })).body.content
      .result as Row[];
    expect(supers.map((row) => row.email).filter((email) => email.endsWith('@demo.test'))).toHaveLength(1);

    // The one left promotes the other back.
    const loserEmail = a.status === 204 ? 'second-super@demo.test' : 'super@demo.test';
    // The search is a 'contains': 'super@demo.test' also finds 'second-super@demo.test', in an order of its own.
    const loser = ((await list(winner, { keyword: loserEmail })).body.content.result as Row[]).find(
      (row) => row.email === loserEmail,
    )!;
    expect(
      (await change(winner, loser.id, { roles: ['ROLE_SUPER_ADMIN'], version: loser.version })).status,
    ).toBe(204);
    superToken = await t.signIn('super@demo.test');
    expect((await rowOf('super@demo.test')).roles).toEqual(['ROLE_SUPER_ADMIN']);
  });
});

describe('deactivation', () => {
  test('ends the account’s open sessions at once; reactivation lets it sign in again; both are in the audit log', async () => {
    const id = await account('leaving@demo.test');
    const session = await t.signIn('leaving@demo.test', 'a-password');
    expect((await profile(session)).status).toBe(200);

    const row = await rowOf('leaving@demo.test');
    expect((await change(superToken, id, { isActive: false, version: row.version })).status).toBe(204);
    expect((await profile(session)).status).toBe(401);
    const refresh = await call(t.app, {
      method: 'POST',
      url: '/api/admin/security/refresh_access_token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    await expect(t.signIn('leaving@demo.test', 'a-password')).rejects.toThrow(/401/);
    expect((await rowOf('leaving@demo.test')).actions).toEqual(['changeRoles', 'reactivate', 'markStaff']);

    const inactive = await list(superToken, { status: 'inactive', keyword: 'leaving@' });
    expect((inactive.body.content.result as Row[]).map((r) => r.email)).toEqual(['leaving@demo.test']);

    const again = await rowOf('leaving@demo.test');
    expect((await change(superToken, id, { isActive: true, version: again.version })).status).toBe(204);
    const back = await t.signIn('leaving@demo.test', 'a-password');
    expect((await profile(back)).status).toBe(200);

    const log = (await audit(superToken, { keyword: 'leaving@demo.test' })).body.content.result;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'reactivate',
        before: { isActive: false },
        after: { isActive: true },
      }),
      expect.objectContaining({
        action: 'deactivate',
        before: { isActive: true },
        after: { isActive: false },
      }),
    ]);
  });
});

describe('internal staff', () => {
  test('accounts at INTERNAL_EMAIL_DOMAIN and accounts marked staff are internal; the filter lists only them', async () => {
    await account('ana@staff.test');
    await account('bo@eu.staff.test');
    await account('cy@notstaff.test');
    const marked = await account('dee@demo.test');
    const row = await rowOf('dee@demo.test');
    expect(row.isInternal).toBe(false);
    expect((await change(superToken, marked, { isStaff: true, version: row.version })).status).toBe(204);
    expect(await rowOf('dee@demo.test')).toMatchObject({
      isStaff: true,
      isInternal: true,
      actions: expect.arrayContaining(['unmarkStaff']),
    });

    const internal = await list(superToken, { internal: true, navigation: { page: 1, itemsOnPage: 100 } });
    const emails = (internal.body.content.result as Row[]).map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['ana@staff.test', 'bo@eu.staff.test', 'dee@demo.test']));
    expect(emails).not.toContain('cy@notstaff.test');
    expect((await rowOf('cy@notstaff.test')).isInternal).toBe(false);

    const log = (await audit(superToken, { keyword: 'dee@demo.test' })).body.content.result;
    expect(log).toEqual([
      expect.objectContaining({ action: 'staff', before: { isStaff: false }, after: { isStaff: true } }),
    ]);
  });
});

describe('the internal-owner filter of Customer Quizzes', () => {
  test('quizzes of internal staff are hidden unless Show internal staff quizzes is on', async () => {
    const staffOwner = await account('quizzer@staff.test');
    const customer = await account('quizzer@customer.test');
    const quiz = (title: string, owner: number) =>
      t.db.insertInto('quizzes').values({ kind: 'user', title, owner_user_id: owner }).execute();
    await quiz('Staff trial quiz zq', staffOwner);
    await quiz('Customer quiz zq', customer);
    const titles = async (showInternal: boolean) => {
      const response = await call(t.app, {
        method: 'GET',
        url: `/api/admin/quiz/list?keyword=quiz%20zq${showInternal ? '&showInternal=1' : ''}`,
        headers: bearer(superToken),
      });
      expect(response.status).toBe(200);
      return (response.body.content.result as { title: string }[]).map((row) => row.title).sort();
    };
    expect(await titles(false)).toEqual(['Customer quiz zq']);
    expect(await titles(true)).toEqual(['Customer quiz zq', 'Staff trial quiz zq']);
  });
});

describe('invitations', () => {
  test('an invitation sent again gets a new link that works, the old one stops, and the audit log says so', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/admins/invitation',
      headers: bearer(superToken),
      payload: { email: 'resent@demo.test', roles: ['ROLE_PUBLISH'] },
    });
    const pending = await call(t.app, {
      method: 'GET',
      url: '/api/admin/admins/invitation',
      headers: bearer(superToken),
    });
    const invitation = (pending.body.content.invitations as { id: number; email: string }[]).find(
      (i) => i.email === 'resent@demo.test',
    )!;
    t.clock.advance(8 * 86_400_000);
    superToken = await t.signIn('super@demo.test');
    const resent = await call(t.app, {
      method: 'POST',
      url: `/api/admin/admins/invitation/${invitation.id}/resend`,
      headers: bearer(superToken),
    });
    expect(resent.status).toBe(200);
    expect(resent.body.content.token).not.toBe(created.body.content.token);
    const finish = (token: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/security/admin/registration/finish',
        payload: {
          firstName: 'Re',
          lastName: 'Sent',
          plainPassword: { first: 'secret1', second: 'secret1' },
          token,
        },
      });
    expect((await finish(created.body.content.token)).status).toBe(400);
    expect((await finish(resent.body.content.token)).status).toBe(200);
    const log = (await audit(superToken, { keyword: 'resent@demo.test' })).body.content.result;
    expect(log).toEqual([
      expect.objectContaining({ action: 'resendInvitation', actorEmail: 'super@demo.test' }),
    ]);
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/admin/admins/invitation/${invitation.id}/resend`,
      headers: bearer(superToken),
    });
    expect(again.status).toBe(404);
  });
});
