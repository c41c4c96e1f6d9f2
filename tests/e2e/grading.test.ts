/**
 * Grading in Chromium against the real server (ADR 209, ADR 352): two students submit an attempt with an essay
 * through the student API; the instructor opens Needs grading on the Results screen, gives each essay its points
 * and a comment (points, Tab, comment, Save and next), finds "Everything is graded", releases the scores and
 * downloads the CSV in at most 12 clicks, counted. The review settings warn while the right answers would show
 * before the score. On a student's detail the true/false question's points and comment and the attempt's comment
 * go in one Save grades; after a reload they, the new total and the history are there. Axe clean; screenshots of
 * Needs grading, the review warning and the student's detail at 1920, 1280 and 390 px.
 */
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { REVIEW_SETTINGS_PATHS } from '../../src/api/quiz/results/reviewSettingsContract';
import {
  apiGet,
  apiPut,
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
const SECOND = `grade2.${Date.now()}@example.test`;
const ESSAY = 'Explain why the sky is blue.';
const TF = 'Light is a wave.';
const ANSWER = 'Blue light scatters most in the air.';
const SECOND_ANSWER = 'The air is blue.';
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

async function submittedAttempts(token: string): Promise<{ quizId: number }> {
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
  await apiPut(REVIEW_SETTINGS_PATHS.settings(quizId), token, { score: 'on_release', answers: 'never' });
  const quiz = await apiGet<{ activities: { items: { id: number; title: string }[] }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}`,
    token,
  );
  const idOf = (title: string) => quiz.activities[0]!.items.find((i) => i.title === title)!.id;
  for (const [email, answer] of [
    [STUDENT, ANSWER],
    [SECOND, SECOND_ANSWER],
  ] as const) {
    const link = await personalLink(token, quizId, email);
    const take = (path: string, method: string, body?: object) =>
      fetch(`${origin()}/api/take/${link}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body && JSON.stringify(body),
      }).then((response) => {
        if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      });
    await take('/start', 'POST');
    await take(`/answers/${idOf(ESSAY)}`, 'PUT', { response: answer, timeSpentMs: 1000 });
    await take(`/answers/${idOf(TF)}`, 'PUT', { response: true, timeSpentMs: 1000 });
    await take('/submit', 'POST');
  }
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
    ({ quizId } = await submittedAttempts(await apiToken(INSTRUCTOR)));
    context = await newContext(DESKTOP);
    page = await context.newPage();
    await signInWithToken(page, INSTRUCTOR);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('two essays with comments, the release and the CSV in at most 12 clicks; the detail saves in one', async () => {
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click(SEEN);
    };
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    await click(page.getByRole('button', { name: 'Grade waiting answers (2)' }));
    await page.getByText(ANSWER).waitFor(SEEN);
    // Focus is on the points field: type, Tab to the comment, type, Save and next.
    await page.keyboard.type('3.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Name the scattering.');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'needs-grading', page.getByRole('button', { name: 'Save and next' }));
    await click(page.getByRole('button', { name: 'Save and next' }));
    await page.getByText(SECOND_ANSWER).waitFor(SEEN);
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Why is it blue?');
    await click(page.getByRole('button', { name: 'Save and next' }));
    await page.getByRole('heading', { name: 'Everything is graded' }).waitFor(SEEN);

    // The review settings say where the score would be given away, before anything is saved.
    const settings = page.getByRole('region', { name: 'What students see' });
    const answers = settings.getByRole('combobox', { name: 'Right answers and feedback' });
    await answers.selectOption('after_submit');
    const warning = settings.getByText(/give the score away/);
    await warning.waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'review-warning', warning);
    await answers.selectOption('never');
    await warning.waitFor({ state: 'detached', ...SEEN });

    await click(settings.getByRole('button', { name: 'Release scores' }));
    await settings.getByText(/^Scores released /).waitFor(SEEN);
    const [download] = await Promise.all([
      page.waitForEvent('download', SEEN),
      click(page.getByRole('button', { name: 'Download CSV' })),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(clicks).toBeLessThanOrEqual(12);

    // The student's detail: one form for every question and the attempt, one save.
    await page.getByRole('link', { name: `View Results in Detail for ${STUDENT}` }).click();
    await page.getByRole('textbox', { name: 'Points for question 1' }).waitFor(SEEN);
    expect(await page.getByRole('textbox', { name: 'Points for question 1' }).inputValue()).toBe('3.5');
    expect(await page.getByRole('textbox', { name: 'Comment on question 1' }).inputValue()).toBe(
      'Name the scattering.',
    );
    await page.getByRole('textbox', { name: 'Points for question 2' }).fill('0.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Say why it is a wave.');
    await page.getByRole('textbox', { name: 'Comment on the attempt' }).fill('Well argued.');
    await page.getByRole('button', { name: 'Save grades' }).click();
    await page.getByText('Total: 4 of 6 points').waitFor(SEEN);

    await page.reload();
    await page.getByText('Total: 4 of 6 points').waitFor(SEEN);
    expect(await page.getByRole('textbox', { name: 'Points for question 2' }).inputValue()).toBe('0.5');
    expect(await page.getByRole('textbox', { name: 'Comment on question 2' }).inputValue()).toBe(
      'Say why it is a wave.',
    );
    expect(await page.getByRole('textbox', { name: 'Comment on the attempt' }).inputValue()).toBe(
      'Well argued.',
    );
    await page.getByText('Change history').nth(1).click();
    await page.getByText(/Cora Corporate, .*: points 2 → 0\.5/).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'student-detail', page.getByRole('button', { name: 'Save grades' }));
  }, 150_000);
});
