/**
 * The identity provider form's client authentication (ADR 253), in Chromium against the production build: the
 * provider's first listed method by default; private_key_jwt shows the address of the console's public keys to
 * register with the provider. axe finds nothing; screenshots at 1920, 1280 and 390 px go to
 * tests/.artifacts/identity-provider-client-auth/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { axeViolations, newContext, signInAt } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/identity-provider-client-auth');
const SEEN = { timeout: 30_000 } as const;

let context: BrowserContext;
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
afterAll(() => context?.close());

test('the form chooses how the console authenticates, and shows the key address for private_key_jwt', async () => {
  context = await newContext({ width: 1280, height: 900 });
  const page = await context.newPage();
  await signInAt(page, 'admin@demo.test', '/identity-providers/add');
  const method = page.getByLabel('Client authentication');
  await method.waitFor(SEEN);
  expect(await method.locator('option:checked').innerText()).toBe('The first method the provider lists');
  expect(await page.getByLabel('Public keys (JWKS) URL').count()).toBe(0);
  await method.selectOption('private_key_jwt');
  const keys = page.getByLabel('Public keys (JWKS) URL');
  expect(await keys.inputValue()).toMatch(/^https?:\/\/[^/]+\/lti\/jwks\.json$/);
  expect(await keys.getAttribute('readonly')).not.toBeNull();
  // The address really serves the console's keys.
  const served = (await (await fetch(await keys.inputValue())).json()) as { keys: { kid: string }[] };
  expect(served.keys[0]?.kid).toBeTruthy();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1920, 1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await keys.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `form-${width}.png`), fullPage: true });
  }
});

test('the institution is found by typing part of its title and picked with the keyboard, axe clean with the list open', async () => {
  const phone = await newContext({ width: 390, height: 844 });
  try {
    const page = await phone.newPage();
    await signInAt(page, 'admin@demo.test', '/identity-providers/add');
    const institution = page.getByRole('combobox', { name: 'Institution' });
    await institution.waitFor(SEEN);
    await institution.fill('redwood');
    const list = page.getByRole('listbox');
    const option = list.getByRole('option', { name: 'Redwood State University' });
    await option.waitFor(SEEN);
    // Once the search answers, only what contains the typed words is offered.
    await expect
      .poll(() => list.getByRole('option').allInnerTexts(), SEEN)
      .toEqual(['Redwood State University']);
    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'institution-picker-390.png') });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => institution.inputValue()).toBe('Redwood State University');
    expect(await page.getByRole('listbox').count()).toBe(0);
  } finally {
    await phone.close();
  }
});
