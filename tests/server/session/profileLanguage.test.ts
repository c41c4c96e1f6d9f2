import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (accessToken: string) =>
  call(t.app, { method: 'GET', url: '/api/admin/profile', headers: bearer(accessToken) });
const saveLanguage = (accessToken: string, payload: object) =>
  call(t.app, { method: 'PATCH', url: '/api/admin/profile', headers: bearer(accessToken), payload });

test('a chosen language is kept on the profile, for this user only, and comes back with the next sign-in', async () => {
  const admin = await t.signIn('admin@demo.test');
  const before = await profile(admin.accessToken);
  expect(before).toMatchObject({
    status: 200,
    body: { content: { firstName: expect.any(String), language: null } },
  });

  const saved = await saveLanguage(admin.accessToken, { language: 'hb' });
  expect(saved).toMatchObject({ status: 200, body: { content: { language: 'hb' } } });

  const again = await t.signIn('admin@demo.test');
  expect((await profile(again.accessToken)).body).toMatchObject({ content: { language: 'hb' } });
  const other = await t.signIn('cs@demo.test');
  expect((await profile(other.accessToken)).body).toMatchObject({ content: { language: null } });
});

test('a code outside SPEC’s list, a BCP 47 tag instead of SPEC’s code, or no language is refused with 400 and changes nothing', async () => {
  const user = await t.signIn('publish@demo.test');
  await saveLanguage(user.accessToken, { language: 'ja' });
  for (const payload of [{ language: 'xx' }, { language: 'he' }, {}, ['ar']]) {
    const refused = await saveLanguage(user.accessToken, payload);
    expect(refused.status).toBe(400);
  }
  expect((await profile(user.accessToken)).body).toMatchObject({ content: { language: 'ja' } });
  // Only the language is taken: other fields of the profile are not the caller's to change here.
  await saveLanguage(user.accessToken, { language: 'da', firstName: 'Mallory', roles: ['ROLE_SUPER_ADMIN'] });
  expect((await profile(user.accessToken)).body).toMatchObject({
    content: { language: 'da', firstName: expect.not.stringMatching('Mallory'), roles: ['ROLE_PUBLISH'] },
  });
});

test('nobody changes a profile language without signing in', async () => {
  const refused = await call(t.app, {
    method: 'PATCH',
    url: '/api/admin/profile',
    payload: { language: 'de' },
  });
  expect(refused.status).toBe(401);
});
