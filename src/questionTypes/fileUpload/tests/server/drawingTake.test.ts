/**
 * A question answered by drawing on its picture (ADR 306) through the real server: the QTI 2.2 reference's
 * drawingInteraction ("La casa di Giovanni") comes in through the import route as a file upload question that asks
 * for a drawing, exactly, its picture stored as the question's image; a drawing question cannot be saved without an
 * image; a student's drawing is a PNG sent on the answer-file route as any file (a PDF is refused, a new drawing
 * replaces the last), and the teacher sees it as a file that needs grading.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RESULTS_PATHS } from '../../../../api/quiz/results/resultsContract';
import { TAKE_PATHS } from '../../../../api/take/takeContract';
import { ANSWER_FILE_MESSAGES, FILE_UPLOAD_MESSAGES } from '../../domain/fileUpload';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { byTitle, ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { multipartFile } from '../../../../../tests/server/multipartFile';

const ITEMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti/items_2.2');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(ITEMS, ...path)));

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function send(token: string, itemId: number, fileName: string, bytes: Buffer, type: string) {
  return call(t.app, {
    method: 'POST',
    url: TAKE_PATHS.answerFiles(token, itemId),
    ...multipartFile(fileName, bytes, type),
  });
}

test("the reference's drawingInteraction comes in exactly, its picture the question's image", async () => {
  const admin = (await t.signIn('super@demo.test')).accessToken;
  const result = await uploadFile(
    t,
    admin,
    'drawing.zip',
    itemsPackage(
      { 'drawing.xml': sample('drawing.xml') },
      { 'images/house.png': sample('images', 'house.png') },
    ),
  );
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines).toEqual([
    expect.objectContaining({ type: 'file upload', status: 'imported', notes: [] }),
  ]);
  expect(result.content.skipped).toEqual([]);
  const item = await t.db
    .selectFrom('quiz_items')
    .select(['question_type', 'definition', 'title', 'image'])
    .where('title', 'like', '%Giovanni%')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(item).toMatchObject({ question_type: 'fileUpload', definition: { drawing: true } });
  // The text around the interaction and its prompt, without the picture (which is the question's own).
  expect(item.title).toContain("Read the following description of Giovanni's house");
  expect(item.title).toContain('Il tetto è rosso e i muri sono gialli.');
  expect(item.title).not.toContain('<img');
  expect(item.image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
  const picture = await t.app.inject({ url: item.image! });
  expect(picture.statusCode).toBe(200);
  expect(picture.rawPayload.equals(Buffer.from(sample('images', 'house.png')))).toBe(true);
});

const HOUSE = 'Colour the roof red and the walls yellow.';

test('a drawing question without an image is not saved: the message is beside the switch', async () => {
  const refused = await quizzes.create('Houses', [
    { ...ITEM_BASE, sortIndex: 1, title: HOUSE, questionType: 'fileUpload', definition: { drawing: true } },
  ]);
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain(FILE_UPLOAD_MESSAGES.noImage);
  expect(JSON.stringify(refused.body)).toContain('items.0.drawing');
});

test('a drawing is a PNG sent as the answer file; the teacher sees it as a file that needs grading', async () => {
  const created = await quizzes.create('Houses', [
    {
      ...ITEM_BASE,
      image: '/media/house.png',
      sortIndex: 1,
      title: HOUSE,
      questionType: 'fileUpload',
      points: 2,
      definition: { drawing: true },
    },
  ]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const quiz = await quizzes.load(created.body.content.id);
  const item = byTitle(quiz, HOUSE);
  const ada = await assign(t, quiz.id, 'ada@school.test');
  const started = await api.start(ada.token);
  expect(started.body.content.activities[0].items[0]).toMatchObject({
    image: '/media/house.png',
    view: { drawing: true, kinds: 'image/png,image/*', maxFiles: 1 },
  });

  const pdf = await send(ada.token, item.id, 'house.pdf', PDF, 'application/pdf');
  expect(pdf.status).toBe(400);
  expect(pdf.body.content).toMatchObject({
    errors: { file: [ANSWER_FILE_MESSAGES.wrongKind(['image/png', 'image/*'])] },
  });

  expect((await send(ada.token, item.id, 'drawing.png', PNG, 'image/png')).status).toBe(200);
  // Another drawing: other bytes (the end chunk's checksum changed), the same name.
  const again = Buffer.from(PNG);
  again[again.length - 5] = (again[again.length - 5] ?? 0) ^ 1;
  const replaced = await send(ada.token, item.id, 'drawing.png', again, 'image/png');
  expect(replaced.status).toBe(200);
  expect(replaced.body.content.files).toEqual([
    expect.objectContaining({ name: 'drawing.png', type: 'image/png', size: again.length }),
  ]);

  expect((await api.submit(ada.token)).body.content).toMatchObject({ needsGrading: true });
  const detail = await call(t.app, {
    url: RESULTS_PATHS.studentResult(ada.id),
    headers: await quizzes.owner(),
  });
  expect(detail.body.content.questions[0]).toMatchObject({
    questionType: 'fileUpload',
    userAnswer: 'drawing.png',
    files: [expect.objectContaining({ name: 'drawing.png', type: 'image/png' })],
  });
  expect(detail.body.content.needsGrading).toBe(true);
});
