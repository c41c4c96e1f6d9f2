/**
 * Question banks in Chromium against the real server (ADR 232, ADR 258): the instructor builds a bank on the
 * Banks screen (a category, seven questions copied in from one of their quizzes, one moved away and back, one
 * removed: six), writes a multiple-choice question in another category and edits it there (ADR 367: its row
 * shows plain text), adds a question from the bank to a quiz and undoes it, then by keyboard adds a random slot of three
 * (a count above the category's size is refused beside the field) and saves. Two students of a class open their
 * links: each is asked three questions of the six, a reload keeps them, both submit; Results score each out of three
 * points and the question statistics' "drawn by" counts add up to six. axe finds nothing on the Banks screen and the
 * dialogs in English and in Arabic; screenshots at 1920, 1280 and 390 px go to tests/.artifacts/question-banks/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TakeSession } from '../../src/api/take/takeContract';
import { banks as arBanks } from '../../src/i18n/locales/ar/banks';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import {
  apiGet,
  apiPatch,
  apiPost,
  apiToken,
  axeViolations,
  DESKTOP,
  newContext,
  origin,
  signIn,
  url,
} from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { quizCreateBody } from './takeFixtures';

const INSTRUCTOR = 'corporate@demo.test';
const STAMP = Date.now();
const BANK = `Cell biology bank ${STAMP}`;
const SOURCE_QUIZ = `Cells question pool ${STAMP}`;
const QUIZ = `Cells, drawn ${STAMP}`;
const STUDENTS = [`ana.bank.${STAMP}@example.test`, `ben.bank.${STAMP}@example.test`];
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/question-banks');
const PHONE_390 = { width: 390, height: 844 } as const;
const WIDE = { width: 1920, height: 1080 } as const;
/** What the user sees load or change, on a machine that may be busy. */
const SEEN = { timeout: 30_000 } as const;

const option = (id: string, text: string) => ({ id, text });
const question = (n: number, sortIndex: number) => ({
  article: null,
  sortIndex,
  title: `Bank question ${n}`,
  type: 2,
  isMultiple: false,
  rightAnswer: ['r'],
  image: null,
  textOptions: [option('r', `Right ${n}`), option('w', `Wrong ${n}`)],
});
const quizBody = (title: string, items: object[]) =>
  quizCreateBody(title, [{ title: 'Cells', sortIndex: 1, items }]);
const video = {
  article: 1,
  sortIndex: 1,
  title: 'Watch',
  type: 1,
  isMultiple: false,
  textOptions: [],
  rightAnswer: [],
  image: null,
};

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

async function serverSession(token: string): Promise<TakeSession> {
  const response = await fetch(`${origin()}/api/take/${token}`);
  return ((await response.json()) as { content: TakeSession }).content;
}
const drawnTitles = (session: TakeSession) =>
  session.activities
    .flatMap((a) => a.items)
    .filter((item) => item.kind === 'question')
    .map((item) => item.title);

