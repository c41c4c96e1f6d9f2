/**
 * The quiz editor's other modes in the real console: a super admin's library quiz (Quiz Type, an Activity Title
 * per activity, timing) saved, reopened as saved and copied; a CS user's own quiz (Access Type, Enable Closed
 * Caption) saved and reopened, and a distributed one whose Access Type is locked; two editors of one admin quiz by
 * one account, where the second save says it was saved in another tab or device and keeps the draft. axe on every
 * editor screen.
 */
import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import {
  apiGet,
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  pathOf,
  signInWithToken,
  url,
} from './browser';
import { shownDate, typeDate } from './datePicker';

const STAMP = Date.now();

/** An admin quiz of one activity with two questions, as the create call takes it. */
const adminQuizPayload = (title: string) =>
  quizPayload(title, [
    {
      title: 'Activity 1',
      items: [1, 2].map((n) => ({
        title: `Question ${n} of activity 1`,
        options: ['Answer a', 'Answer b', 'Answer c', 'Answer d'],
      })),
    },
  ]);

interface SavedQuiz {
  id: number;
  title: string;
  version: number;
}

/** Clicks Save Quiz and returns the quiz the server answered with. */
async function save(page: Page, path: RegExp): Promise<SavedQuiz> {
  const saved = page.waitForResponse(
    (r) => path.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  const response = await saved;
  const body = (await response.json()) as { content: SavedQuiz };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.content;
}

const questionTitles = (page: Page) => page.getByRole('textbox', { name: 'Question title' }).allInnerTexts();

/** Fills the n-th question of the selected activity: its title and options A–D. */
async function fillQuestion(page: Page, index: number, title: string) {
  await page.getByRole('textbox', { name: 'Question title' }).nth(index).fill(title);
  const article = page
    .locator('article')
    .filter({ has: page.getByRole('textbox', { name: 'Question title' }) })
    .nth(index);
  for (const [i, letter] of ['A', 'B', 'C', 'D'].entries())
    await article.getByRole('textbox', { name: `Option ${letter}`, exact: true }).fill(`${title} ${i + 1}`);
}

const optionValues = (page: Page, index: number) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('textbox', { name: 'Question title' }) })
    .nth(index)
    .getByRole('textbox', { name: /^Option [A-Z]$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('quiz editor modes', () => {
  const contexts: BrowserContext[] = [];
  async function signedInPage(email: string): Promise<Page> {
    const context = await newContext();
    contexts.push(context);
    const page = await context.newPage();
    await signInWithToken(page, email);
    return page;
  }
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  test('library quiz: Quiz Type, an Activity Title per activity and timing are saved, reopened and copied', async () => {
    const page = await signedInPage('super@demo.test');
    const title = `Cell Structure Textbook Quiz ${STAMP}`;
    const endDate = `${format(addDays(new Date(), 30), 'MM/dd/yyyy')} 10:30 AM`;
    await page.goto(url('/quiz/library/create'));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Quiz Type').selectOption('textbook');
    await typeDate(page, 'End Date', endDate);
    await page.getByLabel('Quiz Duration').fill('25');
    await page.getByRole('radio', { name: 'Ungraded', exact: true }).check();

    await page.getByLabel('Activity Title').fill('Chapter 1: The Cell');
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await fillQuestion(page, 0, 'Which organelle makes ATP?');
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await fillQuestion(page, 1, 'What does the nucleus hold?');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add Activity' }).click();
    await page.getByRole('button', { name: 'Activity 2', exact: true }).click();
    await page.getByLabel('Activity Title').fill('Chapter 2: Membranes');
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await fillQuestion(page, 0, 'What is a lipid bilayer?');
    expect(await page.getByRole('heading', { level: 2, name: 'Chapter 2: Membranes' }).count()).toBe(1);

    // Activity Title is required in library mode: the save stops, the error shows beside the activity, and it
    // goes once the activity has a title again.
    await page.getByLabel('Activity Title').fill('');
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    const selected = page.getByRole('button', { pressed: true });
    await expect.poll(() => selected.innerText()).toBe('No Title');
    expect(pathOf(page)).toBe('/quiz/library/create');
    await page.getByLabel('Activity Title').fill('Chapter 2: Membranes');
    await expect.poll(() => selected.innerText()).toBe('Chapter 2: Membranes');

    const saved = await save(page, /^\/api\/admin\/quiz\/library\/create$/);
    await page.waitForURL(/\/quiz\/library$/);

    await page.goto(url(`/quiz/library/edit/${saved.id}`));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Quiz Type').inputValue()).toBe('textbook');
    expect(await shownDate(page, 'End Date')).toBe(endDate.replace(' ', ', '));
    expect(await page.getByLabel('Quiz Duration').inputValue()).toBe('25');
    expect(await page.getByRole('radio', { name: 'Ungraded', exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Activity Title').inputValue()).toBe('Chapter 1: The Cell');
    await expect
      .poll(() => questionTitles(page))
      .toEqual(['Which organelle makes ATP?', 'What does the nucleus hold?']);
    expect(await optionValues(page, 1)).toEqual([1, 2, 3, 4].map((n) => `What does the nucleus hold? ${n}`));
    await page.getByRole('button', { name: 'Chapter 2: Membranes', exact: true }).click();
    expect(await page.getByLabel('Activity Title').inputValue()).toBe('Chapter 2: Membranes');
    await expect.poll(() => questionTitles(page)).toEqual(['What is a lipid bilayer?']);
    // Question numbers run through the quiz: the second activity's first question is the third.
    expect(await page.locator('article h3').allTextContents()).toEqual(['Question 3']);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Copy: the form opens with the quiz's content; saving creates a second library quiz.
    await page.goto(url(`/quiz/library/copy/${saved.id}`));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    // The copy is titled as a copy from the start (ADR 173): two rows of one title never appear.
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      `${title} (copy)`,
    );
    const copy = await save(page, /^\/api\/admin\/quiz\/library\/create$/);
    expect(copy.id).not.toBe(saved.id);
    await page.waitForURL(/\/quiz\/library$/);
    await page.goto(url(`/quiz/library/edit/${copy.id}`));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    expect(await page.getByLabel('Quiz Type').inputValue()).toBe('textbook');
    expect(await page.getByLabel('Activity Title').inputValue()).toBe('Chapter 1: The Cell');
    await expect
      .poll(() => questionTitles(page))
      .toEqual(['Which organelle makes ATP?', 'What does the nucleus hold?']);
  });

  test("user quiz: Access Type and Enable Closed Caption are saved and reopened; a distributed quiz's Access Type is locked", async () => {
    const page = await signedInPage('cs@demo.test');
    const title = `Photosynthesis Exit Ticket ${STAMP}`;
    await page.goto(url('/quiz/my-quiz/create'));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('radio', { name: 'Graded', exact: true }).check();
    await page.getByRole('radio', { name: 'Restricted', exact: true }).check();
    await page.getByRole('switch', { name: 'Enable Closed Caption' }).check();
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    await fillQuestion(page, 0, 'Where does photosynthesis happen?');
    expect(await axeViolations(page)).toEqual([]);

    const saved = await save(page, /^\/api\/quiz\/create$/);
    await page.waitForURL(/\/quiz\/my-quiz$/);

    await page.goto(url(`/quiz/my-quiz/edit/${saved.id}`));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);
    const restricted = page.getByRole('radio', { name: 'Restricted', exact: true });
    expect(await restricted.isChecked()).toBe(true);
    expect(await restricted.isEnabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Enable Closed Caption' }).isChecked()).toBe(true);
    await expect.poll(() => questionTitles(page)).toEqual(['Where does photosynthesis happen?']);

    // Not distributed yet: Access Type may still change, and the change is saved.
    const token = await apiToken('cs@demo.test');
    await page.reload();
    await page.getByRole('radio', { name: 'Open', exact: true }).check();
    await save(page, /^\/api\/admin\/quiz\/user_quiz\/\d+$/);
    await page.waitForURL(/\/quiz\/my-quiz$/);
    const reopened = await apiGet<{ restrictNonInstitutional: boolean; showCaption: boolean }>(
      `/api/admin/quiz/user_quiz/${saved.id}`,
      token,
    );
    expect(reopened).toMatchObject({ restrictNonInstitutional: false, showCaption: true });

    // A quiz of this user that was distributed to students: Access Type is shown locked, with the reason.
    const mine = await apiPost<{ result: { id: number; title: string }[] }>(
      '/api/admin/quiz/user_quiz_list',
      token,
      { navigation: { page: 1, itemsOnPage: 200 }, filter: [], sort: [] },
    );
    // The seed's class Biology 101 gave this quiz to its students (ADR 190).
    const distributed = mine.result.find((quiz) => quiz.title === 'Unit 3 Check-in: Cells and Inheritance')!;
    await page.goto(url(`/quiz/my-quiz/edit/${distributed.id}`));
    await page
      .getByText('Access type cannot change once the quiz has been distributed to students.')
      .waitFor();
    expect(await page.getByRole('radio', { name: 'Open', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Restricted', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Open', exact: true }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('two editors of one admin quiz by one account: the second save says another tab saved it and keeps the draft', async () => {
    const token = await apiToken('super@demo.test');
    const quiz = await apiPost<SavedQuiz>(
      '/api/admin/quiz/create',
      token,
      adminQuizPayload(`Shared Draft Quiz ${STAMP}`),
    );
    const first = await signedInPage('super@demo.test');
    const second = await signedInPage('super@demo.test');
    for (const page of [first, second]) {
      await page.goto(url(`/quiz/admin-quiz/edit/${quiz.id}`));
      await page.getByRole('textbox', { name: 'Question title' }).first().waitFor();
    }

    await first
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill(`Shared Draft Quiz ${STAMP} (theirs)`);
    await save(first, /^\/api\/admin\/quiz\/\d+$/);
    await first.waitForURL(/\/quiz\/admin-quiz$/);

    await second.getByRole('textbox', { name: 'Question title' }).first().fill('Which answer is mine?');
    const conflict = second.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/quiz/${quiz.id}`) && r.request().method() === 'PATCH',
    );
    await second.getByRole('button', { name: 'Save Quiz' }).click();
    expect((await conflict).status()).toBe(409);
    // The same account saved first: another tab or device, not someone else (ADR 262).
    const dialog = second.getByRole('alertdialog', { name: 'You saved this quiz in another tab or device' });
    // The dialog's own box is a zero-size wrapper: wait for its actions.
    await dialog.getByRole('button', { name: 'Keep my changes' }).waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('Your account saved this quiz in another tab or on another device on ');
    expect(text).toContain('Your changes here are kept as a draft.');
    // The saved version arrives after the 409: then it can be reloaded.
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Reload the saved version' }).isEnabled())
      .toBe(true);
    expect(await axeViolations(second)).toEqual([]);

    // The draft survives a reload: the offer says the quiz was saved since (ADR 085); restored, its save meets the
    // conflict again, and Keep my changes saves it knowingly on their version.
    await second.reload();
    const draft = second.getByRole('alertdialog', { name: 'Unsaved changes found' });
    await draft.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await draft.innerText()).toContain('The quiz was saved again on ');
    expect(await axeViolations(second)).toEqual([]);
    await draft.getByRole('button', { name: 'Restore' }).click();
    await expect
      .poll(() => questionTitles(second))
      .toEqual(['Which answer is mine?', 'Question 2 of activity 1']);
    expect(await second.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      `Shared Draft Quiz ${STAMP} (theirs)`,
    );
    const again = second.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/quiz/${quiz.id}`) && r.request().method() === 'PATCH',
    );
    await second.getByRole('button', { name: 'Save Quiz' }).click();
    expect((await again).status()).toBe(409);
    await dialog.getByRole('button', { name: 'Keep my changes' }).click();
    await save(second, /^\/api\/admin\/quiz\/\d+$/);
    const stored = await apiGet<{ title: string; activities: { items: { title: string }[] }[] }>(
      `/api/admin/quiz/${quiz.id}`,
      token,
    );
    expect(stored.title).toBe(`Shared Draft Quiz ${STAMP} (theirs)`);
    expect(stored.activities[0]!.items[0]!.title).toContain('Which answer is mine?');
  });
});
