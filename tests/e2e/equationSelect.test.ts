/**
 * A fill-in-the-blank dropdown whose options hold equations (ADR 394) in Chromium against the real server: the blank
 * is a list box that draws each option's equation as MathML, where a native select would show its LaTeX; a student
 * opens it, picks the option with the arrow keys and Enter, and submits, and the review shows the chosen option's
 * equation. A blank without an equation stays a native select. The page is axe-clean, screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiToken, axeViolations, focusedOn, newContext } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const QUIZ_TITLE = 'Formulas in blanks';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/equation-select');
const SEEN = { timeout: 30_000 } as const;

async function createQuiz(token: string): Promise<number> {
  return createQuizWith(token, QUIZ_TITLE, [
    {
      title: 'Water',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: '<p>Complete the sentence about water.</p>',
          type: 2,
          isMultiple: false,
          image: null,
          rightAnswer: [],
          textOptions: [],
          questionType: 'fillInBlanks',
          definition: {
            text: 'Water is [[1]] and it is [[2]] at 25 °C.',
            gaps: [
              {
                id: 'g1',
                kind: 'dropdown',
                options: [
                  { id: 'g1a', text: 'peroxide, \\(\\ce{H2O2}\\)' },
                  { id: 'g1b', text: 'water, \\(\\ce{H2O}\\)' },
                  { id: 'g1c', text: 'ozone, \\(\\ce{O3}\\)' },
                ],
                right: 'g1b',
              },
              {
                id: 'g2',
                kind: 'dropdown',
                options: [
                  { id: 'g2a', text: 'liquid' },
                  { id: 'g2b', text: 'solid' },
                ],
                right: 'g2a',
              },
            ],
          },
        },
      ],
    },
  ]);
}

/** Presses Tab until the focus is on a control whose name (or text) matches. */
async function tabUntil(page: Page, name: RegExp): Promise<void> {
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedOn(page))) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('a student picks an equation from a blank’s list by keyboard and submits; the review shows it as MathML', async () => {
  const token = await apiToken(INSTRUCTOR);
  const link = await personalLink(token, await createQuiz(token), 'blanks-equations@students.demo.test');
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const question = take.getByRole('group', { name: /Complete the sentence/ });
    await question.waitFor(SEEN);
    // The blank with equations is a button that opens a list box; the plain one stays a native select.
    const blank = question.getByRole('button', { name: /Blank 1/ });
    await blank.waitFor(SEEN);
    expect(await blank.getAttribute('aria-haspopup')).toBe('listbox');
    await question.getByRole('combobox', { name: 'Blank 2' }).waitFor(SEEN);

    await tabUntil(take, /Blank 1|Choose an answer/);
    await take.keyboard.press('ArrowDown');
    const list = take.getByRole('listbox');
    await list.waitFor(SEEN);
    // Each option draws its formula as MathML (H₂O₂'s 2 a subscript), and is named without LaTeX.
    await expect.poll(() => list.locator('math msub').count(), SEEN).toBeGreaterThanOrEqual(3);
    expect(await list.getByRole('option').allTextContents()).not.toContain('\\ce');
    await list.getByRole('option', { name: 'water, H₂O' }).waitFor(SEEN);
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'open-390.png'), fullPage: true });
    await expect
      .poll(() => take.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    // The arrow keys move through the options; Enter picks one and the list closes with the focus on the blank.
    for (let step = 0; step < 5; step += 1) {
      const focused = await take.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (focused === 'water, H₂O') break;
      await take.keyboard.press('ArrowDown');
    }
    await take.keyboard.press('Enter');
    await list.waitFor({ state: 'detached', ...SEEN });
    await expect.poll(() => focusedOn(take)).toMatch(/^button: /);
    await expect.poll(() => blank.locator('math msub').count(), SEEN).toBe(1);
    expect(await blank.textContent()).not.toContain('\\ce');
    expect(await blank.getAttribute('aria-labelledby')).toBeTruthy();
    await take.getByText('Saved').first().waitFor(SEEN);
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'chosen-390.png'), fullPage: true });

    await take.getByRole('button', { name: 'Submit' }).click();
    await take.getByRole('alertdialog').getByRole('button', { name: 'Submit now' }).click();
    const review = take.getByRole('region', { name: /Right answers|Your answers/ });
    await review.waitFor(SEEN);
    // The chosen option shows its formula as MathML in the review too, never its LaTeX.
    await expect.poll(() => review.locator('math msub').count(), SEEN).toBeGreaterThanOrEqual(1);
    expect(await review.textContent()).not.toContain('\\ce');
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'review-390.png'), fullPage: true });
    await take.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'review-1280.png'), fullPage: true });
  } finally {
    await student.close();
  }
}, 240_000);
