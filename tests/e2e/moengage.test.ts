/**
 * The MoEngage connection in Chromium against the real server (ADR 347), which talks to a local MoEngage Data API
 * on loopback (tests/support/moengageService.ts, started by globalSetup): a super admin saves the data centre,
 * workspace ID and key and turns the connection on; the key field is empty again and says a key is stored, the page
 * never holds the key; Test connection says MoEngage accepted them, and the delivery log shows the test. axe finds
 * nothing at 1280 and 390 px; screenshots go to tests/.artifacts/moengage/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { E2E_MOENGAGE } from '../support/moengageService';
import { axeViolations, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/moengage');
const SEEN = { timeout: 30_000 } as const;
const texts = en.moengage;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext({ width: 1280, height: 900 });
  page = await context.newPage();
  await signInWithToken(page, 'super@demo.test');
});
afterAll(() => context.close());

async function shots(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('save the settings, test the connection against MoEngage, and read the log', async () => {
  await page.goto(url('/moengage'));
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor(SEEN);
  // Nothing was ever sent: the mapping is shown, the log is empty.
  await page.getByRole('table', { name: texts.mappingHeading }).getByText('Quiz Submitted').waitFor(SEEN);
  await page.getByText(texts.logEmpty).waitFor(SEEN);
  await shots('empty');

  await page.getByLabel(texts.dataCenter).selectOption(E2E_MOENGAGE.dataCenter);
  await page.getByLabel(texts.appId).fill(E2E_MOENGAGE.appId);
  await page.getByLabel(texts.apiKey).fill(E2E_MOENGAGE.apiKey);
  await page.getByRole('switch', { name: texts.enabled }).click();
  await page.getByRole('button', { name: texts.save }).click();
  await page.getByText('MoEngage settings saved').first().waitFor(SEEN);
  // The key is written once and never comes back: the field is empty and says one is stored.
  await page.getByText(texts.apiKeyStored).waitFor(SEEN);
  expect(await page.getByLabel(texts.apiKey).inputValue()).toBe('');
  expect(await page.content()).not.toContain(E2E_MOENGAGE.apiKey);

  await page.getByRole('button', { name: texts.test }).click();
  await page.getByRole('status').filter({ hasText: texts.test_connected }).waitFor(SEEN);
  await page.getByRole('table', { name: texts.logHeading }).getByText(texts.outcome_testPassed).waitFor(SEEN);
  await shots('tested');

  // After a reload the settings are as saved, the connection on.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor(SEEN);
  expect(await page.getByLabel(texts.appId).inputValue()).toBe(E2E_MOENGAGE.appId);
  expect(await page.getByRole('switch', { name: texts.enabled }).isChecked()).toBe(true);
});
