/**
 * A quiz of every question type, end to end in Chromium against the real server: an instructor authors it in the
 * console with the keyboard (a type picked beside Add Question, each type's fields typed), saves it, and puts it in a
 * class through the API; the student takes it on a 390 px phone (a radio, typed answers, a number, an essay, a
 * select per prompt, Move up / Move down); the page says "Needs grading" (the essay waits for a teacher), and the
 * instructor reads each question's points in the student's detail and the question statistics in Results.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiToken, axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'every.type@students.demo.test';
const QUIZ_TITLE = 'Every kind of question about cells';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/question-types');
const SEEN = { timeout: 30_000 } as const;

const Q = {
  trueFalse: 'The mitochondrion makes most of the ATP of a cell.',
  shortAnswer: 'Which gas do plants take in for photosynthesis?',
  numeric: 'How many chromosomes does a human body cell hold?',
  essay: 'Explain osmosis in one sentence.',
  matching: 'Match each organelle with its job.',
  ordering: 'Put the phases of mitosis in order.',
  blanks: 'Complete the sentence about photosynthesis.',
  hotspot: 'Mark the nucleus of the cell.',
} as const;
const ORDER = ['Prophase', 'Metaphase', 'Anaphase', 'Telophase'];

/** Focuses a control and presses Enter, as a keyboard user does. */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/**
 * Focuses a text field, selects what it holds and enters the text over it as one input, as a keyboard's text input
 * (or a paste) does: what is tested is each type's fields, not one key at a time, which a loaded machine made take
 * minutes (the editor's typing is tested key by key in quizEditorHistory.test.ts).
 */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.page().keyboard.insertText(text);
}

