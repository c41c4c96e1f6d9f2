/**
 * What the instructor learns of watching (ADR 339) in Chromium against the real server: a quiz whose question is
 * asked at a moment of the seeded 6 s video, with two chapters; one student on a phone plays the start of the video
 * and pauses, another (through the student page's calls) watches all of it and answers; the instructor's Results
 * show the Video section: the curve as a chart with its table, the chapters and the question's figures. Axe clean;
 * screenshots at 1280, 1920 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { TAKE_PATHS } from '../../src/api/take/takeContract';
import { apiGet, apiToken, axeViolations, newContext, origin, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK_1280 = { width: 1280, height: 900 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/videoStatistics');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const option = (id: string, text: string) => ({ id, text });

/** A quiz of the seeded clip with two chapters and a question asked at 3 s. */
const activities = [
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
        video: {
          chapters: [
            { at: 0, title: 'Opening' },
            { at: 3, title: 'Closing' },
          ],
        },
      },
      {
        article: null,
        sortIndex: 2,
        title: 'Which organelle makes ATP?',
        type: 2,
        isMultiple: false,
        rightAnswer: ['b'],
        image: null,
        textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion')],
        moment: { at: 3, pause: true, mustAnswer: false },
      },
    ],
  },
];

/** The student page's calls, as its outbox sends them. */
async function send(method: 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await fetch(`${origin()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { content: unknown }).content;
}

interface QuizItems {
  readonly activities: readonly {
    readonly items: readonly { id: number; type: number; textOptions: { id: number; text: string }[] }[];
  }[];
}

const watchedLine = (page: Page) => page.getByText(/^You watched /);
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });
const cells = async (table: Locator, row: string) =>
  table
    .getByRole('row', { name: new RegExp(row) })
    .getByRole('cell')
    .allTextContents();

describe('what the instructor learns of watching', () => {
  const contexts: BrowserContext[] = [];
  let quizId: number;
  let phoneLink: string;
  const phoneStudent = `curve.phone.${Date.now()}@example.test`;
  const apiStudent = `curve.api.${Date.now()}@example.test`;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    quizId = await createQuizWith(token, `Watching curve ${Date.now()}`, activities);
    phoneLink = await personalLink(token, quizId, phoneStudent);
    // The second student watches the whole clip and answers right, through the calls the student page makes.
    const link = await personalLink(token, quizId, apiStudent);
    const quiz = await apiGet<QuizItems>(`/api/admin/quiz/user_quiz/${quizId}`, token);
    const [video, question] = quiz.activities[0]!.items;
    const right = question!.textOptions.find((o) => o.text === 'Mitochondrion')!.id;
    await send('POST', TAKE_PATHS.start(link));
    await send('POST', TAKE_PATHS.watched(link, video!.id), { segments: [[0, 6]] });
    await send('PUT', TAKE_PATHS.answer(link, question!.id), { optionIds: [right], timeSpentMs: 4000 });
    await send('POST', TAKE_PATHS.submit(link));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test('a student on a phone plays the start of the video and pauses', async () => {
    const context = await newContext(PHONE_390);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${phoneLink}`);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1.2, null, SEEN);
    await page.evaluate(() => document.querySelector('video')?.pause());
    await watchedLine(page).waitFor(SEEN);
    await saved(page).waitFor(SEEN);
  });

  test('the instructor sees the curve with its table, the chapters and the question’s figures', async () => {
    const context = await newContext(DESK_1280);
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const section = page.getByRole('region', { name: 'Video', exact: true });
    await section.getByRole('heading', { name: 'Watch the clip' }).waitFor(SEEN);
    await section.getByText('Students who played it: 2 of 2').waitFor(SEEN);
    const chart = section.getByRole('img', { name: /^Watching curve/ });
    await chart.locator('.recharts-area').waitFor(SEEN);

    await section.getByRole('button', { name: 'Show as table' }).click();
    const curve = section.getByRole('table', { name: 'Watching curve' });
    await curve.waitFor({ state: 'visible', ...SEEN });
    // A 6 s clip: a point per second. Both watched its first second; only the second student its last.
    expect(await curve.getByRole('row').count()).toBe(7);
    expect(await cells(curve, '^0:00–0:01 ')).toEqual(['2', '2']);
    expect(await cells(curve, '^0:05–0:06 ')).toEqual(['1', '1']);

    const chapters = section.getByRole('table', { name: /^Chapters:/ });
    expect(
      await chapters
        .getByRole('row', { name: /^Closing/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['0:03–0:06', '1 of 2']);
    // Only the second student submitted: they watched the part before the question, and nobody skipped it.
    const questions = section.getByRole('table', { name: /^Questions in the video/ });
    expect(await cells(questions, 'Which organelle makes ATP\\?')).toEqual([
      '1',
      '0:03',
      '100 % (n = 1)',
      '100 % (n = 1)',
      '—',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'results-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'results-1920');

    await page.setViewportSize(PHONE_390);
    await chart.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'results-390');
  });
});
