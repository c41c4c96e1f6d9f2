/**
 * New quiz from a class and the class's own dates (ADRs 217, 218), in Chromium against the production build: the
 * instructor opens a class's Quizzes tab, makes a New quiz, saves it and is back on the tab with the quiz listed
 * (a dash for dates: it follows its own, none); Dates sets this class's opening date and deadline, shown in the row
 * after a reload; axe finds nothing. Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/class-quiz-dates/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { apiPatch, apiPost, apiToken, axeViolations, newContext, signIn, url } from './browser';
import { typeDate } from './datePicker';
import { PROJECT_ROOT } from './serverProcess';

const INSTRUCTOR = 'cs@demo.test';
const STAMP = Date.now().toString(36);
const CLASS_TITLE = `Ecology ${STAMP}`;
const QUIZ_TITLE = `Food webs ${STAMP}`;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/class-quiz-dates');
const SEEN = { timeout: 30_000 } as const;

describe('a quiz made from a class, run by the class’s dates', () => {
  let context: BrowserContext;
  let page: Page;
  let classId = 0;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    const created = await apiPost<{ id: number }>('/api/admin/class/', token, {
      title: CLASS_TITLE,
      institution: null,
      description: '',
      startDate: null,
      endDate: null,
    });
    classId = created.id;
    await apiPatch(`/api/admin/class/${classId}/publish`, token, { published: true });
    await apiPost(`/api/admin/class/${classId}/invite`, token, { emails: ['river@students.demo.test'] });
    context = await newContext({ width: 1280, height: 900 });
    page = await context.newPage();
    await signIn(page, INSTRUCTOR);
  });
  afterAll(() => context?.close());

  const quizRow = () =>
    page.getByRole('table', { name: 'Quizzes' }).getByRole('row').filter({ hasText: QUIZ_TITLE });

  test('New quiz opens the editor; the saved quiz is in the class, whose Quizzes tab opens with its Student links', async () => {
    await page.goto(url(`/classes/${classId}`));
    await page.getByRole('tab', { name: /Quizzes/ }).click();
    await page.getByRole('link', { name: 'New quiz' }).click();
    await page.waitForURL(/\/quiz\/my-quiz\/create\?classId=\d+$/);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(QUIZ_TITLE);
    await page.getByRole('radio', { name: 'Graded', exact: true }).check();
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await page.getByRole('textbox', { name: 'Question title' }).first().fill('Which one is a producer?');
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries())
      await page.getByRole('textbox', { name: `Option ${letter}`, exact: true }).fill(`Organism ${i + 1}`);
    await page.getByRole('button', { name: 'Save Quiz' }).click();

    await page.waitForURL(new RegExp(`/classes/${classId}\\?tab=quizzes&links=\\d+$`), SEEN);
    // The new quiz's Student links open at once (ADR 360); closed, the Quizzes tab lists it.
    const links = page.getByRole('dialog', { name: `Student links: ${QUIZ_TITLE}` });
    await links.getByRole('button', { name: 'Close' }).click(SEEN);
    await page.waitForURL(new RegExp(`/classes/${classId}\\?tab=quizzes$`), SEEN);
    await quizRow().waitFor(SEEN);
    expect(await page.getByRole('tab', { name: /Quizzes/ }).getAttribute('aria-selected')).toBe('true');
    const cells = await quizRow().getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 4)).toEqual([QUIZ_TITLE, '1', '—', '—']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Dates sets this class’s opening date and deadline, shown in its row after a reload', async () => {
    const opens = addDays(new Date(), 2);
    const due = addDays(new Date(), 9);
    await page.getByRole('button', { name: `Actions for ${QUIZ_TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Dates' }).click();
    const dialog = page.getByRole('dialog', { name: `Dates in this class: ${QUIZ_TITLE}` });
    await typeDate(dialog, 'Opening date', `${format(opens, 'MM/dd/yyyy')} 08:00 AM`);
    await typeDate(dialog, 'Deadline', `${format(due, 'MM/dd/yyyy')} 05:00 PM`);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'dates-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Save dates' }).click();
    await page.getByText('Deadline updated').first().waitFor(SEEN);
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('tab', { name: /Quizzes/ }).click();
    await quizRow().waitFor(SEEN);
    const cells = await quizRow().getByRole('cell').allInnerTexts();
    expect(cells[2]).toContain(format(opens, 'MM/dd/yyyy'));
    expect(cells[3]).toContain(format(due, 'MM/dd/yyyy'));
    expect(await axeViolations(page)).toEqual([]);

    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await quizRow().waitFor();
      await page.screenshot({ path: join(SHOTS, `class-quizzes-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
