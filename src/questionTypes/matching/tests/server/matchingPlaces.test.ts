/**
 * Matching places on a picture, scored right minus wrong (ADR 310), through the real server: the QTI 2.2 reference's
 * graphicGapMatchInteraction with text labels ("Airport Tags Using Text": three airports on a map to label among six
 * codes, each wrong pair taking a point off, never below 0) uploaded through the import route comes in as a matching
 * question on its own picture: each associableHotspot a place named by its identifier, the codes its answers, the
 * three unused codes distractors, scored right minus wrong. Its twin with picture labels ("Airport Tags") comes in
 * the same, each label an answer that is its picture (ADR 311). The
 * question goes out as QTI 2.1 (a valid graphicGapMatchInteraction on the shipped picture, its labels pictures of
 * their text) and comes back equal; Common Cartridge, Moodle XML and GIFT list what they lose; the SCORM 1.2 player
 * outlines and names the places and scores right minus wrong as the server does.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
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
const PLACES_LOST = 'the places on the picture are not written';
const MINUS_LOST = 'right minus wrong';

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

type Report = { lines: { item: string; type: string; status: string; notes: string[]; reason?: string }[] };

async function importSample(file: string, labels: readonly string[] = []) {
  const zip = itemsPackage(
    { [file]: sample('items_2.2', file) },
    Object.fromEntries(
      ['ukairtags', ...labels].map((name) => [
        `images/${name}.png`,
        sample('items_2.2', 'images', `${name}.png`),
      ]),
    ),
  );
  const response = await postFile(t, token, '/api/admin/quiz/template/from_package/qti', 'tags.zip', zip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as { created: { id: number }[]; report: Report; images: { stored: number } };
}

/** A rectangle of the 206 × 280 map (left, top, right, bottom in pixels) as shares. */
const rect = (left: number, top: number, right: number, bottom: number) => {
  const share = (value: number, across: number) => Math.round((value / across) * 10000) / 10000;
  return {
    shape: 'rectangle',
    x: share(left, 206),
    y: share(top, 280),
    width: share(right - left, 206),
    height: share(bottom - top, 280),
  };
};
const AIRPORT_TAGS = {
  pairs: [
    { id: 'pair-1', prompt: 'A', answer: 'GLA', place: rect(12, 108, 39, 121) },
    { id: 'pair-2', prompt: 'B', answer: 'EDI', place: rect(128, 103, 155, 126) },
    { id: 'pair-3', prompt: 'C', answer: 'MAN', place: rect(66, 165, 93, 178) },
  ],
  distractors: [
    { id: 'extra-1', text: 'CBG' },
    { id: 'extra-2', text: 'EBG' },
    { id: 'extra-3', text: 'MCH' },
  ],
  scoring: 'rightMinusWrong',
};

const asQuestion = (item: StoredItem, points = 3) => ({
  id: 1,
  title: item.title,
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'matching',
  points,
  definition: item.definition,
});
const picks = (pairs: Record<string, string>) => ({
  response: Object.entries(pairs).map(([prompt, answer]) => ({ prompt, answer })),
});

let imported: StoredItem;
let quizId: number;

