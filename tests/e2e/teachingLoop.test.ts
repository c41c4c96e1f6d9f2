/**
 * The README's "Try the teaching loop" walk on the freshly seeded store, in Chromium at 1280 px: the instructor
 * (cs@demo.test) finds real figures on the dashboard, opens Biology 101, sees its students and the Student links of
 * its check-in (submitted, in progress, opened, not started), opens a not-started student's link in a fresh browser
 * context, takes and submits the quiz, and finds the result in Results; the deadline can be set, with no trial
 * message. Screenshots of the dashboard, Student links and Results go to tests/.artifacts/teaching-loop/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, DESKTOP, newContext, signIn, url } from './browser';
import { typeDate } from './datePicker';
import { PROJECT_ROOT } from './serverProcess';

const INSTRUCTOR = 'cs@demo.test';
const CLASS_TITLE = 'Biology 101: Cells and Genetics';
const QUIZ_TITLE = 'Unit 3 Check-in: Cells and Inheritance';
const STUDENT = 'grace.hopper@students.demo.test';
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/teaching-loop');
/** What the user sees load or change, on a machine that may be busy. */
const SEEN = { timeout: 30_000 } as const;
const TRIAL_TEXT = /trial period/i;

/** The whole screen at 1280 px: the console scrolls inside its main area, so the window grows to fit it. */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const height = await page.evaluate(() =>
    Math.max(...Array.from(document.querySelectorAll('*'), (element) => element.scrollHeight)),
  );
  await page.setViewportSize({
    width: DESKTOP.width,
    height: Math.min(Math.max(height, DESKTOP.height), 4000),
  });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  await page.setViewportSize(DESKTOP);
}

/** The value a figure of the dashboard shows after its label, e.g. 'Results this week'. */
async function dashboardFigure(page: Page, label: string): Promise<number> {
  const text = (await page.getByRole('link', { name: new RegExp(`^${label}\\s*\\d+`) }).textContent())!;
  return Number(/(\d+)/.exec(text.slice(label.length))![1]);
}

/** The value a Results screen's figure shows under its term, e.g. 'Completed by'. */
const resultsFigure = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

