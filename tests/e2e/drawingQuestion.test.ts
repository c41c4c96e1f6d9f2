/**
 * A question answered by drawing on its picture (ADR 306) in Chromium against the real server: on a 390 px phone
 * the student draws on the question's picture with the pointer, the drawing is sent as a PNG by itself when the pen
 * is lifted and shows among the files sent; the page is axe-clean and fits the screen. After the submit the attempt
 * needs grading, and the teacher's detail of the student has the drawing as a file, downloaded as a PNG of the
 * picture's shape.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ANSWER_FILE_PATHS } from '../../src/api/quiz/results/answerFilesContract';
import { samplePng } from '../../server/seed/documents';
import { apiGet, apiPost, apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'cs@demo.test';
const STUDENT = 'drawing.student@students.demo.test';
const QUIZ_TITLE = 'A house to colour';
const HOUSE = 'Colour the roof red and the walls yellow.';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/drawing-question');
const SEEN = { timeout: 30_000 } as const;

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng(400, 300))], { type: 'image/png' }), 'house.png');
  const response = await fetch(`${origin()}/api/quiz/upload_image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload_image: HTTP ${response.status}`);
  return ((await response.json()) as { content: { url: string } }).content.url;
}

async function createQuiz(token: string): Promise<number> {
  const created = await apiPost<{ id: number }>('/api/quiz/create', token, {
    title: QUIZ_TITLE,
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: false,
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
            image: await uploadImage(token),
            isMultiple: false,
            rightAnswer: [],
            textOptions: [],
            sortIndex: 1,
            title: HOUSE,
            questionType: 'fileUpload',
            points: 2,
            definition: { drawing: true },
          },
        ],
      },
    ],
  });
  return created.id;
}

test('drawn on a 390 px phone, the drawing is sent as a PNG; the teacher has it as a file to grade', async () => {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuiz(token);
  const link = await personalLink(token, quizId, STUDENT);
  const student = await newContext(PHONE_390);
  try {
    const take = await student.newPage();
    await take.goto(`/take/${link}`);
    await take.getByRole('heading', { name: QUIZ_TITLE }).waitFor(SEEN);
    await take.getByRole('button', { name: 'Start' }).click();
    const house = take.getByRole('group', { name: new RegExp(HOUSE) });
    const board = house.getByLabel('Draw on the picture', { exact: true });
    await board.waitFor(SEEN);
    // The board is as wide as the column, never wider than the phone.
    const box = (await board.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);

    // A colour is a swatch: the label around its radio button.
    const red = house.getByRole('radio', { name: 'Red' });
    await red.locator('..').click();
    await expect.poll(() => red.isChecked()).toBe(true);
    await take.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await take.mouse.down();
    for (let step = 1; step <= 10; step++)
      await take.mouse.move(box.x + box.width * (0.2 + step * 0.05), box.y + box.height * 0.3, { steps: 2 });
    await take.mouse.up();
    await house.getByRole('list', { name: 'Your files' }).getByText('drawing.png').first().waitFor(SEEN);
    await house.getByRole('button', { name: 'Undo last stroke' }).waitFor(SEEN);
    await house.getByLabel('Or send a picture instead').waitFor(SEEN);
    // The tools are a finger's size on a phone: the swatches and the buttons at least 44 px tall.
    for (const control of [red.locator('..'), house.getByRole('button', { name: 'Undo last stroke' })])
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);

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
    await take.getByTestId('take-score').filter({ hasText: 'Needs grading' }).waitFor(SEEN);
  } finally {
    await student.close();
  }

  const results = await apiGet<{ assignments: { id: number; email: string; needsGrading?: boolean }[] }>(
    `/api/admin/quiz/user_quiz/${quizId}/assign`,
    token,
  );
  const assignment = results.assignments.find((row) => row.email === STUDENT)!;
  expect(assignment.needsGrading).toBe(true);
  const detail = await apiGet<{
    questions: { title: string; userAnswer: string; files?: { id: string; name: string; type: string }[] }[];
  }>(`/api/admin/quiz/assign/${assignment.id}`, token);
  const answer = detail.questions.find((question) => question.title === HOUSE)!;
  expect(answer).toMatchObject({ userAnswer: 'drawing.png' });
  expect(answer.files).toEqual([expect.objectContaining({ name: 'drawing.png', type: 'image/png' })]);
  const file = await fetch(`${origin()}${ANSWER_FILE_PATHS.file(assignment.id, answer.files![0]!.id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(file.status).toBe(200);
  const png = Buffer.from(await file.arrayBuffer());
  // A PNG of the picture's shape (400 × 300), drawn at 720 pixels across.
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([720, 540]);
}, 180_000);
