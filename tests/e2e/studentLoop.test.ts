/**
 * The whole loop of a quiz taken by a class, in Chromium against the real server: an instructor's graded quiz with
 * a one-minute time limit and a deadline minutes away is added to a class of three students from the class page,
 * whose Student links dialog hands out the three links. Student B starts first at 390 px, answers one question
 * and lets the minute run out: the page submits by itself. Student A, in a context of their own, answers, reloads
 * mid-way, finds the answer and submits everything right. The instructor's Results screen shows who it was
 * distributed to and who completed it, both scores, the CSV rows and the per-question figures; student C's link
 * still opens on its Start.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { TakeSession } from '../../src/api/take/takeContract';
import {
  apiPatch,
  apiPost,
  apiToken,
  axeViolations,
  DESKTOP,
  newContext,
  origin,
  pathOf,
  signInWithToken,
  url,
} from './browser';
import { createTakeQuiz } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const INSTRUCTOR = 'corporate@demo.test';
const QUIZ_TITLE = `Respiration check ${Date.now()}`;
const STUDENT_A = 'ana.loop@example.test';
const STUDENT_B = 'ben.loop@example.test';
const STUDENT_C = 'cleo.loop@example.test';
/** What the user sees load or change, on a machine that may be busy. */
const SEEN = { timeout: 30_000 } as const;

/** The instructor's graded user quiz with a time limit of 1 minute. */
const createQuiz = (token: string, endDate: string) =>
  createTakeQuiz(token, { title: QUIZ_TITLE, endDate, isGraded: true, duration: 1 });

async function serverSession(link: string): Promise<TakeSession> {
  const token = new URL(link).pathname.split('/').pop()!;
  const response = await fetch(`${origin()}/api/take/${token}`);
  return ((await response.json()) as { content: TakeSession }).content;
}

const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Saving|Offline/ });

