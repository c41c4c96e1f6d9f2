/**
 * The quiz editor's layout, answers and field marks in the real console: two panes on a wide screen that scroll
 * on their own above the action bar while the page stays (the activities, then the details, in the first; the
 * items in the second; nothing nested scrolls), one
 * column on a phone; collapsed questions show their text and type; the right answer is a named control and Quiz Preview marks it in words; a failed save marks each field, focuses the
 * first and its error notification goes when the user leaves the screen.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations, newContext, signInWithToken, url } from './browser';

const WIDE = { width: 1920, height: 1080 } as const;
const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

async function addQuestion(page: Page, index: number, title: string) {
  await page.getByRole('button', { name: 'Add Question', exact: true }).click();
  const article = page.getByRole('article', { name: `Question ${index + 1}`, exact: true });
  await article.getByRole('textbox', { name: 'Question title' }).fill(title);
  for (const letter of ['A', 'B', 'C', 'D'])
    await article.getByRole('textbox', { name: `Option ${letter}` }).fill(`${title} ${letter}`);
  return article;
}

/** Adds one question of every type the editor offers, in the order of its menu. */
async function addEveryType(page: Page): Promise<void> {
  const type = page.getByRole('combobox', { name: 'Type of the new question' });
  await type.waitFor();
  for (const label of await type.locator('option').allTextContents()) {
    await type.selectOption({ label });
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
  }
}

/** The boxes of the screen that scroll now, each named by its region (or its tag). */
const scrollingBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (
          (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight
        );
      })
      .map((element) => element.getAttribute('aria-label') ?? element.tagName.toLowerCase()),
  );

/** The console's own scrolling box (main) and the window: how far each has moved and how tall it is. */
const shellScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main')!;
    return {
      mainScrolled: main.scrollTop,
      mainOverflow: main.scrollHeight - main.clientHeight,
      windowScrolled: document.scrollingElement!.scrollTop,
    };
  });

