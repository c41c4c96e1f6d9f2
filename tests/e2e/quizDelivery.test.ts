/**
 * Quiz delivery in the real console: view a customer quiz and play its video, open its results and their question
 * statistics, download the CSV, open a student's result, change the deadline; axe on every screen.
 */
import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { apiGet, apiToken, axeViolations, newContext, pathOf, signInWithToken, url } from './browser';
import { typeDate } from './datePicker';

interface ResultsSummary {
  quiz: { id: number; title: string; endDate: string | null };
  distributedTo: number;
  completedBy: number;
}

const QUIZ_TITLE = 'Enzyme Kinetics Practice Set';

/** Finds a seeded customer quiz by title through the results endpoint (it answers only for user quizzes). */
async function customerQuiz(token: string, title: string): Promise<ResultsSummary> {
  for (let id = 1; id <= 80; id += 1) {
    try {
      const results = await apiGet<ResultsSummary>(`/api/admin/quiz/user_quiz/${id}/assign`, token);
      if (results.quiz.title === title) return results;
    } catch {
      // not a user quiz
    }
  }
  throw new Error(`no customer quiz titled ${title}`);
}

describe('quiz delivery', () => {
  let context: BrowserContext;
  let page: Page;
  let quiz: ResultsSummary;

  beforeAll(async () => {
    quiz = await customerQuiz(await apiToken('super@demo.test'), QUIZ_TITLE);
    context = await newContext();
    page = await context.newPage();
    await signInWithToken(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  test('the viewer shows the quiz and plays a video item from its cover', async () => {
    await page.goto(url(`/quiz/customer-quiz/view/${quiz.quiz.id}`));
    await page.getByRole('heading', { level: 1, name: QUIZ_TITLE }).waitFor();
    expect(await page.getByText('Access Type').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const label = await page
      .getByRole('button', { name: /^Play video: / })
      .first()
      .getAttribute('aria-label');
    const cover = page.getByRole('button', { name: label!, exact: true }).first();
    // The first video item's figure, held as an element: its cover leaves the page once started.
    const figure = await page.locator('figure').filter({ has: cover }).first().elementHandle();
    const video = (await figure!.$('video'))!;
    await cover.press('Enter');
    await cover.waitFor({ state: 'detached' });
    expect(await video.getAttribute('controls')).not.toBeNull();
    await page.waitForFunction(
      (element) => element instanceof HTMLVideoElement && (element.currentTime > 0 || element.error !== null),
      video,
    );
    expect(await video.evaluate((element) => (element as HTMLVideoElement).error)).toBeNull();
    await (await figure!.$('select'))!.selectOption('1.5');
    expect(await video.evaluate((element) => (element as HTMLVideoElement).playbackRate)).toBe(1.5);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the results list the students, download the CSV named with the quiz title and open a student result', async () => {
    await page.goto(url(`/quiz/customer-quiz/results/${quiz.quiz.id}`));
    const table = page.getByRole('table', { name: QUIZ_TITLE });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(quiz.distributedTo + 1);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/ \d{4}-\d\d-\d\d\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Email,First name,Last name,State,Score,Maximum,Percentage,/);
    expect(lines).toHaveLength(quiz.distributedTo + 1);

    await table
      .getByRole('link', { name: /^View Results in Detail/ })
      .first()
      .click();
    await page.getByText('Assigned user').waitFor();
    expect(pathOf(page)).toMatch(/^\/quiz\/customer-quiz\/user-results\/\d+$/);
    expect(await page.getByText("User's answer").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to results' }).click();
    await table.waitFor();
  });

  test('the question statistics draw the score distribution, show it as a table and open a question', async () => {
    await page.goto(url(`/quiz/customer-quiz/results/${quiz.quiz.id}`));
    await page.getByRole('heading', { name: 'Question statistics' }).waitFor();
    await page.getByText(`Based on ${quiz.completedBy} submitted attempts.`).waitFor();
    // The chart library arrives in a chunk of its own; the bars are drawn once it has.
    const chart = page.getByRole('img', { name: /^Score distribution/ });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const data = page.getByRole('table', { name: 'Score distribution' });
    // Read by screen readers from the start, but out of sight (clipped to one pixel) until asked for.
    const shown = data.locator('..');
    expect((await shown.boundingBox())?.width).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await page.getByRole('button', { name: 'Hide table' }).waitFor();
    expect((await shown.boundingBox())?.width).toBeGreaterThan(50);
    const counts = await data.locator('tbody td').allTextContents();
    expect(counts.reduce((sum, count) => sum + Number(count), 0)).toBe(quiz.completedBy);

    const questions = page.getByRole('table', { name: /^Questions with facility/ });
    expect(await questions.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Options of question 1' }).click();
    const options = page.getByRole('table', { name: 'How often each option of question 1 was picked' });
    await options.waitFor();
    expect(await options.getByText('Right answer').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a deadline set in the picker is saved, notified and shown after the refetch', async () => {
    await page.getByRole('button', { name: 'Edit deadline' }).click();
    // Within the owner's subscription (a year from seeding).
    const day = addDays(new Date(), 30);
    await typeDate(page, 'New deadline', `${format(day, 'MM/dd/yyyy')} 10:00 AM`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save deadline' }).click();
    await page.getByText('Deadline updated').waitFor();
    await page.getByText(`${format(day, 'MM/dd/yyyy')} 10:00 AM`).waitFor();
    expect(await page.getByRole('button', { name: 'Edit deadline' }).isEnabled()).toBe(true);
  });
});