describe('the teaching loop of the demo', () => {
  let instructor: BrowserContext;
  let console_: Page;
  let link = '';

  beforeAll(async () => {
    instructor = await newContext(DESKTOP);
    console_ = await instructor.newPage();
    await signIn(console_, INSTRUCTOR);
  });
  afterAll(() => instructor?.close());

  const linksDialog = () => console_.getByRole('dialog', { name: `Student links: ${QUIZ_TITLE}` });
  const stateOf = (email: string) =>
    linksDialog()
      .getByRole('table', { name: 'Personal links' })
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell')
      .nth(1);

  test('the dashboard shows the week’s results, attempts and scores, and the check-in due this week', async () => {
    await console_.getByText(/^Figures as of /).waitFor(SEEN);
    expect(await dashboardFigure(console_, 'Results this week')).toBeGreaterThan(0);
    expect(await dashboardFigure(console_, 'Students in my classes')).toBeGreaterThanOrEqual(11);
    await console_.getByRole('link', { name: `View results of ${QUIZ_TITLE}` }).waitFor();
    const deadlines = console_.getByRole('table', { name: 'Class quizzes due in the next 7 days' });
    await deadlines
      .getByRole('row')
      .filter({ hasText: QUIZ_TITLE })
      .filter({ hasText: CLASS_TITLE })
      .waitFor();
    await console_.getByRole('heading', { name: 'Attempts per day' }).waitFor();
    await console_.getByRole('heading', { name: 'Scores of recent attempts' }).waitFor();
    expect(await console_.getByText(/^No attempts were submitted/).count()).toBe(0);
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'dashboard-1280');
  });

  test('the class lists its students, and Student links shows where each one stands', async () => {
    await console_.goto(url('/classes'));
    await console_.getByRole('link', { name: CLASS_TITLE }).first().click();
    await console_.getByRole('heading', { name: CLASS_TITLE }).waitFor(SEEN);
    const students = console_.getByRole('table', { name: 'Students' });
    await students.getByRole('cell', { name: STUDENT, exact: true }).waitFor(SEEN);
    expect(await students.getByRole('row').count()).toBe(12);

    await console_.getByRole('tab', { name: /^Quizzes/ }).click();
    await console_.getByRole('button', { name: `Actions for ${QUIZ_TITLE}` }).click();
    await console_.getByRole('menuitem', { name: 'Student links' }).click();
    await stateOf(STUDENT).waitFor(SEEN);
    const states = (await linksDialog().getByRole('row').allTextContents()).join('\n');
    // Seven submitted, one of them after the deadline: Late, in the words of Results (ADR 211).
    expect(states.match(/(Submitted|Late) \(\d+%\)/g)?.length).toBe(7);
    expect(states.match(/In progress/g)?.length).toBe(1);
    expect(states.match(/Opened/g)?.length).toBe(1);
    expect(await stateOf(STUDENT).textContent()).toBe('Not started');
    link = (await linksDialog()
      .getByRole('row')
      .filter({ hasText: STUDENT })
      .getByRole('cell')
      .nth(3)
      .textContent())!.trim();
    expect(link).toMatch(/^https?:\/\/\S+\/take\/[\w-]+$/);
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'student-links-1280');
    // At 390 px each student is a card: the link gets the card's width, not a narrow column.
    await console_.setViewportSize({ width: 390, height: 844 });
    const linkBox = await linksDialog().getByText(link, { exact: true }).boundingBox();
    expect(linkBox!.width).toBeGreaterThan(250);
    expect(await axeViolations(console_)).toEqual([]);
    await console_.screenshot({ path: join(SHOTS, 'student-links-390.png') });
    await console_.setViewportSize(DESKTOP);
    await linksDialog().getByRole('button', { name: 'Close' }).click();
  });

  test('the student opens the link in a fresh browser context, answers every question and submits', async () => {
    const student = await newContext(DESKTOP);
    try {
      const page = await student.newPage();
      await page.goto(new URL(link).pathname);
      await page.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
      await page.getByRole('button', { name: 'Start' }).click();
      for (;;) {
        const section = page.locator('section[aria-labelledby="take-activity"]');
        await section.locator('fieldset').first().waitFor(SEEN);
        const questions = section.locator('fieldset');
        for (let index = 0; index < (await questions.count()); index += 1)
          await questions.nth(index).locator('input').first().check();
        const next = page.getByRole('button', { name: 'Next', exact: true });
        if ((await next.count()) === 0) break;
        const heading = await page.locator('#take-activity').textContent();
        await next.click();
        await expect.poll(() => page.locator('#take-activity').textContent()).not.toBe(heading);
      }
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Submit your answers?' });
      await dialog.getByText(/^You answered every question\./).waitFor(SEEN);
      await dialog.getByRole('button', { name: 'Submit now' }).click();
      await page.getByTestId('take-score').waitFor(SEEN);
    } finally {
      await student.close();
    }
  });

  test('the result appears in Results, and the deadline can be set with no trial message', async () => {
    await console_.goto(url('/dashboard'));
    await console_.getByRole('link', { name: `View results of ${QUIZ_TITLE}` }).click();
    const table = console_.getByRole('table', { name: QUIZ_TITLE });
    await table.waitFor(SEEN);
    const row = table.getByRole('row').filter({ has: console_.getByRole('rowheader', { name: STUDENT }) });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).not.toBe('—');
    expect(await resultsFigure(console_, 'Distributed to').textContent()).toBe('11 students');
    expect(await resultsFigure(console_, 'Completed by').textContent()).toBe('8 students');
    await console_.getByText('Based on 8 submitted attempts.').waitFor(SEEN);
    expect(await console_.getByText(TRIAL_TEXT).count()).toBe(0);
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'results-1280');

    const edit = console_.getByRole('button', { name: 'Edit deadline' });
    expect(await edit.isEnabled()).toBe(true);
    await edit.click();
    const day = addDays(new Date(), 6);
    await typeDate(console_, 'New deadline', `${format(day, 'MM/dd/yyyy')} 05:00 PM`);
    await console_.getByRole('button', { name: 'Save deadline' }).click();
    await resultsFigure(console_, 'Deadline')
      .filter({ hasText: format(day, 'MM/dd/yyyy') })
      .waitFor(SEEN);
    expect(await console_.getByText(TRIAL_TEXT).count()).toBe(0);
  });
});
