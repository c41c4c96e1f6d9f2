/**
 * Nothing raw reaches the screen (ADR 350), in Chromium against the real server: a quiz whose stems and feedback are
 * rich text, with a question of every type, is answered by a student (one matching prompt left blank, an essay
 * waiting for its teacher) and copied in part into a question bank. The walk opens the student's review, Results
 * with the statistics, the student's detail, the quiz's page, the quiz list, the Banks screen with Copy from a quiz,
 * and the class with its Student links, in English and in Arabic; on each, the visible text holds no `[object`,
 * `<p>`, `&lt;`, `undefined` or `NaN`, and axe finds nothing. The submit dialog counts the half-answered matching
 * as unanswered; the review says the auto-scored part with "Needs grading"; a number with its ± and its unit keeps
 * its order on the Arabic review. Screenshots of the review at 1920, 1280 and 390 px go to
 * tests/.artifacts/nothing-raw/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { samplePng } from '../../server/seed/documents';
import {
  apiGet,
  apiPatch,
  apiPost,
  apiToken,
  axeViolations,
  newContext,
  origin,
  signInWithToken,
  url,
} from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith } from './takeFixtures';

const INSTRUCTOR = 'corporate@demo.test';
const STAMP = Date.now();
const QUIZ = `Cells in every form ${STAMP}`;
const CLASS = `Walk class ${STAMP}`;
const BANK = `Walk bank ${STAMP}`;
const STUDENT = `walk.${STAMP}@example.test`;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/nothing-raw');
const PHONE_390 = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 900 } as const;
const RAW = ['[object', '<p>', '&lt;', 'undefined', 'NaN'] as const;

const ITEM = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };
/** A stem as the editor writes it: paragraphs, marks and entities. */
const rich = (text: string) => `<p>${text} <strong>(3 &lt; 5 &amp; 2 &gt; 1)</strong></p>`;
const FEEDBACK = '<p>Read <em>chapter 2</em> again &amp; compare.</p>';

function questions(image: string) {
  const items = [
    {
      title: rich('Which organelle makes ATP?'),
      rightAnswer: ['b'],
      feedback: FEEDBACK,
      textOptions: [
        { id: 'a', text: 'Nucleus' },
        { id: 'b', text: 'Mitochondrion' },
      ],
    },
    { title: rich('The nucleus keeps the DNA.'), questionType: 'trueFalse', definition: { answer: true } },
    {
      title: rich('Name the powerhouse of the cell.'),
      questionType: 'shortAnswer',
      feedback: FEEDBACK,
      definition: { answers: [{ id: 's1', text: 'mitochondrion' }], caseSensitive: false },
    },
    {
      title: rich('How wide is the slide, in mm?'),
      questionType: 'numeric',
      definition: {
        answers: [
          { id: 'n1', match: { kind: 'tolerance', value: 10, tolerance: 0.5, relative: false }, fraction: 1 },
        ],
        units: [{ unit: 'mm', multiplier: 1 }],
      },
    },
    { title: rich('Explain osmosis.'), questionType: 'essay', points: 2, definition: { lines: 4 } },
    {
      title: rich('Match each organelle with its job.'),
      questionType: 'matching',
      definition: {
        pairs: [
          { id: 'p1', prompt: 'Ribosome', answer: 'Makes proteins' },
          { id: 'p2', prompt: 'Mitochondrion', answer: 'Makes ATP' },
        ],
        distractors: [{ id: 'd1', text: 'Stores water' }],
      },
    },
    {
      title: rich('Put the phases in order.'),
      questionType: 'ordering',
      definition: { items: ['Prophase', 'Metaphase', 'Anaphase'].map((text, i) => ({ id: `o${i}`, text })) },
    },
    {
      title: rich('Complete the sentence.'),
      questionType: 'fillInBlanks',
      definition: {
        text: 'Proteins are made by [[1]] in the [[2]].',
        gaps: [
          {
            id: 'g1',
            kind: 'dropdown',
            options: [
              { id: 'g1a', text: 'lysosomes' },
              { id: 'g1b', text: 'ribosomes' },
            ],
            right: 'g1b',
          },
          { id: 'g2', kind: 'typed', answers: [{ id: 'g2a', text: 'cytoplasm' }], caseSensitive: false },
        ],
      },
    },
    {
      title: rich('Mark the nucleus.'),
      questionType: 'hotspot',
      image,
      definition: {
        regions: [{ id: 'r1', shape: 'rectangle', x: 0, y: 0, width: 0.5, height: 1 }],
        maxMarks: 1,
      },
    },
    {
      title: rich('Pick the organelles.'),
      questionType: 'hotText',
      definition: {
        passage: 'The [mitochondrion] makes energy; the [wall] eats.',
        spans: [
          { id: 'span-1', text: 'mitochondrion', right: true },
          { id: 'span-2', text: 'wall', right: false },
        ],
        minChoices: 1,
        maxChoices: 2,
      },
    },
    {
      title: rich('A cart of {m} kg speeds up by 2 m/s². What force, in N?'),
      questionType: 'calculated',
      definition: {
        variables: [{ name: 'm', min: 2, max: 9, decimals: 0 }],
        formula: 'm * 2',
        tolerance: 0.01,
        relative: true,
        decimals: 2,
      },
    },
    {
      title: rich('Send a photo of your sketch.'),
      questionType: 'fileUpload',
      definition: { kinds: ['image/*'], maxBytes: 1_000_000 },
    },
  ];
  return items.map((item, index) => ({ ...ITEM, sortIndex: index + 1, ...item }));
}

