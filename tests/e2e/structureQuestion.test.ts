/**
 * A chemical structure question (ADR 389) in Chromium against the real server: an instructor adds it in the
 * console, pastes ethanol's SMILES, sees it drawn on the board, and saves; a student on a 390 px phone answers by
 * typing the SMILES from the other end in the named field (the way keyboard and screen reader users answer), the
 * board draws it, the page is axe-clean, and the submitted attempt scores it right. The drawing board is a chunk of
 * its own, in neither the console's nor the student page's first script.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiToken, axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'structure.student@students.demo.test';
const QUIZ_TITLE = 'Alcohols to draw';
const ETHANOL = 'Draw ethanol.';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/structure-question');
const SEEN = { timeout: 30_000 } as const;
/** A string only OpenChemLib's code holds (its SMILES parser's message). */
const SKETCHER_MARK = 'dangling ring closure';

test.each(['dist', 'dist/take'])(
  'in %s the drawing board is a chunk of its own, in no first script',
  (folder) => {
    const dist = join(PROJECT_ROOT, folder);
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    const files = readdirSync(dist);
    const withSketcher = files.filter((file) => file.endsWith('.js') && read(file).includes(SKETCHER_MARK));
    expect(withSketcher).toHaveLength(1);
    const firstScripts = files
      .filter((file) => file.endsWith('.html'))
      .flatMap((page) =>
        [...read(page).matchAll(/<script type=module src=[^>]*\/([^/>]+\.js)>/g)].map((m) => m[1]!),
      );
    expect(firstScripts.length).toBeGreaterThan(0);
    for (const file of firstScripts) expect(withSketcher).not.toContain(file);
  },
);

test('made in the console, answered by typing SMILES on a phone, and scored right by the server', async () => {
  const instructor = await newContext();
  let quizId = 0;
  try {
    const page = await instructor.newPage();
    await signInWithToken(page, INSTRUCTOR);
    await page.goto(url('/quiz/my-quiz/create'));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(QUIZ_TITLE);
    await page.getByRole('radio', { name: 'Ungraded' }).check();
    await page
      .getByRole('combobox', { name: 'Type of the new question' })
      .selectOption({ label: 'Chemical structure' });
    await page.getByRole('button', { name: 'Add Question', exact: true }).click();
    const card = page.getByRole('article').last();
    await card.getByRole('textbox', { name: 'Question title' }).fill(ETHANOL);
    await card.getByRole('textbox', { name: 'Right molecule (SMILES or molfile)' }).fill('CCO');
    await card
      .getByRole('img', { name: 'Drawing board for the right molecule' })
      .locator('canvas')
      .first()
      .waitFor(SEEN);
    expect(await card.getByRole('checkbox', { name: 'Stereochemistry counts' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: join(SHOTS, 'editor-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE_390);
    await page.screenshot({ path: join(SHOTS, 'editor-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    const saved = page.waitForResponse((r) => /\/api\/quiz\/create$/.test(r.url()) && r.status() === 200);
    await page.getByRole('button', { name: 'Save Quiz' }).click();
    const { content } = (await (await saved).json()) as {
      content: { id: number; activities: { items: { questionType?: string; definition?: unknown }[] }[] };
    };
    quizId = content.id;
    expect(content.activities[0]!.items[0]).toMatchObject({
      questionType: 'structure',
      definition: { structure: 'CCO', stereo: true },
    });
  } finally {
    await instructor.close();
  }

  const link = await personalLink(await apiToken(INSTRUCTOR), quizId, STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const question = take.getByRole('group', { name: /Draw ethanol/ });
    const board = question.getByRole('img', { name: 'Drawing board for the molecule' });
    await board.locator('canvas').first().waitFor(SEEN);
    await question.getByText('Stereochemistry counts', { exact: false }).waitFor(SEEN);
    const smiles = question.getByRole('textbox', { name: 'SMILES of the molecule' });
    await smiles.focus();
    await take.keyboard.insertText('OCC');
    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);

    const width = await take.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });
    await take.setViewportSize(DESKTOP);
    await take.screenshot({ path: join(SHOTS, 'take-1280.png'), fullPage: true });

    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = take.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    await take
      .getByTestId('take-score')
      .filter({ hasText: /1\s*\/\s*1|100/ })
      .waitFor(SEEN);
  } finally {
    await student.close();
  }
}, 240_000);
