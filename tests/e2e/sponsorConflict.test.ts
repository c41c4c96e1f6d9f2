/**
 * No lost update in Chromium against the real server (ADR 109, 110): two people open the same sponsor, both save;
 * the second sees the conflict message instead of overwriting the first, and "Keep mine" then saves theirs over it
 * knowingly. axe on the form with the conflict dialog open. The same account saving in a second tab is told so.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { STALE_MESSAGES } from '../../src/domain/shared/recordVersions';
import { areas as arAreas } from '../../src/i18n/locales/ar/areas';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { specTexts as arSpec } from '../../src/i18n/locales/ar/specTexts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiGet, apiPost, apiToken, axeViolations, DESKTOP, newContext, signIn, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

let first: BrowserContext;
let second: BrowserContext;
let alice: Page;
let bob: Page;
let token: string;

interface StoredSponsor {
  id: number;
  companyName: string;
  version: number;
}

beforeAll(async () => {
  [first, second] = await Promise.all([newContext(), newContext()]);
  [alice, bob] = await Promise.all([first.newPage(), second.newPage()]);
  await signIn(alice, 'super@demo.test');
  await signIn(bob, 'corporate@demo.test');
  token = await apiToken('super@demo.test');
});
afterAll(async () => {
  await first.close();
  await second.close();
});

async function rename(page: Page, name: string): Promise<void> {
  const field = page.getByLabel('Company Name');
  await field.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('the second of two saves meets the conflict message; Keep mine then saves it over the first', async () => {
  const sponsor = await apiPost<StoredSponsor>('/api/admin/sponsor', token, {
    companyName: 'Conflict Labs',
    companyUrl: 'https://conflict.example',
  });
  const stored = () => apiGet<StoredSponsor>(`/api/admin/sponsor/${sponsor.id}`, token);
  for (const page of [alice, bob]) {
    await page.goto(url(`/sponsors/edit/${sponsor.id}`));
    await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe('Conflict Labs');
  }

  await rename(alice, 'Conflict Labs North');
  await alice.getByText('Sponsor successfully updated').waitFor();
  await rename(bob, 'Conflict Labs South');
  const dialog = bob.getByRole('alertdialog', { name: 'Changed by someone else' });
  await dialog.getByText(STALE_MESSAGES.sponsor).waitFor();
  expect(await stored()).toMatchObject({ companyName: 'Conflict Labs North', version: 2 });
  expect(await bob.getByLabel('Company Name').inputValue()).toBe('Conflict Labs South');
  expect(await axeViolations(bob)).toEqual([]);

  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await bob.getByText('Sponsor successfully updated').waitFor();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  expect(await stored()).toMatchObject({ companyName: 'Conflict Labs South', version: 3 });
});

test('Reload drops mine and shows what the other person saved', async () => {
  const sponsor = await apiPost<StoredSponsor>('/api/admin/sponsor', token, {
    companyName: 'Reload Labs',
    companyUrl: 'https://reload.example',
  });
  for (const page of [alice, bob]) {
    await page.goto(url(`/sponsors/edit/${sponsor.id}`));
    await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe('Reload Labs');
  }
  await rename(alice, 'Reload Labs Theirs');
  await alice.getByText('Sponsor successfully updated').waitFor();
  await rename(bob, 'Reload Labs Mine');
  const dialog = bob.getByRole('alertdialog', { name: 'Changed by someone else' });
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => bob.getByLabel('Company Name').inputValue()).toBe('Reload Labs Theirs');
  expect(await dialog.isVisible()).toBe(false);
});

test('the same account in a second tab is told it saved there itself, not that someone else did (ADR 300)', async () => {
  const sponsor = await apiPost<StoredSponsor>('/api/admin/sponsor', token, {
    companyName: 'Two Tabs Labs',
    companyUrl: 'https://two-tabs.example',
  });
  // A second tab of Alice's browser: the same signed-in account.
  const tab = await first.newPage();
  try {
    for (const page of [alice, tab]) {
      await page.goto(url(`/sponsors/edit/${sponsor.id}`));
      await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe('Two Tabs Labs');
    }
    await rename(tab, 'Two Tabs Labs, saved in the other tab');
    await tab.getByText('Sponsor successfully updated').waitFor();
    await rename(alice, 'Two Tabs Labs, saved here');
    const dialog = alice.getByRole('alertdialog', { name: 'Saved by you in another tab or device' });
    await dialog
      .getByText('You saved this in another tab or on another device. Reload it or keep your changes.')
      .waitFor();
    expect(await alice.getByRole('alertdialog', { name: 'Changed by someone else' }).count()).toBe(0);
    expect(await axeViolations(alice)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => alice.getByLabel('Company Name').inputValue())
      .toBe('Two Tabs Labs, saved in the other tab');
  } finally {
    await tab.close();
  }
});

test('in Arabic the same dialog is said in Arabic, axe-clean and fitting at 1920, 1280 and 390 px', async () => {
  const sponsor = await apiPost<StoredSponsor>('/api/admin/sponsor', token, {
    companyName: 'Two Tabs Arabic',
    companyUrl: 'https://two-tabs-ar.example',
  });
  const context = await newContext(DESKTOP, 'ar');
  const shots = join(PROJECT_ROOT, 'tests/.artifacts/stale-saved-by-you');
  mkdirSync(shots, { recursive: true });
  try {
    const [here, other] = [await context.newPage(), await context.newPage()];
    await here.goto(url('/signin'));
    await here.getByLabel(arCore.signIn.email).fill('super@demo.test');
    await here.getByLabel(arCore.signIn.password).fill('demo-password');
    await here.getByRole('button', { name: arCore.signIn.submit }).click();
    await here.waitForURL(/\/dashboard/);
    const name = (page: Page) => page.getByLabel(arAreas.site.sponsorsCompanyName);
    for (const page of [here, other]) {
      await page.goto(url(`/sponsors/edit/${sponsor.id}`));
      await expect.poll(() => name(page).inputValue()).toBe('Two Tabs Arabic');
    }
    await name(other).fill('Two Tabs Arabic, other tab');
    await other.getByRole('button', { name: arAreas.site.save, exact: true }).click();
    await other.getByText(arSpec.sponsor_updated).waitFor();
    await name(here).fill('Two Tabs Arabic, here');
    await here.getByRole('button', { name: arAreas.site.save, exact: true }).click();
    const dialog = here.getByRole('alertdialog', { name: arAreas.confirm.conflictTitleYours });
    await dialog.getByText(arAreas.confirm.conflictYours).waitFor();
    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
      [390, 844],
    ] as const) {
      await here.setViewportSize({ width, height });
      expect(await axeViolations(here)).toEqual([]);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await here.screenshot({ path: join(shots, `sponsor-ar-${width}.png`) });
    }
  } finally {
    await context.close();
  }
});
