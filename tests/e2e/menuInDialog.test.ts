/**
 * A row-actions menu inside a modal dialog, in Chromium against the real server (ADR 267): the Student links of
 * the demo's check-in (cs@demo.test, Biology 101) offer each student's actions in the row's 'Actions for <e-mail>'
 * menu. Escape closes the menu and leaves the dialog open with the focus on the row's menu button; choosing Copy
 * link copies the link and says so on its row, the dialog still open and seen; on the last row too (its menu whole
 * on screen), by keyboard, and a click inside the dialog closes only the menu. Escape with no menu open still
 * closes the dialog. axe finds nothing with the menu open and after it. Screenshots of the open menu at 1920, 1280
 * and 390 px go to tests/.artifacts/menu-in-dialog/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, DESKTOP, focusedOn, newContext, origin, signIn, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/menu-in-dialog');

const INSTRUCTOR = 'cs@demo.test';
const CLASS_TITLE = 'Biology 101: Cells and Genetics';
const QUIZ_TITLE = 'Unit 3 Check-in: Cells and Inheritance';
/** What the user sees load or change, on a machine that may be busy. */
const SEEN = { timeout: 30_000 } as const;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext(DESKTOP);
  // Copy link writes to the clipboard, as a user's browser lets the console do.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
  page = await context.newPage();
  await signIn(page, INSTRUCTOR);
});
afterAll(() => context?.close());

const linksDialog = () => page.getByRole('dialog', { name: `Student links: ${QUIZ_TITLE}` });
const linksTable = () => linksDialog().getByRole('table', { name: 'Personal links' });
const menuButton = (email: string) => linksDialog().getByRole('button', { name: `Actions for ${email}` });

async function openLinks() {
  await page.goto(url('/classes'));
  await page.getByRole('link', { name: CLASS_TITLE }).first().click();
  await page.getByRole('heading', { name: CLASS_TITLE }).waitFor(SEEN);
  await page.getByRole('tab', { name: /^Quizzes/ }).click();
  await page.getByRole('button', { name: `Actions for ${QUIZ_TITLE}` }).click();
  await page.getByRole('menuitem', { name: 'Student links' }).click();
  await linksTable().getByRole('row').nth(1).waitFor(SEEN);
}

/** The students' e-mails, in the table's order. */
async function students(): Promise<string[]> {
  const rows = linksTable().getByRole('row');
  const emails: string[] = [];
  for (let index = 1; index < (await rows.count()); index += 1)
    emails.push((await rows.nth(index).getByRole('cell').first().textContent())!.trim());
  return emails;
}

/** Opens the row's menu and answers its items as a user finds them. */
async function openMenu(email: string): Promise<string[]> {
  await menuButton(email).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

/** The dialog is still there once the page has settled after a menu closed (two frames, its close's work done). */
async function dialogStays() {
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  expect(await linksDialog().isVisible()).toBe(true);
  expect(await linksTable().isVisible()).toBe(true);
}

test('a student’s row menu in the Student links dialog closes alone: Escape, then choosing Copy link', async () => {
  await openLinks();
  const emails = await students();
  expect(emails.length).toBeGreaterThan(1);
  const first = emails[0]!;

  // The demo server sends no mail: Copy link is the row's one action.
  expect(await openMenu(first)).toEqual(['Copy link']);
  // The open menu is inside the dialog, for assistive technology as on screen.
  expect(await linksDialog().getByRole('menu').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'menu-open-1280.png') });
  await page.keyboard.press('Escape');
  await dialogStays();
  expect(await focusedOn(page)).toBe(`button: Actions for ${first}`);

  await openMenu(first);
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  const row = linksTable().getByRole('row').filter({ hasText: first });
  await row.getByRole('status').filter({ hasText: 'Link copied' }).waitFor(SEEN);
  await dialogStays();
  const link = (await row.getByRole('cell').nth(3).textContent())!.trim();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await focusedOn(page)).toBe(`button: Actions for ${first}`);
  expect(await axeViolations(page)).toEqual([]);
});

test('the last row’s menu opens whole on screen and closes alone, by keyboard and by a click in the dialog', async () => {
  await openLinks();
  const last = (await students()).at(-1)!;
  await menuButton(last).scrollIntoViewIfNeeded();

  await menuButton(last).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // Whole on screen, below or above its button.
  const box = (await menu.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.keyboard.press('Escape');
  await dialogStays();
  expect(await focusedOn(page)).toBe(`button: Actions for ${last}`);

  // Enter on the item chooses it.
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.keyboard.press('Enter');
  await linksTable()
    .getByRole('row')
    .filter({ hasText: last })
    .getByRole('status')
    .filter({ hasText: 'Link copied' })
    .waitFor(SEEN);
  await dialogStays();
  expect(await focusedOn(page)).toBe(`button: Actions for ${last}`);

  // A click on the dialog's title, outside the menu, closes the menu only.
  await openMenu(last);
  await linksDialog()
    .getByRole('heading', { name: `Student links: ${QUIZ_TITLE}` })
    .click();
  await dialogStays();

  // The open menu as it is seen on a wide screen and on a phone (its row a card there).
  for (const width of [1920, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openMenu(last);
    await page.screenshot({ path: join(SHOTS, `last-row-menu-${width}.png`) });
    await page.keyboard.press('Escape');
    await dialogStays();
  }
  await page.setViewportSize(DESKTOP);

  // With no menu open, Escape closes the dialog, as it always has.
  await menuButton(last).focus();
  await page.keyboard.press('Escape');
  await linksDialog().waitFor({ state: 'detached' });
});

test('at 1920 px each student’s link stands on one line; at 390 px the class page’s buttons share one line and no tab is cut', async () => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openLinks();
  const link = linksTable().getByRole('row').nth(1).getByRole('cell').nth(3).locator('span');
  const lines = await link.evaluate(
    (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(Math.round(lines)).toBe(1);
  await page.screenshot({ path: join(SHOTS, 'links-1920.png') });
  await page.keyboard.press('Escape');
  await linksDialog().waitFor({ state: 'detached' });

  await page.setViewportSize({ width: 390, height: 844 });
  const tops = await Promise.all(
    ['Edit', 'Invite students', 'Share'].map(async (name) => {
      const found = await page.getByRole('button', { name, exact: true }).boundingBox();
      return found ? Math.round(found.y) : null;
    }),
  );
  expect(tops[0]).not.toBeNull();
  expect(new Set(tops).size).toBe(1);
  for (const tab of await page.getByRole('tab').all()) {
    const found = (await tab.boundingBox())!;
    expect(found.x).toBeGreaterThanOrEqual(0);
    expect(found.x + found.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: join(SHOTS, 'class-page-390.png') });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
});
