/**
 * Viewing that counts (ADR 329) in Chromium against the real server: a student on a phone plays part of the seeded
 * video and pauses; the page says how much was watched, and after a reload it says the same (the server's record);
 * the instructor's Results show the share. Axe clean; screenshots at 390, 1280 and 1920 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { apiToken, axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz, personalLink } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK_1280 = { width: 1280, height: 900 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/watched');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const watchedLine = (page: Page) => page.getByText(/^You watched /);
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

describe('what a student watched', () => {
  const contexts: BrowserContext[] = [];
  let quizId: number;
  let link: string;
  const student = `watcher.${Date.now()}@example.test`;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    quizId = await createTakeQuiz(token, { title: `Watching ${Date.now()}` });
    link = await personalLink(token, quizId, student);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test('a student plays part of the video, reloads, and sees the same progress', async () => {
    const context = await newContext(PHONE_390);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${link}`);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    // Past two seconds of playing the student pauses (the video's own controls; here its element).
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 2, null, SEEN);
    await page.evaluate(() => document.querySelector('video')?.pause());
    await watchedLine(page).waitFor(SEEN);
    await saved(page).waitFor(SEEN);
    const before = await watchedLine(page).textContent();
    expect(before).toMatch(/^You watched \d+%/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'student-390');

    await page.reload();
    await watchedLine(page).waitFor(SEEN);
    expect(await watchedLine(page).textContent()).toBe(before);
    await page.setViewportSize(DESK_1280);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'student-1280');
  });

  test('the instructor’s Results show the share watched', async () => {
    const context = await newContext(DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.setViewportSize(DESK_1280);
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    await page.getByRole('columnheader', { name: 'Video watched' }).waitFor(SEEN);
    const row = page.getByRole('row').filter({ hasText: student });
    // The cell under "Video watched" (the e-mail is the row's header, the first column).
    const headers = await page.getByRole('columnheader').allTextContents();
    const watched = row
      .getByRole('cell')
      .nth(headers.findIndex((text) => text.startsWith('Video watched')) - 1);
    expect(await watched.textContent()).toMatch(/^([3-9]\d|100) %/);
    expect(await axeViolations(page)).toEqual([]);
    for (const [viewport, name] of [
      [DESK_1280, 'results-1280'],
      [{ width: 1920, height: 1080 }, 'results-1920'],
      [PHONE_390, 'results-390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await watched.scrollIntoViewIfNeeded();
      await shot(page, name);
    }
  });
});
