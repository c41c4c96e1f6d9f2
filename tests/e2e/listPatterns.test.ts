/**
 * The console's list patterns in Chromium against the real server (ADRs 266, 267): deleting one quiz is the bulk
 * delete's pattern (its notice names what goes with it: its places in classes and its submitted results; Undo
 * waits while the keyboard focus is on it and brings the quiz back), every list's row actions are one menu named
 * for the row, and at 390 px each list shows its rows as cards that fit the screen. axe finds nothing, and no
 * colour contrast is left for review, in English and Arabic; screenshots at 1920, 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import {
  apiPost,
  apiToken,
  axeViolations,
  contrastForReview,
  focusedOn,
  newContext,
  origin,
  signInAt,
  url,
} from './browser';
import { createTakeQuiz, personalLink } from './takeFixtures';

const CS = 'cs@demo.test';
const SHOTS = join(process.cwd(), 'tests/.artifacts/lists');
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function start(width: number, locale = 'en-US') {
  context = await newContext({ width, height: 900 }, locale);
  page = await context.newPage();
}

/** The student starts and submits at once through the student API: one submitted result. */
async function submitOnce(linkToken: string) {
  for (const step of ['start', 'submit']) {
    const response = await fetch(`${origin()}/api/take/${linkToken}/${step}`, { method: 'POST' });
    expect(response.status, step).toBe(200);
  }
}

interface Impact {
  readonly classes: number;
  readonly results: number;
}

test('deleting a quiz in classes with results names them in its notice; Undo waits for the keyboard and brings it back', async () => {
  const token = await apiToken(CS);
  // Casey's own quiz, in two classes, with one submitted result: no other browser file touches it.
  const title = unique('Impact quiz');
  const quizId = await createTakeQuiz(token, { title });
  await submitOnce(await personalLink(token, quizId, `impact.${Date.now()}@example.test`));
  const other = await apiPost<{ id: number }>('/api/admin/class/', token, { title: unique('Impact class') });
  await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [other.id] });
  const quiz = { id: quizId, title };
  const before = await apiPost<Impact>('/api/admin/quiz/delete_impact', token, {
    ids: [quizId],
    quizKind: 'user',
  });
  expect(before).toMatchObject({ classes: 2, results: 1 });
  const { classes } = before;

  await start(1280);
  await page.clock.install();
  await signInAt(page, CS, `/quiz/my-quiz?search=${encodeURIComponent(quiz.title)}`);
  const table = page.getByRole('table', { name: 'My Quizzes' });
  const row = table.getByRole('row').filter({ hasText: quiz.title }).first();
  await row.getByRole('button', { name: `Actions for ${quiz.title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  expect(await confirm.textContent()).not.toContain('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();

  const notices = page.getByRole('region', { name: 'Notifications' });
  // The keyboard reaches Undo first (focus waits for it to appear): on a busy machine the checks below take longer
  // than a notice lives unattended, and a focused Undo stays.
  const undo = notices.getByRole('button', { name: 'Undo' });
  await undo.focus();
  await notices.getByText('Quiz deleted successfully').waitFor();
  // The counted line, then its words: a wrong count fails naming what the notice said.
  const counted = notices.getByText('Goes with it:');
  await counted.waitFor();
  const said = (await counted.textContent()) ?? '';
  expect(said, said).toContain('Goes with it: its place in 2 classes, 1 submitted result.');
  await row.waitFor({ state: 'detached' });
  expect(await axeViolations(page)).toEqual([]);

  expect(await focusedOn(page)).toBe('button: Undo');
  await page.clock.fastForward(20_000);
  expect(await undo.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await table.getByRole('row').filter({ hasText: quiz.title }).first().waitFor();
  const after = await apiPost<Impact>('/api/admin/quiz/delete_impact', token, {
    ids: [quiz.id],
    quizKind: 'user',
  });
  expect(after).toMatchObject({ classes, results: before.results });
});

const LISTS = [
  { path: '/quiz/my-quiz', name: 'My Quizzes', file: 'my-quizzes' },
  { path: '/classes', name: 'Classes', file: 'classes' },
] as const;

for (const list of LISTS) {
  test(`${list.name} at 390 px: each row is a card with its fields and its actions menu on screen`, async () => {
    mkdirSync(SHOTS, { recursive: true });
    await start(1920);
    await signInAt(page, CS, list.path);
    // One page resized, as a window is: each width draws the list again from the same rows.
    for (const width of [1920, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const table = page.getByRole('table', { name: list.name });
      const rows = table.getByRole('row');
      await rows.nth(1).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await page.screenshot({ path: join(SHOTS, `${list.file}-${width}.png`), fullPage: true });
      if (width === 390) {
        // No column hides off screen: the page does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // Each field's value stands after its column's name, drawn before it on the card.
        const indents = await rows
          .nth(1)
          .locator('td[data-card-label]')
          .evaluateAll((cells) =>
            cells.map(
              (cell) =>
                cell.firstElementChild!.getBoundingClientRect().left - cell.getBoundingClientRect().left,
            ),
          );
        expect(indents.length).toBeGreaterThan(0);
        for (const indent of indents) expect(indent).toBeGreaterThanOrEqual(112);
        const last = rows.last();
        const trigger = last.getByRole('button', { name: /^Actions for / });
        const box = (await trigger.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        await trigger.click();
        await page.getByRole('menu').waitFor();
        await page.keyboard.press('Escape');
      }
      expect(await axeViolations(page)).toEqual([]);
      // The list itself (its table or cards, its row menus): nothing left for review.
      expect(await contrastForReview(page, 'main table')).toEqual([]);
      // Nor the top bar: on a phone its language select is the globe alone, with no hidden text.
      expect(await contrastForReview(page, 'header')).toEqual([]);
    }
  });
}

test('in Arabic at 390 px the quiz cards are named and axe finds nothing, no contrast left for review', async () => {
  await start(390, 'ar');
  await page.goto(url('/signin'));
  await page.getByLabel(arCore.signIn.email).fill(CS);
  await page.getByLabel(arCore.signIn.password).fill('demo-password');
  await page.getByRole('button', { name: arCore.signIn.submit }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(url('/quiz/my-quiz'));
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'my-quizzes-390-ar.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  expect(await contrastForReview(page)).toEqual([]);
  expect(await contrastForReview(page, 'header')).toEqual([]);
});
