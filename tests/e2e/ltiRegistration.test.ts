/**
 * LTI Dynamic Registration in Chromium against the real server (ADR 386): a full admin makes a registration link for
 * an institution on the LTI screen; the platform simulator's course page opens it in a frame, as an LMS does, with
 * its OpenID configuration and registration token; the page shows what will be registered, Register registers it,
 * and the registration is listed on the LTI screen. axe on the dialog and both pages; screenshots at 1280 and 390 px
 * go to tests/.artifacts/lti-registration/.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { startLtiPlatform, type LtiPlatformSimulator } from '../support/ltiPlatform/ltiPlatform';
import {
  CONFIGURATION_PATH,
  registrationEndpoints,
  type RegistrationEndpoints,
} from '../support/ltiPlatform/ltiRegistrationEndpoints';
import { axeViolations, newContext, origin, searchList, signInAt } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/lti-registration');
const SEEN = { timeout: 30_000 } as const;
const WIDTHS = [1280, 390] as const;

let lms: LtiPlatformSimulator;
let endpoints: RegistrationEndpoints;
let context: BrowserContext;

beforeAll(async () => {
  endpoints = registrationEndpoints(`e2e-dr-${randomUUID()}`);
  lms = await startLtiPlatform({
    now: () => new Date(),
    clientId: endpoints.clientId,
    extraRoutes: endpoints.routes,
    toolJwks: async () => (await (await fetch(`${origin()}/lti/jwks.json`)).json()) as JSONWebKeySet,
  });
  context = await newContext();
});
afterAll(async () => {
  await context?.close();
  await lms?.close();
});

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The registration page inside the course page's frame. */
async function frameOf(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  return frame!;
}

test('an admin makes a registration link and the platform registers itself with it from its own frame', async () => {
  const page = await context.newPage();
  await signInAt(page, 'admin@demo.test', '/lti');
  await page.getByRole('button', { name: 'Registration link' }).click(SEEN);
  const dialog = page.getByRole('dialog', { name: 'Make a registration link' });
  await dialog.getByRole('combobox', { name: 'Institution' }).fill('Demo Univ');
  await page.getByRole('option', { name: 'Demo University' }).click();
  await dialog.getByRole('button', { name: 'Make link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Registration link' });
  await link.waitFor(SEEN);
  const registrationUrl = await link.inputValue();
  expect(registrationUrl).toMatch(/\/lti\/register\/[\w-]{43}$/);
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The LMS opens the link in a frame of its own page, with its configuration and token.
  const opened = new URL(registrationUrl);
  opened.searchParams.set('openid_configuration', `${lms.issuer}${CONFIGURATION_PATH}`);
  opened.searchParams.set('registration_token', endpoints.token);
  const lmsPage = await context.newPage();
  await lmsPage.goto(lms.coursePageUrl(opened.href));
  let frame = await frameOf(lmsPage);
  await frame
    .getByRole('heading', { name: 'Register Science Video Console with this platform' })
    .waitFor(SEEN);
  await frame.getByText('Demo University').waitFor();
  expect(await axeViolations(frame as unknown as Page)).toEqual([]);
  await shots(lmsPage, 'confirm');

  await frame.getByRole('button', { name: 'Register' }).click();
  frame = await frameOf(lmsPage);
  await frame.getByRole('heading', { name: 'Science Video Console is registered' }).waitFor(SEEN);
  expect(endpoints.registrations).toHaveLength(1);
  expect(await axeViolations(frame as unknown as Page)).toEqual([]);
  await shots(lmsPage, 'registered');

  await page.reload();
  await searchList(
    page,
    page.getByRole('searchbox', { name: 'Search by issuer or client ID' }),
    endpoints.clientId,
  );
  const row = page.getByRole('row').filter({ hasText: endpoints.clientId });
  await row.waitFor(SEEN);
  expect(await row.textContent()).toContain('Demo University');
});