/** What each type's question is answered with (the file upload stays unanswered; the matching half answered). */
const RESPONSES: Record<string, unknown> = {
  trueFalse: false,
  shortAnswer: 'mitochondria',
  numeric: '10.2 mm',
  essay: 'Water moves through the membrane.',
  matching: [{ prompt: 'Ribosome', answer: 'Makes proteins' }],
  ordering: ['Metaphase', 'Prophase', 'Anaphase'],
  fillInBlanks: [
    { gap: 'g1', answer: 'ribosomes' },
    { gap: 'g2', answer: 'nucleus' },
  ],
  hotspot: [{ x: 0.25, y: 0.5 }],
  calculated: '1',
};

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng(400, 300))], { type: 'image/png' }), 'cell.png');
  const response = await fetch(`${origin()}/api/quiz/upload_image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload_image: HTTP ${response.status}`);
  return ((await response.json()) as { content: { url: string } }).content.url;
}

interface Seeded {
  readonly quizId: number;
  readonly classId: number;
  readonly assignId: number;
  readonly link: string;
}

/** The class, its student's link and their answers, all through the API. */
async function seed(token: string): Promise<Seeded> {
  const quizId = await createQuizWith(token, QUIZ, [
    { title: 'Cells', sortIndex: 1, items: questions(await uploadImage(token)) },
  ]);
  const klass = await apiPost<{ id: number }>('/api/admin/class/', token, {
    title: CLASS,
    institution: 'University of Eastport',
    description: '',
    startDate: null,
    endDate: null,
    professor: false,
  });
  await apiPatch(`/api/admin/class/${klass.id}/publish`, token, { published: true });
  await apiPost(`/api/admin/class/${klass.id}/invite`, token, { emails: [STUDENT] });
  await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [klass.id] });
  const { result } = await apiGet<{ result: { email: string; link: string }[] }>(
    `/api/admin/class/${klass.id}/quiz/${quizId}/links`,
    token,
  );
  const link = new URL(result.find((entry) => entry.email === STUDENT)!.link).pathname.split('/').pop()!;
  const send = (path: string, method: string, body?: unknown) =>
    fetch(`${origin()}/api/take/${link}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  expect((await send('/start', 'POST')).status).toBe(200);
  const session = (await (await send('', 'GET')).json()) as {
    content: {
      activities: {
        items: {
          kind: string;
          id: number;
          questionType?: string;
          options: { id: number; text: string }[];
          view?: Record<string, unknown>;
        }[];
      }[];
    };
  };
  for (const item of session.content.activities.flatMap((a) => a.items)) {
    if (item.kind !== 'question') continue;
    const type = item.questionType ?? 'choice';
    const body =
      type === 'choice'
        ? { optionIds: item.options.filter((o) => o.text === 'Nucleus').map((o) => o.id) }
        : type === 'hotText'
          ? { response: [item.view?.['span.0']] }
          : type in RESPONSES
            ? { response: RESPONSES[type] }
            : null;
    if (body)
      expect((await send(`/answers/${item.id}`, 'PUT', { ...body, timeSpentMs: 3000 })).status).toBe(200);
  }
  // The bank holds two of the quiz's questions, rich text and all.
  const bank = await apiPost<{ id: number }>('/api/admin/question_banks', token, { title: BANK });
  const category = await apiPost<{ categories: { id: number; title: string }[] }>(
    `/api/admin/question_banks/${bank.id}/categories`,
    token,
    { title: 'Cells' },
  );
  const categoryId = category.categories.find((c) => c.title === 'Cells')!.id;
  const quiz = await apiGet<{ activities: { items: { id: number }[] }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}`,
    token,
  );
  for (const item of quiz.activities[0]!.items.slice(0, 2))
    await apiPost(`/api/admin/question_banks/${bank.id}/copy_question`, token, {
      quizId,
      itemId: item.id,
      categoryId,
    });
  return { quizId, classId: klass.id, assignId: 0, link };
}

