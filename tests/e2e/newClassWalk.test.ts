/**
 * Issue 67's counted walk, in Chromium against the real server: an instructor creates a new class, invites three
 * students, makes from the class a graded quiz of six question types (multiple choice, true / false, numeric,
 * matching, ordering, essay), each with its content typed in, sets its dates, saves, and has the shareable links in
 * at most 40 clicks. Every pointer click and every key that activates something (Enter, Space) counts; a list
 * opened and an option picked count two; typing, and Tab to the very next field, count none. A field the focus is
 * not in yet costs the click that puts it there. Two students then open their links on 390 px phones, answer the
 * six questions and submit. Axe clean; screenshots of each step at 1920, 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, format } from 'date-fns';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations, DESKTOP, newContext, signInWithToken, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const INSTRUCTOR = 'cs@demo.test';
const STAMP = Date.now();
const CLASS_TITLE = `Cell biology ${STAMP}`;
const QUIZ_TITLE = `First week check ${STAMP}`;
const STUDENTS = [0, 1, 2].map((n) => `walk${n}.${STAMP}@students.demo.test`);
const PHONE_390 = { width: 390, height: 844 } as const;
const WIDTHS = [1920, 1280, 390] as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/new-class-walk');
const SEEN = { timeout: 30_000 } as const;
const MOST_CLICKS = 40;

const Q = {
  choice: 'Which organelle makes most of the ATP?',
  trueFalse: 'Plant cells have a cell wall.',
  numeric: 'How many chromosomes does a human body cell hold?',
  matching: 'Match each organelle with its job.',
  ordering: 'Put the phases of mitosis in order.',
  essay: 'Explain osmosis in one sentence.',
} as const;
const OPTIONS = ['Mitochondrion', 'Nucleus', 'Ribosome', 'Golgi apparatus'];
const PAIRS = [
  ['Ribosome', 'Makes proteins'],
  ['Nucleus', 'Holds the DNA'],
] as const;
const ORDER = ['Prophase', 'Metaphase', 'Anaphase'];

/** The instructor's clicks, counted as a user makes them. */
function clickCounter(page: Page) {
  let clicks = 0;
  const counter = {
    get clicks() {
      return clicks;
    },
    async click(target: Locator) {
      clicks += 1;
      await target.click(SEEN);
    },
    /** A select: its list opened and an option picked, two clicks. */
    async choose(select: Locator, label: string) {
      clicks += 2;
      await select.selectOption({ label }, SEEN);
    },
    /** Typing into a field: free where the focus already is, one click to put it there otherwise. */
    async typeIn(field: Locator, text: string) {
      await field.waitFor(SEEN);
      const focused = await field.evaluate((element) => element === document.activeElement);
      if (!focused) await counter.click(field);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(text);
    },
    /** Tab to the next field (it must be the very next stop), then typing: no click. */
    async tabAndType(field: Locator, text: string) {
      await page.keyboard.press('Tab');
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.insertText(text);
    },
    /** A date picker: one click in its first segment, the digits typed (they move on from segment to segment). */
    async date(group: Locator, day: Date, time: string) {
      await counter.click(group.getByRole('spinbutton').first());
      await page.keyboard.type(`${format(day, 'MMddyyyy')}${time}`);
    },
  };
  return counter;
}

/** Screenshots at 1920, 1280 and 390 px with `shown` in view (the console scrolls its main column). */
async function shots(page: Page, name: string, shown: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  // The pointer off the page: a tooltip of the last control clicked would cover what is shown.
  await page.mouse.move(0, 0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1920 ? 1080 : 800 });
    await shown.scrollIntoViewIfNeeded();
    // Cards off screen are painted once in view (content-visibility): two frames later they are.
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

