/**
 * Fill-in-the-blanks and hotspot questions in every export (ADR 236), through the real export and import routes:
 * QTI 2.1 writes inline choice and text entry blanks and a select point hotspot, valid against the official
 * schemas, and reads back as the same questions; Moodle XML writes the blanks as embedded answers, read back the
 * same; Common Cartridge writes each as an essay with its solution, valid, and says so; GIFT leaves both out and
 * says so; the SCORM player shows, scores and reports both.
 */
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { posix } from 'node:path';
import { samplePng } from '../../../../../server/seed/documents';
import { plainText } from '../../../../../server/exports/xml';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { play } from '../../../../../tests/server/exports/scormLms';
import { multipartFile } from '../../../../../tests/server/multipartFile';

/** Parsed XML or JSON, read by path. */
type Node = ReturnType<typeof JSON.parse>;

let t: TestApp;
let token: string;
let quizId: number;
let imageUrl: string;

/** The image the hotspot is on: 400 × 300 pixels. */
const IMAGE = { width: 400, height: 300 };

const BLANKS = {
  text: 'Glycolysis happens in the [[1]] and makes [[2]] molecules of ATP; the Krebs cycle runs in the [[3]].',
  gaps: [
    {
      id: 'g1',
      kind: 'dropdown',
      options: [
        { id: 'g1a', text: 'nucleus' },
        { id: 'g1b', text: 'cytoplasm' },
        { id: 'g1c', text: 'ribosome' },
      ],
      right: 'g1b',
    },
    {
      id: 'g2',
      kind: 'typed',
      answers: [
        { id: 'g2a', text: 'two' },
        { id: 'g2b', text: '2' },
      ],
      caseSensitive: false,
    },
    { id: 'g3', kind: 'typed', answers: [{ id: 'g3a', text: 'Mitochondrial matrix' }], caseSensitive: true },
  ],
};

const HOTSPOT = {
  regions: [
    { id: 'r1', shape: 'rectangle', x: 0.1, y: 0.2, width: 0.25, height: 0.3 },
    { id: 'r2', shape: 'ellipse', x: 0.7, y: 0.5, radiusX: 0.1, radiusY: 0.2 },
    {
      id: 'r3',
      shape: 'polygon',
      points: [
        { x: 0.5, y: 0.8 },
        { x: 0.6, y: 0.95 },
        { x: 0.4, y: 0.95 },
      ],
    },
  ],
  maxMarks: 2,
};

const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

async function uploadImage(): Promise<string> {
  const body = multipartFile('cell.png', samplePng(IMAGE.width, IMAGE.height), 'image/png');
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
  imageUrl = await uploadImage();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: {
      title: 'Respiration: blanks and hotspots',
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
          title: 'Respiration',
          sortIndex: 1,
          items: [
            {
              ...base,
              title: '<p>Complete the sentence.</p>',
              questionType: 'fillInBlanks',
              points: 3,
              definition: BLANKS,
              sortIndex: 1,
            },
            {
              ...base,
              title: '<p>Mark the mitochondria.</p>',
              questionType: 'hotspot',
              image: imageUrl,
              points: 2,
              definition: HOTSPOT,
              sortIndex: 2,
            },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  quizId = (created.json() as { content: { id: number } }).content.id;
}, 120_000);
afterAll(() => t.close());

type Format = 'qti' | 'cc' | 'moodle' | 'gift' | 'scorm';

async function download(format: Format) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

interface StoredItem {
  type: number;
  title: string;
  image: string | null;
  questionType?: string;
  points?: number;
  definition?: Node;
}

async function storedItems(id: number): Promise<StoredItem[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const quiz = response.json().content as { activities: { items: StoredItem[] }[] };
  return quiz.activities.flatMap((activity) => activity.items).filter((item) => item.type === 2);
}

/** What a teacher sees of a question, whatever ids it was stored with; regions to the pixel of the image. */
function meaning(item: StoredItem) {
  const d = item.definition ?? {};
  const pixel = (share: number, across: number) => Math.round(share * across);
  const definition =
    item.questionType === 'fillInBlanks'
      ? {
          text: d.text,
          gaps: d.gaps.map((gap: Node) =>
            gap.kind === 'dropdown'
              ? {
                  kind: 'dropdown',
                  options: gap.options.map((o: Node) => o.text),
                  right: gap.options.find((o: Node) => o.id === gap.right)?.text,
                }
              : {
                  kind: 'typed',
                  answers: gap.answers.map((a: Node) => a.text),
                  caseSensitive: gap.caseSensitive,
                },
          ),
        }
      : item.questionType === 'hotspot'
        ? {
            maxMarks: d.maxMarks,
            regions: d.regions.map((region: Node) =>
              region.shape === 'rectangle'
                ? [
                    'rectangle',
                    pixel(region.x, IMAGE.width),
                    pixel(region.y, IMAGE.height),
                    pixel(region.width, IMAGE.width),
                    pixel(region.height, IMAGE.height),
                  ]
                : region.shape === 'ellipse'
                  ? [
                      'ellipse',
                      pixel(region.x, IMAGE.width),
                      pixel(region.y, IMAGE.height),
                      pixel(region.radiusX, IMAGE.width),
                      pixel(region.radiusY, IMAGE.height),
                    ]
                  : [
                      'polygon',
                      ...region.points.flatMap((p: Node) => [
                        pixel(p.x, IMAGE.width),
                        pixel(p.y, IMAGE.height),
                      ]),
                    ],
            ),
          }
        : d;
  return {
    title: plainText(item.title),
    questionType: item.questionType,
    points: item.points ?? 1,
    hasImage: item.image !== null && item.image !== '',
    definition,
  };
}

async function importBack(name: string, bytes: Uint8Array) {
  const result = await uploadFile(t, token, name, bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines.filter((line) => line.status === 'skipped')).toEqual([]);
  expect(result.content.created).toHaveLength(1);
  return storedItems(result.content.created[0]!.id);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) =>
    [
      'question',
      'inlineChoice',
      'areaMapEntry',
      'responseDeclaration',
      'responseCondition',
      'qtimetadatafield',
    ].includes(name),
});

