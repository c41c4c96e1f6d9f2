/**
 * The calculated, hot text and file upload questions and a hint (ADRs 291, 293, 294, 295) in Chromium against the
 * real server: a quiz made through the API is taken on a 390 px phone. The student works the answer out from the
 * numbers drawn for them and shown on the page, asks for the hint, picks words of the passage, and sends a photo
 * of a sketch, and moves a slider to a number by keyboard. axe finds nothing at 390, 1280 and 1920 px, and after the submit the page says it needs grading (the
 * file waits for a teacher). The teacher's detail of the student shows the full points of the calculated question
 * and the hint used. The instructor's editor shows each of the three with its own named fields, axe-clean at the
 * same widths.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { samplePng } from '../../server/seed/documents';
import { apiGet, apiPost, apiToken, axeViolations, DESKTOP, newContext, signInAt } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'newer.types@students.demo.test';
const QUIZ_TITLE = 'Forces, organelles and a sketch';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/question-types-more');
const SEEN = { timeout: 30_000 } as const;

const CART = 'A cart of {m} kg speeds up by {a} m/s² each second. What force pushes it, in newtons?';
const WORDS = 'Pick the parts of the cell that the sentence names rightly.';
const SKETCH = 'Send a photo of your sketch of a plant cell.';
const HINT = 'Force is mass times acceleration.';
const BOILING = 'At what temperature, in °C, does water boil at sea level?';

const ITEM = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function createQuiz(token: string): Promise<number> {
  const items = [
    {
      ...ITEM,
      sortIndex: 1,
      title: CART,
      questionType: 'calculated',
      points: 2,
      definition: {
        variables: [
          { name: 'm', min: 2, max: 9, decimals: 0 },
          { name: 'a', min: 0.5, max: 4.5, decimals: 1 },
        ],
        formula: 'm * a',
        tolerance: 0.01,
        relative: true,
        decimals: 2,
      },
      hints: [{ text: `<p>${HINT}</p>`, penalty: 0 }],
    },
    {
      ...ITEM,
      sortIndex: 2,
      title: WORDS,
      questionType: 'hotText',
      definition: {
        passage:
          'The [mitochondrion] makes most of the cell’s energy; the [nucleus] keeps its DNA; the [wall] eats.',
        spans: [
          { id: 'span-1', text: 'mitochondrion', right: true },
          { id: 'span-2', text: 'nucleus', right: true },
          { id: 'span-3', text: 'wall', right: false },
        ],
        minChoices: 1,
        maxChoices: 3,
      },
    },
    {
      ...ITEM,
      sortIndex: 3,
      title: SKETCH,
      questionType: 'fileUpload',
      points: 3,
      definition: { kinds: ['image/*'], maxBytes: 1_000_000 },
    },
    {
      ...ITEM,
      sortIndex: 4,
      title: BOILING,
      questionType: 'numeric',
      definition: {
        answers: [{ id: 'a1', match: { kind: 'exact', value: 100 }, fraction: 1 }],
        units: [],
        slider: { lowerBound: 0, upperBound: 150, step: 10 },
      },
    },
  ];
  const created = await apiPost<{ id: number }>('/api/quiz/create', token, {
    title: QUIZ_TITLE,
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: false,
    duration: null,
    showCaption: false,
    restrictNonInstitutional: false,
    activities: [{ title: 'Activity 1', sortIndex: 1, items }],
  });
  return created.id;
}

test('taken on a 390 px phone: a number from the drawn values, a hint, words picked, a photo sent; it needs grading', async () => {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuiz(token);
  const link = await personalLink(token, quizId, STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();

    // The student's own numbers stand in the text, never the wildcards; the answer is worked out from them.
    const cart = take.getByRole('group', { name: /A cart of \d+ kg speeds up by/ });
    await cart.waitFor(SEEN);
    const shown = (await cart.textContent()) ?? '';
    expect(shown).not.toContain('{m}');
    const [, mass, acceleration] = /A cart of (\d+) kg speeds up by ([\d.]+) m\/s²/.exec(shown)!;
    const force = Number(mass) * Number(acceleration);
    await cart.getByRole('textbox', { name: 'Your answer' }).fill(force.toFixed(2));
    // The hint's text comes from the server only when asked for.
    expect(await take.content()).not.toContain(HINT);
    await cart.getByRole('button', { name: 'Show hint' }).click();
    await cart.getByText(HINT).waitFor(SEEN);

    // Hot text: each word to pick is a toggle button.
    const words = take.getByRole('group', { name: new RegExp(escape(WORDS)) });
    for (const word of ['mitochondrion', 'nucleus']) {
      const toggle = words.getByRole('button', { name: word, exact: true });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    expect(await words.getByRole('button', { name: 'wall', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    // File upload: a real file input with its label; the file sent shows by its name.
    const sketch = take.getByRole('group', { name: new RegExp(escape(SKETCH)) });
    await sketch.getByLabel('Choose a file').setInputFiles({
      name: 'plant-cell.png',
      mimeType: 'image/png',
      buffer: Buffer.from(samplePng(320, 240)),
    });
    await sketch.getByRole('list', { name: 'Your files' }).getByText('plant-cell.png').first().waitFor(SEEN);

    // A numeric question on a slider (ADR 297): not answered until moved; arrow keys move it one step each.
    const boiling = take.getByRole('group', { name: new RegExp(escape(BOILING)) });
    await boiling.getByText('Not answered yet').waitFor(SEEN);
    const slider = boiling.getByRole('slider', { name: 'Your answer' });
    await slider.focus();
    for (let step = 0; step < 10; step++) await slider.press('ArrowRight');
    await expect.poll(() => slider.inputValue()).toBe('100');
    await boiling.getByText('100', { exact: true }).waitFor(SEEN);

    const width = await take.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });
    for (const size of [DESKTOP, { width: 1920, height: 1080 }]) {
      await take.setViewportSize(size);
      expect(await axeViolations(take)).toEqual([]);
      await take.screenshot({ path: join(SHOTS, `take-${size.width}.png`), fullPage: true });
    }

    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = take.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    await take.getByTestId('take-score').filter({ hasText: 'Needs grading' }).waitFor(SEEN);
  } finally {
    await student.close();
  }

  // The teacher's detail: the calculated question right with the student's own numbers, its free hint used.
  const results = await apiGet<{ assignments: { id: number; email: string; needsGrading?: boolean }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}/assign`,
    token,
  );
  const assignment = results.assignments.find((row) => row.email === STUDENT)!;
  expect(assignment.needsGrading).toBe(true);
  const detail = await apiGet<{ questions: { title: string; points?: number; hintsUsed?: number }[] }>(
    `/api/admin/quiz/assign/${assignment.id}`,
    token,
  );
  const calculated = detail.questions.find((question) => question.title.startsWith('A cart of'))!;
  expect(calculated).toMatchObject({ points: 2, hintsUsed: 1 });
  expect(detail.questions.find((question) => question.title === BOILING)).toMatchObject({ points: 1 });
}, 180_000);

test('the editor shows each type with its own named fields, axe-clean at 1280, 1920 and 390 px', async () => {
  const quizId = await createQuiz(await apiToken(INSTRUCTOR));
  const context = await newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await signInAt(page, INSTRUCTOR, `/quiz/my-quiz/edit/${quizId}`);
    const cards = page.getByRole('article');
    await cards.nth(2).waitFor(SEEN);
    // Calculated: its wildcards read from the text, each with its range, and the formula.
    const cart = cards.nth(0);
    await cart.getByRole('textbox', { name: 'Formula of the right answer' }).waitFor(SEEN);
    expect(await cart.getByRole('textbox', { name: 'Formula of the right answer' }).inputValue()).toBe(
      'm * a',
    );
    for (const name of ['m', 'a']) await cart.getByLabel(`Smallest ${name}`, { exact: true }).waitFor(SEEN);
    // Hot text: the passage with its bracketed words, and Make selectable.
    const words = cards.nth(1);
    expect(await words.getByLabel('Passage', { exact: true }).inputValue()).toContain('[mitochondrion]');
    await words.getByRole('button', { name: 'Make selectable' }).waitFor(SEEN);
    // File upload: the kinds of file taken and the largest size.
    const sketch = cards.nth(2);
    expect(await sketch.getByLabel('Kinds of file taken', { exact: true }).inputValue()).toContain('image/*');
    await sketch.getByLabel('Largest file (MB)', { exact: true }).waitFor(SEEN);

    mkdirSync(SHOTS, { recursive: true });
    for (const size of [DESKTOP, { width: 1920, height: 1080 }, PHONE_390]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page)).toEqual([]);
      // The editor's columns scroll on their own: each card is shot by itself.
      for (const [index, name] of ['calculated', 'hot-text', 'file-upload'].entries())
        await cards.nth(index).screenshot({ path: join(SHOTS, `editor-${name}-${size.width}.png`) });
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
  } finally {
    await context.close();
  }
}, 120_000);