/** The raw bits in the page's visible text. */
async function rawOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return RAW.filter((bit) => text.includes(bit));
}

/** Waits until nothing on the page says it is loading. */
async function settled(page: Page) {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
}

async function expectClean(page: Page, screen: string) {
  await settled(page);
  expect({ screen, raw: await rawOn(page) }).toEqual({ screen, raw: [] });
  expect({ screen, axe: await axeViolations(page) }).toEqual({ screen, axe: [] });
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The letters of an element's first run of text (itself or inside its first span) in the order they are drawn. */
const drawnOrder = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    const node = element && document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
    if (!node) return null;
    const text = node.textContent ?? '';
    const range = document.createRange();
    return [...text]
      .map((letter, index) => {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return { letter, left: range.getBoundingClientRect().left };
      })
      .sort((a, b) => a.left - b.left)
      .map((entry) => entry.letter)
      .join('');
  }, selector);

let token: string;
let seeded: Seeded;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  token = await apiToken(INSTRUCTOR);
  seeded = await seed(token);
  const results = await apiGet<{ assignments: { id: number }[] }>(
    `/api/admin/quiz/user_quiz/${seeded.quizId}/assign`,
    token,
  );
  seeded = { ...seeded, assignId: results.assignments[0]!.id };
});
afterAll(() => Promise.all(contexts.map((context) => context.close())));

test('the student submits on a phone: the half-answered matching counts as unanswered; the review shows nothing raw', async () => {
  const context = await newContext(PHONE_390);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${origin()}/take/${seeded.link}`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit your answers?' });
  await confirm.getByRole('button', { name: 'Submit now' }).waitFor();
  // The file upload, and the matching with one prompt blank: never "You answered every question".
  expect(await confirm.textContent()).toContain('2 questions are unanswered.');
  await confirm.getByRole('button', { name: 'Submit now' }).click();
  const score = page.getByTestId('take-score');
  await score.waitFor();
  expect(await score.textContent()).toMatch(/\d+ % so far · Needs grading/);
  await page.getByText('Ribosome: Makes proteins').first().waitFor();
  await expectClean(page, 'student review');
  for (const width of [1920, 1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await shot(page, `review-en-${width}`);
  }
});

/**
 * The walk's bank opened from the list of banks, as a user picks it: the screen opens the first bank, and the
 * instructor's other banks (other tests') may come before it.
 */
async function openWalkBank(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${BANK}`) }).click();
  await page.getByRole('region', { name: BANK }).waitFor();
}