describe('QTI 2.1', () => {
  let files: Record<string, Uint8Array>;
  let items: Node[];
  beforeAll(async () => {
    files = unzipSync(await download('qti'));
    const test = parser.parse(strFromU8(files['assessmentTest.xml']!));
    const refs = test.assessmentTest.testPart.assessmentSection.assessmentItemRef as { '@_href': string }[];
    items = refs.map((ref) => parser.parse(strFromU8(files[ref['@_href']]!)).assessmentItem);
  });

  test('is valid against the QTI 2.1 schemas', async () => {
    const validation = await validatePackage(await download('qti'), 'qti21');
    expect(validation.valid, validation.output).toBe(true);
  }, 240_000);

  test('writes each blank as its own inline interaction and the hotspot as points to select on the image', () => {
    const [blanks, hotspot] = items;
    const text = blanks.itemBody.p.find((p: Node) => p['@_class'] === 'question-blanks');
    expect(text.inlineChoiceInteraction.inlineChoice.map((c: Node) => c['#text'])).toEqual([
      'nucleus',
      'cytoplasm',
      'ribosome',
    ]);
    expect(text.textEntryInteraction).toHaveLength(2);
    expect(blanks.responseDeclaration.map((d: Node) => d['@_baseType'])).toEqual([
      'identifier',
      'string',
      'string',
    ]);
    // Each blank answered right adds a third of the 3 points.
    expect(
      blanks.responseProcessing.responseCondition.map(
        (c: Node) => c.responseIf.setOutcomeValue.sum.baseValue['#text'],
      ),
    ).toEqual(['1', '1', '1']);

    const interaction = hotspot.itemBody.selectPointInteraction;
    expect(interaction['@_maxChoices']).toBe('2');
    expect(interaction.object).toMatchObject({ '@_width': '400', '@_height': '300', '@_type': 'image/png' });
    expect(files[posix.normalize(`items/${interaction.object['@_data']}`)]).toBeDefined();
    const mapping = hotspot.responseDeclaration[0].areaMapping;
    expect(mapping['@_upperBound']).toBe('2');
    expect(mapping.areaMapEntry.map((e: Node) => [e['@_shape'], e['@_coords'], e['@_mappedValue']])).toEqual([
      ['rect', '40,60,140,150', '1'],
      ['ellipse', '280,150,40,60', '1'],
      ['poly', '200,240,240,285,160,285', '1'],
    ]);
    expect(hotspot.responseProcessing.setOutcomeValue.mapResponsePoint['@_identifier']).toBe('RESPONSE');
  });

  test('comes back as the same questions', async () => {
    const original = (await storedItems(quizId)).map(meaning);
    expect(original.map((q) => q.questionType)).toEqual(['fillInBlanks', 'hotspot']);
    const back = await importBack('Respiration-qti.zip', await download('qti'));
    expect(back.map(meaning)).toEqual(original);
  }, 240_000);
});

