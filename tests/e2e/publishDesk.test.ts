/**
 * The publisher's desk in Chromium against the real server (ADR 314, 315), as a new user would try it:
 * publish@demo.test creates an article, sees a broken WebVTT file refused with the line that is wrong, uploads the
 * sample MP4 and its English subtitles, and submits it for review; admin@demo.test follows the dashboard's In review
 * figure to it and schedules it for the next minute in their time zone. While the minute runs, another published article
 * that an instructor's quiz uses is unpublished with a reason: the quiz editor names the affected item and the
 * student page shows "This video is no longer available" with its title, never a player. Once the minute and the job
 * queue's poll have passed, the scheduled article is offered in Add Video, and a student sees it play with its
 * subtitles. axe at 1280 and 390 px; screenshots in tests/.artifacts/publishDesk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { SectionOption } from '../../src/api/publish/publishContract';
import type { DeskArticle } from '../../src/domain/publish/deskArticle';
import {
  apiGet,
  apiPost,
  apiToken,
  axeViolations,
  DESKTOP,
  newContext,
  origin,
  pathOf,
  signInAt,
  url,
} from './browser';
import { typeDate } from './datePicker';
import { createQuizWith, personalLink } from './takeFixtures';

const SHOTS = join(process.cwd(), 'tests/.artifacts/publishDesk');
const MEDIA = join(process.cwd(), 'server/seed/media');
const PHONE_390 = { width: 390, height: 844 } as const;
const STAMP = Date.now().toString(36);
const TITLE = `Osmosis in onion cells ${STAMP}`;
const GONE_TITLE = `Diffusion across membranes ${STAMP}`;
const INSTRUCTOR = 'corporate@demo.test';
const GONE = 'This video is no longer available';
/** What the user sees load or change, on a machine that may be busy. */
const SEEN = { timeout: 30_000 } as const;
/** A broken WebVTT file: its second cue's timing line has no arrow. */
const BROKEN_VTT =
  'WEBVTT\n\n00:00.000 --> 00:02.000\nWater moves in.\n\n00:02.500 00:04.000\nWater moves out.\n';

let editor: BrowserContext;
let approver: BrowserContext;
let publisher: Page;
let admin: Page;
let adminToken: string;
let articleId: number;
/** When the article was scheduled for. */
let scheduledAt: Date;

