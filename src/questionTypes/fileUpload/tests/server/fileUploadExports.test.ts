/**
 * A file upload question (ADR 294) in every export format, through the real export route: QTI 2.1 writes an
 * uploadInteraction answering a `file` response with its one type of file and its instructions as a rubric for the
 * candidate (valid), Moodle XML an essay answered by attached files only; both come back as the file upload
 * question. GIFT and Common Cartridge write the closest type, an essay, and list the loss; the SCORM player shows the
 * question with a note (it cannot send files), leaves it out of the score, and the loss is listed (valid).
 */
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import {
  createTemplateQuiz,
  downloadTemplate,
  type ExportFormat,
} from '../../../../../tests/server/exports/templateQuiz';
import { play } from '../../../../../tests/server/exports/scormLms';

type Node = ReturnType<typeof JSON.parse>;

const TITLE = '<p>Photograph your working for question 3 and send it.</p>';
const SINGLE = { kinds: ['.pdf'], instructions: 'One PDF, every page upright.' };
const SEVERAL = { kinds: ['image/*', '.pdf'], maxBytes: 5 * 1024 * 1024, maxFiles: 3 };

let t: TestApp;
let token: string;
let quizId: number;

const item = (title: string, definition: object) => ({
  title,
  questionType: 'fileUpload',
  points: 3,
  definition,
});

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createTemplateQuiz(t, token, {
    title: 'Lab work',
    activity: 'Send your work',
    items: [item(TITLE, SINGLE), item('<p>Photos of each page of your notebook.</p>', SEVERAL)],
  });
});
afterAll(() => t.close());

const download = (format: ExportFormat) => downloadTemplate(t, token, quizId, format);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

async function importBack(name: string, bytes: Uint8Array) {
  const result = await uploadFile(t, token, name, bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
    headers: bearer(token),
  });
  const quiz = response.json().content as { activities: { items: Node[] }[] };
  return { report: result.content.report, items: quiz.activities.flatMap((a) => a.items) };
}

const notesOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['export-notes.txt'] ?? new Uint8Array());

describe('QTI 2.1', () => {
  test('an uploadInteraction answering a file, its type and instructions; valid; the rest listed', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const items = Object.entries(files)
      .filter(([name]) => /item.*\.xml$/.test(name))
      .map(([, content]) => parser.parse(strFromU8(content)).assessmentItem);
    const first = items.find((i) => JSON.stringify(i).includes('Photograph your working'))!;
    expect(first.responseDeclaration).toMatchObject({ '@_cardinality': 'single', '@_baseType': 'file' });
    expect(first.itemBody.uploadInteraction).toMatchObject({ '@_type': 'application/pdf' });
    expect(first.itemBody.rubricBlock).toMatchObject({ '@_view': 'candidate', p: SINGLE.instructions });
    expect(first.responseProcessing).toBeDefined();
    const manifest = strFromU8(files['imsmanifest.xml']!);
    expect(manifest).toContain('uploadInteraction');
    const notes = notesOf(bytes);
    expect(notes).toContain('the kinds of file it takes (image/*, .pdf) are not written');
    expect(notes).toContain('students may send up to 3 files here; the format takes one.');
    expect(notes).toContain('its largest file (5 MB) is not written');
  });

  test('comes back as the file upload questions, with the kinds, number and size written as they were', async () => {
    const { report, items } = await importBack('Lab-qti.zip', await download('qti'));
    expect(report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
      ['file upload', 'imported', []],
      ['file upload', 'imported', []],
    ]);
    // The item's own record (ADR 392) gives back the kinds as written, not the MIME type the format holds.
    expect(items[0]).toMatchObject({ questionType: 'fileUpload', points: 3 });
    expect(items[0].definition).toEqual(SINGLE);
    expect(items[1]).toMatchObject({ questionType: 'fileUpload', points: 3 });
    expect(items[1].definition).toEqual(SEVERAL);
  });
});

