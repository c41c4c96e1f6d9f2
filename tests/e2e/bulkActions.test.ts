/**
 * Bulk actions on the lists in Chromium against the real server (ADRs 164–166): rows selected by their named
 * checkboxes (a shift-click selects a range), an undoable Delete that sends nothing until its window ends, a Delete
 * that survives the page being closed, Add to class, a bulk download arriving as files, and on a phone the last
 * row's actions reachable without scrolling the table sideways.
 */
import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import { apiGet, apiPost, apiToken, axeViolations, newContext, signInWithToken, url } from './browser';
import { typeDate } from './datePicker';

const PHONE_390 = { width: 390, height: 800 } as const;
const CS = 'cs@demo.test';
/** An instructor whose trial ended five days before seeding (ADR 190). */
const TRIAL = 'trial@demo.test';

let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  token = await apiToken(CS);
});

afterEach(async () => {
  await context?.close();
});

async function start(viewport?: { width: number; height: number }, email = CS) {
  context = await newContext(viewport);
  page = await context.newPage();
  await signInWithToken(page, email);
}

/** Creates user quizzes of the CS user (or the owner of `as`) titled `${prefix} 1`…, and returns their ids in order. */
async function createQuizzes(prefix: string, count: number, as = token): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const payload = quizPayload(`${prefix} ${n}`, [{ title: 'Activity 1', items: [{ title: 'Why?' }] }]);
    ids.push((await apiPost<{ id: number }>('/api/quiz/create', as, payload)).id);
  }
  return ids;
}

/** Whether the server still has the quiz (as its owner reads it). */
async function exists(id: number): Promise<boolean> {
  try {
    await apiGet(`/api/admin/quiz/user_quiz/${id}`, token);
    return true;
  } catch {
    return false;
  }
}

const table = () => page.getByRole('table', { name: 'My Quizzes' });
const titles = (prefix: string) => table().getByRole('link', { name: new RegExp(`^${prefix} `) });

async function openMyQuizzes(prefix: string, count: number) {
  await page.goto(url(`/quiz/my-quiz?search=${encodeURIComponent(prefix)}`));
  // The list's rows as the user waits for them (a busy machine answers a new search in seconds), then exactly them.
  if (count > 0)
    await titles(prefix)
      .nth(count - 1)
      .waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await expect.poll(() => titles(prefix).count()).toBe(count);
}

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test('three quizzes selected and deleted vanish with Undo; Undo brings them back and the server kept them', async () => {
  const prefix = unique('Bulk undo');
  const ids = await createQuizzes(prefix, 3);
  await start();
  await openMyQuizzes(prefix, 3);

  await page.getByRole('checkbox', { name: `Select ${prefix} 1` }).click();
  await page.getByRole('checkbox', { name: `Select ${prefix} 3` }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await bar.getByText('3 selected').waitFor();
  expect(await page.getByRole('checkbox', { name: `Select ${prefix} 2` }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: 'Select all on this page' }).isChecked()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('3 deleted').waitFor();
  await expect.poll(() => titles(prefix).count()).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => titles(prefix).count()).toBe(3);

  await page.reload();
  await expect.poll(() => titles(prefix).count()).toBe(3);
  for (const id of ids) expect(await exists(id)).toBe(true);
});

test('a bulk delete is sent when its window ends, and the rows do not come back', async () => {
  const prefix = unique('Bulk expire');
  const ids = await createQuizzes(prefix, 2);
  await start();
  await openMyQuizzes(prefix, 2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('2 deleted').waitFor();
  // The notification (and its Undo) goes when the window ends; the deletion is sent then.
  await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });
  await expect.poll(async () => (await Promise.all(ids.map(exists))).some(Boolean)).toBe(false);
  await page.reload();
  await page.getByText('No list items').waitFor();
});

