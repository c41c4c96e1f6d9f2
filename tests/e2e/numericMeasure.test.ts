/**
 * A measured numeric answer (ADRs 380, 384) in Chromium against the real server: the author sets "unit mm
 * required, exactly 2 significant figures, shares 60/20/20 %" in the editor's Measurement section and saves; two
 * students answer "2.0 cm" and "20.0", and each review says which part lost credit (none for the first; the unit
 * and the figures for the second) beside the accepted "20 mm". Then the six fringe answers (`10 mm`, `1.0 cm`,
 * `0.010 m`, `10.2 mm`, `10`, and `1e1 mm` written with the ×10ⁿ key on a phone) against 10 mm: the statistics
 * count each part (ADR 391) and the downloaded CSV gives each student's parts after its other columns. axe finds
 * nothing at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiGet, apiPost, apiToken, axeViolations, DESKTOP, newContext, signInAt } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink, quizCreateBody } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const QUIZ_TITLE = `Fringe spacing ${Date.now()}`;
const FRINGES = 'How far apart are the bright fringes on the screen?';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/numeric-measure');
const SEEN = { timeout: 30_000 } as const;

const ITEM = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };
const MEASURE = {
  unit: { symbol: 'mm', rule: 'required' },
  sigFigs: { rule: 'exactly', count: 2 },
  weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
};

async function createQuiz(
  token: string,
  title = QUIZ_TITLE,
  definition: object = ACCEPTED_20,
): Promise<number> {
  const item = { ...ITEM, sortIndex: 1, title: FRINGES, questionType: 'numeric', points: 5, definition };
  const created = await apiPost<{ id: number }>(
    '/api/quiz/create',
    token,
    quizCreateBody(title, [{ title: 'Activity 1', sortIndex: 1, items: [item] }]),
  );
  return created.id;
}

const ACCEPTED_20 = { answers: [{ id: 'a1', match: { kind: 'exact', value: 20 }, fraction: 1 }], units: [] };

async function authorSetsTheMeasure(quizId: number, token: string) {
  const context = await newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await signInAt(page, INSTRUCTOR, `/quiz/my-quiz/edit/${quizId}`);
    const card = page.getByRole('article').first();
    const section = card.getByRole('group', { name: 'Measurement', exact: true });
    await section.waitFor(SEEN);
    await section.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('required');
    await section.getByRole('combobox', { name: 'Unit symbol', exact: true }).fill('mm');
    await section.getByRole('combobox', { name: 'Significant figures', exact: true }).selectOption('exactly');
    await section.getByRole('combobox', { name: 'Number of figures', exact: true }).selectOption('2');
    const shares = section.getByRole('group', { name: 'Shares of the points', exact: true });
    await shares.getByRole('textbox', { name: 'Value (%)', exact: true }).fill('60');
    await shares.getByRole('textbox', { name: 'Unit (%)', exact: true }).fill('20');
    await shares.getByRole('textbox', { name: 'Significant figures (%)', exact: true }).fill('20');

    mkdirSync(SHOTS, { recursive: true });
    for (const size of [DESKTOP, PHONE_390]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page)).toEqual([]);
      await section.screenshot({ path: join(SHOTS, `editor-${size.width}.png`) });
    }
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    await expect
      .poll(async () => {
        const quiz = await apiGet<{ activities: { items: { definition?: { measure?: unknown } }[] }[] }>(
          `/api/admin/quiz/user_quiz/${quizId}`,
          token,
        );
        return quiz.activities[0]!.items[0]!.definition?.measure;
      }, SEEN)
      .toEqual(MEASURE);
  } finally {
    await context.close();
  }
}

/** Opens the student's link at a width and starts the quiz: the page and the answer's box. */
async function startQuiz(token: string, quizId: number, email: string, width: number, title: string) {
  const link = await personalLink(token, quizId, email);
  const student = await newContext(width === PHONE_390.width ? PHONE_390 : DESKTOP);
  const take = await student.newPage();
  await take.goto(`/take/${link}`);
  await take.getByRole('heading', { name: title }).waitFor(SEEN);
  await take.getByRole('button', { name: 'Start' }).click();
  const question = take.getByRole('group', { name: new RegExp(FRINGES.replace(/\?/g, '\\?')) });
  return { student, take, question, box: question.getByRole('textbox', { name: 'Your answer' }) };
}

