/**
 * Where the keyboard focus goes, at 1280 px (and 390 px where the menu is a drawer) and by keyboard only: to the
 * sign-in's E-mail field, to the new page's heading after a menu link, to a dialog's first field when it opens, and
 * to the safest button of a confirmation that has no field.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, newContext, pathOf, signIn, url } from './browser';

const PHONE_390 = { width: 390, height: 844 } as const;

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  await signIn(page, 'cs@demo.test');
});
afterAll(() => context?.close());

/** The focused element as a user would name it: its role-ish tag and its text or label. */
const focused = () =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLTextAreaElement | null;
    const label =
      active?.getAttribute('aria-label') ?? active?.labels?.[0]?.textContent ?? active?.textContent;
    return `${active?.tagName.toLowerCase()}: ${label?.trim()}`;
  });

async function openRowMenuItem(item: string) {
  const row = page.getByRole('table', { name: 'My Quizzes' }).getByRole('row').nth(1);
  await row.getByRole('button', { name: /^Actions for / }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  for (let step = 0; step < 12; step += 1) {
    const active = await menu.locator('[role="menuitem"][data-focus]').textContent();
    if (active?.trim() === item) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

test('after a menu link is followed with Enter, the focus is on the new page’s heading, not on the link', async () => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [link, path, heading] of [
    ['Classes', '/classes', 'h1: Classes'],
    ['Quizzes', '/quiz/my-quiz', 'h1: Quizzes'],
  ] as const) {
    await nav.getByRole('link', { name: link }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => address.pathname.endsWith(path));
    await expect.poll(focused).toBe(heading);
  }
  expect(pathOf(page)).toBe('/quiz/my-quiz');
  expect(await axeViolations(page)).toEqual([]);
});

test('a dialog opens with the focus in its first field: the e-mails can be typed at once', async () => {
  await page.goto(url('/quiz/my-quiz'));
  await page.getByRole('table', { name: 'My Quizzes' }).getByRole('row').nth(1).waitFor();
  await openRowMenuItem('Share quiz');
  const share = page.getByRole('dialog');
  await share.getByRole('heading').first().waitFor();
  await expect.poll(focused).toBe('textarea: E-mails to invite');
  await page.keyboard.type('admin@demo.test');
  expect(await share.getByLabel('E-mails to invite').inputValue()).toBe('admin@demo.test');
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'detached' });
});

test('a confirmation with no field opens on Cancel: Enter at once deletes nothing', async () => {
  await page.goto(url('/quiz/my-quiz'));
  const firstTitle = page
    .getByRole('table', { name: 'My Quizzes' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  const title = (await firstTitle.textContent())!.trim();
  await openRowMenuItem('Delete');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('heading', { name: 'Delete quiz' }).waitFor();
  await expect.poll(focused).toBe('button: Cancel');
  await page.keyboard.press('Enter');
  await confirm.waitFor({ state: 'detached' });
  expect((await firstTitle.textContent())!.trim()).toBe(title);
});

test('the sign-in opens with the focus in its E-mail field, at 390 and 1280 px', async () => {
  for (const viewport of [PHONE_390, { width: 1280, height: 800 }]) {
    const signedOut = await newContext(viewport);
    const signInPage = await signedOut.newPage();
    await signInPage.goto(url('/signin'));
    await signInPage.getByLabel('Password').waitFor();
    await expect
      .poll(() => signInPage.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('email');
    await signInPage.keyboard.type('cs@demo.test');
    expect(await signInPage.getByLabel('E-mail').inputValue()).toBe('cs@demo.test');
    await signedOut.close();
  }
});

test('at 390 px a link followed from the navigation drawer puts the focus on the new page’s heading', async () => {
  const phone = await newContext(PHONE_390);
  const phonePage = await phone.newPage();
  await signIn(phonePage, 'cs@demo.test');
  const focusedOn = () =>
    phonePage.evaluate(() => {
      const active = document.activeElement;
      return `${active?.tagName.toLowerCase()}: ${(active?.getAttribute('aria-label') ?? active?.textContent)?.trim()}`;
    });
  for (const [link, heading] of [
    ['Classes', 'h1: Classes'],
    ['Quizzes', 'h1: Quizzes'],
  ] as const) {
    await phonePage.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = phonePage.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.getByRole('link', { name: link }).focus();
    await phonePage.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(focusedOn).toBe(heading);
  }
  expect(await axeViolations(phonePage)).toEqual([]);
  await phone.close();
});

test('the New bank dialog opens with the focus in its Title field', async () => {
  await page.goto(url('/banks'));
  await page.getByRole('button', { name: 'New bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question bank' });
  await dialog.getByRole('heading', { name: 'New question bank' }).waitFor();
  await expect.poll(focused).toBe('input: Title');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});
