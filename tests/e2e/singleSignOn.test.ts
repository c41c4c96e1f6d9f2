/**
 * Sign-in through an institution's OpenID Connect provider in the real browser (ADR 182): a provider registered
 * through the API, a real OpenID Provider on loopback, and the console ending signed in as after a password
 * sign-in.
 */
import type { BrowserContext } from 'playwright-core';
import { startOidcTestProvider, type OidcTestProvider } from '../server/oidcTestProvider';
import { apiPost, apiToken, axeViolations, newContext, origin, pathOf, url } from './browser';

const DOMAIN = `sso-${Date.now().toString(36)}.edu`;
const EMAIL = `grace@${DOMAIN}`;

let op: OidcTestProvider;
let context: BrowserContext;
let admin: string;
let providerId: number;

beforeAll(async () => {
  op = await startOidcTestProvider(`${origin()}/api/auth/sso/callback`);
  op.addAccount({ email: EMAIL, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });
  admin = await apiToken('admin@demo.test');
  const { result } = await apiPost<{ result: { id: number }[] }>('/api/admin/institution', admin, {
    navigation: { page: 1, itemsOnPage: 20 },
  });
  ({ id: providerId } = await apiPost<{ id: number }>('/api/admin/identity_provider', admin, {
    institutionId: result[0]!.id,
    name: 'Browser test university',
    issuer: op.issuer,
    clientId: op.clientId,
    clientSecret: op.clientSecret,
    emailDomains: DOMAIN,
    roles: ['ROLE_CS_USER'],
    enabled: true,
  }));
  context = await newContext();
});

afterAll(async () => {
  await context?.close();
  if (providerId)
    await fetch(`${origin()}/api/admin/identity_provider/${providerId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin}` },
    });
  await op?.close();
});

test('a new user signs in with their institution and lands on the dashboard, signed in', async () => {
  const page = await context.newPage();
  await page.goto(url('/signin'));
  await page.getByLabel('E-mail').fill(EMAIL);
  const institution = page.getByRole('button', { name: 'Sign in with your institution' });
  await institution.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await institution.click();

  // The provider's own login page.
  await page.locator('input[name="login"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
  expect(pathOf(page)).toBe('/dashboard');
  expect(new URL(page.url()).hash).toBe('');
  // Signed in as after a password sign-in: a reload keeps the session.
  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
});
