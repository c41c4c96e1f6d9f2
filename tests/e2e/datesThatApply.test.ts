/**
 * Dates that say where they apply (ADR 353), in Chromium against the production build: a quiz whose Start Date was
 * set to "now" and a class whose opening was set to "now" are both accepted, though the server checks them a little
 * later; the new class is open without a separate publish, so its student's link starts (390 px); Results shows the
 * class's own dates under the quiz's deadline and the deadline form says it sets the whole quiz's; a copy of the
 * quiz, whose Start Date has passed by then, opens without it and says so. axe finds nothing. Screenshots at 1920,
 * 1280 and 390 px go to tests/.artifacts/dates-that-apply/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { apiGet, apiPatch, apiPost, apiToken, axeViolations, newContext, signIn, url } from './browser';
import { shownDate } from './datePicker';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'nora.student@example.test';
const STAMP = Date.now().toString(36);
const CLASS_TITLE = `Genetics ${STAMP}`;
const QUIZ_TITLE = `Inheritance ${STAMP}`;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/dates-that-apply');
const SEEN = { timeout: 30_000 } as const;

const question = {
  title: 'Which allele shows in a heterozygote?',
  type: 2,
  sortIndex: 1,
  isMultiple: false,
  image: null,
  article: null,
  rightAnswer: ['o1'],
  textOptions: [
    { id: 'o1', text: 'The dominant one' },
    { id: 'o2', text: 'The recessive one' },
  ],
};

describe('dates that say where they apply', () => {
  let quizId = 0;
  let classId = 0;
  let link = '';
  const contexts: BrowserContext[] = [];
  const pageAt = async (width: number) => {
    const context = await newContext({ width, height: 900 });
    contexts.push(context);
    return context.newPage();
  };
  const shots = async (page: Page, name: string, widths = [1920, 1280, 390]) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await apiToken(INSTRUCTOR);
    // "Now" as a picker sends it, reaching the server a little later: never in the past.
    const now = new Date(Date.now() - 60_000).toISOString();
    quizId = await createQuizWith(
      token,
      QUIZ_TITLE,
      [{ title: 'Activity 1', sortIndex: 1, items: [question] }],
      {
        startDate: now,
      },
    );
    classId = (
      await apiPost<{ id: number }>('/api/admin/class/', token, {
        title: CLASS_TITLE,
        institution: null,
        description: '',
        startDate: null,
        endDate: null,
      })
    ).id;
    await apiPost(`/api/admin/class/${classId}/invite`, token, { emails: [STUDENT] });
    await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [classId] });
    await apiPatch(`/api/admin/class/${classId}/quiz/${quizId}`, token, {
      opensAt: now,
      deadline: addDays(new Date(), 12).toISOString(),
    });
    const { result } = await apiGet<{ result: { email: string; link: string }[] }>(
      `/api/admin/class/${classId}/quiz/${quizId}/links`,
      token,
    );
    link = new URL(result.find((entry) => entry.email === STUDENT)!.link).pathname;
  });
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  test('a new class is open: its student’s first link starts without a separate publish', async () => {
    const page = await pageAt(390);
    await page.goto(link);
    await page.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    const start = page.getByRole('button', { name: 'Start' });
    await start.waitFor();
    expect(await start.isEnabled()).toBe(true);
    expect(await page.getByText(/not open yet/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'student-link-open-390.png'), fullPage: true });
  });

  test('Results names the class that runs by its own dates; Edit deadline says it sets the whole quiz’s', async () => {
    const page = await pageAt(1280);
    await signIn(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const perClass = page.getByText('The date above applies to everyone else. Classes with their own dates:');
    await perClass.waitFor(SEEN);
    await page
      .getByRole('listitem')
      .filter({ hasText: `${CLASS_TITLE}: opens` })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'results-class-dates');

    await page.getByRole('button', { name: 'Edit deadline' }).click();
    await page
      .getByText(
        'This sets the deadline of the whole quiz. The classes listed with their own dates keep them; a class’s dates change on the class’s page.',
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'results-edit-deadline');
  });

  test('a copy of the quiz, whose Start Date has passed, opens without it and says so', async () => {
    const page = await pageAt(1280);
    await signIn(page, INSTRUCTOR);
    await page.goto(url(`/quiz/my-quiz/copy/${quizId}`));
    await page
      .getByText(
        'The dates of the copied quiz had passed, so they were left blank: set new ones if this copy needs them.',
      )
      .waitFor(SEEN);
    expect(await shownDate(page, 'Start Date')).not.toMatch(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'copy-dates-cleared');
  });
});