describe('question banks', () => {
  let token: string;
  let quizId: number;
  const links = new Map<string, string>();
  let instructor: BrowserContext;
  let console_: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    token = await apiToken(INSTRUCTOR);
    await apiPost(
      '/api/quiz/create',
      token,
      quizBody(
        SOURCE_QUIZ,
        [1, 2, 3, 4, 5, 6, 7].map((n) => question(n, n)),
      ),
    );
    quizId = (await apiPost<{ id: number }>('/api/quiz/create', token, quizBody(QUIZ, [video]))).id;
    instructor = await newContext(DESKTOP);
    console_ = await instructor.newPage();
    await signIn(console_, INSTRUCTOR);
  });
  afterAll(async () => {
    await Promise.all([instructor?.close(), ...contexts.map((c) => c.close())]);
  });

  const panel = () => console_.getByRole('region', { name: BANK });
  const category = (title: string) => panel().getByRole('region', { name: new RegExp(`^${title}`) });

  test('the instructor builds a bank of six questions on the Banks screen', async () => {
    await console_.getByRole('link', { name: 'Question Banks' }).click();
    await console_.getByRole('heading', { name: 'Question Banks', level: 1 }).waitFor(SEEN);
    expect(await axeViolations(console_)).toEqual([]);

    await console_.getByRole('button', { name: 'New bank' }).click();
    const create = console_.getByRole('dialog', { name: 'New question bank' });
    await create.getByRole('textbox', { name: 'Title' }).fill(BANK);
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'new-bank-1280');
    await create.getByRole('button', { name: 'Save' }).click();
    await console_.getByText('Bank created').waitFor(SEEN);
    await panel().waitFor(SEEN);

    for (const title of ['Cells', 'Spare']) {
      await panel().getByRole('button', { name: 'Add category' }).click();
      const dialog = console_.getByRole('dialog', { name: 'New category' });
      await dialog.getByRole('textbox', { name: 'Category name' }).fill(title);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await category(title).waitFor(SEEN);
    }

    await panel().getByRole('button', { name: 'Copy from a quiz' }).click();
    const copy = console_.getByRole('dialog', { name: 'Copy questions from a quiz' });
    await copy.getByRole('combobox', { name: 'Quiz' }).selectOption({ label: SOURCE_QUIZ });
    for (let n = 1; n <= 7; n++) await copy.getByRole('checkbox', { name: `Bank question ${n}` }).check();
    await copy.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Cells' });
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'copy-dialog-1280');
    await copy.getByRole('button', { name: 'Copy questions' }).click();
    await copy.waitFor({ state: 'detached', ...SEEN });
    await category('Cells').getByText('Questions: 7').waitFor(SEEN);

    // A question moves to another category and back.
    await category('Cells')
      .getByRole('combobox', { name: 'Category of Bank question 6' })
      .selectOption({ label: 'Spare' });
    await category('Spare').getByText('Bank question 6', { exact: true }).waitFor(SEEN);
    await category('Spare')
      .getByRole('combobox', { name: 'Category of Bank question 6' })
      .selectOption({ label: 'Cells' });
    await category('Cells').getByText('Bank question 6', { exact: true }).waitFor(SEEN);

    // One is removed, after asking.
    await category('Cells').getByRole('button', { name: 'Remove Bank question 7' }).click();
    const remove = console_.getByRole('alertdialog', { name: 'Remove question' });
    expect(await axeViolations(console_)).toEqual([]);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await category('Cells').getByText('Questions: 6').waitFor(SEEN);
    expect(await category('Cells').getByRole('listitem').count()).toBe(6);
    expect(await category('Spare').getByText('No questions in this category yet.').count()).toBe(1);

    expect(await axeViolations(console_)).toEqual([]);
    for (const [name, size] of [
      ['1920', WIDE],
      ['390', PHONE_390],
      ['1280', DESKTOP],
    ] as const) {
      await console_.setViewportSize(size);
      await shot(console_, `banks-${name}`);
    }
  });

  test('a multiple-choice question is written in the bank, edited there, and its row shows plain text', async () => {
    await console_.setViewportSize(DESKTOP);
    await category('Spare').getByRole('button', { name: 'New question in Spare' }).click();
    const dialog = console_.getByRole('dialog', { name: 'New question' });
    await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Multiple choice' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const title = dialog.getByRole('textbox', { name: 'Question title' });
    await title.waitFor(SEEN);
    // Saved without its text: refused beside the field by the quiz editor's own rule, nothing stored.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Question title should not be empty').waitFor(SEEN);
    await title.fill('Which organelle makes ATP?');
    for (const [letter, text] of [
      ['A', 'Mitochondrion'],
      ['B', 'Ribosome'],
      ['C', 'Nucleus'],
      ['D', 'Golgi body'],
    ] as const)
      await dialog.getByRole('textbox', { name: `Option ${letter}`, exact: true }).fill(text);
    expect(await axeViolations(console_)).toEqual([]);
    for (const [name, size] of [
      ['1920', WIDE],
      ['390', PHONE_390],
      ['1280', DESKTOP],
    ] as const) {
      await console_.setViewportSize(size);
      await shot(console_, `new-question-${name}`, false);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', ...SEEN });
    await console_.getByText('Question saved').waitFor(SEEN);
    const row = category('Spare').getByRole('listitem');
    await row.getByText('Which organelle makes ATP?', { exact: true }).waitFor(SEEN);
    expect(await category('Spare').innerText()).not.toContain('<p>');

    await category('Spare').getByRole('button', { name: 'Edit Which organelle makes ATP?' }).click();
    const edit = console_.getByRole('dialog', { name: 'Edit question' });
    const editTitle = edit.getByRole('textbox', { name: 'Question title' });
    await editTitle.waitFor(SEEN);
    expect(await edit.getByRole('textbox', { name: 'Option A', exact: true }).inputValue()).toBe(
      'Mitochondrion',
    );
    await editTitle.fill('Which organelle makes most of the ATP?');
    await edit.getByRole('textbox', { name: 'Option B', exact: true }).fill('Chloroplast');
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'edit-question-1280', false);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached', ...SEEN });
    await row.getByText('Which organelle makes most of the ATP?', { exact: true }).waitFor(SEEN);
    expect(await row.count()).toBe(1);
    expect(await category('Spare').innerText()).not.toContain('<p>');
    const banks = await apiGet<{ id: number; title: string }[]>('/api/admin/question_banks', token);
    const stored = await apiGet<{
      questions: { title: string; version: number; textOptions: { text: string }[] }[];
    }>(`/api/admin/question_banks/${banks.find((b) => b.title === BANK)!.id}`, token);
    const saved = stored.questions.find((q) => q.title.includes('most of the ATP'))!;
    expect(saved.version).toBe(2);
    expect(saved.textOptions.map((o) => o.text)).toEqual([
      'Mitochondrion',
      'Chloroplast',
      'Nucleus',
      'Golgi body',
    ]);
    await shot(console_, 'question-edited-1280');
  });

  test('in the editor a question from the bank is added and undone, and a random slot of three is added by keyboard', async () => {
    await console_.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await console_.getByRole('textbox', { name: 'Title', exact: true }).waitFor(SEEN);

    await console_.getByRole('button', { name: 'Add from bank' }).click();
    const fromBank = console_.getByRole('dialog', { name: 'Add questions from a bank' });
    await fromBank.getByRole('combobox', { name: 'Bank' }).selectOption({ label: BANK });
    await fromBank.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Cells (6)' });
    await fromBank.getByRole('checkbox', { name: 'Bank question 2' }).check();
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'add-from-bank-1280');
    await fromBank.getByRole('button', { name: 'Add questions' }).click();
    await console_.getByText('Questions added from the bank: 1').waitFor(SEEN);
    const added = console_
      .getByRole('textbox', { name: 'Question title' })
      .filter({ hasText: 'Bank question 2' });
    await expect.poll(() => added.count(), SEEN).toBe(1);
    // One step: Undo takes the copied question away again.
    await console_.getByRole('button', { name: 'Undo', exact: true }).first().click();
    await expect.poll(() => added.count(), SEEN).toBe(0);

    // By keyboard: the button, the bank, the category and the count, Enter to add.
    await console_.getByRole('button', { name: 'Add random slot' }).focus();
    await console_.keyboard.press('Enter');
    const slot = console_.getByRole('dialog', { name: 'Random questions from a bank' });
    const bankSelect = slot.getByRole('combobox', { name: 'Bank' });
    await bankSelect.waitFor(SEEN);
    await bankSelect.selectOption({ label: BANK });
    await slot.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Cells (6)' });
    const count = slot.getByRole('spinbutton', { name: 'Questions per student' });
    await count.focus();
    await console_.keyboard.type('7');
    await console_.keyboard.press('Enter');
    await slot.getByText('Enter a whole number from 1 to 6.').waitFor();
    expect(await count.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'random-slot-1280');
    await count.press('Backspace');
    await console_.keyboard.type('3');
    await console_.keyboard.press('Enter');
    await slot.waitFor({ state: 'detached' });

    const card = console_.getByRole('region', { name: 'Random slots' }).getByRole('listitem');
    await card.getByText('3 questions drawn from Cells').waitFor();
    await card.getByText(`Bank: ${BANK}`).waitFor();
    expect(await axeViolations(console_)).toEqual([]);
    await console_.setViewportSize(PHONE_390);
    // The console scrolls inside its main area: the card is brought into view and the screen shot as seen.
    await card.scrollIntoViewIfNeeded();
    await shot(console_, 'slot-card-390', false);
    await console_.setViewportSize(DESKTOP);

    await console_.getByRole('button', { name: 'Save Quiz' }).click();
    await console_.waitForURL(/\/quiz\/my-quiz$/, SEEN);
    const stored = await apiGet<{ activities: { randomSlots?: { count: number }[] }[] }>(
      `/api/admin/quiz/user_quiz/${quizId}`,
      token,
    );
    expect(stored.activities[0]!.randomSlots?.map((s) => s.count)).toEqual([3]);
  });

  test('two students are each asked three of the six, kept through a reload, and submit', async () => {
    const created = await apiPost<{ id: number }>('/api/admin/class/', token, {
      title: `Bank class ${STAMP}`,
      institution: 'University of Eastport',
      description: '',
      startDate: null,
      endDate: null,
      professor: false,
    });
    await apiPatch(`/api/admin/class/${created.id}/publish`, token, { published: true });
    await apiPost(`/api/admin/class/${created.id}/invite`, token, { emails: STUDENTS });
    await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [created.id] });
    const { result } = await apiGet<{ result: { email: string; link: string }[] }>(
      `/api/admin/class/${created.id}/quiz/${quizId}/links`,
      token,
    );
    for (const email of STUDENTS)
      links.set(
        email,
        new URL(result.find((entry) => entry.email === email)!.link).pathname.split('/').pop()!,
      );

    const all = new Set<string>();
    for (const [index, email] of STUDENTS.entries()) {
      const context = await newContext(PHONE_390);
      contexts.push(context);
      const page = await context.newPage();
      const link = links.get(email)!;
      await page.goto(`/take/${link}`);
      await page.getByRole('heading', { name: QUIZ }).waitFor(SEEN);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('heading', { name: 'Cells', exact: true }).waitFor(SEEN);
      const drawn = drawnTitles(await serverSession(link));
      expect(drawn).toHaveLength(3);
      expect(new Set(drawn).size).toBe(3);
      for (const title of drawn) {
        expect(title).toMatch(/^Bank question [1-6]$/);
        await page.getByText(title, { exact: true }).first().waitFor();
        all.add(title);
      }
      expect(await page.getByRole('radio', { name: /^Right \d$/ }).count()).toBe(3);
      if (index === 0) await shot(page, 'student-390');

      // A reload asks the same three.
      await page.reload();
      await page.getByRole('heading', { name: 'Cells', exact: true }).waitFor(SEEN);
      expect(drawnTitles(await serverSession(link))).toEqual(drawn);
      for (const title of drawn) await page.getByText(title, { exact: true }).first().waitFor();

      // Ana answers all three right; Ben only the first.
      const numbers = drawn.map((title) => title.slice('Bank question '.length));
      for (const [at, n] of numbers.entries())
        await page
          .getByRole('radio', { name: index === 0 || at === 0 ? `Right ${n}` : `Wrong ${n}` })
          .check();
      await page.getByText('3 of 3 questions answered').waitFor(SEEN);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('alertdialog', { name: 'Submit your answers?' })
        .getByRole('button', { name: 'Submit now' })
        .click();
      await page.getByTestId('take-score').waitFor(SEEN);
    }
    expect(all.size).toBeGreaterThanOrEqual(3);
  });

  test('Results score each student out of three points; the drawn-by counts add up to six', async () => {
    await console_.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const table = console_.getByRole('table', { name: QUIZ });
    await table.waitFor(SEEN);
    const score = (email: string) =>
      table
        .getByRole('row')
        .filter({ has: console_.getByRole('rowheader', { name: email, exact: true }) })
        .getByRole('cell')
        .nth(0);
    expect(await score(STUDENTS[0]!).textContent()).toContain('3 / 3 (passing)');
    expect(await score(STUDENTS[1]!).textContent()).toContain('1 / 3 (below 60 %)');

    await console_.getByRole('heading', { name: 'Question statistics' }).waitFor();
    await console_.getByText('Based on 2 submitted attempts.').waitFor(SEEN);
    const drawnBy = console_.getByText(/^Drawn at random, students who drew it: \d+$/);
    await expect.poll(() => drawnBy.count(), SEEN).toBeGreaterThanOrEqual(3);
    const counts = (await drawnBy.allTextContents()).map((text) => Number(/(\d+)$/.exec(text)![1]));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(6);
    expect(await axeViolations(console_)).toEqual([]);
  });

  test('the bank its quiz draws from is refused at once; its Spare category goes with Undo offered, and Undo brings it back (ADR 299)', async () => {
    await console_.getByRole('link', { name: 'Question Banks' }).click();
    await panel().waitFor(SEEN);

    await panel().getByRole('button', { name: 'Delete bank' }).click();
    await console_
      .getByRole('alertdialog', { name: 'Delete bank' })
      .getByRole('button', { name: 'Delete' })
      .click();
    // Refused before any "deleted" notice: the bank stays, with nothing to undo.
    await console_.getByText('Quizzes draw from this bank: remove their random slots first.').waitFor(SEEN);
    await expect.poll(() => panel().count()).toBe(1);
    expect(await console_.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    // The bank is read again after the refusal; until then the panel says it is busy and takes no click.
    await expect.poll(() => panel().getAttribute('aria-busy')).toBeNull();

    await category('Spare').getByRole('button', { name: 'Delete Spare' }).click();
    await console_
      .getByRole('alertdialog', { name: 'Delete category' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const notice = console_.getByRole('status').filter({ hasText: 'Category deleted' });
    await notice.waitFor(SEEN);
    await expect.poll(() => category('Spare').count()).toBe(0);
    // The pointer on the notice holds its Undo (ADR 231); the shot shows what the user sees.
    await notice.hover();
    expect(await axeViolations(console_)).toEqual([]);
    await shot(console_, 'category-deleted-undo-1280', false);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await category('Spare').waitFor(SEEN);
    expect(await category('Cells').getByText('Questions: 6').count()).toBe(1);
  });

  test('in Arabic the Banks screen and its dialogs, and the editor’s bank dialogs, are named and axe finds nothing', async () => {
    const context = await newContext(DESKTOP, 'ar');
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill('admin@demo.test');
    await page.getByLabel(arCore.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.getByRole('link', { name: arCore.menu.banks }).click();
    await page.getByRole('heading', { name: arBanks.title, level: 1 }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: arBanks.create }).click();
    const create = page.getByRole('dialog', { name: arBanks.createTitle });
    await create.getByRole('textbox', { name: arBanks.bankTitle }).fill(`بنك الخلايا ${STAMP}`);
    expect(await axeViolations(page)).toEqual([]);
    await create.getByRole('button', { name: arBanks.save }).click();
    await page.getByRole('region', { name: `بنك الخلايا ${STAMP}` }).waitFor(SEEN);
    await page.getByRole('button', { name: arBanks.addCategory }).click();
    const addCategory = page.getByRole('dialog', { name: arBanks.addCategoryTitle });
    await addCategory.getByRole('textbox', { name: arBanks.categoryTitle }).fill('الخلايا');
    await addCategory.getByRole('button', { name: arBanks.save }).click();
    await page.getByRole('region', { name: /^الخلايا/ }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'banks-ar-1280');

    await page.getByRole('button', { name: arBanks.deleteBank }).click();
    await page
      .getByRole('alertdialog', { name: arBanks.deleteBank })
      .getByRole('button', { name: arBanks.cancel })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const adminToken = await apiToken('admin@demo.test');
    const own = await apiPost<{ id: number }>(
      '/api/quiz/create',
      adminToken,
      quizBody(`اختبار ${STAMP}`, [video]),
    );
    await page.goto(url(`/quiz/my-quiz/edit/${own.id}`));
    await page.getByRole('button', { name: arBanks.addRandomSlot }).click();
    const slot = page.getByRole('dialog', { name: arBanks.slotDialogTitle });
    await slot.getByRole('combobox', { name: arBanks.bank }).selectOption({ label: `بنك الخلايا ${STAMP}` });
    await slot.getByRole('combobox', { name: arBanks.category }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'random-slot-ar-1280');
    await slot.getByRole('button', { name: arBanks.cancel }).click();
    await page.getByRole('button', { name: arBanks.addFromBank }).click();
    const fromBank = page.getByRole('dialog', { name: arBanks.addFromBankTitle });
    await fromBank
      .getByRole('combobox', { name: arBanks.bank })
      .selectOption({ label: `بنك الخلايا ${STAMP}` });
    await fromBank.getByRole('combobox', { name: arBanks.category }).waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
  });
});
