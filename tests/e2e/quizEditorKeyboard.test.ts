/**
 * The quiz editor's keyboard and leaving in the real console: typing in a question title, then Ctrl+Z, Ctrl+Shift+Z
 * and Ctrl+Y go through the quiz history only (one history, the Undo/Redo buttons agree); Ctrl+Z in the Add Video
 * search leaves the quiz alone; deleting an activity asks first; a sidebar link or Back with unsaved changes asks
 * "Leave this page?" (Stay keeps the editor, Leave goes, and the edits come back as a draft); axe on both
 * confirmations.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, newContext, pathOf, routePrefix, signInWithToken, standStill, url } from './browser';

describe('quiz editor keyboard and leaving', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    await signInWithToken(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  const questionTitle = () => page.getByRole('textbox', { name: 'Question title' }).first();
  const titleText = async () => (await questionTitle().textContent()) ?? '';
  const undo = () => page.getByRole('button', { name: 'Undo', exact: true });
  const redo = () => page.getByRole('button', { name: 'Redo', exact: true });

  test('undo shortcuts use the quiz history in a title and stay out of dialogs', async () => {
    // Opened in-app from the dashboard, so Back stays in the console (test 2). The dashboard is on screen first:
    // the router then listens for Back before the editor does, which is what the guard must still come ahead of.
    await page.goto(url('/dashboard'));
    await page.locator('main h1').waitFor();
    await page.evaluate(
      (href) => window.history.pushState(null, '', href),
      `${routePrefix()}/quiz/admin-quiz/create`,
    );
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await questionTitle().click();
    // A typist's keys come well within the typing pause (500 ms); on a busy machine the browser's do not, so the
    // page's clock stands still while they come, and flows again after.
    await standStill(page);
    await page.keyboard.type('Osmosis');
    await expect.poll(titleText).toBe('Osmosis');
    await page.clock.resume();
    expect(await redo().isDisabled()).toBe(true);

    await page.keyboard.press('Control+z');
    await expect.poll(titleText).toBe('');
    // The typing was one step; Add Question is still there to undo, and the typing can be redone.
    expect(await undo().isEnabled()).toBe(true);
    expect(await redo().isEnabled()).toBe(true);
    expect(await page.locator('article h3').allTextContents()).toEqual(['Question 1']);

    await page.keyboard.press('Control+Shift+z');
    await expect.poll(titleText).toBe('Osmosis');
    expect(await redo().isDisabled()).toBe(true);

    await page.keyboard.press('Control+z');
    await expect.poll(titleText).toBe('');
    await page.keyboard.press('Control+y');
    await expect.poll(titleText).toBe('Osmosis');
    expect(await redo().isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Add Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    const search = dialog.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('cell');
    // Ctrl+Z in the search field is the field's own: the keys that follow see whatever it did.
    await search.press('Control+z');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await titleText()).toBe('Osmosis');
    expect(await redo().isDisabled()).toBe(true);
    expect(await page.locator('article h3').allTextContents()).toEqual(['Question 1']);

    // The delete confirmation of an activity, with axe; Cancel keeps it.
    await page.getByRole('button', { name: 'Add Activity' }).click();
    await page.getByRole('button', { name: 'Delete Activity 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete activity' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Activity 2', exact: true }).count()).toBe(1);
    // Add Activity selected the new one (ADR 262): back to the first, whose question the next test reads.
    await page.getByRole('button', { name: 'Activity 1', exact: true }).click();
    await questionTitle().waitFor();
  });

  test('a sidebar link or Back with unsaved changes asks first: Stay keeps the editor, Leave goes', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
    const stay = leave.getByRole('button', { name: 'Stay' });

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await stay.waitFor();
    expect(await leave.textContent()).toContain('Your changes are kept as a draft.');
    expect(await axeViolations(page)).toEqual([]);
    await stay.click();
    await leave.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/quiz/admin-quiz/create');
    expect(await titleText()).toBe('Osmosis');

    await page.evaluate(() => window.history.back());
    await stay.waitFor();
    expect(pathOf(page)).toBe('/quiz/admin-quiz/create');
    await stay.click();
    await leave.waitFor({ state: 'detached' });
    expect(await titleText()).toBe('Osmosis');

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // With nothing unsaved, links go at once.
    await nav.getByRole('link', { name: 'Quizzes' }).click();
    await page.waitForURL(/\/quiz/);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // "Kept as a draft": back in a new quiz, the left edits are offered again.
    await page.evaluate(
      (href) => window.history.pushState(null, '', href),
      `${routePrefix()}/quiz/admin-quiz/create`,
    );
    const restore = page
      .getByRole('alertdialog', { name: 'Unsaved changes found' })
      .getByRole('button', { name: 'Restore' });
    await restore.click();
    await expect.poll(titleText).toBe('Osmosis');
  });
});