/** The value a Results screen's figure shows under its term, e.g. 'Distributed to'. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

describe('students take their quizzes', () => {
  let quizId: number;
  let classId: number;
  const links = new Map<string, string>();
  let instructor: BrowserContext;
  let console_: Page;
  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let pageB: Page;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    // Minutes away: the loop takes about two, and student C's link must still work at its end.
    quizId = await createQuiz(token, new Date(Date.now() + 8 * 60_000).toISOString());
    const created = await apiPost<{ id: number }>('/api/admin/class/', token, {
      title: `Loop class ${quizId}`,
      institution: 'University of Eastport',
      description: '',
      startDate: null,
      endDate: null,
      professor: false,
    });
    classId = created.id;
    await apiPatch(`/api/admin/class/${classId}/publish`, token, { published: true });
    await apiPost(`/api/admin/class/${classId}/invite`, token, { emails: [STUDENT_A, STUDENT_B, STUDENT_C] });
    instructor = await newContext(DESKTOP);
    console_ = await instructor.newPage();
    await signInWithToken(console_, INSTRUCTOR);
  });
  afterAll(async () => {
    await Promise.all([instructor?.close(), contextA?.close(), contextB?.close()]);
  });

  /** A link's path: the pages open it on the server under test, whatever origin the mail names. */
  const pathOfLink = (email: string) => new URL(links.get(email)!).pathname;
  const linksDialog = () => console_.getByRole('dialog', { name: `Student links: ${QUIZ_TITLE}` });
  const linkRow = (email: string) =>
    linksDialog().getByRole('table', { name: 'Personal links' }).getByRole('row').filter({ hasText: email });
  /** A row's cells: e-mail, state, mail, link, actions. */
  const stateOf = (email: string) => linkRow(email).getByRole('cell').nth(1);

  async function openLinks() {
    await console_.getByRole('tab', { name: /^Quizzes/ }).click();
    await console_.getByRole('button', { name: `Actions for ${QUIZ_TITLE}` }).click();
    await console_.getByRole('menuitem', { name: 'Student links' }).click();
    await linkRow(STUDENT_C).waitFor(SEEN);
  }

  test('the instructor adds the quiz to the class and reads three links, none started', async () => {
    await console_.goto(url(`/classes/${classId}`));
    await console_.getByRole('heading', { name: `Loop class ${quizId}` }).waitFor(SEEN);
    await console_.getByRole('tab', { name: /^Quizzes/ }).click();
    await console_.getByRole('button', { name: 'Add quizzes' }).click();
    const picker = console_.getByRole('dialog', { name: 'Add quizzes to classes' });
    await picker.getByLabel('Search by title').fill(QUIZ_TITLE);
    // The search answers with this quiz alone: a box ticked before the new rows arrive is on a row they replace.
    await expect.poll(() => picker.getByRole('checkbox', { name: /^Select (?!all)/ }).count(), SEEN).toBe(1);
    await picker.getByRole('checkbox', { name: `Select ${QUIZ_TITLE}` }).check(SEEN);
    await picker.getByRole('button', { name: /^Add selected/ }).click();
    await console_.getByText('Quiz successfully added').waitFor(SEEN);
    await console_
      .getByRole('table', { name: 'Quizzes' })
      .getByRole('cell', { name: QUIZ_TITLE, exact: true })
      .waitFor(SEEN);

    await openLinks();
    for (const email of [STUDENT_A, STUDENT_B, STUDENT_C]) {
      expect(await stateOf(email).textContent()).toBe('Not started');
      const link = (await linkRow(email).getByRole('cell').nth(3).textContent())?.trim() ?? '';
      expect(link).toMatch(/^https?:\/\/\S+\/take\/[\w-]+$/);
      links.set(email, link);
    }
    expect(new Set(links.values()).size).toBe(3);
    expect(await axeViolations(console_)).toEqual([]);
    await linksDialog().getByRole('button', { name: 'Close' }).click();
    await linksDialog().waitFor({ state: 'detached' });
  });

  test('student B starts at 390 px and answers one question; the minute runs', async () => {
    contextB = await newContext(PHONE_390);
    // The device's clock is Playwright's: the next test moves it past the minute instead of waiting a real one.
    await contextB.clock.install();
    pageB = await contextB.newPage();
    await pageB.goto(pathOfLink(STUDENT_B));
    await pageB.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await pageB.getByText('1 minute', { exact: true }).waitFor();
    await pageB.getByRole('button', { name: 'Start' }).click();
    await pageB.getByRole('heading', { name: 'Energy in the cell' }).waitFor(SEEN);
    await pageB.getByRole('radio', { name: 'Mitochondrion' }).check();
    await saveStatus(pageB).filter({ hasText: 'Saved' }).waitFor(SEEN);
  });

  test('student A answers, reloads mid-way, finds the answer, continues and scores 100 % in green', async () => {
    contextA = await newContext(DESKTOP);
    const page = await contextA.newPage();
    await page.goto(pathOfLink(STUDENT_A));
    await page.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Energy in the cell' }).waitFor(SEEN);
    await page.getByRole('radio', { name: 'Mitochondrion' }).check();
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor(SEEN);

    await page.reload();
    await page.getByRole('heading', { name: 'Energy in the cell' }).waitFor(SEEN);
    expect(await page.getByRole('radio', { name: 'Mitochondrion' }).isChecked()).toBe(true);
    await page.getByText('1 of 2 questions answered').waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Gases' }).waitFor();
    await page.getByRole('checkbox', { name: 'Helium' }).check();
    await page.getByRole('checkbox', { name: 'Neon' }).check();
    await page.getByText('2 of 2 questions answered').waitFor();
    await saveStatus(page).filter({ hasText: 'Saved' }).waitFor(SEEN);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByText(/^You answered every question\./).waitFor();
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    const score = page.getByTestId('take-score');
    await score.waitFor(SEEN);
    expect(await score.textContent()).toContain('100 %');
    expect(await score.getAttribute('data-tone')).toBe('pass');
    expect(await score.getAttribute('class')).toContain('text-green-800');
  });

  test('student B’s page submits by itself when the minute runs out', async () => {
    const score = pageB.getByTestId('take-score');
    // The minute started before student A began; the page sends what was saved once it is up.
    await pageB.getByRole('timer').waitFor(SEEN);
    await pageB.clock.fastForward('01:05');
    await score.waitFor(SEEN);
    expect(await score.textContent()).toContain('50 %');
    expect(await score.getAttribute('data-tone')).toBe('fail');
    expect(await score.getAttribute('class')).toContain('text-red-800');
    expect((await serverSession(links.get(STUDENT_B)!)).state).toBe('submitted');
  });

  test('the instructor’s Results screen counts, scores, downloads and breaks down by question', async () => {
    await console_.goto(url(`/quiz/my-quiz/results/${quizId}`));
    const table = console_.getByRole('table', { name: QUIZ_TITLE });
    await table.waitFor(SEEN);
    expect(pathOf(console_)).toBe(`/quiz/my-quiz/results/${quizId}`);
    expect(await figure(console_, 'Distributed to').textContent()).toBe('3 students');
    expect(await figure(console_, 'Completed by').textContent()).toBe('2 students');
    expect(await figure(console_, 'Quiz Type').textContent()).toBe('Graded');
    expect(await figure(console_, 'Time Limit').textContent()).toBe('1 min');

    expect(await table.getByRole('row').count()).toBe(4);
    const cells = (email: string) =>
      table.getByRole('row').filter({ has: console_.getByRole('rowheader', { name: email, exact: true }) });
    /** Score and percentage as shown (with their words for screen readers), and the percentage's tone. */
    const shown = async (email: string) => {
      const [score, percentage] = [
        cells(email).getByRole('cell').nth(0),
        cells(email).getByRole('cell').nth(1),
      ];
      return {
        score: await score.textContent(),
        percentage: await percentage.textContent(),
        tone: await percentage.locator('[data-tone]').getAttribute('data-tone'),
      };
    };
    expect(await shown(STUDENT_A)).toEqual({
      score: '2 / 2 (passing)',
      percentage: '100 % (passing)',
      tone: 'pass',
    });
    expect(await shown(STUDENT_B)).toEqual({
      score: '1 / 2 (below 60 %)',
      percentage: '50 % (below 60 %)',
      tone: 'fail',
    });
    // The other cells by their column's header (the e-mail is the row's header, the first column).
    const headers = await table.getByRole('columnheader').allTextContents();
    const cell = (email: string, header: string) =>
      cells(email)
        .getByRole('cell')
        .nth(headers.findIndex((text) => text.startsWith(header)) - 1);
    expect(await cell(STUDENT_C, 'Date Submitted').textContent()).toBe('—');
    expect(await cell(STUDENT_C, 'State').textContent()).toBe('Not started');
    expect(await cell(STUDENT_A, 'State').textContent()).toBe('Submitted');
    // The quiz has a video (ADR 329): nobody here played it.
    expect(await cell(STUDENT_A, 'Video watched').textContent()).toBe('0 %');
    expect(await axeViolations(console_)).toEqual([]);

    const [download] = await Promise.all([
      console_.waitForEvent('download'),
      console_.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    // ADR 211: the quiz title and the day; a byte-order mark; numbers as numbers.
    expect(download.suggestedFilename()).toMatch(/ \d{4}-\d\d-\d\d\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(
      /^Email,First name,Last name,State,Score,Maximum,Percentage,Date Submitted \(.+\),Date Submitted \(ISO 8601\),Q1 /,
    );
    expect(rows).toHaveLength(3);
    const row = (email: string) => rows.find((line) => line.startsWith(`${email},`))?.split(',');
    const submitted = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
    expect(row(STUDENT_A)?.slice(3, 7)).toEqual(['Submitted', '2', '2', '100']);
    expect(row(STUDENT_A)?.[8]).toMatch(submitted);
    expect(row(STUDENT_B)?.slice(3, 7)).toEqual(['Submitted', '1', '2', '50']);
    expect(row(STUDENT_B)?.[8]).toMatch(submitted);
    expect(row(STUDENT_C)?.slice(3, 9)).toEqual(['Not started', '', '', '', '', '']);

    await console_.getByRole('heading', { name: 'Question statistics' }).waitFor();
    await console_.getByText('Based on 2 submitted attempts.').waitFor(SEEN);
    const questions = console_.getByRole('table', { name: /^Questions with facility/ });
    const question = (title: string) =>
      questions.getByRole('row').filter({ has: console_.getByRole('rowheader', { name: title }) });
    // Cells: number, facility, discrimination, median time, flags (the title is the row's header).
    expect(await question('Which organelle makes ATP?').getByRole('cell').nth(1).textContent()).toBe('100 %');
    expect(await question('Which are noble gases?').getByRole('cell').nth(1).textContent()).toBe('50 %');

    await console_.getByRole('button', { name: 'Options of question 1' }).click();
    await console_.getByRole('table', { name: 'How often each option of question 1 was picked' }).waitFor();
    /** Picked and share of an option in a question's options table. */
    const picks = async (number: number, name: string | RegExp) =>
      (
        await console_
          .getByRole('table', { name: `How often each option of question ${number} was picked` })
          .getByRole('row')
          .filter({ has: console_.getByRole('rowheader', { name }) })
          .getByRole('cell')
          .allTextContents()
      ).map((text) => text.trim());
    expect(await picks(1, /^Mitochondrion/)).toEqual(['2', '100 %']);
    expect(await picks(1, 'Nucleus')).toEqual(['0', '0 %']);
    expect(await picks(1, 'No answer')).toEqual(['0', '0 %']);
    await console_.getByRole('button', { name: 'Options of question 2' }).click();
    await console_.getByRole('table', { name: 'How often each option of question 2 was picked' }).waitFor();
    expect(await picks(2, /^Helium/)).toEqual(['1', '50 %']);
    expect(await picks(2, /^Neon/)).toEqual(['1', '50 %']);
    expect(await picks(2, 'Oxygen')).toEqual(['0', '0 %']);
    expect(await picks(2, 'No answer')).toEqual(['1', '50 %']);
    expect(await axeViolations(console_)).toEqual([]);
  });

  test('student C’s link still opens on its Start before the deadline, and the class page tells the three apart', async () => {
    const contextC = await newContext(PHONE_390);
    try {
      const page = await contextC.newPage();
      await page.goto(pathOfLink(STUDENT_C));
      await page.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);
      expect(await page.getByText(STUDENT_C).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Expired' }).count()).toBe(0);
      expect((await serverSession(links.get(STUDENT_C)!)).state).toBe('not_started');
    } finally {
      await contextC.close();
    }

    await console_.goto(url(`/classes/${classId}`));
    await console_.getByRole('heading', { name: `Loop class ${quizId}` }).waitFor(SEEN);
    await openLinks();
    expect(await stateOf(STUDENT_A).textContent()).toBe('Submitted (100%)');
    expect(await stateOf(STUDENT_B).textContent()).toBe('Submitted (50%)');
    // Opened, not started: the link was followed but Start was not pressed.
    expect(await stateOf(STUDENT_C).textContent()).toBe('Opened');
  });
});
