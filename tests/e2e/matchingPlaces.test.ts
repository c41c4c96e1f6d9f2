/**
 * Matching places on a picture, scored right minus wrong (ADR 310), in Chromium against the real server: on a 390 px
 * phone the student sees the question's map once, scaled to the screen, each unlabelled airport outlined and named,
 * and picks each place's code with the list's selects below it (44 px tall, worked by keyboard); the page is
 * axe-clean and fits the screen, and two places right and one wrong earn 1 of 3 points, as right minus wrong gives.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiPost, apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'matching.places@students.demo.test';
const QUIZ_TITLE = 'Airport tags';
const TAGS = 'Can you identify the three-letter codes of the unlabelled airports?';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/matching-places');
const SEEN = { timeout: 30_000 } as const;
const MAP = resolve(
  PROJECT_ROOT,
  '../shared/formats/samples/lms/instructure-qti/items_2.2/images/ukairtags.png',
);

/** A rectangle of the 206 × 280 map (left, top, right, bottom in pixels), as shares of it. */
const rect = (left: number, top: number, right: number, bottom: number) => ({
  shape: 'rectangle',
  x: left / 206,
  y: top / 280,
  width: (right - left) / 206,
  height: (bottom - top) / 280,
});
const PAIRS = [
  { prompt: 'A', answer: 'GLA', place: rect(12, 108, 39, 121) },
  { prompt: 'B', answer: 'EDI', place: rect(128, 103, 155, 126) },
  { prompt: 'C', answer: 'MAN', place: rect(66, 165, 93, 178) },
];

async function uploadMap(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(MAP)], { type: 'image/png' }), 'ukairtags.png');
  const response = await fetch(`${origin()}/api/quiz/upload_image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload_image: HTTP ${response.status}`);
  return ((await response.json()) as { content: { url: string } }).content.url;
}

async function createQuiz(token: string, image: string): Promise<number> {
  const created = await apiPost<{ id: number }>('/api/quiz/create', token, {
    title: QUIZ_TITLE,
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: true,
    duration: null,
    showCaption: false,
    restrictNonInstitutional: false,
    activities: [
      {
        title: 'Activity 1',
        sortIndex: 1,
        items: [
          {
            article: null,
            type: 2,
            image,
            isMultiple: false,
            rightAnswer: [],
            textOptions: [],
            sortIndex: 1,
            title: TAGS,
            questionType: 'matching',
            points: 3,
            definition: {
              pairs: PAIRS.map((pair, i) => ({ id: `p${i}`, ...pair })),
              distractors: ['CBG', 'EBG', 'MCH'].map((text, i) => ({ id: `x${i}`, text })),
              scoring: 'rightMinusWrong',
            },
          },
        ],
      },
    ],
  });
  return created.id;
}

test('on a 390 px phone the map names its places once and two right, one wrong earn 1 of 3 points', async () => {
  const token = await apiToken(INSTRUCTOR);
  const image = await uploadMap(token);
  const link = await personalLink(token, await createQuiz(token, image), STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const tags = take.getByRole('group', { name: new RegExp(TAGS) });
    const picture = tags.getByTestId('places-picture');
    await picture.waitFor(SEEN);
    // The map once: the page leaves its own copy out.
    expect(await tags.locator(`img[src="${image}"]`).count()).toBe(1);
    const box = (await picture.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
    for (const { prompt } of PAIRS) {
      const name = picture.locator(`[data-place="${prompt}"]`);
      await expect.poll(() => name.isVisible()).toBe(true);
      const at = (await name.boundingBox())!;
      expect(at.y).toBeGreaterThan(box.y);
      expect(at.y).toBeLessThan(box.y + box.height);
    }
    expect(await picture.locator('svg rect').count()).toBe(3);

    // Each place's code picked by keyboard in its select, a 44 px target below the map.
    const picks = { A: 'GLA', B: 'EDI', C: 'CBG' } as const;
    for (const [prompt, code] of Object.entries(picks)) {
      const select = tags.getByRole('combobox', { name: prompt, exact: true });
      await select.scrollIntoViewIfNeeded();
      // Measured together: the page may have scrolled.
      const [size, map] = [(await select.boundingBox())!, (await picture.boundingBox())!];
      expect(size.height).toBeGreaterThanOrEqual(44);
      expect(size.y).toBeGreaterThan(map.y + map.height - 1);
      await select.focus();
      await select.selectOption({ label: code });
      await expect.poll(() => select.inputValue()).toBe(code);
    }

    const width = await take.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });
    for (const width of [1280, 1920]) {
      await take.setViewportSize({ width, height: 900 });
      await take.screenshot({ path: join(SHOTS, `take-${width}.png`), fullPage: true });
    }
    await take.setViewportSize(PHONE_390);

    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = take.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    // Two right (+2), one wrong (−1): 1 of 3, never the 2 partial credit would give.
    await take.getByTestId('take-score').filter({ hasText: '1 of 3' }).waitFor(SEEN);
  } finally {
    await student.close();
  }
}, 180_000);
