/**
 * A student takes a quiz through a personal link in Chromium at 390 px, against the real server: the quiz is made,
 * put in a class and distributed through the console's API, and the link read from the class page's links.
 * Answers survive a reload and a lost connection; the time runs out and the page submits; an expired link says so.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TakeSession } from '../../src/api/take/takeContract';
import { apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz, personalLink } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/take');

const createQuiz = createTakeQuiz;

async function serverSession(token: string): Promise<TakeSession> {
  const response = await fetch(`${origin()}/api/take/${token}`);
  return ((await response.json()) as { content: TakeSession }).content;
}

const questionIds = (session: TakeSession) => {
  const questions = session.activities.flatMap((a) => a.items).filter((item) => item.kind === 'question');
  const byTitle = (title: string) => questions.find((item) => item.title === title)!;
  const optionOf = (title: string, text: string) =>
    (byTitle(title) as Extract<(typeof questions)[number], { kind: 'question' }>).options.find(
      (o) => o.text === text,
    )!.id;
  return {
    atp: String(byTitle('Which organelle makes ATP?').id),
    gases: String(byTitle('Which are noble gases?').id),
    nucleus: optionOf('Which organelle makes ATP?', 'Nucleus'),
    mitochondrion: optionOf('Which organelle makes ATP?', 'Mitochondrion'),
  };
};

const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Saving|Offline/ });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('the student page', () => {
  let instructor: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    instructor = await apiToken('corporate@demo.test');
  });
  beforeEach(async () => {
    context = await newContext(PHONE_390);
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  test('answers survive a reload and a lost connection, and the score shows after submitting', async () => {
    const quizId = await createQuiz(instructor, { title: 'Cell energy check' });
    const token = await personalLink(instructor, quizId, 'ada.student@example.test');

    await page.goto(`/take/${token}`);
    await page.getByRole('heading', { name: 'Cell energy check' }).waitFor();
    expect(await page.getByText('ada.student@example.test').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'intro-390');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Energy in the cell' }).waitFor();
    await page.getByRole('button', { name: /^Play video: / }).waitFor();
    await page.getByRole('radio', { name: 'Nucleus' }).check();
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Helium' }).check();
    await page.getByRole('checkbox', { name: 'Neon' }).check();
    await page.getByText('2 of 2 questions answered').waitFor();
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'taking-390');

    // A reload finds every answer where it was left.
    await page.reload();
    await page.getByRole('heading', { name: 'Energy in the cell' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Nucleus' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('checkbox', { name: 'Neon' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();

    // Offline: the change waits on the device, and reaches the server once back online.
    const ids = questionIds(await serverSession(token));
    await context.setOffline(true);
    await page.getByRole('radio', { name: 'Mitochondrion' }).check();
    await saveStatus(page)
      .filter({ hasText: 'Offline — answers will be sent when you are back online' })
      .waitFor();
    await shot(page, 'offline-390');
    expect((await serverSession(token)).answers[ids.atp]).toEqual([ids.nucleus]);
    await context.setOffline(false);
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor({ timeout: 35_000 });
    expect((await serverSession(token)).answers[ids.atp]).toEqual([ids.mitochondrion]);

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByText('You answered every question.').waitFor();
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    const score = page.getByTestId('take-score');
    await score.waitFor();
    expect(await score.textContent()).toContain('100 %');
    expect(await score.getAttribute('data-tone')).toBe('pass');
    expect(await score.getAttribute('class')).toContain('text-green-800');
    expect(await page.getByRole('heading', { name: 'Right answers' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'result-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'result-1280');
  });

  test('by keyboard alone a student starts, answers and submits; a wrong answer scores red', async () => {
    const quizId = await createQuiz(instructor, { title: 'Keyboard check', isGraded: true });
    const token = await personalLink(instructor, quizId, 'alan.student@example.test');
    await page.goto(`/take/${token}`);
    await page.getByRole('heading', { name: 'Keyboard check' }).waitFor();

    const focusOn = async (name: string | RegExp) => {
      for (let presses = 0; presses < 20; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return (
            el?.getAttribute('aria-label') ??
            el?.closest('label')?.textContent ??
            el?.textContent ??
            ''
          ).trim();
        });
        if (typeof name === 'string' ? focused === name : name.test(focused)) return;
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };

    await focusOn('Start');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Energy in the cell' }).waitFor();
    // Start has gone: the keyboard is at the first activity's heading, not dropped to the page's body.
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent}`),
      )
      .toBe('H2: Energy in the cell');
    await focusOn('Nucleus');
    await page.keyboard.press('Space');
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor();
    await focusOn('Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Gases' }).waitFor();
    await focusOn('Submit');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByText('1 question is unanswered.').waitFor();
    // The confirmation takes the focus on its Submit now button.
    await page.keyboard.press('Enter');
    const score = page.getByTestId('take-score');
    await score.waitFor();
    expect(await score.textContent()).toContain('0 %');
    expect(await score.getAttribute('data-tone')).toBe('fail');
    expect(await score.getAttribute('class')).toContain('text-red-800');
    expect(await page.getByRole('heading', { name: 'Right answers' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('at the deadline the page submits what was answered', async () => {
    const endDate = new Date(Date.now() + 15_000).toISOString();
    const quizId = await createQuiz(instructor, { title: 'Deadline check', endDate });
    const token = await personalLink(instructor, quizId, 'grace.student@example.test');
    // The device's clock is Playwright's: it is moved past the deadline instead of waiting for it.
    await context.clock.install();
    await page.goto(`/take/${token}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('radio', { name: 'Mitochondrion' }).check();
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor();
    await page.clock.fastForward('00:20');
    const score = page.getByTestId('take-score');
    await score.waitFor({ timeout: 30_000 });
    expect(await score.textContent()).toContain('50 %');
    expect((await serverSession(token)).state).toBe('submitted');
  });

  test('an expired link shows Expired, and an unknown one says it is not valid', async () => {
    const endDate = new Date(Date.now() + 2_000).toISOString();
    const quizId = await createQuiz(instructor, { title: 'Expired check', endDate });
    const token = await personalLink(instructor, quizId, 'eve.student@example.test');
    await expect.poll(async () => (await serverSession(token)).state, { timeout: 15_000 }).toBe('expired');
    await page.goto(`/take/${token}`);
    await page.getByRole('heading', { name: 'Expired' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'expired-390');

    await page.goto('/take/not-a-link');
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
