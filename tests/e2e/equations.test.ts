/**
 * Equations in what authors write (ADR 387) in Chromium against the real server: a question whose text has `\(x^2\)`
 * and whose options have `\(\ce{H2O}\)` shows them to the student as MathML, at 390 and 1280 px, the page axe-clean;
 * an option whose LaTeX cannot be read shows its source under a visible name, and the rest of the page works. A
 * matching question's prompt and an ordering question's items show theirs too (ADR 390). Screenshots at 390 and
 * 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiToken, axeViolations, newContext } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith, personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'equations@students.demo.test';
const QUIZ_TITLE = 'Equations and formulas';
const QUESTION = 'A square of side x has the area \\(x^2\\). Which formula is water?';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/equations');
const SEEN = { timeout: 30_000 } as const;

async function createQuiz(token: string): Promise<number> {
  return createQuizWith(token, QUIZ_TITLE, [
    {
      title: 'Chemistry',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: QUESTION,
          type: 2,
          isMultiple: false,
          image: null,
          rightAnswer: ['w'],
          textOptions: [
            { id: 'w', text: 'Water, \\(\\ce{H2O}\\)' },
            { id: 'p', text: 'Peroxide, \\(\\ce{H2O2}\\)' },
            { id: 'e', text: 'Broken \\(\\frac{1}{\\)' },
          ],
        },
      ],
    },
  ]);
}

test('the student sees the question’s equations as MathML at 390 and 1280 px, and a broken one as its named source', async () => {
  const token = await apiToken(INSTRUCTOR);
  const link = await personalLink(token, await createQuiz(token), STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const question = take.getByRole('group', { name: /A square of side x/ });
    await question.waitFor(SEEN);
    // The title's x² is MathML: a superscript of x by 2, and the LaTeX source is gone from the page.
    const square = question.locator('math msup');
    await square.waitFor(SEEN);
    expect(await square.evaluate((element) => element.namespaceURI)).toBe(
      'http://www.w3.org/1998/Math/MathML',
    );
    expect(await square.textContent()).toBe('x2');
    // Each option's formula is MathML, with H₂O's 2 a subscript; the radio keeps its name.
    const water = question.getByRole('radio', { name: /Water/ });
    await water.waitFor({ state: 'attached', ...SEEN });
    const formulas = question.locator('label math');
    await expect.poll(() => formulas.count()).toBe(2);
    expect(await formulas.first().locator('msub').textContent()).toBe('2');
    // The option whose LaTeX cannot be read shows its source under the name of the error.
    const broken = question.locator('.math-error');
    await broken.waitFor(SEEN);
    expect(await broken.textContent()).toBe('Equation error: \\(\\frac{1}{\\)');
    await expect.poll(() => take.locator('body').textContent()).not.toContain('\\(x^2\\)');

    await water.check();
    const width = await take.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });
    await take.setViewportSize({ width: 1280, height: 900 });
    expect(await square.isVisible()).toBe(true);
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'take-1280.png'), fullPage: true });
  } finally {
    await student.close();
  }
}, 240_000);

const ITEM = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

test('a matching prompt and an ordering item show their equations as MathML to the student', async () => {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuizWith(token, 'Equations in every type', [
    {
      title: 'Areas',
      sortIndex: 1,
      items: [
        {
          ...ITEM,
          sortIndex: 1,
          title: '<p>Match each area with its shape.</p>',
          questionType: 'matching',
          definition: {
            pairs: [
              { id: 'p1', prompt: 'Area \\(x^2\\)', answer: 'Square' },
              { id: 'p2', prompt: 'Area \\(\\pi r^2\\)', answer: 'Circle' },
            ],
            distractors: [],
          },
        },
        {
          ...ITEM,
          sortIndex: 2,
          title: '<p>Put the fractions from small to large.</p>',
          questionType: 'ordering',
          definition: {
            items: ['\\(\\frac{1}{4}\\)', '\\(\\frac{1}{2}\\)', 'One'].map((text, i) => ({
              id: `o${i}`,
              text,
            })),
          },
        },
      ],
    },
  ]);
  const link = await personalLink(token, quizId, 'equations-types@students.demo.test');
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: 'Equations in every type' }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const matching = take.getByRole('group', { name: /Match each area/ });
    await matching.waitFor(SEEN);
    const square = matching.locator('label math msup');
    await expect.poll(() => square.count(), SEEN).toBe(2);
    expect(await square.first().evaluate((element) => element.namespaceURI)).toBe(
      'http://www.w3.org/1998/Math/MathML',
    );
    const ordering = take.getByRole('group', { name: /Put the fractions/ });
    await ordering.waitFor(SEEN);
    await expect.poll(() => ordering.locator('li math mfrac').count(), SEEN).toBe(2);
    await expect.poll(() => ordering.textContent()).not.toContain('\\frac');
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'types-390.png'), fullPage: true });
    await take.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'types-1280.png'), fullPage: true });
  } finally {
    await student.close();
  }
}, 240_000);