test('"Airport Tags Using Text" imports exactly as a matching of places, labels and distractors, right minus wrong', async () => {
  const content = await importSample('graphic_gap_match_text.xml');
  expect(content.report.lines.map((line) => [line.type, line.status, line.notes])).toEqual([
    ['matching', 'imported', []],
  ]);
  expect(content.images.stored).toBe(1);
  quizId = content.created[0]!.id;
  const items = await storedItems(quizId);
  expect(items).toHaveLength(1);
  imported = items[0]!;
  expect(imported.questionType).toBe('matching');
  expect(imported.title).toContain('can you identify the correct three-letter codes');
  expect(imported.image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
  expect((await t.app.inject({ url: imported.image! })).statusCode).toBe(200);
  expect(imported.definition).toEqual(AIRPORT_TAGS);
  // +1 a right pair, −1 a wrong one, never below 0; a blank place neither.
  const question = asQuestion(imported);
  expect(scoreQuestion(question, picks({ A: 'GLA', B: 'EDI', C: 'MAN' })).earned).toBe(3);
  expect(scoreQuestion(question, picks({ A: 'GLA', B: 'EDI', C: 'CBG' })).earned).toBe(1);
  expect(scoreQuestion(question, picks({ A: 'GLA', B: 'EDI' })).earned).toBe(2);
  expect(scoreQuestion(question, picks({ A: 'GLA', B: 'MAN', C: 'EBG' })).earned).toBe(0);
});

test('"Airport Tags" imports exactly the same, each label an answer that is its picture', async () => {
  const codes = ['CBG', 'EBG', 'EDI', 'GLA', 'MAN', 'MCH'];
  const content = await importSample('graphic_gap_match.xml', codes);
  expect(content.report.lines.map((line) => [line.type, line.status, line.notes])).toEqual([
    ['matching', 'imported', []],
  ]);
  expect(content.images.stored).toBe(7);
  const [item] = await storedItems(content.created[0]!.id);
  type Picture = { src: string; alt: string };
  const stored = item!.definition as {
    pairs: { prompt: string; answer: string; place: unknown; answerPicture?: Picture }[];
    distractors: { picture?: Picture }[];
    scoring: string;
  };
  // Each label named "Picture n" by its place among the labels (GLA is the 4th), its file stored.
  expect(stored.pairs.map((pair) => [pair.prompt, pair.answer, pair.answerPicture?.alt])).toEqual([
    ['A', '', 'Picture 4'],
    ['B', '', 'Picture 3'],
    ['C', '', 'Picture 5'],
  ]);
  expect(stored.pairs.map((pair) => pair.place)).toEqual(AIRPORT_TAGS.pairs.map((pair) => pair.place));
  expect(stored.distractors.map((d) => d.picture?.alt)).toEqual(['Picture 1', 'Picture 2', 'Picture 6']);
  expect(stored.scoring).toBe('rightMinusWrong');
  const src = stored.pairs[0]!.answerPicture!.src;
  expect(src).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
  expect((await t.app.inject({ url: src })).statusCode).toBe(200);
  const question = asQuestion(item!);
  expect(scoreQuestion(question, picks({ A: 'Picture 4', B: 'Picture 3', C: 'Picture 1' })).earned).toBe(1);

  // Through QTI 2.1 and back: each label a gapImg of its own picture, read back as the same answers.
  const bytes = await downloadTemplate(t, token, content.created[0]!.id, 'qti');
  const validation = await validatePackage(bytes, 'qti21');
  expect(validation.valid, validation.output).toBe(true);
  const back = await uploadFile(t, token, 'tags-pictures-qti.zip', bytes);
  expect(back.content.report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
    ['matching', 'imported', []],
  ]);
  const [again] = await storedItems(back.content.created[0]!.id);
  const read = again!.definition as typeof stored;
  expect(read.pairs.map((pair) => [pair.prompt, pair.answer, pair.answerPicture?.alt, pair.place])).toEqual(
    stored.pairs.map((pair) => [pair.prompt, pair.answer, pair.answerPicture?.alt, pair.place]),
  );
  expect(read.distractors.map((d) => d.picture?.alt)).toEqual(['Picture 1', 'Picture 2', 'Picture 6']);
  expect(read.scoring).toBe('rightMinusWrong');
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
const download = (format: ExportFormat) => downloadTemplate(t, token, quizId, format);
const notesOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['export-notes.txt'] ?? new Uint8Array());

describe('its downloads', () => {
  test('QTI 2.1 writes a valid graphicGapMatchInteraction on the shipped picture, which comes back equal', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const [name, xml] = Object.entries(files).find(([path]) => /item.*\.xml$/.test(path))!;
    const item = parser.parse(strFromU8(xml)).assessmentItem;
    const interaction = item.itemBody.graphicGapMatchInteraction;
    expect(interaction.object).toMatchObject({ '@_type': 'image/png', '@_width': '206', '@_height': '280' });
    expect(interaction.associableHotspot).toContainEqual({
      '@_identifier': 'P1',
      '@_matchMax': '1',
      '@_shape': 'rect',
      '@_coords': '12,108,39,121',
      '@_hotspotLabel': 'A',
    });
    expect(interaction.gapImg.map((g: Record<string, string>) => g['@_objectLabel'])).toEqual([
      'CBG',
      'EBG',
      'EDI',
      'GLA',
      'MAN',
      'MCH',
    ]);
    // Right minus wrong: each right pair its share, any other pair minus that share, never below 0.
    const mapping = item.responseDeclaration.mapping;
    expect(mapping['@_lowerBound']).toBe('0');
    expect(mapping.mapEntry).toHaveLength(3);
    for (const entry of mapping.mapEntry)
      expect(Number(entry['@_mappedValue'])).toBe(-Number(mapping['@_defaultValue']));
    expect(Number(mapping['@_defaultValue'])).toBeLessThan(0);
    const shipped = files[new URL(interaction.object['@_data'], `file:///${name}`).pathname.slice(1)];
    expect(
      shipped && Buffer.from(shipped).equals(Buffer.from(sample('items_2.2', 'images', 'ukairtags.png'))),
    ).toBe(true);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('graphicGapMatchInteraction');
    expect(notesOf(bytes)).not.toContain(PLACES_LOST);

    const back = await uploadFile(t, token, 'tags-qti.zip', bytes);
    expect(back.status, JSON.stringify(back.content)).toBe(200);
    expect(back.content.report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
      ['matching', 'imported', []],
    ]);
    const [again] = await storedItems(back.content.created[0]!.id);
    expect(again!.image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
    expect(again!.definition).toEqual(imported.definition);
  });

  test('Moodle XML and GIFT write their matching and list the places and the rule as lost', async () => {
    const xml = strFromU8(await download('moodle'));
    const question = [parser.parse(xml).quiz.question].flat().find((q) => q['@_type'] === 'matching');
    expect(question.subquestion).toHaveLength(6);
    expect(xml).toContain(PLACES_LOST);
    expect(xml).toContain(MINUS_LOST);
    const gift = strFromU8(await download('gift'));
    expect(gift).toContain('=A -> GLA');
    expect(gift).toContain(PLACES_LOST);
    expect(gift).toContain(MINUS_LOST);
  });

  test('Common Cartridge writes its essay, valid, and lists the places and the rule as lost', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    expect(notesOf(bytes)).toContain(PLACES_LOST);
    expect(notesOf(bytes)).toContain(MINUS_LOST);
  });

  test('the SCORM 1.2 player outlines and names the places and scores right minus wrong as the server', async () => {
    const bytes = await download('scorm');
    const { dom, fieldset, sets, refused } = play(unzipSync(bytes), {});
    const shown = fieldset(0);
    const frame = shown.querySelector('[data-places]')!;
    expect(frame.querySelector('img')).not.toBeNull();
    expect(frame.querySelectorAll('svg rect')).toHaveLength(3);
    expect([...frame.querySelectorAll('[data-place]')].map((n) => n.textContent)).toEqual(['A', 'B', 'C']);
    const selects = shown.querySelectorAll('select');
    const pick = (select: HTMLSelectElement, text: string) => {
      select.value = [...select.options].find((o) => o.text === text)!.value;
    };
    pick(selects[0]!, 'GLA');
    pick(selects[1]!, 'EDI');
    pick(selects[2]!, 'CBG');
    dom.window.document.getElementById('submit')!.click();
    expect(refused).toEqual([]);
    // Two right, one wrong: 1 of 3, as the server scores it.
    const server = scoreQuestion(asQuestion(imported), picks({ A: 'GLA', B: 'EDI', C: 'CBG' }));
    expect(sets['cmi.core.score.raw']).toBe(String(Math.round((server.earned / server.max) * 100)));
    expect(sets['cmi.core.score.raw']).toBe('33');
    dom.window.close();
  });
});
