/**
 * Sign-in through an institution's OpenID Connect provider in the real browser (ADRs 182, 186): an institution
 * holding the domain and its provider registered through the API, a real OpenID Provider on loopback, and the
 * console ending signed in as after a password sign-in; an existing password account is linked only after its
 * owner signs in once with the password in that browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '../../src/domain/shared/messages';
import { startOidcTestProvider, type OidcTestProvider } from '../server/oidcTestProvider';
import { apiPost, apiToken, axeViolations, newContext, origin, pathOf, url } from './browser';

const DOMAIN = `sso-${Date.now().toString(36)}.edu`;
const EMAIL = `grace@${DOMAIN}`;
const EXISTING = `ada@${DOMAIN}`;
const EXISTING_PASSWORD = 'ada-password';

let op: OidcTestProvider;
let context: BrowserContext;
let admin: string;
let providerId: number;

beforeAll(async () => {
  op = await startOidcTestProvider(`${origin()}/api/auth/sso/callback`);
  op.addAccount({ email: EMAIL, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });
  op.addAccount({ email: EXISTING, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' });
  admin = await apiToken('admin@demo.test');
  const institution = await apiPost<{ id: number }>('/api/admin/institution/create', admin, {
    title: `Browser test university ${DOMAIN}`,
    approved: true,
    productId: null,
    feature: null,
    hasEducationSubscription: false,
    hasUnlimitedSubscription: false,
    emailDomains: [DOMAIN],
    subscriptionEndsAt: null,
    trialEndsAt: null,
  });
  ({ id: providerId } = await apiPost<{ id: number }>('/api/admin/identity_provider', admin, {
    institutionId: institution.id,
    name: 'Browser test university',
    issuer: op.issuer,
    clientId: op.clientId,
    clientSecret: op.clientSecret,
    emailDomains: DOMAIN,
    roles: ['ROLE_CS_USER'],
    enabled: true,
  }));
  // An account that already has a password: invited, and registered from its link.
  const { token } = await apiPost<{ token: string }>(
    '/api/admin/admins/invitation',
    await apiToken('super@demo.test'),
    { email: EXISTING, roles: ['ROLE_CS_USER'] },
  );
  const registered = await fetch(`${origin()}/api/security/admin/registration/finish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      token,
      firstName: 'Ada',
      lastName: 'Lovelace',
      plainPassword: { first: EXISTING_PASSWORD, second: EXISTING_PASSWORD },
    }),
  });
  expect(registered.ok).toBe(true);
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

/** From the sign-in screen through the provider's own login page, as `email`. */
async function signInWithInstitution(page: Page, email: string) {
  await page.goto(url('/signin'));
  await page.getByLabel('E-mail').fill(email);
  const institution = page.getByRole('button', { name: 'Sign in with your institution' });
  await institution.waitFor();
  await institution.click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

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

test('an existing account is linked once its owner signs in with the password in that browser', async () => {
  const own = await newContext();
  try {
    const page = await own.newPage();
    await signInWithInstitution(page, EXISTING);
    // Back on the sign-in screen, signed out, told what to do.
    await page.getByText(MESSAGES.ssoConfirmWithPassword).waitFor();
    expect(pathOf(page)).toBe('/signin');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill(EXISTING);
    await page.getByLabel('Password').fill(EXISTING_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
  } finally {
    await own.close();
  }

  // Linked: from another browser, the institution signs Ada in straight away.
  const other = await newContext();
  try {
    const page = await other.newPage();
    await signInWithInstitution(page, EXISTING);
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
  } finally {
    await other.close();
  }
});
