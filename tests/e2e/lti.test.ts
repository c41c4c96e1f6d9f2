/**
 * An instructor's LTI launch, posted by the browser as an LMS page does, lands signed in on the console's LTI area
 * (ADR 183): the platform is a simulator of our own on loopback, registered through the console's API.
 */
import { randomUUID } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import type { BrowserContext } from 'playwright-core';
import { startLtiPlatform, type LtiPlatformSimulator } from '../support/ltiPlatform/ltiPlatform';
import { apiToken, axeViolations, newContext, origin, pathOf } from './browser';

let lms: LtiPlatformSimulator;
let context: BrowserContext;

async function api(token: string, path: string, body: unknown) {
  const response = await fetch(`${origin()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { content: Record<string, unknown> };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.content;
}

beforeAll(async () => {
  lms = await startLtiPlatform({
    now: () => new Date(),
    clientId: `e2e-${randomUUID()}`,
    toolJwks: async () => (await (await fetch(`${origin()}/lti/jwks.json`)).json()) as JSONWebKeySet,
  });
  const admin = await apiToken('admin@demo.test');
  const institutions = await api(admin, '/api/admin/institution', {
    navigation: { page: 1, itemsOnPage: 1 },
  });
  const [institution] = institutions.result as { id: number }[];
  await api(admin, '/api/lti/platform', {
    issuer: lms.issuer,
    clientId: lms.clientId,
    deploymentIds: [lms.deploymentId],
    jwksUrl: lms.jwksUrl,
    authUrl: lms.authUrl,
    tokenUrl: lms.tokenUrl,
    institutionId: institution!.id,
  });
  context = await newContext();
});
afterAll(async () => {
  await context?.close();
  await lms?.close();
});

test('an instructor launch posted by the browser lands signed in on the LTI area, with no code left in the address', async () => {
  const login = new URL(`${origin()}/lti/login`);
  for (const [name, value] of Object.entries({
    iss: lms.issuer,
    login_hint: 'teacher',
    target_link_uri: `${origin()}/lti/launch`,
    client_id: lms.clientId,
  }))
    login.searchParams.set(name, value);
  const redirect = await fetch(login, { redirect: 'manual' });
  const auth = new URL(redirect.headers.get('location')!);
  const sub = `teacher-${randomUUID()}`;
  const idToken = await lms.idToken({
    nonce: auth.searchParams.get('nonce')!,
    sub,
    email: `${sub}@e2e.test`,
  });

  const page = await context.newPage();
  // The platform's page: a form that posts itself to the tool's redirect URI.
  await page.setContent(
    `<form method="post" action="${auth.searchParams.get('redirect_uri')}">
      <input type="hidden" name="id_token" value="${idToken}">
      <input type="hidden" name="state" value="${auth.searchParams.get('state')}">
    </form>`,
  );
  await page.evaluate(() => document.forms[0]!.submit());
  await page.getByRole('heading', { name: 'LTI', level: 1 }).waitFor();
  await page.getByText(`${origin()}/lti/jwks.json`).waitFor();
  expect(pathOf(page)).toBe('/lti');
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.getByRole('navigation').getByRole('link', { name: 'LTI' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});
