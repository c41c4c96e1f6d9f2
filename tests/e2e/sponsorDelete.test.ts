/**
 * A sponsor's delete in Chromium against the real server (ADR 266, SPEC's words): the row goes at once, the notice
 * says "Sponsor successfully deleted" with Undo and counts the article assignments that go with it, and only when the notice has gone is the sponsor deleted on the
 * server; a reload no longer lists it. axe on the list with the notice open.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SPONSOR_MESSAGES } from '../../src/domain/sponsors/sponsors';
import {
  apiPost,
  apiToken,
  axeViolations,
  focusedOn,
  newContext,
  origin,
  searchList,
  signInAt,
  standStill,
  tabTo,
} from './browser';

const SUPER = 'super@demo.test';

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

/**
 * A sponsor made through the API (with as many articles assigned as asked), and the Sponsors list signed in as a
 * super admin and searched for it.
 */
async function sponsorListed(label: string, articles = 0) {
  const token = await apiToken(SUPER);
  const name = `${label} ${Date.now().toString(36)}`;
  const sponsor = await apiPost<{ id: number }>('/api/admin/sponsor', token, {
    companyName: name,
    companyUrl: 'https://sponsor.example',
  });
  if (articles > 0) {
    const free = await apiPost<{ result: { id: number }[] }>('/api/admin/sponsor/article_list', token, {
      withSponsor: 2,
    });
    const ids = free.result.slice(0, articles).map((article) => article.id);
    expect(ids).toHaveLength(articles);
    await apiPost(`/api/admin/sponsor/${sponsor.id}/article/add`, token, { articles: ids });
  }
  context = await newContext();
  page = await context.newPage();
  await signInAt(page, SUPER, '/sponsors');
  await searchList(page, page.getByRole('searchbox'), name);
  return { token, name, sponsor, row: page.getByRole('row').filter({ hasText: name }) };
}

const sponsorStatus = async (id: number, token: string) =>
  (await fetch(`${origin()}/api/admin/sponsor/${id}`, { headers: { Authorization: `Bearer ${token}` } }))
    .status;

test('deleting a sponsor: the row goes, the notice offers Undo and names its article assignment, and the server deletes it once the notice ends', async () => {
  const { token, name, sponsor, row } = await sponsorListed('Delete Labs', 1);
  // Playwright's clock from here on only: the notice's lifetime is what it fast-forwards.
  await page.clock.install();
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  // One step (ADR 351): the menu's Delete deletes, nothing is asked.
  await page.getByRole('menuitem', { name: `Delete ${name}` }).click();

  const notices = page.getByRole('region', { name: 'Notifications' });
  await notices.getByText('Sponsor successfully deleted').waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  // What goes with it, as the server counted it (its article assignments are deleted with it).
  await notices.getByText('Goes with it: 1 article assignment.').waitFor();
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

test('by keyboard alone: Undo takes the focus from the deleted row, gives it back to the row, and Escape lets the delete go', async () => {
  const { token, name, sponsor, row } = await sponsorListed('Keyboard Labs');
  const notices = page.getByRole('region', { name: 'Notifications' });
  const deleted = notices.getByText('Sponsor successfully deleted');

  /** Deletes the row by keyboard; from its Delete on, the page's clock moves only by the returned tick. */
  const deleteByKeyboard = async () => {
    // Tab onto the row's menu from the search box, as a keyboard user reaches it.
    await page.getByRole('searchbox').focus();
    await tabTo(page, `button: Actions for ${name}`);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    while ((await menu.locator('[role="menuitem"][data-focus]').textContent())?.trim() !== `Delete ${name}`)
      await page.keyboard.press('ArrowDown');
    // The focus given to Undo does not hold the notice (ADR 278): its 4 s are the test's, not a busy machine's.
    const { tick } = await standStill(page);
    // One step (ADR 351): Enter on Delete deletes, nothing is asked.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await tick(), deleted.count())).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    return tick;
  };

  // The row and its menu button are gone: the focus is on the notice's Undo, not dropped to the page.
  let tick = await deleteByKeyboard();
  await row.waitFor({ state: 'detached' });
  // (axe waits on timers the stopped clock holds: the first test checks the notice with its Undo focused.)
  await expect.poll(async () => (await tick(), focusedOn(page))).toBe('button: Undo');
  // Enter undoes; the row is back and the focus with it, on its menu button.
  await page.keyboard.press('Enter');
  await page.clock.resume();
  await row.waitFor();
  await expect.poll(() => focusedOn(page)).toBe(`button: Actions for ${name}`);

  // Again, and Escape: the notice goes, the focus is on the page's heading, and the sponsor is deleted when the
  // window ends (closing the notice no longer keeps its deletion waiting).
  tick = await deleteByKeyboard();
  await expect.poll(async () => (await tick(), focusedOn(page))).toBe('button: Undo');
  await page.keyboard.press('Escape');
  await deleted.waitFor({ state: 'detached' });
  await tick();
  await expect.poll(() => focusedOn(page)).toBe('h1: Sponsors');
  expect(await sponsorStatus(sponsor.id, token)).toBe(200);
  await page.clock.resume();
  await page.clock.fastForward(20_000);
  await expect.poll(() => sponsorStatus(sponsor.id, token)).toBe(404);
});