describe('quiz editor layout on a 1920 px screen', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(WIDE);
    page = await context.newPage();
    await signInWithToken(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  test('the activities start on the first screen, the items sit to their right and the action bar covers neither', async () => {
    await page.goto(url('/quiz/admin-quiz/create'));
    const activities = page.getByRole('region', { name: 'Activities', exact: true });
    const items = page.getByRole('region', { name: 'Items of the selected activity' });
    for (let i = 0; i < 5; i += 1) await addQuestion(page, i, `Which organelle number ${i + 1}?`);

    const activitiesBox = await box(activities);
    expect(activitiesBox.y).toBeLessThan(WIDE.height);
    const itemsBox = await box(items);
    expect(itemsBox.x).toBeGreaterThanOrEqual(activitiesBox.x + activitiesBox.width);

    // The items column scrolls on its own; at its end the last question is above the action bar.
    await items.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const bar = await box(page.getByRole('group', { name: 'Editor actions' }));
    const last = await box(page.getByRole('article', { name: 'Question 5', exact: true }));
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(WIDE.height);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a collapsed question shows its text and its type', async () => {
    await page.getByRole('button', { name: 'Collapse All' }).click();
    const card = page.getByRole('article', { name: 'Question 2', exact: true });
    await card.getByText('Which organelle number 2?').waitFor();
    expect(await card.getByText('Single answer').count()).toBe(1);
    await page.getByRole('button', { name: 'Expand All' }).click();
  });

  test('the right answer is a named radio and Quiz Preview marks it in words', async () => {
    const card = page.getByRole('article', { name: 'Question 1', exact: true });
    await card.getByRole('radio', { name: 'Correct answer: option B' }).check();
    expect(await card.getByRole('radio', { name: 'Correct answer: option A' }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Quiz Preview' });
    const right = preview.getByRole('listitem').filter({ hasText: /^B\.Which organelle number 1\? B/ });
    await right.waitFor();
    expect(await right.textContent()).toBe('B.Which organelle number 1? BCorrect answer');
    const wrong = preview.getByRole('listitem').filter({ hasText: /^A\.Which organelle number 1\? A/ });
    expect(await wrong.textContent()).toBe('A.Which organelle number 1? A');
    expect(await axeViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Close' }).click();
  });

  test('the mouse wheel moves a pane, never the page: with a question of every type the page is the window tall', async () => {
    // The quiz of the tests above is left unsaved: the browser's Leave page? is answered Leave.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(url('/quiz/my-quiz/create'));
    await addEveryType(page);
    expect(await shellScroll(page)).toEqual({ mainScrolled: 0, mainOverflow: 0, windowScrolled: 0 });
    const bar = await box(page.getByRole('group', { name: 'Editor actions' }));
    // Over the action bar, which does not scroll, and over the items past their end: the page stays.
    await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
    await page.mouse.wheel(0, 4000);
    const items = page.getByRole('region', { name: 'Items of the selected activity' });
    const itemsBox = await box(items);
    await page.mouse.move(itemsBox.x + itemsBox.width / 2, itemsBox.y + itemsBox.height / 2);
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(() => items.evaluate((pane) => pane.scrollTop + pane.clientHeight >= pane.scrollHeight - 1))
      .toBe(true);
    await page.mouse.wheel(0, 4000);
    expect(await shellScroll(page)).toEqual({ mainScrolled: 0, mainOverflow: 0, windowScrolled: 0 });
    expect((await box(page.getByRole('group', { name: 'Editor actions' }))).y).toBe(bar.y);
    await page.screenshot({ path: 'tests/.artifacts/editor-layout-1920.png' });
  });

  test('a long activity title takes at most two lines of the activities pane', async () => {
    await page
      .getByRole('textbox', { name: 'Activity Title' })
      .fill(
        'Cell membranes and the transport of ions, sugars and water across them in plant and animal cells',
      );
    const name = page
      .getByRole('region', { name: 'Activities', exact: true })
      .getByRole('button', { name: /^Cell membranes/, pressed: true })
      .locator('bdi');
    const lines = await name.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
  });
});

describe('field marks after a failed save', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(WIDE);
    page = await context.newPage();
    await signInWithToken(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  const title = () => page.getByRole('textbox', { name: 'Title', exact: true });
  const errorToast = () =>
    page.getByRole('region', { name: 'Notifications' }).getByRole('alert').getByText('No Title');

  test('Save on an empty quiz joins the messages, marks the title beside it and focuses it', async () => {
    await page.goto(url('/quiz/admin-quiz/create'));
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await toast.getByText('No Title').waitFor();
    expect(await toast.innerText()).toContain(
      'No Title\nNo type selected\nThere should be at least one question',
    );
    await expect.poll(() => title().getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await title().getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('No Title');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    const graded = page.getByRole('group', { name: 'Type', exact: true });
    expect(await graded.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('There should be at least one question').count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('leaving the screen removes the error notification', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    expect(await errorToast().count()).toBe(0);
  });

  test('a mark clears as its field becomes valid', async () => {
    await page.goto(url('/quiz/admin-quiz/create'));
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await expect.poll(() => title().getAttribute('aria-invalid')).toBe('true');
    await title().fill('Ab');
    expect(await page.getByText('Title is too short. It should have 3 characters or more.').count()).toBe(1);
    await title().fill('Abc');
    await expect.poll(() => title().getAttribute('aria-invalid')).toBe(null);
    expect(await page.getByRole('group', { name: 'Type', exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('quiz editor on a 390 px phone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(PHONE);
    page = await context.newPage();
    await signInWithToken(page, 'super@demo.test');
  });
  afterAll(() => context?.close());

  test('one column: the items follow the activities and the action bar stays in view', async () => {
    await page.goto(url('/quiz/admin-quiz/create'));
    await addQuestion(page, 0, 'What does a ribosome make?');
    const activities = await box(page.getByRole('region', { name: 'Activities', exact: true }));
    const items = await box(page.getByRole('region', { name: 'Items of the selected activity' }));
    expect(items.y).toBeGreaterThanOrEqual(activities.y + activities.height);
    expect(items.x + items.width).toBeLessThanOrEqual(PHONE.width);
    const bar = await box(page.getByRole('group', { name: 'Editor actions' }));
    expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: 'tests/.artifacts/editor-layout-390.png' });
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('quiz editor on a 1280 × 800 screen', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(LAPTOP);
    page = await context.newPage();
    // A customer's quiz: its details are the longest (type, access type, dates, duration) and sit below the tabs.
    await signInWithToken(page, 'cs@demo.test');
  });
  afterAll(() => context?.close());

  test('the activities are on the first screen above the details, in one pane that alone scrolls with them', async () => {
    await page.goto(url('/quiz/my-quiz/create'));
    const bar = await box(page.getByRole('group', { name: 'Editor actions' }));
    // Nothing scrolled yet (a click would scroll its button into view): Add Activity stands above the action bar.
    const addActivity = await box(page.getByRole('button', { name: 'Add Activity' }));
    expect(addActivity.y + addActivity.height).toBeLessThanOrEqual(bar.y);
    const details = await box(page.getByRole('heading', { name: 'Quiz Details' }));
    expect(details.y).toBeGreaterThan(addActivity.y);
    await addEveryType(page);
    // One scroll area per pane: the activities with the details, the items; the page itself does not scroll.
    expect((await scrollingBoxes(page)).sort()).toEqual([
      'Items of the selected activity',
      'Quiz details and activities',
    ]);
    expect(await shellScroll(page)).toEqual({ mainScrolled: 0, mainOverflow: 0, windowScrolled: 0 });
    // At the pane's end the dates are whole: neither field is cut by the pane or by its neighbour.
    const pane = page.getByRole('region', { name: 'Quiz details and activities' });
    await pane.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const paneBox = await box(pane);
    for (const name of ['Start Date', 'End Date']) {
      const field = await box(page.getByRole('group', { name, exact: true }));
      expect(field.x).toBeGreaterThanOrEqual(paneBox.x);
      expect(field.x + field.width).toBeLessThanOrEqual(paneBox.x + paneBox.width);
      expect(field.y + field.height).toBeLessThanOrEqual(paneBox.y + paneBox.height);
      // One line: the date and the time are not broken over several lines of a narrow field.
      expect(field.height).toBeLessThan(50);
    }
    // An option's field takes the room the items pane has: more than half of it.
    const items = await box(page.getByRole('region', { name: 'Items of the selected activity' }));
    const option = await box(page.getByRole('textbox', { name: 'Option A' }).first());
    expect(option.width).toBeGreaterThan(items.width / 2);
    await page.evaluate(() =>
      document.querySelectorAll('*').forEach((e) => e.scrollTop > 0 && e.scrollTo(0, 0)),
    );
    await page.screenshot({ path: 'tests/.artifacts/editor-layout-1280.png' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
