/**
 * Grading in Chromium against the real server (ADR 209): a student submits an attempt with an essay through the
 * student API; the instructor opens Needs grading on the Results screen, gives the essay its points, finds
 * "Everything is graded", then on the student's detail changes the true/false question's points and comments it.
 * After a reload both grades, the comment, the new total and the history are there. Axe clean; screenshots of
 * Needs grading and the student's detail at 1920, 1280 and 390 px.
 */
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  apiGet,
  apiToken,
  axeViolations,
  DESKTOP,
  newContext,
  origin,
  signInWithToken,
  url,
} from './browser';
import { createQuizWith, personalLink } from './takeFixtures';

const SHOTS = join(process.cwd(), 'tests/.artifacts/grading');
const INSTRUCTOR = 'corporate@demo.test';
const STUDENT = `grade.${Date.now()}@example.test`;
const ESSAY = 'Explain why the sky is blue.';
const TF = 'Light is a wave.';
const ANSWER = 'Blue light scatters most in the air.';
const SEEN = { timeout: 30_000 } as const;
const WIDTHS = [1920, 1280, 390] as const;

const item = (sortIndex: number, fields: object) => ({
  article: null,
  sortIndex,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  ...fields,
});

async function submittedAttempt(token: string): Promise<{ quizId: number }> {
  const quizId = await createQuizWith(
    token,
    `Grading ${Date.now()}`,
    [
      {
        title: 'Light',
        sortIndex: 1,
        items: [
          item(1, { title: ESSAY, questionType: 'essay', points: 4, definition: { lines: 4 } }),
          item(2, { title: TF, questionType: 'trueFalse', points: 2, definition: { answer: true } }),
        ],
      },
    ],
    { isGraded: true },
  );
  const quiz = await apiGet<{ activities: { items: { id: number; title: string }[] }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}`,
    token,
  );
  const idOf = (title: string) => quiz.activities[0]!.items.find((i) => i.title === title)!.id;
  const link = await personalLink(token, quizId, STUDENT);
  const take = (path: string, method: string, body?: object) =>
    fetch(`${origin()}/api/take/${link}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body && JSON.stringify(body),
    }).then((response) => {
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
    });
  await take('/start', 'POST');
  await take(`/answers/${idOf(ESSAY)}`, 'PUT', { response: ANSWER, timeSpentMs: 1000 });
  await take(`/answers/${idOf(TF)}`, 'PUT', { response: true, timeSpentMs: 1000 });
  await take('/submit', 'POST');
  return { quizId };
}

/** Screenshots at each width with `shown` scrolled into view (the console scrolls its main column, not the page). */
async function shots(page: Page, name: string, shown: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

describe('an instructor grades', () => {
  let context: BrowserContext;
  let page: Page;
  let quizId: number;

  beforeAll(async () => {
    ({ quizId } = await submittedAttempt(await apiToken(INSTRUCTOR)));
    context = await newContext(DESKTOP);
    page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  test('the essay in Needs grading, another question on the detail; both kept after a reload', async () => {
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    await page.getByRole('button', { name: 'Grade waiting answers (1)' }).click(SEEN);
    await page.getByText(ANSWER).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'needs-grading', page.getByRole('button', { name: 'Save and next' }));
    const points = page.getByRole('textbox', { name: 'Points for question 1' });
    await points.fill('3.5');
    await points.press('Enter');
    await page.getByRole('heading', { name: 'Everything is graded' }).waitFor(SEEN);

    await page.getByRole('link', { name: `View Results in Detail for ${STUDENT}` }).click();
    await page.getByRole('textbox', { name: 'Points for question 1' }).waitFor(SEEN);
    expect(await page.getByRole('textbox', { name: 'Points for question 1' }).inputValue()).toBe('3.5');
    const tf = page.getByRole('textbox', { name: 'Points for question 2' });
    await tf.fill('0.5');
    await tf.press('Enter');
    await page.getByText('Total: 4 of 6 points').waitFor(SEEN);
    await page.getByRole('textbox', { name: 'Comment on question 2' }).fill('Say why it is a wave.');
    await page.getByRole('button', { name: 'Save comment' }).nth(1).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);

    await page.reload();
    await page.getByText('Total: 4 of 6 points').waitFor(SEEN);
    expect(await page.getByRole('textbox', { name: 'Points for question 1' }).inputValue()).toBe('3.5');
    expect(await page.getByRole('textbox', { name: 'Points for question 2' }).inputValue()).toBe('0.5');
    expect(await page.getByRole('textbox', { name: 'Comment on question 2' }).inputValue()).toBe(
      'Say why it is a wave.',
    );
    await page.getByText('Change history').nth(1).click();
    await page.getByText(/Cora Corporate, .*: points 2 → 0\.5/).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'student-detail', page.getByRole('textbox', { name: 'Points for question 2' }));
  }, 90_000);
});
