/**
 * The student's interactive player (ADR 338) in Chromium against the real server: the seeded video (6 s) with a
 * must-answer question at 0:03 that goes back to 0:01 on a wrong answer, skipping prevented. A student on a phone
 * plays it and is stopped at the moment, tries to skip ahead and is refused, answers wrong and is sent back,
 * answers right and goes on. Axe clean; screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { VIDEO_MOMENT_MESSAGES } from '../../src/domain/quiz/videoMoments/videoMoments';
import { apiToken, axeViolations, newContext } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK_1280 = { width: 1280, height: 900 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/interactive-video');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';
const QUESTION = 'Which organelle makes ATP?';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const option = (id: string, text: string) => ({ id, text });
const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
const asked = (page: Page) => page.getByRole('region', { name: 'Question at 0:03 of the video' });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

/** Chooses an option and waits until the server answered its save. */
async function answer(page: Page, name: string) {
  const save = page.waitForResponse((response) => response.url().includes('/answers/'), SEEN);
  await page.getByRole('radio', { name }).check();
  expect((await save).status()).toBe(200);
  await saved(page).waitFor(SEEN);
}

describe('a must-answer question at a moment of the video', () => {
  const contexts: BrowserContext[] = [];
  let link: string;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    const quizId = await createQuizWith(token, `Interactive ${Date.now()}`, [
      {
        title: 'Energy in the cell',
        sortIndex: 1,
        items: [
          {
            article: 1,
            sortIndex: 1,
            title: 'Watch the clip',
            type: 1,
            isMultiple: false,
            rightAnswer: [],
            image: null,
            textOptions: [],
            video: { preventSkipping: true, chapters: [{ at: 0, title: 'Start' }] },
          },
          {
            article: null,
            sortIndex: 2,
            title: QUESTION,
            type: 2,
            isMultiple: false,
            rightAnswer: ['b'],
            image: null,
            textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion'), option('c', 'Ribosome')],
            moment: { at: 3, pause: true, mustAnswer: true, jumpBackTo: 1 },
          },
        ],
      },
    ]);
    link = await personalLink(token, quizId, `mover.${Date.now()}@example.test`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test('the student is stopped at the moment, refused a skip, sent back on a wrong answer, and goes on', async () => {
    const context = await newContext(PHONE_390);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${link}`);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    // Before its moment the question is nowhere on the page.
    expect(await page.getByText(QUESTION).count()).toBe(0);

    await asked(page).waitFor(SEEN);
    await page.waitForFunction(() => document.querySelector('video')!.paused, null, SEEN);
    await expect.poll(() => asked(page).evaluate((node) => node === document.activeElement)).toBe(true);
    const goOn = page.getByRole('button', { name: 'Continue the video' });
    expect(await goOn.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'asked-390');

    // Ahead of what was watched: the player goes back and says so.
    await page.evaluate(() => void (document.querySelector('video')!.currentTime = 5.5));
    await page.getByRole('status').filter({ hasText: VIDEO_MOMENT_MESSAGES.skipRefused }).waitFor(SEEN);
    expect(await videoTime(page)).toBeLessThan(4);

    // A wrong answer, saved: Continue sends the video back to 0:01, and the question comes again at 0:03.
    await answer(page, 'Nucleus');
    await goOn.click();
    await page
      .getByRole('status')
      .filter({ hasText: /goes back to 0:01/ })
      .waitFor(SEEN);
    await expect.poll(() => asked(page).count()).toBe(0);
    await asked(page).waitFor(SEEN);
    await page.waitForFunction(() => document.querySelector('video')!.paused, null, SEEN);

    await answer(page, 'Mitochondrion');
    await goOn.click();
    await expect.poll(() => asked(page).count()).toBe(0);
    await expect.poll(() => videoTime(page)).toBeGreaterThan(3);
    // Past its moment the question stays in its place, answered.
    expect(await page.getByRole('radio', { name: 'Mitochondrion' }).isChecked()).toBe(true);
    await page.setViewportSize(DESK_1280);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'answered-1280');
  });

  test('after a reload the question whose moment was reached is in its place and the video resumes there', async () => {
    const context = await newContext(DESK_1280);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${link}`);
    await page.getByRole('radio', { name: 'Mitochondrion' }).waitFor(SEEN);
    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    await expect.poll(() => videoTime(page)).toBeGreaterThan(3);
    expect(await asked(page).count()).toBe(0);
  });
});
