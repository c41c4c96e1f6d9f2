/**
 * What a student sees of their attempt, and when (ADR 210), in Chromium against the real server: the instructor
 * sets "After the deadline" for the score and for the right answers on the Results screen, the student submits and
 * their link shows neither, with a word on when they come; once the deadline has passed on the server's clock, the
 * same link shows the score, the right answers, the feedback and the instructor's comment. Axe clean; screenshots
 * of the review page at 1920, 1280 and 390 px.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  apiGet,
  apiPost,
  apiPut,
  apiToken,
  axeViolations,
  DESKTOP,
  newContext,
  origin,
  signInAt,
} from './browser';
import { RESULTS_PATHS } from '../../src/api/quiz/results/resultsContract';
import { createQuizWith, personalLink } from './takeFixtures';

const SHOTS = join(process.cwd(), 'tests/.artifacts/student-review');
const INSTRUCTOR = 'corporate@demo.test';
const STUDENT = `rev.${Date.now()}@example.test`;
const FEEDBACK = 'ATP is made in the mitochondria.';
const COMMENT = 'Good reasoning on the gases; look again at question 1.';
/** The deadline when the quiz is made: far enough that nothing before the instructor moves it comes near it. */
const FIRST_DEADLINE_IN_MS = 60 * 60_000;
/** Where the instructor moves it once the student has seen the page before it: a moment ahead (a deadline already
 * past when it arrives would be rounded up to later, as the Results screen does). */
const MOVED_DEADLINE_IN_MS = 5_000;
const SEEN = { timeout: 30_000 } as const;

const option = (id: string, text: string) => ({ id, text });

async function createQuiz(token: string, endDate: string): Promise<number> {
  return createQuizWith(
    token,
    `Review after the deadline ${Date.now()}`,
    [
      {
        title: 'Energy in the cell',
        sortIndex: 1,
        items: [
          {
            article: null,
            sortIndex: 1,
            title: 'Which organelle makes ATP?',
            type: 2,
            isMultiple: false,
            rightAnswer: ['b'],
            image: null,
            feedback: FEEDBACK,
            textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion'), option('c', 'Ribosome')],
          },
          {
            article: null,
            sortIndex: 2,
            title: 'Which are noble gases?',
            type: 2,
            isMultiple: true,
            rightAnswer: ['he', 'ne'],
            image: null,
            textOptions: [option('he', 'Helium'), option('o', 'Oxygen'), option('ne', 'Neon')],
          },
        ],
      },
    ],
    { endDate, isGraded: true },
  );
}

interface TakeQuestion {
  readonly kind: string;
  readonly id: number;
  readonly title: string;
  readonly options: { id: number; text: string }[];
}

/** The student answers (the first question wrong, the second right) and submits through the student API. */
async function answerAndSubmit(linkToken: string) {
  const session = await (await fetch(`${origin()}/api/take/${linkToken}`)).json();
  const questions = (session.content.activities as { items: TakeQuestion[] }[]).flatMap((a) =>
    a.items.filter((item) => item.kind === 'question'),
  );
  const pick = (question: TakeQuestion, texts: string[]) =>
    question.options.filter((o) => texts.includes(o.text)).map((o) => o.id);
  const send = (path: string, method: string, body?: unknown) =>
    fetch(`${origin()}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const [atp, gases] = questions as [TakeQuestion, TakeQuestion];
  expect((await send(`/api/take/${linkToken}/start`, 'POST')).status).toBe(200);
  await send(`/api/take/${linkToken}/answers/${atp.id}`, 'PUT', {
    optionIds: pick(atp, ['Nucleus']),
    timeSpentMs: 5000,
  });
  await send(`/api/take/${linkToken}/answers/${gases.id}`, 'PUT', {
    optionIds: pick(gases, ['Helium', 'Neon']),
    timeSpentMs: 5000,
  });
  expect((await send(`/api/take/${linkToken}/submit`, 'POST')).status).toBe(200);
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('the review page shows the score, answers, feedback and comment only once the deadline has passed', async () => {
  const token = await apiToken(INSTRUCTOR);
  const deadline = new Date(Date.now() + FIRST_DEADLINE_IN_MS);
  const quizId = await createQuiz(token, deadline.toISOString());
  const linkToken = await personalLink(token, quizId, STUDENT);

  // The instructor chooses "After the deadline" for both on the Results screen.
  const instructor = await newContext(DESKTOP);
  const console_ = await instructor.newPage();
  await signInAt(console_, INSTRUCTOR, `/quiz/my-quiz/results/${quizId}`);
  const form = console_.getByRole('region', { name: 'What students see' });
  await form.getByRole('combobox', { name: 'Score' }).waitFor(SEEN);
  await form.getByRole('combobox', { name: 'Score' }).selectOption({ label: 'After the deadline' });
  await form.getByRole('combobox', { name: 'Right answers and feedback' }).selectOption('after_deadline');
  await form.getByRole('button', { name: 'Save review setting' }).click();
  await expect
    .poll(async () => apiGet<{ score: string }>(`/api/admin/quiz/user_quiz/${quizId}/review`, token), SEEN)
    .toMatchObject({ score: 'after_deadline', answers: 'after_deadline' });
  await expectAxeClean(console_);

  // The student submits; the instructor comments on the attempt.
  await answerAndSubmit(linkToken);
  const results = await apiGet<{ assignments: { id: number }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}/assign`,
    token,
  );
  const grading = `/api/admin/quiz/assign/${results.assignments[0]!.id}/grading`;
  const { version } = await apiGet<{ version: number }>(grading, token);
  await apiPut(grading, token, { version, questions: [], attemptComment: COMMENT });

  const student = await newContext(DESKTOP);
  const page = await student.newPage();
  await page.goto(`${origin()}/take/${linkToken}`);
  const score = page.getByTestId('take-score');
  await score.filter({ hasText: 'Not shown yet' }).waitFor(SEEN);
  expect(await page.getByText('Your score shows here after the deadline.').isVisible()).toBe(true);
  expect(
    await page.getByText('The right answers and feedback show here after the deadline.').isVisible(),
  ).toBe(true);
  const before = (await page.textContent('body')) ?? '';
  expect(before).not.toContain(COMMENT);
  expect(before).not.toContain(FEEDBACK);
  expect(await page.getByRole('heading', { name: 'Right answers' }).count()).toBe(0);
  await expectAxeClean(page);

  // The instructor brings the deadline to a moment from now; once it has passed on the server's clock, the
  // student's link shows everything when they reload it.
  await apiPost(RESULTS_PATHS.setEndDate(quizId), token, {
    end_date: new Date(Date.now() + MOVED_DEADLINE_IN_MS).toISOString(),
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        return score.textContent();
      },
      { timeout: MOVED_DEADLINE_IN_MS + SEEN.timeout, interval: 1_000 },
    )
    .toContain('1 of 2');
  expect(await score.textContent()).toContain('50 %');
  expect(await page.getByRole('heading', { name: 'Right answers' }).isVisible()).toBe(true);
  expect(await page.getByText(FEEDBACK).isVisible()).toBe(true);
  expect(await page.getByText(COMMENT).isVisible()).toBe(true);
  expect(await page.getByText('Points: 0 of 1').isVisible()).toBe(true);
  await expectAxeClean(page);
  for (const width of [1920, 1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await page.screenshot({ path: join(SHOTS, `review-${width}.png`), fullPage: true });
  }
  await expectAxeClean(page);
  await instructor.close();
  await student.close();
}, 180_000);