async function shots(page: Page, name: string, shown: Locator) {
  for (const viewport of [DESKTOP, PHONE_390]) {
    await page.setViewportSize(viewport);
    await shown.scrollIntoViewIfNeeded();
    // The console's screen scrolls inside its own box: the window never scrolls into blank space below it.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeLessThanOrEqual(0);
    if (viewport === PHONE_390) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** The moment as the picker takes it, in the browser's (this machine's) time zone: `MM/dd/yyyy hh:mm AM`. */
function pickerText(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = at.getHours() % 12 || 12;
  const period = at.getHours() < 12 ? 'AM' : 'PM';
  return `${two(at.getMonth() + 1)}/${two(at.getDate())}/${at.getFullYear()} ${two(hours)}:${two(at.getMinutes())} ${period}`;
}

/** Sends one file of an article's media through the API, as the console's upload does. */
async function uploadThroughApi(path: string, token: string, file: string, type: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(MEDIA, file))], { type }), file);
  const response = await fetch(`${origin()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  editor = await newContext();
  approver = await newContext();
  publisher = await editor.newPage();
  admin = await approver.newPage();
  adminToken = await apiToken('admin@demo.test');
});
afterAll(async () => {
  await editor?.close();
  await approver?.close();
});

describe('an article from draft to students', () => {
  test('publish@demo.test creates an article, a broken WebVTT file is refused with its line, media go up, it goes to review', async () => {
    await signInAt(publisher, 'publish@demo.test', '/publish');
    const list = publisher.getByRole('table', { name: 'Articles' });
    await list.waitFor(SEEN);
    expect(await axeViolations(publisher)).toEqual([]);
    await shots(publisher, 'desk-list', list);
    await publisher.getByRole('link', { name: 'New article' }).click();
    await publisher.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await publisher
      .getByRole('textbox', { name: 'Abstract' })
      .fill('Red onion cells in salt water lose water and their membranes pull away from the wall.');
    await publisher.getByRole('combobox', { name: 'Section' }).selectOption({ index: 1 });
    await publisher.getByRole('textbox', { name: 'Topics' }).fill('Osmosis\nPlasmolysis');
    await publisher.getByRole('button', { name: 'Create article' }).click();
    await publisher.waitForURL(/\/publish\/article\/\d+$/, SEEN);
    articleId = Number(pathOf(publisher).split('/').pop());
    await publisher.getByText('Article created').waitFor(SEEN);

    // A broken subtitle file: refused with the line that is wrong, under the subtitles field; nothing stored.
    await publisher.getByTestId('article-subtitles-file').setInputFiles({
      name: 'osmosis.en.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(BROKEN_VTT),
    });
    const media = publisher.getByRole('region', { name: 'Media' });
    await media
      .getByRole('alert')
      .filter({ hasText: /^Line \d+: / })
      .waitFor(SEEN);
    expect(
      (await apiGet<DeskArticle>(`/api/admin/publish/article/${articleId}`, adminToken)).media.subtitles,
    ).toEqual({});

    await publisher.getByTestId('article-video-file').setInputFiles(join(MEDIA, 'sample-video.mp4'));
    await publisher.getByText(/^Current video: sample-video\.mp4/).waitFor(SEEN);
    await publisher.getByTestId('article-subtitles-file').setInputFiles(join(MEDIA, 'sample-video.en.vtt'));
    await publisher.getByRole('link', { name: 'Subtitles in English' }).waitFor(SEEN);
    const preview = publisher.getByRole('region', { name: 'Preview' });
    await preview.getByRole('button', { name: `Play video: ${TITLE}` }).waitFor(SEEN);
    expect(await axeViolations(publisher)).toEqual([]);

    const submit = publisher.getByRole('button', { name: 'Submit for review' });
    await expect.poll(() => submit.isEnabled(), SEEN).toBe(true);
    await submit.click();
    await publisher.getByText('Submitted for review').first().waitFor(SEEN);
    const lifecycle = publisher.getByRole('region', { name: 'Status and next steps' });
    await lifecycle.getByText('In review', { exact: true }).waitFor(SEEN);
    await publisher.getByRole('note').filter({ hasText: 'cannot be edited now' }).waitFor(SEEN);
    await shots(publisher, 'article-in-review', lifecycle);
  }, 180_000);

  test('admin@demo.test follows In review from the dashboard and schedules it for the next minute', async () => {
    await signInAt(admin, 'admin@demo.test', '/dashboard');
    const desk = admin.getByRole('region', { name: 'Publishing desk' });
    await desk.waitFor(SEEN);
    await desk.getByRole('link', { name: /^In review\s*\d+$/ }).click();
    await admin.waitForURL((address) => address.searchParams.get('status') === 'in_review', SEEN);
    await admin.getByRole('link', { name: TITLE }).click();
    const lifecycle = admin.getByRole('region', { name: 'Status and next steps' });
    await lifecycle.getByRole('button', { name: 'Schedule' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Schedule the publication' });
    await dialog.getByRole('heading', { name: 'Schedule the publication' }).waitFor();
    // The next whole minute that leaves 20 s to type and save it; the picker takes minutes.
    scheduledAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    await typeDate(dialog, 'Publish on', pickerText(scheduledAt));
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await admin.getByText('Scheduled', { exact: true }).first().waitFor(SEEN);
    await lifecycle.getByRole('button', { name: 'Unschedule' }).waitFor(SEEN);
    const stored = await apiGet<DeskArticle>(`/api/admin/publish/article/${articleId}`, adminToken);
    expect(stored.status).toBe('scheduled');
    expect(Date.parse(stored.scheduledAt!)).toBe(scheduledAt.getTime());
    await admin.getByRole('region', { name: 'History' }).getByText('Submitted for review').waitFor();
    await shots(admin, 'article-scheduled', lifecycle);
  }, 120_000);
});

describe('an article unpublished after a quiz used it', () => {
  let quizId: number;
  let studentToken: string;

  beforeAll(async () => {
    // Another article, published through the API, in an instructor's quiz with one student's link.
    const sections = await apiGet<SectionOption[]>('/api/admin/publish/sections', adminToken);
    const gone = await apiPost<DeskArticle>('/api/admin/publish/article', adminToken, {
      title: GONE_TITLE,
      abstract: 'Molecules spread from where they are many to where they are few.',
      articleType: sections[0]!.articleType,
      sectionId: sections[0]!.id,
    });
    await uploadThroughApi(
      `/api/admin/publish/article/${gone.id}/video`,
      adminToken,
      'sample-video.mp4',
      'video/mp4',
    );
    await apiPost(`/api/admin/publish/article/${gone.id}/step`, adminToken, { step: 'submit' });
    await apiPost(`/api/admin/publish/article/${gone.id}/step`, adminToken, { step: 'publish' });
    const instructor = await apiToken(INSTRUCTOR);
    quizId = await createQuizWith(instructor, `Membranes check ${STAMP}`, [
      {
        title: 'Membranes',
        sortIndex: 1,
        items: [
          { article: gone.id, sortIndex: 1, title: GONE_TITLE, type: 1, isMultiple: false, textOptions: [] },
        ].map((item) => ({ rightAnswer: [], image: null, ...item })),
      },
    ]);
    studentToken = await personalLink(instructor, quizId, `desk.${STAMP}@example.test`);
  });

  test('admin@demo.test unpublishes it with a reason from the desk', async () => {
    await admin.goto(url(`/publish?search=${encodeURIComponent(GONE_TITLE)}`));
    await admin.getByRole('link', { name: GONE_TITLE }).click(SEEN);
    await admin.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Unpublish the article' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The protocol shown was superseded.');
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    const lifecycle = admin.getByRole('region', { name: 'Status and next steps' });
    await lifecycle.getByText('Unpublished', { exact: true }).waitFor(SEEN);
    await admin
      .getByRole('region', { name: 'History' })
      .getByText('Note: The protocol shown was superseded.')
      .waitFor();
  });

  test("the quiz's owner is told which item is affected, and the student page says the video is no longer available", async () => {
    const context = await newContext();
    try {
      const owner = await context.newPage();
      await signInAt(owner, INSTRUCTOR, `/quiz/my-quiz/edit/${quizId}`);
      const notice = owner.getByRole('region', { name: '1 video of this quiz is no longer available' });
      await notice.waitFor(SEEN);
      await notice.getByRole('button', { name: `Go to the video item “${GONE_TITLE}”` }).click();
      await expect
        .poll(() => owner.evaluate(() => document.activeElement?.closest('article')?.textContent ?? ''), SEEN)
        .toContain(GONE);
      expect(await axeViolations(owner)).toEqual([]);

      const student = await context.newPage();
      await student.setViewportSize(PHONE_390);
      await student.goto(`${origin()}/take/${studentToken}`);
      await student.getByRole('button', { name: 'Start' }).click(SEEN);
      const card = student.getByText(GONE, { exact: true });
      await card.waitFor(SEEN);
      await student.getByText(GONE_TITLE).first().waitFor();
      expect(await student.getByRole('button', { name: /^Play video: / }).count()).toBe(0);
      expect(await student.locator('video').count()).toBe(0);
      expect(await axeViolations(student)).toEqual([]);
      await student.screenshot({ path: join(SHOTS, 'student-unavailable-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('once the scheduled moment has passed', () => {
  test('the article is offered in Add Video, and a student sees it play with its subtitles', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await signInAt(page, INSTRUCTOR, '/quiz/my-quiz/create');
      await page.getByRole('button', { name: 'Add Video' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Video' });
      const search = dialog.getByRole('searchbox');
      await search.waitFor(SEEN);
      const offered = dialog.getByRole('button', { name: TITLE, exact: true });
      // The minute, then the job queue's poll: searched again (alternately a shorter and the whole title, both of
      // which find it) until it is offered.
      let round = 0;
      await expect
        .poll(
          async () => {
            round += 1;
            const answered = page.waitForResponse((response) => response.url().includes('/api/free/search'));
            await search.fill(round % 2 === 0 ? TITLE : TITLE.slice(0, -1));
            await answered;
            await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-busy="true"]'));
            return offered.count();
          },
          { timeout: Math.max(0, scheduledAt.getTime() - Date.now()) + 120_000, interval: 3_000 },
        )
        .toBe(1);
      expect(Date.now()).toBeGreaterThanOrEqual(scheduledAt.getTime());
      expect(await axeViolations(page)).toEqual([]);

      const instructor = await apiToken(INSTRUCTOR);
      const quiz = await createQuizWith(instructor, `Osmosis check ${STAMP}`, [
        {
          title: 'Osmosis',
          sortIndex: 1,
          items: [
            { article: articleId, sortIndex: 1, title: TITLE, type: 1, isMultiple: false, textOptions: [] },
          ].map((item) => ({ rightAnswer: [], image: null, ...item })),
        },
      ]);
      const link = await personalLink(instructor, quiz, `osmosis.${STAMP}@example.test`);
      const student = await context.newPage();
      await student.goto(`${origin()}/take/${link}`);
      await student.getByRole('button', { name: 'Start' }).click(SEEN);
      const cover = student.getByRole('button', { name: `Play video: ${TITLE}` });
      await cover.waitFor(SEEN);
      const figure = await student.locator('figure').filter({ has: cover }).elementHandle();
      const video = (await figure!.$('video'))!;
      await cover.click();
      await cover.waitFor({ state: 'detached' });
      await student.waitForFunction(
        (element) =>
          element instanceof HTMLVideoElement && (element.currentTime > 0 || element.error !== null),
        video,
        SEEN,
      );
      expect(await video.evaluate((element) => (element as HTMLVideoElement).error)).toBeNull();
      // The English subtitles are a track of the video, shown (the quiz's captions are on).
      await student.waitForFunction(
        (element) =>
          [...(element as HTMLVideoElement).textTracks].some(
            (track) => track.language === 'en' && track.mode === 'showing',
          ),
        video,
        SEEN,
      );
      expect(await axeViolations(student)).toEqual([]);
      await student.screenshot({ path: join(SHOTS, 'student-plays-1280.png'), fullPage: true });
    } finally {
      await context.close();
    }
  }, 300_000);
});
