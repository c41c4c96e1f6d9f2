/**
 * Ordering the places on a picture (ADR 307) in Chromium against the real server: on a 390 px phone the student sees
 * the question's map once, scaled to the screen, each airport outlined and named in letters still readable, and
 * puts the airports in order with the Move up buttons of the list below it; the page is axe-clean, fits the screen,
 * and the submitted order earns every point.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiPost, apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'ordering.places@students.demo.test';
const QUIZ_TITLE = 'Flying home';
const FLYING = 'Mark the airports on the map in Lorna’s order.';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/ordering-places');
const SEEN = { timeout: 30_000 } as const;
const MAP = resolve(PROJECT_ROOT, '../shared/formats/samples/lms/instructure-qti/items_2.2/images/ukair.png');

/** A circle of radius 8 pixels on the 206 × 280 map, as shares of it. */
const circle = (x: number, y: number) => ({
  shape: 'ellipse',
  x: x / 206,
  y: y / 280,
  radiusX: 8 / 206,
  radiusY: 8 / 280,
});
const ORDER = [
  { text: 'Glasgow', place: circle(77, 115) },
  { text: 'Edinburgh', place: circle(96, 114) },
  { text: 'London', place: circle(150, 235) },
  { text: 'Manchester', place: circle(118, 184) },
];

async function uploadMap(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(MAP)], { type: 'image/png' }), 'ukair.png');
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
            title: FLYING,
            questionType: 'ordering',
            points: 3,
            definition: { items: ORDER.map((item, i) => ({ id: `i${i}`, ...item })) },
          },
        ],
      },
    ],
  });
  return created.id;
}

test('on a 390 px phone the map shows its named places once, readable, and the list puts them in order', async () => {
  const token = await apiToken(INSTRUCTOR);
  const image = await uploadMap(token);
  const link = await personalLink(token, await createQuiz(token, image), STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const flying = take.getByRole('group', { name: new RegExp(FLYING) });
    const picture = flying.getByTestId('places-picture');
    await picture.waitFor(SEEN);
    // The map once: the page leaves its own copy out.
    expect(await flying.locator(`img[src="${image}"]`).count()).toBe(1);
    const box = (await picture.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
    for (const { text } of ORDER) {
      const name = picture.locator(`[data-place="${text}"]`);
      await expect.poll(() => name.isVisible()).toBe(true);
      const size = await name.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      // On the picture, below its place, and inside the screen.
      const at = (await name.boundingBox())!;
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.x + at.width).toBeLessThanOrEqual(PHONE_390.width);
      expect(at.y).toBeGreaterThan(box.y);
      expect(at.y).toBeLessThan(box.y + box.height);
      const colours = await name.evaluate((node) => [
        getComputedStyle(node).color,
        getComputedStyle(node).backgroundColor,
      ]);
      expect(colours[0]).not.toBe(colours[1]);
    }
    // No name covers another, even for Glasgow and Edinburgh side by side.
    const boxes = await Promise.all(
      ORDER.map(async ({ text }) => (await picture.locator(`[data-place="${text}"]`).boundingBox())!),
    );
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
        ).toBe(false);
    const outlines = picture.locator('svg ellipse');
    expect(await outlines.count()).toBe(4);
    expect(await outlines.first().evaluate((node) => getComputedStyle(node).stroke)).not.toBe('none');

    const items = () => flying.getByRole('listitem').allTextContents();
    for (const [position, { text }] of ORDER.entries()) {
      for (;;) {
        const at = (await items()).findIndex((shown) => shown.includes(text));
        if (at <= position) break;
        const up = flying.getByRole('button', { name: `Move up: ${text}` });
        await up.focus();
        await up.press('Enter');
        await expect
          .poll(async () => (await items()).findIndex((shown) => shown.includes(text)))
          .toBe(at - 1);
      }
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
    await take.getByTestId('take-score').filter({ hasText: '3 of 3' }).waitFor(SEEN);
  } finally {
    await student.close();
  }
}, 180_000);
