/**
 * Interactive video from end to end (issue 65), as its users meet it, in Chromium against the real server: an
 * instructor opens a quiz of the seeded 6 s video in the editor and adds three questions at moments of it from the
 * timeline (the first must be answered, and goes back to the start on a wrong answer), prevents skipping, saves and
 * previews it as a student (sent back on a wrong answer there too); the quiz goes to a class. A student on a phone watches: is stopped at each moment, tries to skip ahead and is
 * refused, answers wrong and is sent back, goes offline and back while answering, finishes and submits. The
 * instructor's Results then show the share watched, the curve and each question's figures. Screenshots at 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { VIDEO_MOMENT_MESSAGES } from '../../src/domain/quiz/videoMoments/videoMoments';
import { apiToken, axeViolations, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK_1280 = { width: 1280, height: 900 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/interactive-video-story');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The three questions the instructor adds: at which second, their text, their options (the first is right). */
const QUESTIONS = [
  { at: 1, title: 'What does the enzyme bind?', options: ['Its substrate', 'Water', 'Light', 'Salt'] },
  { at: 3, title: 'Where is ATP made?', options: ['Mitochondrion', 'Nucleus', 'Ribosome', 'Vacuole'] },
  { at: 5, title: 'What carries the energy?', options: ['ATP', 'DNA', 'Starch', 'Chitin'] },
] as const;

const timeline = (page: Page) => page.getByRole('group', { name: /^Timeline of / });
const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);
const asked = (page: Page, at: number) =>
  page.getByRole('region', { name: `Question at 0:0${at} of the video` });
const saveStatus = (page: Page) => page.getByRole('status');
const cells = (table: Locator, row: string) =>
  table
    .getByRole('row', { name: new RegExp(row) })
    .getByRole('cell')
    .allTextContents();

/** The instructor adds a question at `at` seconds of the video, from the timeline, and fills it in. */
async function addQuestionAt(page: Page, number: number, question: (typeof QUESTIONS)[number]) {
  await page.evaluate((at) => {
    const video = document.querySelector('video')!;
    video.pause();
    video.currentTime = at;
  }, question.at);
  await page.getByText(`Player at 0:0${question.at}`, { exact: true }).waitFor(SEEN);
  await page.getByRole('button', { name: 'Add question here' }).click();
  await timeline(page)
    .getByRole('button', { name: `Question ${number} at 0:0${question.at}` })
    .waitFor(SEEN);
  const card = page.getByRole('article', { name: `Question ${number}` });
  await card.getByRole('textbox', { name: 'Question title' }).fill(question.title);
  for (const [index, text] of question.options.entries())
    await card.getByRole('textbox', { name: `Option ${'ABCD'[index]!}` }).fill(text);
  await card.getByRole('radio', { name: 'Correct answer: option A' }).check();
  return card;
}

/** The student chooses an option and waits until its save is answered (online) or kept on the device (offline). */
async function choose(page: Page, name: string) {
  await page.getByRole('radio', { name }).check();
}

