/**
 * Questions at moments of a video in the quiz editor (ADR 337), in Chromium against the real server: an instructor
 * opens a quiz with the seeded video, plays it a little, adds a question there from the timeline, makes it
 * must-answer with a jump back, moves its mark a second on by keyboard, turns on prevent skipping, saves, reopens
 * and finds it all as saved. Axe clean; screenshots at 1280, 1920 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { apiToken, axeViolations, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz } from './takeFixtures';
import { formatMoment, parseMoment } from '../../src/domain/quiz/videoMoments/videoMoments';

const DESK_1280 = { width: 1280, height: 900 } as const;
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/videoMoments');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const timeline = (page: Page) => page.getByRole('group', { name: /^Timeline of / });
/** The player's place as the timeline says it ("Player at 0:02.4"): the moment a question added now gets. */
const playerAt = async (page: Page) =>
  ((await page.getByText(/^Player at /).textContent()) ?? '').replace('Player at ', '');
const momentOf = (page: Page) => page.getByRole('group', { name: 'Moment in the video' }).last();

describe('questions at moments of a video in the quiz editor', () => {
  let context: BrowserContext;
  let quizId: number;

  beforeAll(async () => {
    quizId = await createTakeQuiz(await apiToken(INSTRUCTOR), { title: `Interactive cell ${Date.now()}` });
  });
  afterAll(() => context?.close());

  test('an instructor adds a question at a moment, makes it must-answer with a jump back, prevents skipping, saves and sees it again', async () => {
    context = await newContext(DESK_1280);
    const page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await timeline(page).waitFor(SEEN);

    // A few seconds into the video, paused there (the video's own controls; here its element).
    await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 3, null, SEEN);
    await page.evaluate(() => document.querySelector('video')?.pause());
    await page.getByText(/^Player at 0:0[3-9]/).waitFor(SEEN);
    const at = await playerAt(page);

    await page.getByRole('button', { name: 'Add question here' }).click();
    const mark = timeline(page).getByRole('button', { name: `Question 2 at ${at}` });
    await mark.waitFor();
    const card = page.getByRole('article', { name: 'Question 2' });
    await card.getByRole('textbox', { name: 'Question title' }).fill('What does the enzyme bind?');
    for (const [letter, text] of [
      ['A', 'Its substrate'],
      ['B', 'Water'],
      ['C', 'Light'],
      ['D', 'Salt'],
    ] as const)
      await card.getByRole('textbox', { name: `Option ${letter}` }).fill(text);

    const moment = momentOf(page);
    await expect(moment.getByRole('textbox', { name: 'Ask at (m:ss)' }).inputValue()).resolves.toBe(at);
    await moment.getByRole('checkbox', { name: 'Must answer to go on' }).check();
    const jumpBack = moment.getByRole('textbox', { name: 'On a wrong answer, go back to (m:ss)' });
    await jumpBack.fill('0:01');
    await jumpBack.press('Enter');
    // A second on by keyboard: the mark keeps the focus and says its new time.
    await mark.focus();
    await page.keyboard.press('ArrowRight');
    const movedTo = `Question 2 at ${formatMoment(parseMoment(at)! + 1)}`;
    await timeline(page).getByRole('button', { name: movedTo }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(movedTo);
    await page
      .getByRole('group', { name: 'How students watch it' })
      .getByRole('checkbox', { name: 'Prevent skipping ahead of what was watched' })
      .check();

    expect(await axeViolations(page)).toEqual([]);
    await timeline(page).scrollIntoViewIfNeeded();
    await shot(page, 'editor-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await timeline(page).scrollIntoViewIfNeeded();
    await shot(page, 'editor-1920');
    await page.setViewportSize(PHONE_390);
    await timeline(page).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'editor-390');
    await page.setViewportSize(DESK_1280);

    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await page.waitForURL((address) => !address.pathname.includes('/edit/'), SEEN);

    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await timeline(page).waitFor(SEEN);
    await timeline(page).getByRole('button', { name: movedTo }).waitFor();
    const reopened = momentOf(page);
    expect(await reopened.getByRole('checkbox', { name: 'Must answer to go on' }).isChecked()).toBe(true);
    expect(await reopened.getByRole('checkbox', { name: 'Pause the video here' }).isChecked()).toBe(true);
    expect(
      await reopened.getByRole('textbox', { name: 'On a wrong answer, go back to (m:ss)' }).inputValue(),
    ).toBe('0:01');
    expect(
      await page
        .getByRole('group', { name: 'How students watch it' })
        .getByRole('checkbox', { name: 'Prevent skipping ahead of what was watched' })
        .isChecked(),
    ).toBe(true);
  });
});