describe('a quiz of every question type', () => {
  let instructor: BrowserContext;
  let page: Page;
  let quizId = 0;

  beforeAll(async () => {
    instructor = await newContext();
    page = await instructor.newPage();
    await signInWithToken(page, INSTRUCTOR);
  });
  afterAll(() => instructor?.close());

  /** Adds a question of a type with the keyboard and types its title; answers its card. */
  async function addQuestion(type: string, title: string): Promise<Locator> {
    await page.getByRole('combobox', { name: 'Type of the new question' }).selectOption({ label: type });
    const before = await page.getByRole('article').count();
    await press(page.getByRole('button', { name: 'Add Question', exact: true }));
    await expect.poll(() => page.getByRole('article').count()).toBe(before + 1);
    const card = page.getByRole('article').last();
    await card.getByRole('textbox', { name: 'Question title' }).focus();
    await page.keyboard.insertText(title);
    await card.getByText(title).waitFor();
    return card;
  }

  test('authored with the keyboard, each type with its own fields, and saved', async () => {
    await page.goto(url('/quiz/my-quiz/create'));
    await typeInto(page.getByRole('textbox', { name: 'Title', exact: true }), QUIZ_TITLE);
    const ungraded = page.getByRole('radio', { name: 'Ungraded' });
    await ungraded.focus();
    await ungraded.press('Space');

    const trueFalse = await addQuestion('True / false', Q.trueFalse);
    await trueFalse.getByRole('radio', { name: 'True' }).waitFor();
    expect(await trueFalse.getByRole('radio', { name: 'True' }).isChecked()).toBe(true);

    const shortAnswer = await addQuestion('Short answer', Q.shortAnswer);
    await typeInto(
      shortAnswer.getByRole('textbox', { name: 'Accepted answer 1', exact: true }),
      'carbon dioxide',
    );
    await press(shortAnswer.getByRole('button', { name: 'Add accepted answer' }));
    await typeInto(shortAnswer.getByRole('textbox', { name: 'Accepted answer 2', exact: true }), 'CO2');

    const numeric = await addQuestion('Numeric', Q.numeric);
    await typeInto(
      numeric
        .getByRole('group', { name: 'Accepted answer 1' })
        .getByRole('textbox', { name: 'Value', exact: true }),
      '46',
    );

    const essay = await addQuestion('Essay', Q.essay);
    await typeInto(essay.getByRole('spinbutton', { name: 'Minimum words' }), '5');
    await typeInto(essay.getByRole('spinbutton', { name: 'Maximum words' }), '40');

    const matching = await addQuestion('Matching', Q.matching);
    const pairs = [
      ['Ribosome', 'Makes proteins'],
      ['Nucleus', 'Holds the DNA'],
    ];
    for (const [index, [prompt, answer]] of pairs.entries()) {
      await typeInto(matching.getByRole('textbox', { name: `Prompt ${index + 1}`, exact: true }), prompt!);
      await typeInto(matching.getByRole('textbox', { name: `Answer to prompt ${index + 1}` }), answer!);
    }
    await press(matching.getByRole('button', { name: 'Add extra answer' }));
    await typeInto(matching.getByRole('textbox', { name: 'Extra answer 1' }), 'Stores starch');

    const ordering = await addQuestion('Ordering', Q.ordering);
    for (const [index, item] of ORDER.entries()) {
      const field = ordering.getByRole('textbox', { name: `Item ${index + 1}`, exact: true });
      if ((await field.count()) === 0) await press(ordering.getByRole('button', { name: 'Add item' }));
      await typeInto(field, item);
    }

    // Fill in the blanks: the text typed, the blank added at the cursor with its button, its answer typed.
    const blanks = await addQuestion('Fill in the blanks', Q.blanks);
    await typeInto(blanks.getByRole('textbox', { name: 'Text with blanks' }), 'Plants make sugar in their ');
    await press(blanks.getByRole('button', { name: 'Add blank' }));
    await typeInto(
      blanks.getByRole('textbox', { name: 'Accepted answer 1 for blank 1', exact: true }),
      'chloroplasts',
    );
    expect(await blanks.getByRole('textbox', { name: 'Text with blanks' }).inputValue()).toBe(
      'Plants make sugar in their [[1]]',
    );

    // Hotspot: an image uploaded through the crop dialog, its right rectangle typed in per cent.
    const hotspot = await addQuestion('Hotspot', Q.hotspot);
    await hotspot
      .getByLabel('Add image', { exact: true })
      .first()
      .setInputFiles({
        name: 'cell.png',
        mimeType: 'image/png',
        buffer: await cellPicture(page),
      });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await press(crop.getByRole('button', { name: 'Upload' }));
    await crop.waitFor({ state: 'detached', ...SEEN });
    // A new hotspot question starts with one rectangle: its place is typed.
    const region = hotspot.getByRole('group', { name: 'Region 1: Rectangle' });
    for (const [label, value] of [
      ['Left (%)', '25'],
      ['Top (%)', '25'],
      ['Width (%)', '50'],
      ['Height (%)', '50'],
    ] as const)
      await typeInto(region.getByLabel(label, { exact: true }), value);
    expect(await hotspot.getByRole('group', { name: /^Region 2:/ }).count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'editor-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'editor-1920.png'), fullPage: true });
    // The short answer's row (answer, share of the points, feedback, Remove) at each width, a phone's included.
    // The second question card (addQuestion's locator names the last card, which is now the hotspot's).
    const shortAnswerCard = page.getByRole('article').nth(1);
    const shootShortAnswer = async (width: number) => {
      await shortAnswerCard
        .getByRole('textbox', { name: 'Accepted answer 1', exact: true })
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `short-answer-${width}.png`) });
      // The essay's card: its minimum and maximum of words side by side, stacked on a phone (ADR 279).
      const essayCard = page.getByRole('article').nth(3);
      await essayCard.getByRole('spinbutton', { name: 'Minimum words' }).scrollIntoViewIfNeeded();
      await essayCard.screenshot({ path: join(SHOTS, `essay-${width}.png`) });
    };
    await shootShortAnswer(1920);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await shootShortAnswer(390);
    await page.setViewportSize(DESKTOP);
    await shootShortAnswer(1280);

    const saved = page.waitForResponse((r) => /\/api\/quiz\/create$/.test(r.url()) && r.status() === 200);
    await press(page.getByRole('button', { name: 'Save Quiz' }));
    const { content } = (await (await saved).json()) as {
      content: { id: number; activities: { items: { questionType?: string }[] }[] };
    };
    quizId = content.id;
    const types = content.activities.flatMap((a) => a.items).map((item) => item.questionType ?? 'choice');
    expect(types).toEqual(
      expect.arrayContaining(['trueFalse', 'shortAnswer', 'numeric', 'essay', 'matching']),
    );
    expect(types).toEqual(expect.arrayContaining(['ordering', 'fillInBlanks', 'hotspot']));
    // Eight questions authored on one page: a loaded run took over two minutes (a limit is for a hang).
  }, 300_000);

  test('taken on a 390 px phone: every type answered, submitted, and the page says it needs grading', async () => {
    expect(quizId).toBeGreaterThan(0);
    const token = await personalLink(await apiToken(INSTRUCTOR), quizId, STUDENT);
    const student = await newContext(PHONE_390);
    try {
      const take = await student.newPage();
      await take.goto(`/take/${token}`);
      await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
      await take.getByRole('button', { name: 'Start' }).click();
      const question = (title: string) => take.getByRole('group', { name: new RegExp(escape(title)) });

      await question(Q.trueFalse).getByRole('radio', { name: 'True' }).check();
      // A wrong word, so the statistics list it among the wrong answers.
      await question(Q.shortAnswer).getByRole('textbox', { name: 'Your answer' }).fill('oxygen');
      await question(Q.numeric).getByRole('textbox', { name: 'Your answer' }).fill('46');
      // Under the minimum the counter says so calmly; the answer is saved all the same (ADR 279).
      const essayBox = question(Q.essay).getByRole('textbox', { name: 'Your answer' });
      const essayCount = question(Q.essay).getByText(/^Words: /);
      await essayBox.fill('Water moves.');
      await expect
        .poll(() => essayCount.textContent())
        .toBe('Words: 2 (between 5 and 40) Fewer words than asked for. Your answer is still saved.');
      await essayBox.fill('Water moves through a membrane towards the side with more dissolved particles.');
      await expect.poll(() => essayCount.textContent()).toBe('Words: 12 (between 5 and 40)');
      const matching = question(Q.matching);
      await matching.getByRole('combobox', { name: 'Ribosome' }).selectOption({ label: 'Makes proteins' });
      await matching.getByRole('combobox', { name: 'Nucleus' }).selectOption({ label: 'Holds the DNA' });

      // Ordering with its buttons: each item moved up until it stands where it belongs.
      const ordering = question(Q.ordering);
      const items = () => ordering.getByRole('listitem').allTextContents();
      for (const [position, item] of ORDER.entries()) {
        for (;;) {
          const at = (await items()).findIndex((text) => text.includes(item));
          if (at <= position) break;
          await press(ordering.getByRole('button', { name: `Move up: ${item}` }));
          await expect
            .poll(async () => (await items()).findIndex((text) => text.includes(item)))
            .toBe(at - 1);
        }
      }
      await question(Q.blanks).getByRole('textbox', { name: 'Blank 1' }).fill('chloroplasts');
      // The hotspot by keyboard: the crosshair starts in the middle of the picture, Enter places the mark there.
      const picture = question(Q.hotspot).getByRole('application', { name: 'Image to mark' });
      await picture.focus();
      await picture.press('Enter');
      await question(Q.hotspot)
        .getByText(/^Mark 1 at 50 % across, 50 % down/)
        .first()
        .waitFor();

      const width = await take.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_390.width);
      expect(await axeViolations(take)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });

      await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
      await take.getByRole('button', { name: 'Submit', exact: true }).click();
      const dialog = take.getByRole('alertdialog', { name: 'Submit your answers?' });
      await dialog.getByRole('button', { name: 'Submit now' }).click();
      await take.getByTestId('take-score').filter({ hasText: 'Needs grading' }).waitFor(SEEN);
    } finally {
      await student.close();
    }
  }, 120_000);

  test('read in Results: needs grading, each question’s points in the detail, and the wrong answers', async () => {
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const table = page.getByRole('table', { name: QUIZ_TITLE });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: STUDENT }) });
    // The score reads Needs grading, and so does the student's state.
    await row.getByText('Needs grading').first().waitFor(SEEN);
    expect(await row.getByText('Needs grading').count()).toBe(2);
    await page.getByRole('heading', { name: 'Question statistics' }).waitFor();
    await page.getByText('Based on 1 submitted attempt.').waitFor(SEEN);
    await press(page.getByRole('button', { name: 'Options of question 2' }));
    await page
      .getByRole('table', { name: /Most common wrong answers to question 2/ })
      .getByText('oxygen')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `View Results in Detail for ${STUDENT}` }).click();
    const answer = (title: string) => page.getByRole('listitem').filter({ hasText: title });
    await answer(Q.numeric).getByText('1 of 1').waitFor(SEEN);
    expect(await answer(Q.shortAnswer).getByText('0 of 1').count()).toBe(1);
    expect(await answer(Q.matching).getByText('1 of 1').count()).toBe(1);
    expect(await answer(Q.ordering).getByText('1 of 1').count()).toBe(1);
    expect(await answer(Q.trueFalse).getByText('1 of 1').count()).toBe(1);
    expect(await answer(Q.blanks).getByText('1 of 1').count()).toBe(1);
    expect(await answer(Q.hotspot).getByText('1 of 1').count()).toBe(1);
    expect(await answer(Q.shortAnswer).getByText('carbon dioxide | CO2').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});

/** A picture of a cell drawn in the page (a PNG, as a teacher's upload would be). */
async function cellPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#cde8f6';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#5b3f8c';
    context.beginPath();
    context.arc(200, 150, 60, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A title as a regular expression that matches it literally. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
