/**
 * Ordering the places on a picture (ADR 307) through the real server: the QTI 2.2 reference's graphicOrderInteraction
 * ("Flying Home", four airports on a map, match_correct) uploaded as a package through the import route comes in as
 * an ordering question on its own picture, each hotspotChoice a place named by its identifier, in shares of the
 * picture, scored all or nothing. It then goes out as QTI 2.1 (a valid graphicOrderInteraction on the shipped
 * picture) and comes back equal; Common Cartridge and Moodle XML write the ordering they write for any ordering and
 * list the places as lost; the SCORM 1.2 player outlines and names the places on the picture above its list.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { orderingOf } from '../../domain/ordering';
import { scoreQuestion } from '../../../shared/domain/registry';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { postFile } from '../../../../../tests/server/quiz/everyFeatureQuiz';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { downloadTemplate, type ExportFormat } from '../../../../../tests/server/exports/templateQuiz';
import { play } from '../../../../../tests/server/exports/scormLms';

const LMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));
const LOST = 'the places on the picture are not written';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

interface StoredItem {
  title: string;
  image: string | null;
  points?: number;
  questionType?: string;
  definition?: unknown;
}

async function storedItems(quizId: number): Promise<StoredItem[]> {
  const quiz = await t.app.inject({ url: `/api/admin/quiz/template/${quizId}`, headers: bearer(token) });
  return (quiz.json().content as { activities: { items: StoredItem[] }[] }).activities[0]!.items;
}

/** The sample uploaded through the import route: its report lines and the quiz made. */
async function importSample() {
  const zip = itemsPackage(
    { 'graphic_order.xml': sample('items_2.2', 'graphic_order.xml') },
    { 'images/ukair.png': sample('items_2.2', 'images', 'ukair.png') },
  );
  const response = await postFile(t, token, '/api/admin/quiz/template/from_package/qti', 'flying.zip', zip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as {
    created: { id: number }[];
    report: { lines: { item: string; type: string; status: string; notes: string[] }[] };
    images: { stored: number };
  };
}

const asQuestion = (item: StoredItem) => ({
  id: 1,
  title: item.title,
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'ordering',
  definition: item.definition,
});

/** Glasgow (A), Edinburgh (D), London (C), Manchester (B): circles of radius 8 on a 206 × 280 map, as shares. */
const circle = (x: number, y: number) => ({
  shape: 'ellipse',
  x: Math.round((x / 206) * 10000) / 10000,
  y: Math.round((y / 280) * 10000) / 10000,
  radiusX: 0.0388,
  radiusY: 0.0286,
});
const FLYING_HOME = [
  { id: 'item-1', text: 'A', place: circle(77, 115) },
  { id: 'item-2', text: 'D', place: circle(96, 114) },
  { id: 'item-3', text: 'C', place: circle(150, 235) },
  { id: 'item-4', text: 'B', place: circle(118, 184) },
];

let imported: StoredItem;
let quizId: number;

test('the QTI 2.2 graphic order sample imports exactly, as an ordering of places on its own picture', async () => {
  const content = await importSample();
  expect(content.report.lines.map((line) => [line.type, line.status, line.notes])).toEqual([
    ['ordering', 'imported', []],
  ]);
  expect(content.images.stored).toBe(1);
  quizId = content.created[0]!.id;
  imported = (await storedItems(quizId))[0]!;
  expect(imported!.questionType).toBe('ordering');
  expect(imported!.title).toContain('Mark the airports shown on the map');
  expect(imported!.title).not.toContain('<img');
  expect(imported!.image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
  expect((await t.app.inject({ url: imported!.image! })).statusCode).toBe(200);
  expect(imported!.definition).toEqual({ items: FLYING_HOME, scoring: 'allOrNothing' });
  // match_correct: all the points for Lorna's order, none for one swap.
  const question = asQuestion(imported!);
  expect(scoreQuestion(question, { response: ['A', 'D', 'C', 'B'] }).correct).toBe(true);
  expect(scoreQuestion(question, { response: ['A', 'D', 'B', 'C'] }).earned).toBe(0);
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
const download = (format: ExportFormat) => downloadTemplate(t, token, quizId, format);
const notesOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['export-notes.txt'] ?? new Uint8Array());

describe('its downloads', () => {
  test('QTI 2.1 writes a valid graphicOrderInteraction on the shipped picture, which comes back equal', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const [name, xml] = Object.entries(files).find(([path]) => /item.*\.xml$/.test(path))!;
    const item = parser.parse(strFromU8(xml)).assessmentItem;
    const interaction = item.itemBody.graphicOrderInteraction;
    expect(interaction.object).toMatchObject({ '@_type': 'image/png', '@_width': '206', '@_height': '280' });
    expect(interaction.hotspotChoice).toContainEqual({
      '@_identifier': 'I1',
      '@_shape': 'circle',
      '@_coords': '77,115,8',
      '@_hotspotLabel': 'A',
    });
    const shipped = files[new URL(interaction.object['@_data'], `file:///${name}`).pathname.slice(1)];
    expect(
      shipped && Buffer.from(shipped).equals(Buffer.from(sample('items_2.2', 'images', 'ukair.png'))),
    ).toBe(true);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('graphicOrderInteraction');
    expect(notesOf(bytes)).not.toContain(LOST);

    const back = await uploadFile(t, token, 'Flying-qti.zip', bytes);
    expect(back.status, JSON.stringify(back.content)).toBe(200);
    expect(back.content.report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
      ['ordering', 'imported', []],
    ]);
    const [again] = await storedItems(back.content.created[0]!.id);
    expect(again!.image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
    expect(again!.definition).toEqual(imported.definition);
    expect(orderingOf(again!.definition).items.map((entry) => entry.text)).toEqual(['A', 'D', 'C', 'B']);
  });

  test('Moodle XML writes its ordering and lists the places as lost', async () => {
    const xml = strFromU8(await download('moodle'));
    const question = [parser.parse(xml).quiz.question].flat().find((q) => q['@_type'] === 'ordering');
    expect(question.answer.map((a: { text: string }) => a.text)).toEqual(['A', 'D', 'C', 'B']);
    expect(xml).toContain(LOST);
  });

  test('Common Cartridge writes its essay, valid, and lists the places as lost', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    expect(notesOf(bytes)).toContain(LOST);
  });

  test('the SCORM 1.2 player outlines and names the places on the picture above its list', async () => {
    const bytes = await download('scorm');
    const { dom, fieldset } = play(unzipSync(bytes), {});
    const shown = fieldset(0);
    const frame = shown.querySelector('[data-places]')!;
    expect(frame.querySelector('img')).not.toBeNull();
    expect(frame.querySelectorAll('svg ellipse')).toHaveLength(4);
    expect([...frame.querySelectorAll('[data-place]')].map((n) => n.textContent).sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    // The picture comes before the list the learner orders.
    const list = shown.querySelector('ol[data-order]')!;
    expect(frame.compareDocumentPosition(list) & dom.window.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    dom.window.close();
  });
});
