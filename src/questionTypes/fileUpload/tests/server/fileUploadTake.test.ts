/**
 * File upload questions through the real server (ADR 294): the real sample items of Canvas and the QTI 2.2
 * reference come in through the import route as the console's file upload, exactly; a student sends a file on their
 * link (stored under the attempt, the answer a reference to it, never a path), a file too large or of another kind
 * is refused with the reason beside the file, the same file sent twice at once is one answer, and a save cannot
 * write a file upload's answer. Only the student and those who may read the quiz's results download the file;
 * anyone else gets 404. The submitted attempt needs grading until the teacher gives points; the detail and the CSV
 * name the file.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ANSWER_FILE_PATHS } from '../../../../api/quiz/results/answerFilesContract';
import { GRADING_PATHS } from '../../../../api/quiz/results/gradingContract';
import { RESULTS_PATHS } from '../../../../api/quiz/results/resultsContract';
import { TAKE_PATHS } from '../../../../api/take/takeContract';
import { PREVIEW_PATHS } from '../../../../api/take/previewContract';
import { quizDeletePath } from '../../../../api/quiz/lists/quizListsContract';
import { createStorage } from '../../../../../server/storage/createStorage';
import { ANSWER_FILE_MESSAGES } from '../../domain/fileUpload';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { byTitle, ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { multipartFile } from '../../../../../tests/server/multipartFile';

const SAMPLES = resolve(__dirname, '../../../../../../shared/formats/samples');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(SAMPLES, ...path)));

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const send = (token: string, itemId: number, fileName: string, bytes: Buffer, type?: string) =>
  call(t.app, {
    method: 'POST',
    url: TAKE_PATHS.answerFiles(token, itemId),
    ...multipartFile(fileName, bytes, type ?? 'application/octet-stream'),
  });

const REPORT = 'Send your lab report as a PDF or a photo.';
const TF = 'Heat flows from hot to cold.';

async function uploadQuiz(definition: object): Promise<Quiz> {
  const created = await quizzes.create('Lab reports', [
    { ...ITEM_BASE, sortIndex: 1, title: REPORT, questionType: 'fileUpload', points: 4, definition },
    { ...ITEM_BASE, sortIndex: 2, title: TF, questionType: 'trueFalse', definition: { answer: true } },
  ]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return quizzes.load(created.body.content.id);
}

describe('the real sample items come in through the import route as file upload questions, exactly', () => {
  const admin = async () => (await t.signIn('super@demo.test')).accessToken;
  const imported = async (name: string, bytes: Uint8Array) => {
    const result = await uploadFile(t, await admin(), name, bytes);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    const upload = result.content.report.lines.filter((line) => line.type === 'file upload');
    return { content: result.content, upload };
  };
  const stored = async (title: string) =>
    t.db
      .selectFrom('quiz_items')
      .select(['question_type', 'definition', 'points'])
      .where('title', 'like', `%${title}%`)
      .where('question_type', '=', 'fileUpload')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  test("Canvas's file_upload_question, plain and with its custom settings", async () => {
    const plain = await imported('upload.xml', sample('lms', 'instructure-qti', 'items_1.2', 'upload.xml'));
    expect(plain.upload).toEqual([expect.objectContaining({ status: 'imported', notes: [] })]);
    expect(await stored('Upload a file that is a CSV')).toMatchObject({
      question_type: 'fileUpload',
      definition: {},
    });

    const custom = await imported(
      'upload_with_custom_settings.xml',
      sample('lms', 'instructure-qti', 'items_1.2', 'upload_with_custom_settings.xml'),
    );
    expect(custom.upload).toEqual([expect.objectContaining({ status: 'imported', notes: [] })]);
    expect((await stored('Upload a file that is a CSV')).definition).toEqual({
      kinds: ['.png', '.jpeg'],
      maxFiles: 2,
    });
  });

  test("Question 11 of Canvas's common cartridge", async () => {
    const { content, upload } = await imported(
      'canvas_cartridge.imscc',
      sample('import', 'canvas_cartridge.imscc'),
    );
    // In the quiz and in its question bank, as Canvas writes it in both.
    const line = { item: 'Question 11, File Upload', type: 'file upload', status: 'imported', notes: [] };
    expect(upload).toEqual([
      { quiz: 'Every Canvas Interaction', ...line },
      { quiz: 'In bank "Every Canvas Interaction" / category "Every Canvas Interaction"', ...line },
    ]);
    expect(content.skipped.map((s) => s.type)).not.toContain('file_upload_question');
  });

  test("QTI 2.2's uploadInteraction (the Chocolate Factory)", async () => {
    const { upload } = await imported(
      'upload.zip',
      itemsPackage({ 'upload.xml': sample('lms', 'instructure-qti', 'items_2.2', 'upload.xml') }),
    );
    expect(upload).toEqual([
      expect.objectContaining({
        item: expect.stringMatching(/^A chocolate factory produces/),
        status: 'imported',
        notes: [],
      }),
    ]);
    expect(await stored('spreadsheet to simulate 50 cartons')).toMatchObject({ definition: {} });
  });
});

describe('a student sends a file as the answer', () => {
  test('a PDF is stored under the attempt; the answer names it by id, name, size and type, never a path', async () => {
    const quiz = await uploadQuiz({ kinds: ['.pdf', 'image/*'], maxBytes: 1024 });
    const item = byTitle(quiz, REPORT);
    const link = await assign(t, quiz.id, 'ada@school.test');
    const started = await api.start(link.token);
    expect(started.body.content.activities[0].items[0]).toMatchObject({
      questionType: 'fileUpload',
      view: { kinds: '.pdf,image/*', maxBytes: 1024, maxFiles: 1, instructions: null },
    });

    const sent = await send(link.token, item.id, 'Lab report.pdf', PDF);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const files = sent.body.content.files;
    expect(files).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{10,}$/),
        name: 'Lab report.pdf',
        size: PDF.length,
        type: 'application/pdf',
      },
    ]);
    const row = await t.db
      .selectFrom('answer_files')
      .selectAll()
      .where('id', '=', files[0].id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ assignment_id: link.id, attempt_number: 1, item_id: item.id });
    expect(row.storage_key.startsWith(`answers/uploads/${link.id}-1/`)).toBe(true);
    expect(JSON.stringify(files)).not.toContain(row.storage_key);
    // The page reads it back as the answer, and counts the question answered.
    const session = await api.session(link.token);
    expect(session.body.content.responses[String(item.id)]).toEqual(files);

    // Picking another file replaces it: one file, the old one's bytes and row gone.
    const replaced = await send(link.token, item.id, 'working.png', PNG, 'image/png');
    expect(replaced.status).toBe(200);
    expect(replaced.body.content.files).toEqual([
      expect.objectContaining({ name: 'working.png', type: 'image/png' }),
    ]);
    expect(
      await t.db.selectFrom('answer_files').select('id').where('assignment_id', '=', link.id).execute(),
    ).toHaveLength(1);

    // The student downloads their file on their link.
    const download = await t.app.inject({
      url: TAKE_PATHS.fileDownload(link.token, replaced.body.content.files[0].id),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="working.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Removing the last file leaves the question unanswered.
    const removed = await call(t.app, {
      method: 'DELETE',
      url: TAKE_PATHS.answerFile(link.token, item.id, replaced.body.content.files[0].id),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.content.files).toEqual([]);
    expect((await api.session(link.token)).body.content.responses?.[String(item.id)]).toBeUndefined();
  });

  test('a file too large or of another kind is refused with the reason beside the file, and nothing is stored', async () => {
    const quiz = await uploadQuiz({ kinds: ['.pdf'], maxBytes: 100 });
    const item = byTitle(quiz, REPORT);
    const link = await assign(t, quiz.id, 'grace@school.test');
    await api.start(link.token);

    const large = await send(link.token, item.id, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(100, 32)]));
    expect(large.status).toBe(400);
    expect(large.body.content).toMatchObject({
      message: ANSWER_FILE_MESSAGES.tooLarge(100),
      errors: { file: [ANSWER_FILE_MESSAGES.tooLarge(100)] },
    });
    const kind = await send(link.token, item.id, 'photo.png', PNG, 'image/png');
    expect(kind.status).toBe(400);
    expect(kind.body.content).toMatchObject({
      message: ANSWER_FILE_MESSAGES.wrongKind(['.pdf']),
      errors: { file: [ANSWER_FILE_MESSAGES.wrongKind(['.pdf'])] },
    });
    // A save cannot write a file upload's answer: a reference a student makes up is refused.
    const forged = await quizzes.respond(link.token, item.id, {
      response: [{ id: 'someone-elses-file', name: 'x.pdf', size: 10, type: 'application/pdf' }],
    });
    expect(forged.status).toBe(400);
    expect(forged.body.content.message).toBe(ANSWER_FILE_MESSAGES.sendWithPicker);
    // A file for another question of the quiz is refused as well.
    const other = await send(link.token, byTitle(quiz, TF).id, 'a.pdf', PDF.subarray(0, 30));
    expect(other.status).toBe(400);
    expect(
      await t.db.selectFrom('answer_files').select('id').where('assignment_id', '=', link.id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('assignment_answers')
        .select('item_id')
        .where('assignment_id', '=', link.id)
        .execute(),
    ).toEqual([]);
  });

  test('the same file sent twice at once is one answer of one file', async () => {
    const single = await uploadQuiz({});
    const link = await assign(t, single.id, 'twice@school.test');
    await api.start(link.token);
    const itemId = byTitle(single, REPORT).id;
    // Bytes no other test sends: the store holds one copy of them afterwards, the other one removed.
    const unique = Buffer.concat([PDF, Buffer.from(`%${randomBytes(12).toString('hex')}\n`)]);
    const both = await Promise.all([
      send(link.token, itemId, 'report.pdf', unique),
      send(link.token, itemId, 'report.pdf', unique),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db
      .selectFrom('answer_files')
      .select(['id', 'storage_key'])
      .where('assignment_id', '=', link.id)
      .execute();
    expect(rows).toHaveLength(1);
    const dir = join(t.config.storageDir, dirname(rows[0]!.storage_key));
    const copies = readdirSync(dir).filter((name) => readFileSync(join(dir, name)).equals(unique));
    expect(copies).toEqual([basename(rows[0]!.storage_key)]);
    const session = await api.session(link.token);
    expect(session.body.content.responses[String(itemId)]).toEqual([
      expect.objectContaining({ id: rows[0]!.id }),
    ]);

    // A question of several files keeps one copy of a file sent twice at once too, and refuses one too many.
    const several = await uploadQuiz({ maxFiles: 2 });
    const link2 = await assign(t, several.id, 'several@school.test');
    await api.start(link2.token);
    const id2 = byTitle(several, REPORT).id;
    await Promise.all([send(link2.token, id2, 'a.pdf', PDF), send(link2.token, id2, 'a.pdf', PDF)]);
    expect((await send(link2.token, id2, 'b.png', PNG)).status).toBe(200);
    const third = await send(link2.token, id2, 'c.pdf', Buffer.concat([PDF, Buffer.from('%c')]));
    expect(third.status).toBe(400);
    expect(third.body.content.message).toBe(ANSWER_FILE_MESSAGES.tooManyFiles(2));
    const files = (await api.session(link2.token)).body.content.responses[String(id2)];
    expect(files.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.png']);
  });

  test('once submitted, a file is refused as a save is', async () => {
    const quiz = await uploadQuiz({});
    const link = await assign(t, quiz.id, 'late@school.test');
    await api.start(link.token);
    expect((await api.submit(link.token)).status).toBe(200);
    const refused = await send(link.token, byTitle(quiz, REPORT).id, 'report.pdf', PDF);
    expect(refused.status).toBe(409);
  });
});

test("deleting the quiz removes the bytes of its students' files with their rows", async () => {
  const quiz = await uploadQuiz({});
  const item = byTitle(quiz, REPORT);
  const link = await assign(t, quiz.id, 'gone@school.test');
  await api.start(link.token);
  expect((await send(link.token, item.id, 'report.pdf', PDF)).status).toBe(200);
  const { storage_key: key } = await t.db
    .selectFrom('answer_files')
    .select('storage_key')
    .where('assignment_id', '=', link.id)
    .executeTakeFirstOrThrow();
  const storage = createStorage(t.config.storage);
  expect(await storage.stat(key)).toBeDefined();

  const deleted = await call(t.app, {
    method: 'DELETE',
    url: quizDeletePath('user', quiz.id),
    headers: await quizzes.owner(),
  });
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  expect(await t.db.selectFrom('answer_files').select('id').where('storage_key', '=', key).execute()).toEqual(
    [],
  );
  expect(await storage.stat(key)).toBeUndefined();
});

test('only the student and who may read the results download the file; the teacher grades it; results name it', async () => {
  const quiz = await uploadQuiz({ kinds: ['.pdf'] });
  const item = byTitle(quiz, REPORT);
  const ada = await assign(t, quiz.id, 'ada.lovelace@school.test');
  const bob = await assign(t, quiz.id, 'bob@school.test');
  await api.start(ada.token);
  await api.start(bob.token);
  const sent = await send(ada.token, item.id, 'Ada lab report.pdf', PDF);
  const fileId = sent.body.content.files[0].id as string;
  expect((await quizzes.respond(ada.token, byTitle(quiz, TF).id, { response: true })).status).toBe(200);
  const submitted = await api.submit(ada.token);
  expect(submitted.body.content).toMatchObject({ needsGrading: true });

  // Another student's link, another instructor and the anonymous caller get 404 (or the sign-in's 401).
  expect((await t.app.inject({ url: TAKE_PATHS.fileDownload(bob.token, fileId) })).statusCode).toBe(404);
  const asInstructor = async (email: string) =>
    t.app.inject({
      url: ANSWER_FILE_PATHS.file(ada.id, fileId),
      headers: bearer((await t.signIn(email)).accessToken),
    });
  expect((await asInstructor('cs@demo.test')).statusCode).toBe(404);
  expect((await t.app.inject({ url: ANSWER_FILE_PATHS.file(ada.id, fileId) })).statusCode).toBe(401);
  // Through another attempt of the quiz, the file is not found either.
  const owner = await quizzes.owner();
  expect(
    (await t.app.inject({ url: ANSWER_FILE_PATHS.file(bob.id, fileId), headers: owner })).statusCode,
  ).toBe(404);

  // The owner and a super admin download it.
  for (const reader of [await asInstructor('corporate@demo.test'), await asInstructor('super@demo.test')]) {
    expect(reader.statusCode).toBe(200);
    expect(reader.rawPayload.equals(PDF)).toBe(true);
    expect(reader.headers['content-type']).toBe('application/pdf');
    expect(reader.headers['content-disposition']).toMatch(/^attachment; filename="Ada lab report.pdf"/);
  }

  // The student's detail names the file for download; it needs grading until the teacher gives points.
  const detail = await call(t.app, { url: RESULTS_PATHS.studentResult(ada.id), headers: owner });
  const answer = detail.body.content.questions.find((q: { title: string }) => q.title === REPORT);
  expect(answer).toMatchObject({
    questionType: 'fileUpload',
    userAnswer: 'Ada lab report.pdf',
    files: [{ id: fileId, name: 'Ada lab report.pdf', size: PDF.length, type: 'application/pdf' }],
    points: 0,
    maxPoints: 4,
  });
  expect(detail.body.content.needsGrading).toBe(true);
  const waiting = await call(t.app, { url: GRADING_PATHS.needsGrading(quiz.id), headers: owner });
  expect(waiting.body.content.entries).toEqual([
    expect.objectContaining({
      assignmentId: ada.id,
      itemId: item.id,
      answer: 'Ada lab report.pdf',
      files: [expect.objectContaining({ id: fileId })],
    }),
  ]);

  const { version } = (await call(t.app, { url: GRADING_PATHS.attempt(ada.id), headers: owner })).body
    .content;
  const graded = await call(t.app, {
    method: 'PUT',
    url: GRADING_PATHS.attempt(ada.id),
    headers: owner,
    payload: { version, questions: [{ itemId: item.id, points: 3.5 }] },
  });
  expect(graded.status, JSON.stringify(graded.body)).toBe(200);
  expect(graded.body.content).toMatchObject({ needsGrading: false, score: 4.5, maxScore: 5 });
  const comment = await call(t.app, {
    method: 'PUT',
    url: GRADING_PATHS.attempt(ada.id),
    headers: owner,
    payload: {
      version: graded.body.content.version,
      questions: [{ itemId: item.id, comment: 'Clear method; label your axes.' }],
    },
  });
  expect(comment.status).toBe(200);
  expect(comment.body.content.questions.find((q: { itemId: number }) => q.itemId === item.id)).toMatchObject({
    handScored: true,
    points: 3.5,
    comment: 'Clear method; label your axes.',
  });

  // The CSV names the file beside the question's points.
  const csv = await t.app.inject({ url: `${RESULTS_PATHS.assignments(quiz.id)}?format=csv`, headers: owner });
  const [header, ...rows] = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toContain('Q1 (4 pts),Q1 file,Q2 (1 pt)');
  expect(rows.find((row) => row.startsWith('ada.lovelace@school.test'))).toContain(
    '3.5,Ada lab report.pdf,1',
  );
});

test('a preview takes the file the page kept (nothing is sent nor stored) and says it needs grading', async () => {
  const quiz = await uploadQuiz({ kinds: ['.pdf'] });
  const owner = await quizzes.owner();
  const opened = await call(t.app, { url: PREVIEW_PATHS.session('user', quiz.id), headers: owner });
  expect(opened.status).toBe(200);
  const stand = { id: 'preview-1', name: 'report.pdf', size: 1200, type: 'application/pdf' };
  const submit = (response: unknown) =>
    call(t.app, {
      method: 'POST',
      url: PREVIEW_PATHS.submit('user', quiz.id),
      headers: owner,
      payload: {
        version: opened.body.content.version,
        answers: [],
        responses: [{ itemId: byTitle(quiz, REPORT).id, response }],
      },
    });
  const files = async () => (await t.db.selectFrom('answer_files').select('id').execute()).length;
  const before = await files();
  const scored = await submit([stand]);
  expect(scored.status, JSON.stringify(scored.body)).toBe(200);
  expect(scored.body.content).toMatchObject({ needsGrading: true });
  // The question's limits hold in a preview too.
  expect((await submit([{ ...stand, name: 'photo.png', type: 'image/png' }])).status).toBe(400);
  expect(await files()).toBe(before);
});