/** The console's screens of the walk, each with what shows once it has loaded. */
const SCREENS: readonly { name: string; path: () => string; loaded: (page: Page) => Promise<void> }[] = [
  {
    name: 'results and statistics',
    path: () => `/quiz/my-quiz/results/${seeded.quizId}`,
    loaded: (page) => page.getByRole('table', { name: QUIZ }).first().waitFor(),
  },
  {
    name: 'student detail',
    path: () => `/quiz/my-quiz/user-results/${seeded.assignId}`,
    loaded: (page) => page.getByText('Ribosome: Makes proteins').first().waitFor(),
  },
  {
    name: 'quiz page',
    path: () => `/quiz/my-quiz/view/${seeded.quizId}`,
    loaded: (page) => page.getByText('Makes proteins').first().waitFor(),
  },
  {
    name: 'quiz list',
    path: () => `/quiz/my-quiz?search=${encodeURIComponent(QUIZ)}`,
    loaded: (page) => page.getByRole('link', { name: QUIZ }).first().waitFor(),
  },
  {
    name: 'banks',
    path: () => '/banks',
    loaded: async (page) => {
      await openWalkBank(page);
      await page
        .getByRole('region', { name: BANK })
        .getByText(/Which organelle/)
        .waitFor();
    },
  },
  {
    name: 'class',
    path: () => `/classes/${seeded.classId}`,
    loaded: (page) => page.getByRole('heading', { name: CLASS }).first().waitFor(),
  },
];

/** One signed-in desk page per language, opened by the first screen of the walk in that language. */
const deskPages = new Map<string, Page>();

async function deskPage(locale: string): Promise<Page> {
  const kept = deskPages.get(locale);
  if (kept) return kept;
  const context = await newContext(DESK, locale);
  contexts.push(context);
  const page = await context.newPage();
  await signInWithToken(page, INSTRUCTOR);
  deskPages.set(locale, page);
  return page;
}

// Each screen of the walk is a test of its own: axe on a busy machine takes seconds a screen.
describe.each([
  ['English', 'en-US'],
  ['Arabic', 'ar'],
] as const)('in %s', (_language, locale) => {
  test.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    'the %s screen shows rich text as text and answers in their types’ words',
    async (name, screen) => {
      const page = await deskPage(locale);
      await page.goto(url(screen.path()));
      await screen.loaded(page);
      await expectClean(page, `${name} (${locale})`);
    },
  );
});

test('Copy from a quiz lists the quiz’s questions as text, and the class’s Student links say the pending essay in the same words', async () => {
  // The dialog offers the instructor's 100 newest quizzes, and in a whole run the other tests give this instructor
  // more than that after the walk's quiz: the questions to copy are in a quiz made now, with the same questions.
  const fresh = `${QUIZ} to copy`;
  await createQuizWith(token, fresh, [
    { title: 'Cells', sortIndex: 1, items: questions(await uploadImage(token)) },
  ]);
  const page = await deskPage('en-US');
  await page.goto(url('/banks'));
  await openWalkBank(page);
  const bank = page.getByRole('region', { name: BANK });
  await bank.getByRole('button', { name: 'Copy from a quiz' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy questions from a quiz' });
  await copy.getByRole('combobox', { name: 'Quiz' }).selectOption({ label: fresh });
  await copy.getByRole('checkbox', { name: /Which organelle makes ATP\?/ }).waitFor();
  await expectClean(page, 'copy from a quiz');
  await copy.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(url(`/classes/${seeded.classId}`));
  await page.getByRole('tab', { name: /Quizzes/ }).click();
  await page.getByRole('button', { name: `Actions for ${QUIZ}` }).click();
  await page.getByRole('menuitem', { name: 'Student links' }).click();
  const links = page.getByRole('dialog', { name: `Student links: ${QUIZ}` });
  await links.getByText(/\d+ % so far · Needs grading/).waitFor();
  await expectClean(page, 'student links');
});

test('in Arabic the review shows nothing raw, and the right answer keeps its number order', async () => {
  const context = await newContext(PHONE_390, 'ar');
  contexts.push(context);
  const review = await context.newPage();
  await review.goto(`${origin()}/take/${seeded.link}`);
  await review.getByTestId('take-score').waitFor();
  const right = review.locator('bdi', { hasText: '± 0.5 mm' });
  await right.waitFor();
  await right.evaluate((element) => element.setAttribute('data-walk', 'numeric'));
  expect(await drawnOrder(review, '[data-walk="numeric"]')).toBe('10 ± 0.5 mm');
  await expectClean(review, 'student review (ar)');
  await shot(review, 'review-ar-390');
});
