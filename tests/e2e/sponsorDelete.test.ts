/**
 * A sponsor's delete in Chromium against the real server (ADR 266, SPEC's words): the row goes at once, the notice
 * says "Sponsor successfully deleted" with Undo, and only when the notice has gone is the sponsor deleted on the
 * server; a reload no longer lists it. axe on the list with the notice open.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SPONSOR_MESSAGES } from '../../src/domain/sponsors/sponsors';
import { apiPost, apiToken, axeViolations, newContext, origin, searchList, signIn, url } from './browser';

const SUPER = 'super@demo.test';

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

const sponsorStatus = async (id: number, token: string) =>
  (await fetch(`${origin()}/api/admin/sponsor/${id}`, { headers: { Authorization: `Bearer ${token}` } }))
    .status;

test('deleting a sponsor: the row goes, the notice offers Undo, and the server deletes it once the notice ends', async () => {
  const token = await apiToken(SUPER);
  const name = `Delete Labs ${Date.now().toString(36)}`;
  const sponsor = await apiPost<{ id: number }>('/api/admin/sponsor', token, {
    companyName: name,
    companyUrl: 'https://delete.example',
  });

  context = await newContext();
  page = await context.newPage();
  await signIn(page, SUPER);
  await page.goto(url('/sponsors'));
  await searchList(page, page.getByRole('searchbox'), name);
  const row = page.getByRole('row').filter({ hasText: name });
  // Playwright's clock from here on only: the notice's lifetime is what it fast-forwards.
  await page.clock.install();
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  const notices = page.getByRole('region', { name: 'Notifications' });
  await notices.getByText('Sponsor successfully deleted').waitFor();
  // Focus on Undo holds the notice (ADR 231), however slow the machine: while it is on screen nothing is sent.
  await notices.getByRole('button', { name: 'Undo' }).focus();
  await row.waitFor({ state: 'detached' });
  expect(await sponsorStatus(sponsor.id, token)).toBe(200);
  expect(await axeViolations(page)).toEqual([]);

  // Left, the notice gets its time and goes; then the deletion is sent.
  await page.getByRole('searchbox').focus();
  await page.clock.fastForward(20_000);
  await notices.getByText('Sponsor successfully deleted').waitFor({ state: 'detached' });
  await expect.poll(() => sponsorStatus(sponsor.id, token)).toBe(404);

  // Read again, the list finds nothing by its name (SPEC's empty-list words for sponsors).
  await page.reload();
  await searchList(page, page.getByRole('searchbox'), name);
  await page.getByText(SPONSOR_MESSAGES.emptyList).waitFor();
  expect(await page.getByRole('row').filter({ hasText: name }).count()).toBe(0);
});