describe('an interactive video, authored, watched and read', () => {
  const contexts: BrowserContext[] = [];
  let token: string;
  let quizId: number;
  const student = `enzymes.${Date.now()}@example.test`;

  beforeAll(async () => {
    token = await apiToken(INSTRUCTOR);
    quizId = await createQuizWith(token, `Enzymes at moments ${Date.now()}`, [
      {
        title: 'Enzymes',
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
          },
        ],
      },
    ]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test('the instructor adds three questions at moments, one must-answer with a jump back, and prevents skipping', async () => {
    const context = await newContext(DESK_1280);
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await timeline(page).waitFor(SEEN);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, SEEN);

    const first = await addQuestionAt(page, 1, QUESTIONS[0]);
    const moment = first.getByRole('group', { name: 'Moment in the video' });
    await moment.getByRole('checkbox', { name: 'Must answer to go on' }).check();
    const jumpBack = moment.getByRole('textbox', { name: 'On a wrong answer, go back to (m:ss)' });
    await jumpBack.fill('0:00');
    await jumpBack.press('Enter');
    await addQuestionAt(page, 2, QUESTIONS[1]);
    await addQuestionAt(page, 3, QUESTIONS[2]);
    await page
      .getByRole('group', { name: 'How students watch it' })
      .getByRole('checkbox', { name: 'Prevent skipping ahead of what was watched' })
      .check();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await page.waitForURL((address) => !address.pathname.includes('/edit/'), SEEN);

    // Previewed as a student: stopped at the first moment, and sent back on a wrong answer as a student would be.
    await page.goto(url(`/quiz/my-quiz/view/${quizId}`));
    await page.getByRole('link', { name: 'Preview as a student' }).click(SEEN);
    await page.getByText('Preview — nothing is recorded').waitFor(SEEN);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    await asked(page, 1).waitFor(SEEN);
    const judged = page.waitForResponse((response) => response.url().includes('/answers/'), SEEN);
    await choose(page, 'Water');
    expect((await judged).status()).toBe(200);
    await page.getByRole('button', { name: 'Continue the video' }).click();
    await saveStatus(page)
      .filter({ hasText: /goes back to 0:00/ })
      .waitFor(SEEN);
    await asked(page, 1).waitFor(SEEN);
  });

  test('a student on a phone is stopped at each moment, refused a skip, sent back, goes offline and back, and submits', async () => {
    const link = await personalLink(token, quizId, student);
    const context = await newContext(PHONE_390);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/take/${link}`);
    await page.getByRole('button', { name: 'Start' }).click(SEEN);
    await page.getByRole('button', { name: /^Play video: / }).click(SEEN);
    const goOn = page.getByRole('button', { name: 'Continue the video' });

    // At 0:01 the video stops: this one must be answered, and the video cannot be skipped past it.
    await asked(page, 1).waitFor(SEEN);
    await page.waitForFunction(() => document.querySelector('video')!.paused, null, SEEN);
    expect(await goOn.isDisabled()).toBe(true);
    await page.evaluate(() => void (document.querySelector('video')!.currentTime = 4.5));
    await saveStatus(page).filter({ hasText: VIDEO_MOMENT_MESSAGES.skipRefused }).waitFor(SEEN);
    expect(await videoTime(page)).toBeLessThan(2);
    await shot(page, 'stopped-390');

    // A wrong answer sends the video back to the start, and the question comes again.
    await choose(page, 'Water');
    await saveStatus(page)
      .filter({ hasText: /^Saved$/ })
      .waitFor(SEEN);
    await goOn.click();
    await saveStatus(page)
      .filter({ hasText: /goes back to 0:00/ })
      .waitFor(SEEN);
    await asked(page, 1).waitFor(SEEN);
    await choose(page, 'Its substrate');
    await saveStatus(page)
      .filter({ hasText: /^Saved$/ })
      .waitFor(SEEN);
    await goOn.click();

    // At 0:03, offline: the answer waits on the device.
    await asked(page, 3).waitFor(SEEN);
    await context.setOffline(true);
    await choose(page, 'Mitochondrion');
    await saveStatus(page)
      .filter({ hasText: 'Offline — answers will be sent when you are back online' })
      .waitFor(SEEN);
    await shot(page, 'offline-390');
    await goOn.click();

    // At 0:05, back online: both answers and what was watched reach the server.
    await asked(page, 5).waitFor(SEEN);
    await choose(page, 'ATP');
    await context.setOffline(false);
    await saveStatus(page)
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 35_000 });
    await goOn.click();
    await page.waitForFunction(() => document.querySelector('video')!.ended, null, SEEN);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByText('You answered every question.').waitFor(SEEN);
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    const score = page.getByTestId('take-score');
    await score.waitFor(SEEN);
    expect(await score.textContent()).toContain('100 %');
    await shot(page, 'submitted-390');
  });

  test('the instructor sees the share watched, the curve and each question’s figures', async () => {
    const context = await newContext(DESK_1280);
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    // The share watched, under "Video watched" (the e-mail is the row's header, the first column).
    await page.getByRole('columnheader', { name: 'Video watched' }).waitFor(SEEN);
    const headers = await page.getByRole('columnheader').allTextContents();
    const watched = page
      .getByRole('row')
      .filter({ hasText: student })
      .getByRole('cell')
      .nth(headers.findIndex((text) => text.startsWith('Video watched')) - 1);
    expect(await watched.textContent()).toMatch(/^(9\d|100) %/);
    const section = page.getByRole('region', { name: 'Video', exact: true });
    await section.getByText('Students who played it: 1 of 1').waitFor(SEEN);
    await section
      .getByRole('img', { name: /^Watching curve/ })
      .locator('.recharts-area')
      .waitFor(SEEN);
    const questions = section.getByRole('table', { name: /^Questions in the video/ });
    for (const [index, question] of QUESTIONS.entries()) {
      expect(await cells(questions, question.title.replace('?', '\\?'))).toEqual([
        String(index + 1),
        `0:0${question.at}`,
        '100 % (n = 1)',
        '100 % (n = 1)',
        '—',
      ]);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE_390);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'results-390');
  });
});