test('Undo waits while the keyboard focus is on it: long after its window it is there and works', async () => {
  const prefix = unique('Bulk focus');
  const ids = await createQuizzes(prefix, 2);
  context = await newContext();
  page = await context.newPage();
  // Time flows as usual; `fastForward` is the user taking their time.
  await page.clock.install();
  await signInWithToken(page, CS);
  await openMyQuizzes(prefix, 2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.focus();

  await page.clock.fastForward(20_000);
  expect(await undo.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(prefix).count()).toBe(2);
  await page.reload();
  await expect.poll(() => titles(prefix).count()).toBe(2);
  for (const id of ids) expect(await exists(id)).toBe(true);
});

test('Undo waits while the pointer is on it; once left, its notice goes after its window and the delete is sent', async () => {
  const prefix = unique('Bulk hover');
  const ids = await createQuizzes(prefix, 2);
  context = await newContext();
  page = await context.newPage();
  await page.clock.install();
  await signInWithToken(page, CS);
  await openMyQuizzes(prefix, 2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.hover();

  await page.clock.fastForward(20_000);
  expect(await undo.isVisible()).toBe(true);
  expect((await Promise.all(ids.map(exists))).every(Boolean)).toBe(true);

  await page.mouse.move(5, 700);
  await page.clock.fastForward(3_000);
  expect(await undo.isVisible()).toBe(true);
  await page.clock.fastForward(1_500);
  await undo.waitFor({ state: 'detached' });
  await expect.poll(async () => (await Promise.all(ids.map(exists))).some(Boolean)).toBe(false);
});

test('a bulk delete survives the page being closed within its window: the quizzes are deleted', async () => {
  const prefix = unique('Bulk closed');
  const ids = await createQuizzes(prefix, 3);
  await start();
  await openMyQuizzes(prefix, 3);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('3 deleted').waitFor();
  await page.close({ runBeforeUnload: true });

  page = await context.newPage();
  await page.goto(url(`/quiz/my-quiz?search=${encodeURIComponent(prefix)}`));
  await page.getByText('No list items').waitFor();
  await expect.poll(async () => (await Promise.all(ids.map(exists))).some(Boolean)).toBe(false);
});

test('two quizzes selected are added to a class at once', async () => {
  const prefix = unique('Bulk class');
  const ids = await createQuizzes(prefix, 2);
  const klass = await apiPost<{ id: number }>('/api/admin/class/', token, {
    title: `${prefix} class`,
    institution: 'University of Eastport',
    description: '',
    startDate: null,
    endDate: null,
    professor: false,
  });
  await start();
  await openMyQuizzes(prefix, 2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Add to class' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add 2 quizzes to classes' });
  await dialog.getByRole('checkbox', { name: `${prefix} class` }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to classes' }).click();
  await page.getByText('Quiz successfully added').waitFor();
  const added = await apiGet<{ result: { id: number }[] } | { id: number }[]>(
    `/api/admin/class/${klass.id}/quiz`,
    token,
  );
  const addedIds = (Array.isArray(added) ? added : added.result).map((quiz) => quiz.id);
  expect(addedIds).toEqual(expect.arrayContaining(ids));
});

test("one quiz goes to a class from its row's menu", async () => {
  const prefix = unique('Row class');
  const [id] = await createQuizzes(prefix, 1);
  const klass = await apiPost<{ id: number }>('/api/admin/class/', token, {
    title: `${prefix} class`,
    institution: 'University of Eastport',
    description: '',
    startDate: null,
    endDate: null,
    professor: false,
  });
  await start();
  await openMyQuizzes(prefix, 1);
  await page.getByRole('button', { name: new RegExp(`^Actions for ${prefix}`) }).click();
  await page.getByRole('menuitem', { name: 'Add to class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 1 quiz to classes' });
  await dialog.getByRole('checkbox', { name: `${prefix} class` }).check();
  await dialog.getByRole('button', { name: 'Add to classes' }).click();
  await page.getByText('Quiz successfully added').waitFor();
  const added = await apiGet<{ result: { id: number }[] } | { id: number }[]>(
    `/api/admin/class/${klass.id}/quiz`,
    token,
  );
  expect((Array.isArray(added) ? added : added.result).map((quiz) => quiz.id)).toContain(id);
});

async function setDeadline(prefix: string, value: string) {
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Set deadline' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Set the deadline of 2 quizzes' });
  await typeDate(dialog, 'New deadline', value);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save deadline' }).click();
}

test('one deadline set for two selected quizzes shows in both rows', async () => {
  // The corporate admin's subscription runs another year (the seed): a date within it is accepted.
  const corporate = await apiToken('corporate@demo.test');
  const prefix = unique('Bulk deadline');
  for (const n of [1, 2])
    await apiPost(
      '/api/quiz/create',
      corporate,
      quizPayload(`${prefix} ${n}`, [{ title: 'Activity 1', items: [{ title: 'Why?' }] }]),
    );
  context = await newContext();
  page = await context.newPage();
  await signInWithToken(page, 'corporate@demo.test');
  await openMyQuizzes(prefix, 2);
  const day = addDays(new Date(), 30);
  await setDeadline(prefix, `${format(day, 'MM/dd/yyyy')} 10:00 AM`);
  await page.getByText('Deadline updated').waitFor();
  await expect
    .poll(() =>
      table()
        .getByRole('cell', { name: format(day, 'MM/dd/yyyy') })
        .count(),
    )
    .toBe(2);
});

test('a deadline the server refuses names the quizzes and why, and changes none', async () => {
  // The trial account's trial ended five days ago (the seed): their deadlines cannot change.
  const prefix = unique('Bulk refused');
  await createQuizzes(prefix, 2, await apiToken(TRIAL));
  await start(undefined, TRIAL);
  await openMyQuizzes(prefix, 2);
  await setDeadline(prefix, '01/15/2030 10:00 AM');
  await page
    .getByText(
      `Deadline not changed for ${prefix} 1, ${prefix} 2: You cannot perform this action as your trial period has expired.`,
    )
    .or(
      page.getByText(
        `Deadline not changed for ${prefix} 2, ${prefix} 1: You cannot perform this action as your trial period has expired.`,
      ),
    )
    .waitFor();
  expect(await table().getByRole('cell', { name: '01/15/2030' }).count()).toBe(0);
});

test('a bulk QTI download saves one file per selected quiz, with progress until the last', async () => {
  const prefix = unique('Bulk file');
  await createQuizzes(prefix, 2);
  await start();
  await openMyQuizzes(prefix, 2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  const files: string[] = [];
  page.on('download', (download) => files.push(download.suggestedFilename()));
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Download QTI' })
    .click();
  await page.getByText('2 files downloaded').waitFor();
  expect(files.sort()).toEqual([`${prefix} 1-qti.zip`, `${prefix} 2-qti.zip`]);
});

test('on a 390 px phone the last row’s actions are on screen without scrolling the table sideways', async () => {
  const prefix = unique('Bulk phone');
  await createQuizzes(prefix, 3);
  await start(PHONE_390);
  await openMyQuizzes(prefix, 3);
  const last = table().getByRole('row').last();
  const title = (await last.getByRole('link').first().textContent())!.trim();
  const trigger = last.getByRole('button', { name: `Actions for ${title}` });
  const box = (await trigger.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: `Select ${title}` }).click();
  expect(await axeViolations(page)).toEqual([]);
});
