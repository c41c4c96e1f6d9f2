/**
 * The quiz editor's layout, answers and field marks in the real console: two columns on a wide screen that scroll
 * on their own above the action bar (at 1280 px the activities under the details, both on the first screen), one
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

  test('the activities and Add Activity are on the first screen below the details, each scrolling on its own', async () => {
    await page.goto(url('/quiz/my-quiz/create'));
    const bar = await box(page.getByRole('group', { name: 'Editor actions' }));
    // Nothing scrolled yet (a click would scroll its button into view): Add Activity stands above the action bar.
    const addActivity = await box(page.getByRole('button', { name: 'Add Activity' }));
    expect(addActivity.y + addActivity.height).toBeLessThanOrEqual(bar.y);
    const details = await box(page.getByRole('heading', { name: 'Quiz Details' }));
    expect(addActivity.y).toBeGreaterThan(details.y);
    // The details scroll in their own box, which ends above the action bar.
    const detailsBox = await page.getByRole('heading', { name: 'Quiz Details' }).evaluate((heading) => {
      let box = heading.parentElement;
      while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
      box!.scrollTo(0, box!.scrollHeight);
      const { bottom } = box!.getBoundingClientRect();
      return { bottom, scrolls: box!.scrollHeight > box!.clientHeight, scrolled: box!.scrollTop > 0 };
    });
    expect(detailsBox).toMatchObject({ scrolls: true, scrolled: true });
    expect(detailsBox.bottom).toBeLessThanOrEqual(bar.y);
    await page.evaluate(() =>
      document.querySelectorAll('*').forEach((e) => e.scrollTop > 0 && e.scrollTo(0, 0)),
    );
    await page.screenshot({ path: 'tests/.artifacts/editor-layout-1280.png' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
