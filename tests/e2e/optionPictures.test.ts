/**
 * Pictures on choice options and matching prompts (ADR 311) in Chromium against the real server: on a 390 px phone
 * the student sees Saxony's flag question as four picture options that fit the screen, each named by its picture's
 * alternative text, picks the right one by keyboard, sees the sights as pictured prompts, and the page is axe-clean;
 * the submitted answers earn the points. Screenshots at 390, 1280 and 1920 px.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiPost, apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'option.pictures@students.demo.test';
const QUIZ_TITLE = 'Sachsen';
const FLAGS_QUESTION = 'Das Bundesland Sachsen hat die folgende Flagge...';
const SIGHTS_QUESTION = 'Welche Sehenswürdigkeit gehört zu welcher Stadt?';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/option-pictures');
const SEEN = { timeout: 30_000 } as const;
const MEDIA = resolve(
  PROJECT_ROOT,
  '../shared/formats/samples/lms/instructure-qti/tests/interactionmix_saxony_v3/media',
);
const FLAGS = [
  ['c2f541343b9b4bfdba9fc90c7a18403e.jpg', 'White over green'],
  ['71a299b50b5e4b1492f8ee51ce25be7d.jpg', 'Black over gold'],
  ['03c5e2f774db49598deb3ac7d05b53f9.jpg', 'White over red'],
  ['e18b5a2eb8104d0994a182ee0176a05c.jpg', 'Gold over black'],
] as const;
const SIGHTS = [
  ['a439b702d5034ca38f6df26a12835db3.jpg', 'Semperoper', 'Dresden'],
  ['2f44366716474a5d8e2a2e32346cbc05.jpg', 'Völkerschlachtdenkmal', 'Leipzig'],
] as const;

async function upload(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(MEDIA, name))], { type: 'image/jpeg' }), name);
  const response = await fetch(`${origin()}/api/quiz/upload_image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload_image: HTTP ${response.status}`);
  return ((await response.json()) as { content: { url: string } }).content.url;
}

const question = (sortIndex: number, fields: Record<string, unknown>) => ({
  article: null,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  sortIndex,
  ...fields,
});

async function createQuiz(token: string): Promise<number> {
  const flags = await Promise.all(FLAGS.map(([name]) => upload(token, name)));
  const sights = await Promise.all(SIGHTS.map(([name]) => upload(token, name)));
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
          question(1, {
            title: FLAGS_QUESTION,
            rightAnswer: ['f0'],
            textOptions: FLAGS.map(([, alt], i) => ({
              id: `f${i}`,
              text: '',
              picture: { src: flags[i], alt },
            })),
          }),
          question(2, {
            title: SIGHTS_QUESTION,
            questionType: 'matching',
            definition: {
              pairs: SIGHTS.map(([, alt, city], i) => ({
                id: `p${i}`,
                prompt: '',
                answer: city,
                promptPicture: { src: sights[i], alt },
              })),
              distractors: [{ id: 'x1', text: 'Chemnitz' }],
            },
          }),
        ],
      },
    ],
  });
  return created.id;
}

test('on a 390 px phone the student picks a picture option by keyboard and matches pictured prompts', async () => {
  const token = await apiToken(INSTRUCTOR);
  const link = await personalLink(token, await createQuiz(token), STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const flags = take.getByRole('group', { name: new RegExp(FLAGS_QUESTION.replace(/\./g, '\\.')) });
    // Each option is named by its picture's alternative text, its picture loaded and inside the screen.
    for (const [, alt] of FLAGS) {
      const radio = flags.getByRole('radio', { name: alt });
      await radio.waitFor({ state: 'attached', ...SEEN });
      const picture = flags.getByRole('img', { name: alt });
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const box = (await picture.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
      expect(box.height).toBeLessThanOrEqual(160);
    }
    // By keyboard: an option takes focus and Space picks it; the arrow moves the pick to the one above.
    const first = flags.getByRole('radio', { name: FLAGS[1][1] });
    await first.focus();
    await take.keyboard.press('Space');
    await expect.poll(() => first.isChecked()).toBe(true);
    const right = flags.getByRole('radio', { name: FLAGS[0][1] });
    await take.keyboard.press('ArrowUp');
    await expect.poll(() => right.isChecked()).toBe(true);

    const sights = take.getByRole('group', { name: new RegExp(SIGHTS_QUESTION) });
    for (const [, alt, city] of SIGHTS) {
      const select = sights.getByRole('combobox', { name: alt });
      await select.selectOption(city);
    }

    const width = await take.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await axeViolations(take)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await take.screenshot({ path: join(SHOTS, 'take-390.png'), fullPage: true });
    for (const size of [1280, 1920]) {
      await take.setViewportSize({ width: size, height: 900 });
      await take.screenshot({ path: join(SHOTS, `take-${size}.png`), fullPage: true });
    }
    await take.setViewportSize(PHONE_390);

    await take.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor(SEEN);
    await take.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = take.getByRole('alertdialog', { name: 'Submit your answers?' });
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    await take.getByTestId('take-score').filter({ hasText: '2 of 2' }).waitFor(SEEN);
  } finally {
    await student.close();
  }
}, 240_000);