/** Waits for the answer to be saved, submits it and waits for the review's parts. */
async function submitAndReview(take: Page) {
  await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
  await take.getByRole('button', { name: 'Submit', exact: true }).click();
  await take
    .getByRole('alertdialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  const parts = take.getByRole('region', { name: 'Credit by part' });
  await parts.waitFor(SEEN);
  return parts;
}

/** A student answers, submits and reads the review's parts: part name → what the review says of it. */
async function studentAnswers(token: string, quizId: number, email: string, answer: string, width: number) {
  const { student, take, box } = await startQuiz(token, quizId, email, width, QUIZ_TITLE);
  try {
    await box.fill(answer);
    const parts = await submitAndReview(take);
    await take.getByText('20 mm', { exact: true }).waitFor(SEEN);
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({
      path: join(SHOTS, `review-${answer.replace(/\W+/g, '-')}-${width}.png`),
      fullPage: true,
    });
    const said: Record<string, string> = {};
    for (const term of await parts.getByRole('term').all())
      said[(await term.textContent())!] = await term.locator('xpath=following-sibling::dd[1]').innerText();
    return said;
  } finally {
    await student.close();
  }
}

test('an author sets mm, 2 significant figures and 60/20/20; "2.0 cm" loses nothing, "20.0" loses the unit and the figures', async () => {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuiz(token);
  await authorSetsTheMeasure(quizId, token);

  const stamp = Date.now();
  expect(
    await studentAnswers(token, quizId, `cm.${stamp}@students.demo.test`, '2.0 cm', DESKTOP.width),
  ).toEqual({
    Value: 'Right',
    'Unit (mm)': 'Right',
    'Significant figures (exactly 2)': 'Right',
  });
  expect(
    await studentAnswers(token, quizId, `bare.${stamp}@students.demo.test`, '20.0', PHONE_390.width),
  ).toEqual({
    Value: 'Right',
    'Unit (mm)': 'Wrong: lost its share',
    'Significant figures (exactly 2)': 'Wrong: lost its share',
  });
}, 240_000);

const SIX_TITLE = `Fringe spacing by part ${Date.now()}`;
/** 10 mm, the unit required, exactly 2 significant figures, shares 60/20/20 %. */
const ACCEPTED_10 = {
  answers: [{ id: 'a1', match: { kind: 'exact', value: 10 }, fraction: 1 }],
  units: [],
  measure: MEASURE,
};
/** The six answers: each student's parts as the CSV gives them (value, unit, figures). */
const SIX: readonly (readonly [answer: string, parts: readonly string[]])[] = [
  ['10 mm', ['Yes', 'Yes', 'Yes']],
  ['1.0 cm', ['Yes', 'Yes', 'Yes']],
  ['0.010 m', ['Yes', 'Yes', 'Yes']],
  ['10.2 mm', ['Yes', 'Yes', 'No']],
  ['10', ['Yes', 'No', 'Yes']],
  ['1e1 mm', ['Yes', 'Yes', 'No']],
];

/** A student answers on a phone, writing the power of ten with the ×10ⁿ key (`1×10^1 mm` is sent as `1e1 mm`). */
async function answerWithTheKey(token: string, quizId: number, email: string) {
  const { student, take, question, box } = await startQuiz(token, quizId, email, PHONE_390.width, SIX_TITLE);
  try {
    await box.fill('1');
    const keys = question.getByRole('group', { name: 'Symbols for the number' });
    expect(await box.getAttribute('inputmode')).toBe('text');
    await keys.getByRole('button', { name: 'Times ten to the power' }).click();
    // The tap leaves the focus, and the phone's keyboard, on the answer.
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.pressSequentially('1 mm');
    expect(await box.inputValue()).toBe('1×10^1 mm');
    expect(await axeViolations(take)).toEqual([]);
    await take.screenshot({ path: join(SHOTS, 'keypad-390.png') });
    await submitAndReview(take);
  } finally {
    await student.close();
  }
}

async function answersTyped(token: string, quizId: number, email: string, answer: string) {
  const { student, take, box } = await startQuiz(token, quizId, email, DESKTOP.width, SIX_TITLE);
  try {
    await box.fill(answer);
    await submitAndReview(take);
  } finally {
    await student.close();
  }
}

/** The rows of a table as the text of their cells. */
const cellsOf = (table: ReturnType<Page['getByRole']>) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

test('six fringe answers: the statistics count each part, and the CSV gives each student’s parts', async () => {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuiz(token, SIX_TITLE, ACCEPTED_10);
  const stamp = Date.now();
  const email = (index: number) => `six${index}.${stamp}@students.demo.test`;
  for (const [index, [answer]] of SIX.entries())
    if (answer === '1e1 mm') await answerWithTheKey(token, quizId, email(index));
    else await answersTyped(token, quizId, email(index), answer);

  const context = await newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await signInAt(page, INSTRUCTOR, `/quiz/my-quiz/results/${quizId}`);
    await page.getByRole('heading', { name: 'Question statistics' }).waitFor(SEEN);
    await page.getByText('Based on 6 submitted attempts.').waitFor(SEEN);
    await page.getByRole('button', { name: 'Options of question 1' }).click();
    const parts = page.getByRole('table', { name: 'Credit by part for question 1' });
    await parts.waitFor(SEEN);
    expect(await cellsOf(parts)).toEqual([
      ['Value', '6', '100%'],
      ['Unit', '5', '83%'],
      ['Significant figures', '4', '67%'],
    ]);
    for (const size of [DESKTOP, PHONE_390]) {
      await page.setViewportSize(size);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `statistics-${size.width}.png`), fullPage: true });
    }

    await page.setViewportSize(DESKTOP);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const [header, ...rows] = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header!.slice(0, 7)).toEqual([
      'Email',
      'First name',
      'Last name',
      'State',
      'Score',
      'Maximum',
      'Percentage',
    ]);
    expect(header!.slice(-4)).toEqual(['Q1 (5 pts)', 'Q1 value', 'Q1 unit', 'Q1 significant figures']);
    const partsOf = Object.fromEntries(rows.map((row) => [row[0], row.slice(-3)]));
    expect(SIX.map((_, index) => partsOf[email(index)])).toEqual(SIX.map(([, expected]) => expected));
  } finally {
    await context.close();
  }
}, 600_000);
