/**
 * Several attempts in Chromium against the real server (ADR 219): the instructor allows three attempts with the
 * highest counting on Results; the student submits an attempt at 50 %, presses Try again on their result, and
 * submits a second at 100 %; Results show 100 % and the student's detail lists both attempts with the second
 * marked as the one that counts. Axe clean; screenshots of the student's result and the detail at 1920, 1280 and
 * 390 px.
 */
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiToken, axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { createTakeQuiz, personalLink } from './takeFixtures';

const SHOTS = join(process.cwd(), 'tests/.artifacts/attempts');
const INSTRUCTOR = 'corporate@demo.test';
const STUDENT = `attempts.${Date.now()}@example.test`;
const SEEN = { timeout: 30_000 } as const;
const WIDTHS = [1920, 1280, 390] as const;

async function shots(page: Page, name: string, shown: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** One attempt on the student page: the ATP question right or wrong, the noble gases right. */
async function takeAttempt(page: Page, atp: 'Mitochondrion' | 'Nucleus') {
  await page.getByRole('button', { name: 'Start' }).click(SEEN);
  await page.getByRole('radio', { name: atp }).check(SEEN);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Oxygen' }).check(SEEN);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  await page.getByTestId('take-score').waitFor(SEEN);
}

describe('a student makes two attempts', () => {
  let instructor: BrowserContext;
  let student: BrowserContext;
  let page: Page;
  let quizId: number;
  let link: string;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    quizId = await createTakeQuiz(token, { title: `Attempts ${Date.now()}` });
    link = await personalLink(token, quizId, STUDENT);
    instructor = await newContext(DESKTOP);
    page = await instructor.newPage();
    await signInWithToken(page, INSTRUCTOR);
    student = await newContext(DESKTOP);
  });
  afterAll(async () => {
    await instructor?.close();
    await student?.close();
  });

  test('the instructor allows three attempts, the highest counting', async () => {
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const form = page.getByRole('region', { name: 'Attempts', exact: true });
    await form.getByRole('combobox', { name: 'Attempts allowed' }).selectOption('3', SEEN);
    await form.getByRole('combobox', { name: 'Which attempt counts' }).selectOption('highest');
    await form.getByRole('button', { name: 'Save attempts setting' }).click();
    await page.getByText('Attempts setting saved').waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the student submits, presses Try again, and submits a second attempt', async () => {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    // One of the two questions right (the gases half wrong scores nothing): 0 %; then the ATP one right: 50 %.
    await takeAttempt(take, 'Nucleus');
    expect(await take.getByTestId('take-score').textContent()).toContain('0 %');
    await take.getByText('Attempt 1').waitFor();
    await take.getByText('Attempts left: 2').waitFor();
    expect(await axeViolations(take)).toEqual([]);
    await shots(take, 'student-result', take.getByRole('button', { name: 'Try again' }));
    await take.getByRole('button', { name: 'Try again' }).click();
    await takeAttempt(take, 'Mitochondrion');
    expect(await take.getByTestId('take-score').textContent()).toContain('50 %');
    await take.getByText('Attempt 2').waitFor();
    await take.getByText('Attempts left: 1').waitFor();
  });

  test('Results show the attempt that counts, and the detail lists both with the counting one marked', async () => {
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const row = page.getByRole('row').filter({ hasText: STUDENT });
    await row.waitFor(SEEN);
    expect(await row.textContent()).toContain('50');
    await page.getByRole('link', { name: `View Results in Detail for ${STUDENT}` }).click(SEEN);
    const list = page.getByRole('region', { name: 'Attempts', exact: true });
    await list.waitFor(SEEN);
    const rows = list.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/^Attempt 10 of 2 · 0 %/);
    expect(await rows.nth(1).textContent()).toMatch(/^Attempt 21 of 2 · 50 %.*Counts$/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'student-detail', list);
  });
});
