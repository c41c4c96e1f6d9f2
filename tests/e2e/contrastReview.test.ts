/**
 * Colour contrast that axe cannot decide, across the console's main screens in Chromium against the real server:
 * axe's color-contrast check leaves nothing for review (text over an image, a gradient, a see-through or overlapping
 * background, a pseudo-element) on the dashboard, the quiz editor, a quiz's results, a class, the sponsors list and
 * form, translations, users management, feature flags and the student page, at 1280 px; the dashboard and the
 * student page at 390 px too. The super admin's own quiz and class, made through the API, are the ones shown.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  apiPatch,
  apiPost,
  apiToken,
  contrastForReview,
  newContext,
  origin,
  signInWithToken,
  url,
} from './browser';
import { createTakeQuiz } from './takeFixtures';

const SUPER = 'super@demo.test';
const STAMP = Date.now().toString(36);
const QUIZ = `Contrast review quiz ${STAMP}`;
const CLASS = `Contrast review class ${STAMP}`;
const STUDENT = `contrast.${STAMP}@example.test`;
const DESKTOP_1280 = { width: 1280, height: 900 } as const;
const PHONE_390 = { width: 390, height: 844 } as const;

let context: BrowserContext;
let page: Page;
let quizId: number;
let classId: number;
let linkToken: string;

/**
 * The charts' SVG (recharts) is left out: axe never decides text inside an <svg> (an image node to it), and the
 * axis labels are SVG text, drawn in slate-700 (#334155) on white, 10.3:1. Drawing them outside the SVG is a
 * change of the charts, not of a style; their figures are also in each chart's description.
 */
const CHARTS = '.recharts-surface';

/** The whole document: the shell (top bar, menu) and the screen, charts aside. */
const everything = () => contrastForReview(page, 'body', [CHARTS]);

beforeAll(async () => {
  const token = await apiToken(SUPER);
  quizId = await createTakeQuiz(token, { title: QUIZ });
  classId = (
    await apiPost<{ id: number }>('/api/admin/class/', token, {
      title: CLASS,
      institution: 'University of Eastport',
      description: '',
      startDate: null,
      endDate: null,
      professor: false,
    })
  ).id;
  await apiPatch(`/api/admin/class/${classId}/publish`, token, { published: true });
  // One student submits at once, so the results screen shows a row; the other's link is the student page shown.
  const taker = `taking.${STUDENT}`;
  await apiPost(`/api/admin/class/${classId}/invite`, token, { emails: [STUDENT, taker] });
  await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [classId] });
  const { result: links } = await apiGet<{ result: { email: string; link: string }[] }>(
    `/api/admin/class/${classId}/quiz/${quizId}/links`,
    token,
  );
  const linkOf = (email: string) =>
    new URL(links.find((entry) => entry.email === email)!.link).pathname.split('/').pop()!;
  for (const step of ['start', 'submit']) {
    const response = await fetch(`${origin()}/api/take/${linkOf(STUDENT)}/${step}`, { method: 'POST' });
    expect(response.status, step).toBe(200);
  }
  linkToken = linkOf(taker);

  context = await newContext(DESKTOP_1280);
  page = await context.newPage();
  await signInWithToken(page, SUPER);
});
afterAll(() => context?.close());

/** Waits until no list or panel on the screen is loading. */
const settled = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

describe('at 1280 px', () => {
  test('the dashboard', async () => {
    await page.goto(url('/dashboard'));
    await page.getByText(/^Figures as of /).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('the quiz editor of an own quiz', async () => {
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await page.locator('.ProseMirror').first().waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test("the quiz's results", async () => {
    await page.goto(url(`/quiz/my-quiz/results/${quizId}`));
    await page.getByRole('row').filter({ hasText: STUDENT }).first().waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('a class', async () => {
    await page.goto(url(`/classes/${classId}`));
    await page.getByRole('heading', { name: CLASS }).waitFor();
    await page.getByRole('switch', { name: 'Published' }).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('the sponsors list', async () => {
    await page.goto(url('/sponsors'));
    await page.getByRole('table', { name: 'Sponsors' }).getByRole('row').nth(1).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('a sponsor form', async () => {
    await page.goto(url('/sponsors/add'));
    await page.getByLabel('Company Name').waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('translations', async () => {
    await page.goto(url('/translations'));
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('users management', async () => {
    await page.goto(url('/admins'));
    await page.getByRole('heading', { name: 'Users Management', level: 1 }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('feature flags', async () => {
    await page.goto(url('/feature-flags'));
    await page.getByRole('switch', { name: 'Banner' }).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('the student page, before starting and on a question', async () => {
    await page.goto(`${origin()}/take/${linkToken}`);
    await page.getByRole('heading', { name: QUIZ }).waitFor();
    expect(await everything()).toEqual([]);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Energy in the cell' }).waitFor();
    await page.getByRole('button', { name: /^Play video: / }).waitFor();
    expect(await everything()).toEqual([]);
  });
});

describe('at 390 px', () => {
  beforeAll(() => page.setViewportSize(PHONE_390));

  test('the dashboard', async () => {
    await page.goto(url('/dashboard'));
    await page.getByText(/^Figures as of /).waitFor();
    await settled();
    expect(await everything()).toEqual([]);
  });

  test('the student page on a question', async () => {
    await page.goto(`${origin()}/take/${linkToken}`);
    const start = page.getByRole('button', { name: 'Start' });
    const question = page.getByRole('heading', { name: 'Energy in the cell' });
    await start.or(question).waitFor();
    if (await start.isVisible()) {
      expect(await everything()).toEqual([]);
      await start.click();
    }
    await question.waitFor();
    await page.getByRole('button', { name: /^Play video: / }).waitFor();
    expect(await everything()).toEqual([]);
  });
});
