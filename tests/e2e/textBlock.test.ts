/**
 * A text block end to end in Chromium against the real server (ADR 260): an instructor adds it with the keyboard
 * ("Add text"), types its text, adds a true/false question after it and saves; the student on a 390 px phone reads
 * the text between the questions with nothing to answer, the only question numbered "Question 1 of 1", axe clean.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiToken, axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'text.block@students.demo.test';
const QUIZ_TITLE = 'Light and water';
const PASSAGE = 'Read this first: light bends when it passes from air into water.';
const QUESTION = 'A straw in a glass of water looks bent.';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/text-block');
const SEEN = { timeout: 30_000 } as const;

async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

describe('a text block between the questions', () => {
  let instructor: BrowserContext;
  let page: Page;
  let quizId = 0;

  beforeAll(async () => {
    instructor = await newContext();
    page = await instructor.newPage();
    await signInWithToken(page, INSTRUCTOR);
  });
  afterAll(() => instructor?.close());

  test('added with the keyboard by Add text: its text field, no points, and saved as a text block', async () => {
    await page.goto(url('/quiz/my-quiz/create'));
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.focus();
    await page.keyboard.type(QUIZ_TITLE);
    const ungraded = page.getByRole('radio', { name: 'Ungraded' });
    await ungraded.focus();
    await ungraded.press('Space');

    await press(page.getByRole('button', { name: 'Add text' }));
    const block = page.getByRole('article').first();
    await block.getByText('Students read this text between the questions.', { exact: false }).waitFor(SEEN);
    expect(await block.getByText('Points and feedback').count()).toBe(0);
    await block.getByRole('textbox', { name: 'Text shown to students' }).focus();
    await page.keyboard.type(PASSAGE);

    await page
      .getByRole('combobox', { name: 'Type of the new question' })
      .selectOption({ label: 'True / false' });
    await press(page.getByRole('button', { name: 'Add Question', exact: true }));
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    const question = page.getByRole('article').last();
    await question.getByRole('textbox', { name: 'Question title' }).focus();
    await page.keyboard.type(QUESTION);
    // The text block is not numbered: the question after it is Question 1.
    await question.getByRole('heading', { name: 'Question 1' }).waitFor();
    await block.getByRole('heading', { name: 'Text block' }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'editor-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: join(SHOTS, 'editor-1920.png'), fullPage: true });
    await page.setViewportSize(PHONE_390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'editor-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    const saved = page.waitForResponse((r) => /\/api\/quiz\/create$/.test(r.url()) && r.status() === 200);
    await press(page.getByRole('button', { name: 'Save Quiz' }));
    const { content } = (await (await saved).json()) as {
      content: { id: number; activities: { items: { questionType?: string }[] }[] };
    };
    quizId = content.id;
    expect(content.activities.flatMap((a) => a.items).map((i) => i.questionType)).toEqual([
      'textBlock',
      'trueFalse',
    ]);
  }, 120_000);

  test('read on a 390 px phone between the questions, with nothing to answer', async () => {
    expect(quizId).toBeGreaterThan(0);
    const token = await personalLink(await apiToken(INSTRUCTOR), quizId, STUDENT);
    const student = await newContext(PHONE_390);
    try {
      const take = await student.newPage();
      await take.goto(`/take/${token}`);
      await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
      await take.getByRole('button', { name: 'Start' }).click();
      await take.getByText(PASSAGE).waitFor(SEEN);
      await take.getByText('Question 1 of 1').waitFor();
      // Only the question is a group to answer.
      expect(await take.getByRole('group').filter({ hasText: PASSAGE }).count()).toBe(0);
      const width = await take.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_390.width);
      expect(await axeViolations(take)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });
    } finally {
      await student.close();
    }
  }, 120_000);
});
