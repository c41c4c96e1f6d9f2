/**
 * A measured numeric answer (ADRs 380, 384) in Chromium against the real server: the author sets "unit mm
 * required, exactly 2 significant figures, shares 60/20/20 %" in the editor's Measurement section and saves; two
 * students answer "2.0 cm" and "20.0", and each review says which part lost credit (none for the first; the unit
 * and the figures for the second) beside the accepted "20 mm". axe finds nothing at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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

async function createQuiz(token: string): Promise<number> {
  const item = {
    ...ITEM,
    sortIndex: 1,
    title: FRINGES,
    questionType: 'numeric',
    points: 5,
    definition: { answers: [{ id: 'a1', match: { kind: 'exact', value: 20 }, fraction: 1 }], units: [] },
  };
  const created = await apiPost<{ id: number }>(
    '/api/quiz/create',
    token,
    quizCreateBody(QUIZ_TITLE, [{ title: 'Activity 1', sortIndex: 1, items: [item] }]),
  );
  return created.id;
}

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

/** A student answers, submits and reads the review's parts: part name → what the review says of it. */
async function studentAnswers(token: string, quizId: number, email: string, answer: string, width: number) {
  const link = await personalLink(token, quizId, email);
  const student = await newContext(width === PHONE_390.width ? PHONE_390 : DESKTOP);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const question = take.getByRole('group', { name: new RegExp(FRINGES.replace(/\?/g, '\\?')) });
    await question.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    await take
      .getByRole('alertdialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit now' })
      .click();
    const parts = take.getByRole('region', { name: 'Credit by part' });
    await parts.waitFor(SEEN);
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
