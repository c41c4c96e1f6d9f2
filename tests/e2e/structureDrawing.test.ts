/**
 * A molecule drawn with the mouse on OpenChemLib's board (ADR 389) in Chromium against the real server: the student
 * drags bonds with the single-bond tool (the board's first), picks the oxygen tool in the board's toolbar and clicks
 * an atom to make it one; the SMILES field follows each stroke, and the server scores the submitted drawing by
 * molecule: ethanol is right for "Draw ethanol.", methanol is not.
 */
import type { Locator, Page } from 'playwright-core';
import { apiToken, axeViolations, DESKTOP, newContext } from './browser';
import { createQuizWith, personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const QUIZ_TITLE = 'Alcohols drawn by hand';
const ETHANOL = 'Draw ethanol.';
const SEEN = { timeout: 30_000 } as const;
/** Where the oxygen tool is in the board's toolbar (its first canvas): the left column, fourteenth row. */
const OXYGEN_TOOL = { x: 12, y: 285 } as const;

const structureItem = {
  article: null,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  sortIndex: 1,
  title: ETHANOL,
  questionType: 'structure',
  definition: { structure: 'CCO', stereo: true },
};

/** The board's toolbar and drawing area: its two canvases' boxes. */
async function boardParts(board: Locator) {
  const canvases = board.locator('canvas');
  await canvases.nth(1).waitFor(SEEN);
  const [toolbar, area] = [await canvases.nth(0).boundingBox(), await canvases.nth(1).boundingBox()];
  if (!toolbar || !area) throw new Error('The drawing board has no toolbar or drawing area');
  return { toolbar, area };
}

/** Drags the mouse from one point of the drawing area to another, as a hand draws a bond. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

/**
 * Starts the quiz as `email`, draws carbon chains of `bonds` bonds and turns their last atom into an oxygen, checks
 * the SMILES field after each stroke, submits, and answers the score shown.
 */
async function drawAndSubmit(link: string, bonds: 1 | 2, smilesSeen: readonly string[]) {
  const student = await newContext(DESKTOP);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const question = take.getByRole('group', { name: /Draw ethanol/ });
    const smiles = question.getByRole('textbox', { name: 'SMILES of the molecule' });
    const board = question.getByRole('img', { name: 'Drawing board for the molecule' });
    await board.scrollIntoViewIfNeeded();
    const { toolbar, area } = await boardParts(board);
    const atoms = [
      { x: area.x + 200, y: area.y + 150 },
      { x: area.x + 270, y: area.y + 150 },
      { x: area.x + 330, y: area.y + 120 },
    ];
    for (let bond = 0; bond < bonds; bond++) {
      await drag(take, atoms[bond]!, atoms[bond + 1]!);
      await expect.poll(() => smiles.inputValue(), SEEN).toBe(smilesSeen[bond]);
    }
    await take.mouse.click(toolbar.x + OXYGEN_TOOL.x, toolbar.y + OXYGEN_TOOL.y);
    await take.mouse.click(atoms[bonds]!.x, atoms[bonds]!.y);
    await expect.poll(() => smiles.inputValue(), SEEN).toBe(smilesSeen[bonds]);
    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
    expect(await axeViolations(take)).toEqual([]);

    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    await take
      .getByRole('alertdialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit now' })
      .click();
    const score = take.getByTestId('take-score');
    await score.filter({ hasText: '%' }).waitFor(SEEN);
    return (await score.textContent()) ?? '';
  } finally {
    await student.close();
  }
}

test('a drawn molecule fills the SMILES field and is scored by the server: ethanol right, methanol wrong', async () => {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuizWith(token, QUIZ_TITLE, [
    { title: 'Activity 1', sortIndex: 1, items: [structureItem] },
  ]);
  const right = await drawAndSubmit(
    await personalLink(token, quizId, 'drawn.ethanol@students.demo.test'),
    2,
    ['CC', 'CCC', 'CCO'],
  );
  expect(right).toMatch(/^Score\s*1 of 1\s*100 %/);
  const wrong = await drawAndSubmit(
    await personalLink(token, quizId, 'drawn.methanol@students.demo.test'),
    1,
    ['CC', 'CO'],
  );
  expect(wrong).toMatch(/^Score\s*0 of 1\s*0 %/);
}, 240_000);
