/**
 * A question answered by drawing on its picture (ADR 306) in every export format, through the real export route:
 * QTI 2.1 writes a drawingInteraction on the question's picture (shipped in the package, with its size) answering a
 * `file` response, valid, and it comes back as the same drawing question; Common Cartridge, Moodle XML and GIFT
 * write what they write for a file upload and list the drawing as lost; the SCORM player shows the question as a
 * file upload's, with the loss listed. A file upload without a drawing is written as before.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
import { multipartFile } from '../../../../../tests/server/multipartFile';

type Node = ReturnType<typeof JSON.parse>;

const HOUSE = readFileSync(
  resolve(
    __dirname,
    '../../../../../../shared/formats/samples/lms/instructure-qti/items_2.2/images/house.png',
  ),
);
const TITLE = '<p>Colour the roof red and the walls yellow.</p>';
const LOST = 'the student drew on the picture: the format has no such question';

let t: TestApp;
let token: string;
let quizId: number;

async function uploadImage(): Promise<string> {
  const body = multipartFile('house.png', HOUSE, 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quiz/upload_image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { url: string } }).content.url;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  const image = await uploadImage();
  quizId = await createTemplateQuiz(t, token, {
    title: 'Houses',
    activity: 'Draw',
    items: [
      { title: TITLE, image, questionType: 'fileUpload', points: 2, definition: { drawing: true } },
      {
        title: '<p>Send your report.</p>',
        questionType: 'fileUpload',
        points: 1,
        definition: { kinds: ['.pdf'] },
      },
    ],
  });
}, 120_000);
afterAll(() => t.close());

const download = (format: ExportFormat) => downloadTemplate(t, token, quizId, format);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
const notesOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['export-notes.txt'] ?? new Uint8Array());

describe('QTI 2.1', () => {
  test('a drawingInteraction on the shipped picture, answering a file; valid; the upload stays an upload', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const items = Object.entries(files)
      .filter(([name]) => /item.*\.xml$/.test(name))
      .map(([name, content]) => ({ name, item: parser.parse(strFromU8(content)).assessmentItem }));
    const drawing = items.find(({ item }) => JSON.stringify(item).includes('Colour the roof'))!;
    expect(drawing.item.responseDeclaration).toMatchObject({
      '@_cardinality': 'single',
      '@_baseType': 'file',
    });
    const interaction = drawing.item.itemBody.drawingInteraction;
    expect(interaction).toMatchObject({
      '@_responseIdentifier': 'RESPONSE',
      object: { '@_type': 'image/png', '@_width': '144', '@_height': '260' },
    });
    expect(drawing.item.itemBody.uploadInteraction).toBeUndefined();
    // The picture is in the package where the object says, byte for byte, and not shown twice.
    const shipped = files[new URL(interaction.object['@_data'], `file:///${drawing.name}`).pathname.slice(1)];
    expect(shipped && Buffer.from(shipped).equals(HOUSE)).toBe(true);
    expect(JSON.stringify(interaction.prompt ?? '')).not.toContain('img');
    const upload = items.find(({ item }) => JSON.stringify(item).includes('Send your report'))!;
    expect(upload.item.itemBody.uploadInteraction).toMatchObject({ '@_type': 'application/pdf' });
    const manifest = strFromU8(files['imsmanifest.xml']!);
    expect(manifest).toContain('drawingInteraction');
    expect(notesOf(bytes)).not.toContain(LOST);
  });

  test('comes back as the drawing question on its picture', async () => {
    const result = await uploadFile(t, token, 'Houses-qti.zip', await download('qti'));
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    expect(result.content.report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
      ['file upload', 'imported', []],
      ['file upload', 'imported', []],
    ]);
    const response = await t.app.inject({
      url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
      headers: bearer(token),
    });
    const items = (response.json().content as { activities: { items: Node[] }[] }).activities[0]!.items;
    expect(items[0]).toMatchObject({ questionType: 'fileUpload', points: 2, definition: { drawing: true } });
    expect(items[0].image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
    // The item's own record (ADR 392) gives back the kind as written, not the MIME type the format holds.
    expect(items[1].definition).toEqual({ kinds: ['.pdf'] });
  });
});

describe('the formats without a drawing question', () => {
  test('Moodle XML writes a file upload and lists the drawing as lost', async () => {
    const xml = strFromU8(await download('moodle'));
    const essays = parser.parse(xml).quiz.question.filter((q: Node) => q['@_type'] === 'essay');
    expect(essays[0]).toMatchObject({
      responseformat: 'noinline',
      attachments: '1',
      attachmentsrequired: '1',
    });
    expect(xml.match(new RegExp(LOST, 'g'))).toHaveLength(1);
  });

  test('GIFT writes an essay and lists the drawing as lost', async () => {
    const gift = strFromU8(await download('gift'));
    expect(gift).toContain(`// ${LOST}`);
    expect(gift.match(new RegExp(LOST, 'g'))).toHaveLength(1);
  });

  test('Common Cartridge writes an essay, valid, and lists the drawing as lost', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    expect(notesOf(bytes)).toContain(LOST);
  });

  test('SCORM 1.2 shows the question as a file upload, with the loss listed; valid', async () => {
    const bytes = await download('scorm');
    const validation = await validatePackage(bytes, 'scorm12');
    expect(validation.valid, validation.output).toBe(true);
    expect(notesOf(bytes)).toContain(LOST);
    const { dom, fieldset } = play(unzipSync(bytes), {});
    expect(fieldset(0).textContent).toContain('This question asks you to send a file');
    dom.window.close();
  });
});
