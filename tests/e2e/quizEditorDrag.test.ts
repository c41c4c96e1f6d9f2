/**
 * Dragging a tall question by its handle in Chromium against the production build (issue 34, ADR 284): a quiz of
 * four questions of four options each, every card open, at 1280 × 900 px. The second is held by its handle and
 * dragged until the pointer is on the third card's header, then dropped: it goes one place down, where the
 * pointer is, not past the next card, and the list has not run away under the pointer.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { quizPayload } from '../support/quizFixtures';
import { apiPost, apiToken, newContext, signInAt } from './browser';

const TITLES = ['Nucleus', 'Prophase', 'Ribosome', 'Chloroplast'];
const OPTIONS = [
  'First answer',
  'Second answer',
  'Third answer',
  'Fourth answer',
  'Fifth answer',
  'Sixth answer',
];

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const token = await apiToken('cs@demo.test');
  const { id } = await apiPost<{ id: number }>(
    '/api/quiz/create',
    token,
    quizPayload(`Tall cards ${Date.now()}`, [
      { title: 'Activity 1', items: TITLES.map((title) => ({ title, options: OPTIONS })) },
    ]),
  );
  context = await newContext({ width: 1280, height: 1100 });
  page = await context.newPage();
  await signInAt(page, 'cs@demo.test', `/quiz/my-quiz/edit/${id}`);
});
afterAll(() => context?.close());

/** The questions in the order the editor shows them, by their titles. */
const order = () =>
  page
    .getByRole('textbox', { name: 'Question title' })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value ?? field.textContent));

test('a tall question dragged onto the top of the next one goes one place down, where the pointer is', async () => {
  await expect.poll(order).toEqual(TITLES);
  const cards = page.getByRole('article');
  const handle = page.getByRole('button', { name: 'Drag Question 2', exact: true });
  // The card held near the top of the screen, as a user scrolls to grab it.
  await handle.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await expect.poll(async () => (await handle.boundingBox())?.y ?? -1).toBeGreaterThan(50);
  const held = (await handle.boundingBox())!;
  const next = (await cards.nth(2).boundingBox())!;
  // Every card is open: each is taller than a third of the screen.
  expect(next.height).toBeGreaterThan(360);
  const x = held.x + held.width / 2;
  const start = held.y + held.height / 2;
  // Onto the next card's header, low in the items pane (which scrolls on its own, ADR 351), where it starts to
  // scroll.
  const target = next.y + 60;
  const pane = (await page.getByRole('region', { name: 'Items of the selected activity' }).boundingBox())!;
  expect(target).toBeLessThan(pane.y + pane.height);
  // A user's gesture takes its time: about a second down the screen, then a moment still before letting go. The
  // pauses are the hand's pace, not a wait for the page: the list scrolls while the pointer is low (ADR 284).
  await page.mouse.move(x, start);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(x, start + ((target - start) * step) / 20);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect.poll(order).toEqual(['Nucleus', 'Ribosome', 'Prophase', 'Chloroplast']);
});
