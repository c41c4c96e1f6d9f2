/**
 * The editor's activities and question cards at the widths where they failed (issue 34), in Chromium against the
 * production build: at 1920 px the activities stand above the details (ADR 351) and a new activity is on the first
 * screen, selected; an activity is renamed (one undo step) and its student sees the new name; at 1280 px a
 * question's header keeps its chevron on its line, Enter in an option goes to the next one (adding one at the end),
 * Add Video names the activity it adds to, and a save refused because the same account saved in another tab says
 * so. Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/quiz-editor-activities/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import { apiPost, apiToken, axeViolations, newContext, signInAt, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createTakeQuiz, personalLink } from './takeFixtures';

const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/quiz-editor-activities');
const WIDE = { width: 1920, height: 1080 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

const activities = (page: Page) => page.getByRole('region', { name: 'Activities', exact: true });
const activityButton = (page: Page, name: string) =>
  activities(page).getByRole('button', { name, exact: true });
const actionBar = (page: Page) => page.getByRole('group', { name: 'Editor actions' });
const activityTitle = (page: Page) => page.getByRole('textbox', { name: 'Activity Title' });
const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [WIDE, DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
}

describe('activities at 1920 px: side by side with the details, added selected, renamed for students', () => {
  let instructor: string;
  let quizId: number;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    instructor = await apiToken('corporate@demo.test');
    quizId = await createTakeQuiz(instructor, { title: `Cell energy names ${Date.now()}` });
    context = await newContext(WIDE);
    page = await context.newPage();
    await signInWithToken(page, 'corporate@demo.test');
  });
  afterAll(() => context?.close());

  test('the activities stand above the details on the first screen, and a new activity is in view and selected', async () => {
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await activityButton(page, 'Gases').waitFor();
    const details = await box(page.getByRole('region', { name: 'Quiz Details', exact: true }));
    const list = await box(activities(page));
    // One pane, the activities first (ADR 351).
    expect(details.y).toBeGreaterThanOrEqual(list.y + list.height);
    expect(list.y).toBeLessThan(WIDE.height);

    for (const added of ['Activity 3', 'Activity 4', 'Activity 5']) {
      await page.getByRole('button', { name: 'Add Activity' }).click();
      expect(await activityButton(page, added).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await activityButton(page, 'Gases').getAttribute('aria-pressed')).toBe('false');
    expect(await activityTitle(page).inputValue()).toBe('Activity 5');
    const newest = await box(activityButton(page, 'Activity 5'));
    const bar = await box(actionBar(page));
    expect(newest.y).toBeGreaterThanOrEqual(0);
    expect(newest.y + newest.height).toBeLessThanOrEqual(bar.y);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'editor');
    await page.setViewportSize(WIDE);
  });

  test('renaming an activity is one undo step, and its student sees the new name', async () => {
    // Back to the quiz as saved: the three new activities go with Undo.
    const undo = actionBar(page).getByRole('button', { name: 'Undo', exact: true });
    for (let i = 0; i < 3; i += 1) await undo.click();
    await activityButton(page, 'Energy in the cell').click();
    await activityTitle(page).fill('Cells and their energy');
    await activityButton(page, 'Cells and their energy').waitFor();
    await undo.click();
    expect(await activityTitle(page).inputValue()).toBe('Energy in the cell');
    await actionBar(page).getByRole('button', { name: 'Redo', exact: true }).click();
    expect(await activityTitle(page).inputValue()).toBe('Cells and their energy');
    await actionBar(page).getByRole('button', { name: 'Save Quiz' }).click();
    await page.waitForURL((address) => !address.pathname.includes('/edit/'));

    const token = await personalLink(instructor, quizId, 'rename.student@example.test');
    const student = await context.newPage();
    await student.setViewportSize(PHONE);
    await student.goto(`/take/${token}`);
    await student.getByRole('button', { name: 'Start' }).click();
    await student.getByRole('heading', { name: 'Cells and their energy' }).waitFor();
    await student.close();
  });
});

describe('a question card and its options at 1280 px', () => {
  let context: BrowserContext;
  let page: Page;
  const card = () => page.getByRole('article', { name: 'Question 1', exact: true });

  beforeAll(async () => {
    const instructor = await apiToken('corporate@demo.test');
    const quizId = await createTakeQuiz(instructor, { title: `Cell energy card ${Date.now()}` });
    context = await newContext(DESKTOP);
    page = await context.newPage();
    await signInAt(page, 'corporate@demo.test', `/quiz/my-quiz/edit/${quizId}`);
    await card().waitFor();
  });
  afterAll(() => context?.close());

  test("the header's chevron stays on the line of the question's name", async () => {
    const handle = await box(card().getByRole('button', { name: 'Drag Question 1' }));
    const chevron = await box(card().getByRole('button', { name: 'Collapse Question 1' }));
    expect(Math.abs(chevron.y + chevron.height / 2 - (handle.y + handle.height / 2))).toBeLessThan(4);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Enter in an option goes to the next one, and from the last adds one (one undo step)', async () => {
    await card().getByRole('textbox', { name: 'Option A' }).click();
    await page.keyboard.press('Enter');
    expect(await isFocused(card().getByRole('textbox', { name: 'Option B' }))).toBe(true);
    await card().getByRole('textbox', { name: 'Option C' }).click();
    await page.keyboard.press('Enter');
    await card().getByRole('textbox', { name: 'Option D' }).waitFor();
    await expect.poll(() => isFocused(card().getByRole('textbox', { name: 'Option D' }))).toBe(true);
    await page.keyboard.type('Chloroplast');
    expect(await card().getByRole('textbox', { name: 'Option D' }).inputValue()).toBe('Chloroplast');
    await actionBar(page).getByRole('button', { name: 'Undo', exact: true }).click();
    await actionBar(page).getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await card().getByRole('textbox', { name: 'Option D' }).count()).toBe(0);
  });

  test('Add Video asks which activity the video goes into', async () => {
    await page.getByRole('button', { name: 'Add Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    const chooser = dialog.getByRole('combobox', { name: 'Activity', exact: true });
    await chooser.waitFor();
    expect(await chooser.locator('option:checked').textContent()).toBe('Energy in the cell');
    expect(await dialog.getByText('Label', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('a save refused because the same account saved in another tab', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  async function editorOf(quizId: number): Promise<Page> {
    const context = await newContext(DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    await signInAt(page, 'super@demo.test', `/quiz/admin-quiz/edit/${quizId}`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    return page;
  }

  test('the dialog says it was saved in another tab or device and offers the saved version', async () => {
    const token = await apiToken('super@demo.test');
    const payload = quizPayload(`Two tabs ${Date.now()}`, [
      {
        title: 'Activity 1',
        items: [{ title: 'Which organelle makes ATP?', options: ['Nucleus', 'Mitochondrion'] }],
      },
    ]);
    const created = await apiPost<{ id: number }>('/api/admin/quiz/create', token, payload);
    const mine = await editorOf(created.id);
    const other = await editorOf(created.id);

    await other.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved in the other tab');
    await actionBar(other).getByRole('button', { name: 'Save Quiz' }).click();
    await other.waitForURL((address) => !address.pathname.includes('/edit/'));

    await mine.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved in this tab');
    await actionBar(mine).getByRole('button', { name: 'Save Quiz' }).click();
    const dialog = mine.getByRole('alertdialog', { name: 'You saved this quiz in another tab or device' });
    // The dialog's own box is empty (its panel is positioned): its button says it is shown.
    await dialog.getByRole('button', { name: 'Keep my changes' }).waitFor();
    expect(
      await dialog.getByText(/^Your account saved this quiz in another tab or on another device on /).count(),
    ).toBe(1);
    await dialog.getByRole('button', { name: 'Reload the saved version' }).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Reload the saved version' }).isEnabled())
      .toBe(true);
    expect(await axeViolations(mine)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reload the saved version' }).click();
    await expect
      .poll(() => mine.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('Saved in the other tab');
  });
});
