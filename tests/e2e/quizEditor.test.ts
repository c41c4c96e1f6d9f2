/**
 * The quiz editor in the real console: build an admin quiz with two activities, a video and two questions, reorder
 * by keyboard drag (one undo step), move an item, undo and redo, reload and restore the draft, save, reopen and read
 * back every question text, option and right answer and the video's article; axe on the form and
 * the dialogs.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { announced, axeViolations, newContext, signInWithToken, url } from './browser';

const TITLE = `Cell Biology Check ${Date.now()}`;

describe('quiz editor', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    await signInWithToken(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  const itemHeadings = () => page.locator('article h3').allTextContents();

  /** The question at `index` among the questions shown: its title, options and which of them are right. */
  async function readQuestion(index: number) {
    const article = page
      .locator('article')
      .filter({ has: page.getByRole('textbox', { name: 'Question title' }) })
      .nth(index);
    const title = await article.getByRole('textbox', { name: 'Question title' }).textContent();
    const options: string[] = [];
    const right: string[] = [];
    for (const letter of ['A', 'B', 'C', 'D']) {
      options.push(await article.getByRole('textbox', { name: `Option ${letter}` }).inputValue());
      if (await article.getByRole('radio', { name: `Correct answer: option ${letter}` }).isChecked())
        right.push(letter);
    }
    return { title, options, right };
  }

  async function fillQuestion(index: number, title: string) {
    await page.getByRole('textbox', { name: 'Question title' }).nth(index).fill(title);
    const article = page
      .locator('article')
      .filter({ has: page.getByRole('textbox', { name: 'Question title' }) })
      .nth(index);
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) {
      await article.getByRole('textbox', { name: `Option ${letter}` }).fill(`${title} answer ${i + 1}`);
    }
  }

  /** What each question should read: four answers, the right one chosen by its letter. */
  const expected = (title: string, right: string) => ({
    title,
    options: [1, 2, 3, 4].map((n) => `${title} answer ${n}`),
    right: [right],
  });

  test('build, reorder, move, undo/redo, restore after reload, save and reopen', async () => {
    await page.goto(url('/quiz/admin-quiz/create'));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('radio', { name: 'Graded', exact: true }).check();
    await page.getByRole('button', { name: 'Add Activity' }).click();
    // Add Activity selects the new activity (ADR 262): the questions go into the first one.
    await page.getByRole('button', { name: 'Activity 1', exact: true }).click();
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await fillQuestion(0, 'What is a cell?');
    await page.getByRole('radio', { name: 'Correct answer: option C' }).first().check();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    const card = dialog.getByRole('listitem').locator('button:not([aria-disabled])').first();
    await card.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await fillQuestion(1, 'What is a membrane?');
    await page.getByRole('radio', { name: 'Correct answer: option B' }).nth(1).check();
    const before = await itemHeadings();
    expect(before).toEqual(['Question 1', expect.stringMatching(/^Video: /), 'Question 2']);

    // Keyboard drag: lift the video, move it up, drop it — one undo step.
    const handle = page.getByRole('button', { name: before[1]!.replace('Video', 'Drag Video') });
    await handle.focus();
    await page.keyboard.press('Space');
    await announced(page, `Picked up ${before[1]}, at position 2 of 3.`);
    await page.keyboard.press('ArrowUp');
    await announced(page, `${before[1]} moved to position 1 of 3.`);
    await page.keyboard.press('Space');
    await announced(page, `${before[1]} dropped at position 1 of 3.`);
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1', 'Question 2']);
    // The whole drag is one undo step: one Undo puts the previous order back, Redo the dragged one.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(itemHeadings).toEqual(before);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1', 'Question 2']);

    await page.getByRole('button', { name: 'Move Question 2 to another activity' }).click();
    const move = page.getByRole('dialog', { name: 'Move to another activity' });
    expect(await axeViolations(page)).toEqual([]);
    await move.getByRole('radio', { name: 'Activity 2' }).check();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1']);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1', 'Question 2']);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1']);

    await page.reload();
    const draft = page.getByRole('alertdialog', { name: 'Unsaved changes found' });
    await draft.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: 'Restore' }).click();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(TITLE);
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1']);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/quiz/create') && r.status() === 200,
    );
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    const { content } = (await (await saved).json()) as {
      content: { id: number; activities: { items: { type: number; article: { title: string } | null }[] }[] };
    };
    const video = content.activities.flatMap((a) => a.items).find((item) => item.type === 1);
    expect(`Video: ${video?.article?.title}`).toBe(before[1]);
    await page.waitForURL(/\/quiz\/admin-quiz$/);

    await page.goto(url(`/quiz/admin-quiz/edit/${content.id}`));
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(TITLE);
    await expect.poll(itemHeadings).toEqual([before[1], 'Question 1']);
    expect(await readQuestion(0)).toEqual(expected('What is a cell?', 'C'));
    await page.getByRole('button', { name: 'Activity 2', exact: true }).click();
    await expect.poll(itemHeadings).toEqual(['Question 2']);
    expect(await readQuestion(0)).toEqual(expected('What is a membrane?', 'B'));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
