/**
 * Hotspot items of other systems imported as the console's hotspot question (ADR 203), from the real samples
 * (../shared/formats/samples): the QTI 2.2 reference's hotspot and select-point items with their pictures, uploaded
 * as a package through the import route, keep their picture as the question's image and their right regions as
 * shares of it, and an item whose pixels have no size is skipped with why; Canvas's hot spot (shares already) is
 * stored the same way. A student then scores on the imported regions.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hotspotOf } from '../../domain/hotspot';
import { scoreQuestion } from '../../../shared/domain/registry';
import { readXmlDocument } from '../../../../../server/imports/packageReader';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { postFile } from '../../../../../tests/server/quiz/everyFeatureQuiz';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';

const LMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));

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
  questionType?: string;
  definition?: unknown;
}

test('the QTI 2.2 hotspot and select-point samples import as hotspot questions on their own pictures', async () => {
  const zip = itemsPackage(
    {
      'hotspot.xml': sample('items_2.2', 'hotspot.xml'),
      'select_point.xml': sample('items_2.2', 'select_point.xml'),
      'onyx.xml': sample('tests', 'interactionmix_saxony_v3', 'Hotspot_278940407.xml'),
    },
    {
      'images/ukair.png': sample('items_2.2', 'images', 'ukair.png'),
      'images/uk.png': sample('items_2.2', 'images', 'uk.png'),
    },
  );
  const response = await postFile(t, token, '/api/admin/quiz/template/from_package/qti', 'uk.zip', zip);
  expect(response.statusCode, response.body).toBe(200);
  const content = response.json().content as {
    created: { id: number }[];
    report: { lines: { item: string; status: string; notes: string[] }[] };
    images: { stored: number };
  };
  expect(content.report.lines.map((line) => [line.status, line.notes])).toEqual([
    ['imported', []],
    ['imported', []],
    // Onyx's picture has no size in the item, so its regions in pixels cannot be placed.
    ['skipped', ['The image’s size is not given, so its regions in pixels cannot be placed on it.']],
  ]);
  expect(content.images.stored).toBe(2);

  const quiz = await t.app.inject({
    url: `/api/admin/quiz/template/${content.created[0]!.id}`,
    headers: bearer(token),
  });
  const items = (quiz.json().content as { activities: { items: StoredItem[] }[] }).activities[0]!.items;
  const [airports, edinburgh] = items;
  for (const item of items) {
    expect(item.questionType).toBe('hotspot');
    expect(item.image).toMatch(/^\/media\/uploads\/quiz-images\/.+\.png$/);
    expect(item.title).not.toContain('<img');
    expect((await t.app.inject({ url: item.image! })).statusCode).toBe(200);
  }
  // Glasgow's circle (77,115 r 8 on a 206 × 280 picture) as shares of the picture.
  expect(hotspotOf(airports!.definition)).toEqual({
    regions: [{ id: 'region-1', shape: 'ellipse', x: 0.3738, y: 0.4107, radiusX: 0.0388, radiusY: 0.0286 }],
    maxMarks: 1,
  });
  const question = (item: StoredItem) => ({
    id: 1,
    title: item.title,
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'hotspot',
    definition: item.definition,
  });
  // A mark on Glasgow is right; one on Edinburgh's dot of the same map (96,114) is not.
  expect(scoreQuestion(question(airports!), { response: [{ x: 77 / 206, y: 115 / 280 }] }).correct).toBe(
    true,
  );
  expect(scoreQuestion(question(airports!), { response: [{ x: 96 / 206, y: 114 / 280 }] }).earned).toBe(0);
  expect(scoreQuestion(question(edinburgh!), { response: [{ x: 102 / 196, y: 120 / 280 }] }).correct).toBe(
    true,
  );
});

test('Canvas hot spots keep their shares; one without a usable region is skipped with why', () => {
  const canvas = readXmlDocument(sample('items_1.2', 'hot_spot.xml'), 'hot_spot.xml').read;
  const stored = canvas.quizzes.flatMap((quiz) => quiz.activities.flatMap((a) => a.items));
  expect(stored[0]).toMatchObject({
    questionType: 'hotspot',
    definition: {
      regions: [{ shape: 'rectangle', x: 0.372, y: 0.1376, width: 0.244, height: 0.288 }],
      maxMarks: 1,
    },
    images: [{ src: '$IMS-CC-FILEBASE$/Uploaded Media/someuuid', questionImage: true }],
  });
  expect(canvas.skipped.map((s) => s.reason)).toContain(
    'The question has no right region with valid coordinates.',
  );
});

test('the QTI 2.2 place-an-object sample imports as a hotspot question with a mark per object placed', async () => {
  // "Airport Locations": an airport object placed up to three times on a map; each airport's area gives a point.
  const zip = itemsPackage(
    { 'position_object.xml': sample('items_2.2', 'position_object.xml') },
    {
      'images/uk.png': sample('items_2.2', 'images', 'uk.png'),
      'images/airport.png': sample('items_2.2', 'images', 'airport.png'),
    },
  );
  const response = await postFile(t, token, '/api/admin/quiz/template/from_package/qti', 'po.zip', zip);
  expect(response.statusCode, response.body).toBe(200);
  const content = response.json().content as {
    created: { id: number }[];
    report: { lines: { status: string; notes: string[] }[] };
    images: { stored: number };
  };
  expect(content.report.lines.map((line) => [line.status, line.notes])).toEqual([['imported', []]]);
  // The map is the question's image; the airport is only what a mark looks like, so it is not stored.
  expect(content.images.stored).toBe(1);
  const quiz = await t.app.inject({
    url: `/api/admin/quiz/template/${content.created[0]!.id}`,
    headers: bearer(token),
  });
  const [item] = (quiz.json().content as { activities: { items: StoredItem[] }[] }).activities[0]!.items;
  expect(item!.questionType).toBe('hotspot');
  expect(item!.title).toContain('where are these airports actually located?');
  expect(item!.title).not.toContain('<img');
  expect((await t.app.inject({ url: item!.image! })).statusCode).toBe(200);
  const definition = hotspotOf(item!.definition);
  expect(definition.maxMarks).toBe(3);
  expect(definition.regions).toHaveLength(3);
  const question = {
    id: 1,
    title: item!.title,
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'hotspot',
    definition: item!.definition,
  };
  const at = (x: number, y: number) => ({ x: x / 206, y: y / 280 });
  // Manchester, Heathrow and Edinburgh placed: all the points; two of them: two thirds; Glasgow earns nothing.
  expect(scoreQuestion(question, { response: [at(118, 184), at(150, 235), at(96, 114)] }).correct).toBe(true);
  expect(scoreQuestion(question, { response: [at(120, 186), at(150, 235), at(77, 115)] }).earned).toBeCloseTo(
    2 / 3,
  );
});
