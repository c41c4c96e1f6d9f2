/**
 * The student page on a phone (390 px) in Chromium against the real server, offline halfway through: the video's
 * cover says nothing that is not true (no "Coming soon" under a play sign when only the poster failed to load), no
 * collection badge a student cannot read ("Core"), and the sticky bar stays flush with the top and opaque while the
 * questions scroll under it, however many lines the offline message takes. axe in English and Arabic; screenshots
 * at 390, 1280 and 1920 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TakeSession } from '../../src/api/take/takeContract';
import { enTake } from '../../src/i18n/enTake';
import { take as arTake } from '../../src/i18n/locales/ar/take';
import { apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/take-phone');
/** A seeded Science Core article (ids follow the seed's order: 89 journal, 40 encyclopedia, then core). */
const CORE_ARTICLE = 130;

const option = (id: string, text: string) => ({ id, text });
const question = (sortIndex: number, title: string) => ({
  article: null,
  sortIndex,
  title,
  type: 2,
  isMultiple: false,
  rightAnswer: ['b'],
  image: null,
  textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion'), option('c', 'Ribosome')],
});

async function createQuiz(token: string, title: string): Promise<number> {
  return createQuizWith(token, title, [
    { title: 'Before the video', sortIndex: 1, items: [question(1, 'Which organelle makes ATP?')] },
    {
      title: 'The core video',
      sortIndex: 2,
      items: [
        {
          article: CORE_ARTICLE,
          sortIndex: 1,
          title: 'Watch the clip',
          type: 1,
          isMultiple: false,
          textOptions: [],
          rightAnswer: [],
          image: null,
        },
        question(2, 'Which organelle holds the DNA?'),
        question(3, 'Which organelle builds proteins?'),
      ],
    },
  ]);
}

async function serverSession(token: string): Promise<TakeSession> {
  const response = await fetch(`${origin()}/api/take/${token}`);
  return ((await response.json()) as { content: TakeSession }).content;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const saveStatus = (page: Page) => page.locator('[data-save-status]');

/** What lies at the top edge of the screen and just above the bar's bottom edge: the bar, at every point across. */
const barCoversTop = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const box = bar.getBoundingClientRect();
    const xs = [5, window.innerWidth / 2, window.innerWidth - 5];
    const ys = [1, box.bottom - 2];
    const covered = xs.every((x) => ys.every((y) => bar.contains(document.elementFromPoint(x, y))));
    return { top: Math.round(box.top), covered, background: getComputedStyle(bar).backgroundColor };
  });

describe('the student page at 390 px', () => {
  let instructor: string;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    instructor = await apiToken('corporate@demo.test');
  });
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  async function startOffline(
    locale: string,
    start: string,
    email: string,
  ): Promise<{ page: Page; context: BrowserContext }> {
    const quizId = await createQuiz(instructor, `Phone check ${email}`);
    const token = await personalLink(instructor, quizId, email);
    const video = (await serverSession(token)).activities[1]!.items[0]!;
    expect(video.kind === 'video' && video.video?.articleType).toBe('science_core');
    const context = await newContext(PHONE_390, locale);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${token}`);
    await page.getByRole('button', { name: start, exact: true }).click();
    await page.getByRole('heading', { name: 'Before the video' }).waitFor();
    await page.getByRole('radio').nth(1).check();
    await expect.poll(() => saveStatus(page).getAttribute('data-save-status')).toBe('saved');
    await context.setOffline(true);
    await page.getByRole('radio').nth(0).check();
    await expect.poll(() => saveStatus(page).getAttribute('data-save-status')).toBe('offline');
    await page.locator('nav button').nth(1).click();
    await page.getByRole('heading', { name: 'The core video' }).waitFor();
    return { page, context };
  }

  test('offline, the video shows no words over its play sign, no Core badge, and the bar stays whole at the top', async () => {
    const { page, context } = await startOffline('en-US', enTake.take.start, 'offline.phone@example.test');
    const figure = page.locator('figure');
    const cover = figure.getByRole('button', { name: /^Play video: / });
    await cover.waitFor();
    // The poster cannot load offline: the cover falls back to a picture without words, still a play button.
    const image = cover.locator('img');
    await expect.poll(async () => (await image.getAttribute('src'))?.startsWith('data:')).toBe(true);
    expect(decodeURIComponent((await image.getAttribute('src'))!)).not.toContain('Coming soon');
    // No collection badge: the caption is the video's title alone.
    expect(await figure.locator('figcaption').evaluate((caption) => caption.children.length)).toBe(1);
    expect(await figure.getByText('Core', { exact: true }).count()).toBe(0);

    // The offline message takes more than one line at 390 px; the bar is flush with the top and opaque, at rest
    // and with the questions scrolled under it.
    const message = saveStatus(page);
    expect(await message.evaluate((p) => (p as HTMLElement).offsetHeight > 24)).toBe(true);
    for (const scroll of [0, 10_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect.poll(() => page.evaluate(() => window.scrollY > 0)).toBe(scroll > 0);
      const bar = await barCoversTop(page);
      expect(bar.top).toBe(0);
      expect(bar.covered).toBe(true);
      expect(bar.background).toBe('rgb(255, 255, 255)');
    }
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'offline-scrolled-390');
    for (const [name, viewport] of [
      ['1280', { width: 1280, height: 800 }],
      ['1920', { width: 1920, height: 1080 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `offline-${name}`);
    }
    await context.setOffline(false);
  });

  test('in Arabic the same screen is axe clean, right to left', async () => {
    const { page } = await startOffline('ar', arTake.take.start, 'offline.arabic@example.test');
    await page.locator('figure').getByRole('button').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 10_000));
    const bar = await barCoversTop(page);
    expect(bar.top).toBe(0);
    expect(bar.covered).toBe(true);
    await shot(page, 'offline-ar-390');
  });
});
