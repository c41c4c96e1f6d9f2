/**
 * The transcript beside a student's video and the interactive player's fullscreen (ADR 342) in Chromium against
 * the real server, on the seeded clip (6 s) and its real WebVTT subtitles (English and German, read by the
 * browser's own parser). On a phone: the transcript opens, a search keeps the line it finds, a line past what was
 * watched is refused with the player's message when skipping is prevented, a line within it moves the video there;
 * Fullscreen puts the video and the question asked under it fullscreen together. On a plain video a line moves the
 * video there, and the transcript opened stays open for the page. Axe clean; screenshots at 390 and 1280 px.
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
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/video-transcript');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';
const QUESTION = 'What does the tone show?';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
/**
 * Records on the element the furthest place it was ever sent to, caught on the way down (capture), before the
 * page's own listener can undo a seek.
 */
const recordSeeks = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video')!;
    const record = () => {
      video.dataset.furthestSeek = String(
        Math.max(Number(video.dataset.furthestSeek ?? 0), video.currentTime),
      );
    };
    document.addEventListener('seeking', record, true);
  });
const furthestSeek = async (page: Page) =>
  Number((await page.locator('video').getAttribute('data-furthest-seek')) ?? 0);
const transcriptToggle = (page: Page) => page.getByRole('button', { name: 'Transcript', exact: true });
const line = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: 'Transcript' }).getByRole('button', { name });

function videoItem(video?: object) {
  return {
    article: 1,
    sortIndex: 1,
    title: 'Watch the clip',
    type: 1,
    isMultiple: false,
    rightAnswer: [],
    image: null,
    textOptions: [],
    ...(video ? { video } : {}),
  };
}

async function studentLink(token: string, name: string, items: object[]) {
  const quizId = await createQuizWith(token, `${name} ${Date.now()}`, [
    { title: 'The test clip', sortIndex: 1, items },
  ]);
  return personalLink(token, quizId, `${name.toLowerCase()}.${Date.now()}@example.test`);
}

describe('the transcript and fullscreen of a student’s video', () => {
  const contexts: BrowserContext[] = [];
  let interactive: string;
  let plain: string;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    interactive = await studentLink(token, 'Transcript', [
      videoItem({ preventSkipping: true }),
      {
        article: null,
        sortIndex: 2,
        title: QUESTION,
        type: 2,
        isMultiple: false,
        rightAnswer: ['a'],
        image: null,
        textOptions: [
          { id: 'a', text: 'A test pattern' },
          { id: 'b', text: 'An experiment' },
        ],
        moment: { at: 3, pause: true, mustAnswer: true },
      },
    ]);
    plain = await studentLink(token, 'Plain', [videoItem()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test('on a phone: search, a line refused past what was watched, a line within it seeks, fullscreen with the question', async () => {
    const context = await newContext(PHONE_390);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${interactive}`);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    const toggle = transcriptToggle(page);
    await toggle.waitFor(SEEN);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await line(page, /^0:04 The tone you hear/).waitFor(SEEN);
    // Two caption languages: a menu, in the page's language first.
    expect(await page.getByRole('combobox', { name: 'Transcript language' }).inputValue()).toBe('en');

    await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('HERTZ');
    await expect
      .poll(() => page.getByRole('list', { name: 'Transcript' }).getByRole('button').count())
      .toBe(1);
    expect(await page.locator('mark').textContent()).toBe('hertz');
    await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('');

    // Nothing watched yet: a line ahead is refused as a skip, with the player's message; the video never went there.
    await recordSeeks(page);
    await line(page, /^0:04 /).click();
    await page.getByRole('status').filter({ hasText: VIDEO_MOMENT_MESSAGES.skipRefused }).waitFor(SEEN);
    expect(await videoTime(page)).toBeLessThan(1);
    expect(await furthestSeek(page)).toBeLessThan(1);

    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    const asked = page.getByRole('region', { name: 'Question at 0:03 of the video' });
    await asked.waitFor(SEEN);
    // The line spoken is marked.
    await page
      .getByRole('list', { name: 'Transcript' })
      .locator('[aria-current="true"]', { hasText: 'The colour bars' })
      .waitFor(SEEN);
    // Within what was watched: the line is gone to, pressed with Enter.
    await line(page, /^0:02 /).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(2);
    expect(await videoTime(page)).toBeLessThan(2.5);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'transcript-390');

    // Fullscreen: the player's wrapper, the question asked in it and answerable.
    await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('video')) ?? false),
      )
      .toBe(true);
    expect(await asked.evaluate((node) => document.fullscreenElement!.contains(node))).toBe(true);
    expect(await page.locator('video').getAttribute('controlslist')).toContain('nofullscreen');
    await page.getByRole('radio', { name: 'A test pattern' }).check();
    expect(await page.getByRole('button', { name: 'Continue the video' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'fullscreen-390');
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    await page.setViewportSize(DESK_1280);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'transcript-1280');
  });

  test('on a plain video a line moves the video there, and the transcript opened stays open for the page', async () => {
    const context = await newContext(DESK_1280);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${plain}`);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    await transcriptToggle(page).click(SEEN);
    // The video is not playing: only the line chosen moves it.
    await line(page, /^0:04 /).click(SEEN);
    await expect.poll(() => videoTime(page)).toBe(4);
    // The line spoken now is the one chosen.
    await page
      .getByRole('list', { name: 'Transcript' })
      .locator('[aria-current="true"]', { hasText: 'The tone you hear' })
      .waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'plain-1280');

    await page.reload();
    await line(page, /^0:00 /).waitFor(SEEN);
    expect(await transcriptToggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize(PHONE_390);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'plain-390');
  });
});