describe('Moodle XML', () => {
  test('writes the blanks as embedded answers and comes back the same; the hotspot as an essay, noted', async () => {
    const xml = strFromU8(await download('moodle'));
    const questions = (parser.parse(xml).quiz.question as Node[]).filter((q) => q['@_type'] !== 'category');
    expect(questions.map((q) => q['@_type'])).toEqual(['multianswer', 'essay']);
    expect(questions[0].questiontext.text).toContain(
      'Glycolysis happens in the {1:MULTICHOICE:nucleus~=cytoplasm~ribosome} and makes {1:SHORTANSWER:=two~=2} molecules of ATP; the Krebs cycle runs in the {1:SHORTANSWER_C:=Mitochondrial matrix}.',
    );
    expect(questions[1].graderinfo.text).toContain('rectangle from (10 %, 20 %) to (35 %, 50 %)');
    expect(xml).toContain('Moodle XML has no hotspot question this export writes');

    const original = (await storedItems(quizId)).map(meaning);
    const back = (await importBack('Respiration-moodle.xml', strToBytes(xml))).map(meaning);
    expect(back[0]).toEqual(original[0]);
    expect(back[1]).toMatchObject({ title: 'Mark the mitochondria.', questionType: 'essay', points: 2 });
  }, 240_000);
});

const strToBytes = (text: string) => new TextEncoder().encode(text);

describe('Common Cartridge', () => {
  test('is valid, writes both as essays with their answers as the solution, and lists it', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const assessment = parser.parse(strFromU8(files[`quiz-${quizId}/assessment_qti.xml`]!));
    const items = assessment.questestinterop.assessment.section.item as Node[];
    const field = (item: Node, label: string) =>
      item.itemmetadata.qtimetadata.qtimetadatafield.find((f: Node) => f.fieldlabel === label)?.fieldentry;
    expect(items.map((item) => field(item, 'cc_profile'))).toEqual(['cc.essay.v0p1', 'cc.essay.v0p1']);
    expect(items[0].presentation.material.mattext['#text']).toContain(
      'Glycolysis happens in the (1: nucleus / cytoplasm / ribosome) and makes (2) _____ molecules',
    );
    expect(items[0].itemfeedback.solution.solutionmaterial.material.mattext['#text']).toBe(
      '(1) cytoplasm; (2) two; (3) Mitochondrial matrix',
    );
    expect(items[1].presentation.material.mattext['#text']).toMatch(/<img src="\$IMS-CC-FILEBASE\$/);
    const notes = strFromU8(files['export-notes.txt']!);
    expect(notes).toContain('"Complete the sentence.": Common Cartridge has no question with several blanks');
    expect(notes).toContain('"Mark the mitochondria.": Common Cartridge has no hotspot question');
  }, 240_000);
});

describe('GIFT', () => {
  test('leaves both out and says so', async () => {
    const gift = strFromU8(await download('gift'));
    expect(gift).toContain('// GIFT has no fill-in-the-blanks question: it is left out of this file');
    expect(gift).toContain('// GIFT has no hotspot question: it is left out of this file');
    expect(gift).not.toContain('Glycolysis happens');
  });
});

describe('SCORM 1.2', () => {
  test('is valid; a learner fills the blanks and marks the image, scored and reported', async () => {
    const bytes = await download('scorm');
    const validation = await validatePackage(bytes, 'scorm12');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const { api, document, dom } = play(files);
    const [blanks, hotspot] = [...document.querySelectorAll('fieldset')];
    // The dropdown shows its options in alphabetical order, never which is right.
    const select = blanks!.querySelector('select')!;
    expect([...select.options].map((o) => o.text)).toEqual(['…', 'cytoplasm', 'nucleus', 'ribosome']);
    select.value = 'cytoplasm';
    const typed = blanks!.querySelectorAll<HTMLInputElement>('input[type=text]');
    expect(typed[0]!.getAttribute('aria-label')).toBe('Blank 2');
    typed[0]!.value = ' TWO ';
    // Case matters in the third blank: two blanks of three right.
    typed[1]!.value = 'mitochondrial matrix';
    // One mark in the rectangle, typed in per cent; the other outside every region.
    const marks = hotspot!.querySelectorAll<HTMLInputElement>('input[type=number]');
    expect(marks).toHaveLength(4);
    [marks[0]!.value, marks[1]!.value, marks[2]!.value, marks[3]!.value] = ['20', '30', '95', '5'];
    document.getElementById('submit')!.click();

    expect(api.refused).toEqual([]);
    // 2 of 3 points and 1 of 2 points: 3 of 5.
    expect(api.sets['cmi.core.score.raw']).toBe('60');
    expect(
      [0, 1].map((n) => [api.sets[`cmi.interactions.${n}.type`], api.sets[`cmi.interactions.${n}.result`]]),
    ).toEqual([
      ['fill-in', '0.6667'],
      ['performance', '0.5'],
    ]);
    expect(api.sets['cmi.interactions.0.student_response']).toBe('cytoplasm,TWO,mitochondrial matrix');
    expect(api.sets['cmi.interactions.1.student_response']).toBe('20,30;95,5');
    dom.window.close();
  }, 240_000);
});