describe('Moodle XML', () => {
  test('an essay answered by attached files only, with their number, kinds and size; it comes back', async () => {
    const bytes = await download('moodle');
    const questions = parser
      .parse(strFromU8(bytes))
      .quiz.question.filter((q: Node) => q['@_type'] === 'essay');
    expect(questions[1]).toMatchObject({
      responseformat: 'noinline',
      attachments: '3',
      attachmentsrequired: '1',
      filetypeslist: 'image,.pdf',
      maxbytes: String(5 * 1024 * 1024),
    });
    expect(strFromU8(bytes)).toContain('its instructions beside the file picker are not written');
    const { report, items } = await importBack('Lab-moodle.xml', bytes);
    expect(report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
      ['file upload', 'imported', []],
      ['file upload', 'imported', []],
    ]);
    expect(items[0]).toMatchObject({
      questionType: 'fileUpload',
      points: 3,
      definition: { kinds: ['.pdf'] },
    });
    expect(items[1]).toMatchObject({ questionType: 'fileUpload', definition: SEVERAL });
  });

  test('an essay with a text box and attachments stays an essay', async () => {
    const xml =
      '<?xml version="1.0"?><quiz><question type="essay"><name><text>Explain</text></name>' +
      '<questiontext format="html"><text>Explain osmosis.</text></questiontext>' +
      '<responseformat>editor</responseformat><attachments>1</attachments><attachmentsrequired>0</attachmentsrequired>' +
      '</question><question type="essay"><name><text>Report</text></name>' +
      '<questiontext format="html"><text>Send your report.</text></questiontext>' +
      '<responseformat>noinline</responseformat><attachments>-1</attachments><attachmentsrequired>2</attachmentsrequired>' +
      '<filetypeslist>document,.png,unknown_group</filetypeslist><maxbytes>0</maxbytes></question></quiz>';
    const { report, items } = await importBack('essays.xml', xml as unknown as Uint8Array);
    expect(items.map((i) => i.questionType)).toEqual(['essay', 'fileUpload']);
    expect(items[1].definition).toEqual({
      kinds: ['.doc', '.docx', '.epub', '.odt', '.pdf', '.rtf', '.txt', '.png'],
      maxFiles: 10,
    });
    expect(report.lines[1]!.notes).toEqual([
      'Moodle\'s group of files "unknown_group" is not one the console knows: it is left out.',
      'Students had to attach at least 2 files; here a student sends what they have, and the teacher sees how many.',
      'It took any number of files; the console takes up to 10.',
    ]);
  });
});

describe('the formats without a question answered by a file', () => {
  test('GIFT writes an essay and says so', async () => {
    const gift = strFromU8(await download('gift'));
    expect(gift).toContain(
      '// it asks for a file, and the format has no such question: it is written as an essay',
    );
    expect(gift).toContain('// its instructions beside the file picker are not written');
    expect(gift).toMatch(/Photograph your working for question 3 and send it\.<\/p> \{\s*\}/);
  });

  test('Common Cartridge writes an essay, valid, and lists the loss', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const assessment = Object.entries(files).find(([name]) => /assessment.*\.xml$/.test(name))![1];
    expect(strFromU8(assessment)).toContain('cc.essay.v0p1');
    expect(notesOf(bytes)).toContain(
      'it asks for a file, and the format has no such question: it is written as an essay',
    );
  });

  test('SCORM 1.2 shows the question with a note, leaves it out of the score, and lists the loss; valid', async () => {
    const bytes = await download('scorm');
    const validation = await validatePackage(bytes, 'scorm12');
    expect(validation.valid, validation.output).toBe(true);
    expect(notesOf(bytes)).toContain('the SCORM player cannot send one');
    const { dom, document, sets, refused, fieldset } = play(unzipSync(bytes), {});
    expect(fieldset(0).textContent).toContain('This question asks you to send a file');
    expect(fieldset(0).textContent).toContain(SINGLE.instructions);
    expect(fieldset(0).querySelector('input, textarea')).toBeNull();
    document.getElementById('submit')!.click();
    expect(refused).toEqual([]);
    expect(sets['cmi.interactions.0.result']).toBe('neutral');
    expect(sets['cmi.interactions.0.type']).toBe('performance');
    dom.window.close();
  });
});
