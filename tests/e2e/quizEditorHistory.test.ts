/**
 * The quiz editor's history, shortcuts and autosave in the real console. The page's clock is Playwright's, so a
 * pause in typing is the clock moved on, not a wait: two bursts of typing with a pause between them are two undo
 * steps (in a question title and in the quiz Title); '?' and the toolbar button open the shortcuts help (axe);
 * single-key shortcuts add a question and move between items but type normally in a field; Ctrl+S saves.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, newContext, routePrefix, signIn, url } from './browser';

describe('quiz editor history and shortcuts', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    // Time flows as usual; `fastForward` is the user's pause.
    await page.clock.install();
    await signIn(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  const questionTitle = () => page.getByRole('textbox', { name: 'Question title' }).first();
  const titleText = async () => (await questionTitle().textContent()) ?? '';
  const quizTitle = () => page.getByRole('textbox', { name: 'Title', exact: true });
  const cards = () => page.locator('article h3');

  /**
   * Types a burst: the page's clock shows one time while the keys go in (its timers keep running), so a loaded
   * machine's slow keystrokes are not read as the user's pause (a gap of 500 ms ends an undo step); the clock flows
   * again from that time after it.
   */
  async function burst(text: string) {
    const now = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(now);
    await page.keyboard.type(text);
    await page.clock.setSystemTime(now);
  }

  async function openNewQuiz() {
    await page.goto(url('/dashboard'));
    await page.evaluate(
      (href) => window.history.pushState(null, '', href),
      `${routePrefix()}/quiz/admin-quiz/create`,
    );
    await quizTitle().waitFor();
  }

  test('one Ctrl+Z takes back only the last burst of typing; the next takes the first; the question stays', async () => {
    await openNewQuiz();
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await questionTitle().click();
    await burst('Cell');
    await expect.poll(titleText).toBe('Cell');
    await page.clock.fastForward(1000);
    await burst(' wall');
    await expect.poll(titleText).toBe('Cell wall');

    await page.keyboard.press('Control+z');
    await expect.poll(titleText).toBe('Cell');
    await page.keyboard.press('Control+z');
    await expect.poll(titleText).toBe('');
    expect(await cards().allTextContents()).toEqual(['Question 1']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(titleText).toBe('Cell');
  });

  test('the quiz Title undoes burst by burst, and leaving the field ends a burst', async () => {
    await quizTitle().click();
    await burst('Enzymes');
    await page.clock.fastForward(1000);
    await burst(' 101');
    await expect.poll(() => quizTitle().inputValue()).toBe('Enzymes 101');
    await page.keyboard.press('Control+z');
    await expect.poll(() => quizTitle().inputValue()).toBe('Enzymes');

    // No pause, but the user went to another field and came back: a new step.
    await questionTitle().click();
    await quizTitle().click();
    await page.keyboard.press('End');
    await burst(' basics');
    await expect.poll(() => quizTitle().inputValue()).toBe('Enzymes basics');
    await page.keyboard.press('Control+z');
    await expect.poll(() => quizTitle().inputValue()).toBe('Enzymes');
  });

  test('? and the toolbar button open the shortcuts help; in a field ? is typed', async () => {
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await quizTitle().click();
    await page.keyboard.type('?');
    await expect.poll(() => quizTitle().inputValue()).toBe('Enzymes?');
    expect(await help.count()).toBe(0);

    await page.getByRole('heading', { name: 'Quiz Details' }).click();
    await page.keyboard.press('?');
    const close = help.getByRole('button', { name: 'Close' });
    await close.waitFor();
    expect(await help.getByRole('rowheader', { name: 'Go to the next item' }).count()).toBe(1);
    expect(await help.getByRole('row', { name: /Save the quiz/ }).textContent()).toContain('Ctrl');
    expect(await axeViolations(page)).toEqual([]);
    await close.click();
    await help.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await close.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  test('Q adds a question; J and K move between items; Ctrl+S saves', async () => {
    await page.getByRole('heading', { name: 'Quiz Details' }).click();
    await page.keyboard.press('q');
    await expect.poll(() => cards().allTextContents()).toEqual(['Question 1', 'Question 2']);
    await page.getByRole('heading', { name: 'Quiz Details' }).click();
    // The added question is the selected item: K goes back to Question 1, J on to Question 2.
    await page.keyboard.press('k');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label')))
      .toBe('Question 1');
    await page.keyboard.press('j');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label')))
      .toBe('Question 2');
    await page.keyboard.press('k');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label')))
      .toBe('Question 1');

    // Question 2 has no title yet: the save runs its check and says so.
    await page.keyboard.press('Control+s');
    await page.getByText('Question title should not be empty').first().waitFor();
  });
});
