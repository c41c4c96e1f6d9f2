/**
 * An instructor's LTI launch, followed by the browser from the tool's login through the platform's self-posting
 * page, lands signed in on the console's LTI area (ADR 183); a launch posted from a browser that did not start its
 * login is refused (ADR 185). The platform is a simulator of our own on loopback (another site than the tool's
 * localhost), registered through the console's API.
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

/** The tool's login initiation URL, as the platform sends a browser to it. */
function loginUrl(loginHint: string): URL {
  const login = new URL(`${origin()}/lti/login`);
  for (const [name, value] of Object.entries({
    iss: lms.issuer,
    login_hint: loginHint,
    target_link_uri: `${origin()}/lti/launch`,
    client_id: lms.clientId,
  }))
    login.searchParams.set(name, value);
  return login;
}

test('an instructor launch through the browser lands signed in on the LTI area, with no code left in the address', async () => {
  const sub = `teacher-${randomUUID()}`;
  lms.prepareLaunch(sub, { sub, email: `${sub}@e2e.test` });
  const page = await context.newPage();
  // The tool's login (its state cookie), the platform's page that posts the launch back, the console.
  await page.goto(loginUrl(sub).href);
  await page.getByRole('heading', { name: 'LTI', level: 1 }).waitFor();
  await page.getByText(`${origin()}/lti/jwks.json`).waitFor();
  expect(pathOf(page)).toBe('/lti');
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.getByRole('navigation').getByRole('link', { name: 'LTI' }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  // The launch spent the state's cookie.
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('lti_state_'))).toEqual([]);
});

test('a launch whose login another browser started is refused with a page', async () => {
  // The attacker's login, outside the victim's browser: its state and an id token of the attacker's.
  const redirect = await fetch(loginUrl('attacker'), { redirect: 'manual' });
  const auth = new URL(redirect.headers.get('location')!);
  const idToken = await lms.idToken({ nonce: auth.searchParams.get('nonce')!, sub: 'attacker' });

  const page = await context.newPage();
  // A page of the attacker's that posts it to the tool from the victim's browser.
  await page.setContent(
    `<form method="post" action="${auth.searchParams.get('redirect_uri')}">
      <input type="hidden" name="id_token" value="${idToken}">
      <input type="hidden" name="state" value="${auth.searchParams.get('state')}">
    </form>`,
  );
  await page.evaluate(() => document.forms[0]!.submit());
  await page.getByRole('heading', { name: 'The tool could not open' }).waitFor();
  expect(await page.getByRole('alert').textContent()).toContain('started in another browser');
});