describe('from a new class to the shareable links', () => {
  let instructor: BrowserContext;
  let page: Page;
  const links = new Map<string, string>();

  beforeAll(async () => {
    instructor = await newContext(DESKTOP);
    await instructor.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    page = await instructor.newPage();
    await signInWithToken(page, INSTRUCTOR);
  });
  afterAll(() => instructor?.close());

  test(`a class, three students, a quiz of six types with its dates and the links in at most ${MOST_CLICKS} clicks`, async () => {
    const user = clickCounter(page);
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor(SEEN);

    // The class: Classes, Create Class, its title (the field has the focus), Save.
    await user.click(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Classes' }),
    );
    await user.click(page.getByRole('button', { name: 'Create Class' }));
    const form = page.getByRole('dialog', { name: 'Create Class' });
    await user.typeIn(form.getByRole('textbox', { name: 'Title' }), CLASS_TITLE);
    await shots(page, 'create-class', form);
    await user.click(form.getByRole('button', { name: 'Save' }));
    await page.getByRole('heading', { name: CLASS_TITLE }).waitFor(SEEN);

    // Three students: Invite students, their addresses (the box has the focus), Invite.
    await user.click(page.getByRole('button', { name: 'Invite students' }));
    const invite = page.getByRole('dialog', { name: 'Invite students' });
    await user.typeIn(invite.getByRole('textbox'), STUDENTS.join('\n'));
    await user.click(invite.getByRole('button', { name: 'Invite' }));
    const students = page.getByRole('table', { name: 'Students' });
    for (const email of STUDENTS)
      await students.getByRole('cell', { name: email, exact: true }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'class-students', students);

    // A quiz from the class: Quizzes, New quiz; the title has the focus; Graded.
    await user.click(page.getByRole('tab', { name: /^Quizzes/ }));
    await user.click(page.getByRole('link', { name: 'New quiz' }));
    await user.typeIn(page.getByRole('textbox', { name: 'Title', exact: true }), QUIZ_TITLE);
    await user.click(page.getByRole('radio', { name: 'Graded', exact: true }));

    /** Add Question of a type (the select left alone for multiple choice); the new title has the focus. */
    const addQuestion = async (type: string | null, title: string) => {
      if (type) await user.choose(page.getByRole('combobox', { name: 'Type of the new question' }), type);
      const before = await page.getByRole('article').count();
      await user.click(page.getByRole('button', { name: 'Add Question', exact: true }));
      await expect.poll(() => page.getByRole('article').count()).toBe(before + 1);
      const card = page.getByRole('article').last();
      await user.typeIn(card.getByRole('textbox', { name: 'Question title' }), title);
      await card.getByText(title).waitFor(SEEN);
      return card;
    };

    // Multiple choice: four options typed, the first one right (as it starts).
    const choice = await addQuestion(null, Q.choice);
    for (const [index, text] of OPTIONS.entries())
      await user.typeIn(choice.getByRole('textbox', { name: `Option ${'ABCD'[index]}`, exact: true }), text);
    await addQuestion('True / false', Q.trueFalse);
    const numeric = await addQuestion('Numeric', Q.numeric);
    await user.typeIn(numeric.getByRole('textbox', { name: 'Value', exact: true }), '46');
    const matching = await addQuestion('Matching', Q.matching);
    for (const [index, [prompt, answer]] of PAIRS.entries()) {
      await user.typeIn(matching.getByRole('textbox', { name: `Prompt ${index + 1}`, exact: true }), prompt);
      await user.tabAndType(matching.getByRole('textbox', { name: `Answer to prompt ${index + 1}` }), answer);
    }
    const ordering = await addQuestion('Ordering', Q.ordering);
    for (const [index, item] of ORDER.entries())
      await user.typeIn(ordering.getByRole('textbox', { name: `Item ${index + 1}`, exact: true }), item);
    await addQuestion('Essay', Q.essay);

    // Its dates: open from now, due in a week at 5 PM.
    const now = new Date();
    await user.date(
      page.getByRole('group', { name: 'Start Date', exact: true }),
      now,
      `${format(now, 'hhmm')}${format(now, 'a')[0]!.toLowerCase()}`,
    );
    await user.date(page.getByRole('group', { name: 'End Date', exact: true }), addDays(now, 7), '0500p');
    expect(await axeViolations(page)).toEqual([]);
    await shots(
      page,
      'editor',
      page.getByRole('article').last().getByRole('textbox', { name: 'Question title' }),
    );
    await user.click(page.getByRole('button', { name: 'Save Quiz' }));

    // The class page opens with the new quiz's Student links: Copy all hands them out.
    const dialog = page.getByRole('dialog', { name: `Student links: ${QUIZ_TITLE}` });
    const table = dialog.getByRole('table', { name: 'Personal links' });
    for (const email of STUDENTS) await table.getByRole('row').filter({ hasText: email }).waitFor(SEEN);
    await user.click(dialog.getByRole('button', { name: 'Copy all' }));
    await dialog.getByText('All links copied').waitFor(SEEN);
    expect(user.clicks).toBeLessThanOrEqual(MOST_CLICKS);
    console.info(`From a new class to the shareable links: ${user.clicks} clicks`);

    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const email of STUDENTS) {
      const row = table.getByRole('row').filter({ hasText: email });
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('Not started');
      const link = (await row.getByRole('cell').nth(3).textContent())!.trim();
      expect(link).toMatch(/^https?:\/\/\S+\/take\/[\w-]+$/);
      expect(copied).toContain(link);
      links.set(email, link);
    }
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'student-links', table);
  }, 300_000);

  test.each([0, 1])(
    'student %i opens the link on a 390 px phone, answers the six questions and submits',
    async (n) => {
      const student = await newContext(PHONE_390);
      try {
        const take = await student.newPage();
        await take.goto(new URL(links.get(STUDENTS[n]!)!).pathname);
        await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
        await take.getByRole('button', { name: 'Start' }).click();
        const question = (title: string) => take.getByRole('group', { name: new RegExp(escape(title)) });
        await question(Q.choice).getByRole('radio', { name: OPTIONS[n]! }).check();
        await question(Q.trueFalse)
          .getByRole('radio', { name: n === 0 ? 'True' : 'False' })
          .check();
        await question(Q.numeric)
          .getByRole('textbox', { name: 'Your answer' })
          .fill(n === 0 ? '46' : '23');
        for (const [prompt, answer] of PAIRS)
          await question(Q.matching).getByRole('combobox', { name: prompt }).selectOption({ label: answer });
        const ordering = question(Q.ordering);
        const items = () => ordering.getByRole('listitem').allTextContents();
        for (const [position, item] of ORDER.entries()) {
          for (;;) {
            const at = (await items()).findIndex((text) => text.includes(item));
            if (at <= position) break;
            await ordering.getByRole('button', { name: `Move up: ${item}` }).click();
            await expect
              .poll(async () => (await items()).findIndex((text) => text.includes(item)))
              .toBe(at - 1);
          }
        }
        await question(Q.essay)
          .getByRole('textbox', { name: 'Your answer' })
          .fill('Water moves through a membrane towards the side with more dissolved particles.');
        expect(await take.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await axeViolations(take)).toEqual([]);
        mkdirSync(SHOTS, { recursive: true });
        await take.screenshot({ path: join(SHOTS, `student-${n + 1}-390.png`), fullPage: true });
        await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
        await take.getByRole('button', { name: 'Submit', exact: true }).click();
        const confirm = take.getByRole('alertdialog', { name: 'Submit your answers?' });
        await confirm.getByText(/^You answered every question\./).waitFor(SEEN);
        await confirm.getByRole('button', { name: 'Submit now' }).click();
        await take.getByTestId('take-score').filter({ hasText: 'Needs grading' }).waitFor(SEEN);
        await take.screenshot({ path: join(SHOTS, `student-${n + 1}-submitted-390.png`), fullPage: true });
      } finally {
        await student.close();
      }
    },
    120_000,
  );

  test('the class’s Student links show the two submitted, their essays waiting, and the third not started', async () => {
    // The address still asks for the new quiz's links (they were not closed): they open again, read afresh.
    await page.reload();
    const dialog = page.getByRole('dialog', { name: `Student links: ${QUIZ_TITLE}` });
    const state = (email: string) =>
      dialog.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(1);
    await state(STUDENTS[2]!).waitFor(SEEN);
    // The essay waits for the teacher; the five scored questions are right (5 of 6) or right in two (2 of 6).
    expect(await state(STUDENTS[0]!).textContent()).toBe('83 % so far · Needs grading');
    expect(await state(STUDENTS[1]!).textContent()).toBe('33 % so far · Needs grading');
    expect(await state(STUDENTS[2]!).textContent()).toBe('Not started');
  });
});

/** A title as a regular expression that matches it literally. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
