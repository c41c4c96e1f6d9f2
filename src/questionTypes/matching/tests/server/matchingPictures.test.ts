/**
 * Pictures on matching prompts (ADR 311), through the real routes: the Sachsen sights item of the Onyx sample (five
 * prompts that are only pictures, four cities) imports with each prompt its own picture and no change noted, the
 * student's choices and score go by the pictures' names, and the QTI 2.1 download carries each picture inside its
 * simpleAssociableChoice with the file in the package, is valid, and comes back as the same pictures.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { matchingType } from '../../domain/matching';
import { scoreQuestion } from '../../../shared/domain/registry';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { downloadTemplate } from '../../../../../tests/server/exports/templateQuiz';

const SAXONY = resolve(
  __dirname,
  '../../../../../../shared/formats/samples/lms/instructure-qti/tests/interactionmix_saxony_v3',
);
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(SAXONY, ...path)));
/** The sights in the order of the item's first match set. */
const SIGHTS = [
  'ffe337505ef74334a0cecb33310f99c1.jpg',
  'a439b702d5034ca38f6df26a12835db3.jpg',
  '2f44366716474a5d8e2a2e32346cbc05.jpg',
  'b660fc9f268c4ef688d8606116c70160.jpg',
  '0563e67fb1bb48ad882e0a5abf2a2686.jpg',
];

interface Pair {
  prompt: string;
  answer: string;
  promptPicture?: { src: string; alt: string };
}
interface Item {
  id: number;
  title: string;
  questionType?: string;
  definition: { pairs: Pair[]; distractors: unknown[] };
}

let t: TestApp;
let token: string;
let quizId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
}, 120_000);
afterAll(() => t.close());

async function loadItem(id: number): Promise<Item> {
  const response = await t.app.inject({ url: `/api/admin/quiz/template/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().content as { activities: { items: Item[] }[] }).activities[0]!.items[0]!;
}

/** Which sight each prompt's stored picture is, by its bytes. */
async function sightsOf(pairs: readonly Pair[]) {
  return Promise.all(
    pairs.map(async (pair) => {
      const served = await t.app.inject({ url: pair.promptPicture!.src });
      expect(served.statusCode).toBe(200);
      return SIGHTS.findIndex((name) =>
        Buffer.from(served.rawPayload).equals(Buffer.from(sample('media', name))),
      );
    }),
  );
}

test('the Sachsen sights item imports with each prompt its own picture, named Picture 1 to 5, nothing noted', async () => {
  const zip = itemsPackage(
    { 'Matchmultiple_1038910213.xml': sample('Matchmultiple_1038910213.xml') },
    Object.fromEntries(SIGHTS.map((name) => [`media/${name}`, sample('media', name)])),
  );
  const result = await uploadFile(t, token, 'sachsen.zip', zip);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines.map((line) => [line.status, line.notes])).toEqual([['imported', []]]);
  quizId = result.content.created[0]!.id;
  const item = await loadItem(quizId);
  expect(item.questionType).toBe('matching');
  // The pictures are the prompts' own: the question's text does not show them a second time.
  expect(item.title).toContain('Welche Sehenswürdigkeit gehört zu welcher Stadt?');
  expect(item.title).not.toContain('<img');
  // What the teacher sees: five pictures, each paired with its city.
  expect(item.definition.pairs.map((pair) => [pair.prompt, pair.promptPicture?.alt, pair.answer])).toEqual([
    ['', 'Picture 2', 'Dresden'],
    ['', 'Picture 1', 'Dresden'],
    ['', 'Picture 5', 'Chemnitz'],
    ['', 'Picture 4', 'Freiberg'],
    ['', 'Picture 3', 'Leipzig'],
  ]);
  expect(await sightsOf(item.definition.pairs)).toEqual([1, 0, 4, 3, 2]);
});

test("the student chooses by the pictures' names and scores on them", async () => {
  const item = await loadItem(quizId);
  const question = { isMultiple: false, options: [], rightAnswer: [], ...item };
  const view = matchingType.studentView(question);
  expect(view['prompt.0']).toBe('Picture 2');
  expect(JSON.parse(String(view['promptPicture.0']))).toEqual(item.definition.pairs[0]!.promptPicture);
  const answers = item.definition.pairs.map((pair) => ({
    prompt: pair.promptPicture!.alt,
    answer: pair.answer,
  }));
  expect(scoreQuestion(question, { response: answers }).earned).toBe(1);
  expect(scoreQuestion(question, { response: answers.slice(0, 1) }).earned).toBeCloseTo(0.2);
});

test('QTI 2.1 writes each picture inside its simpleAssociableChoice, valid, and it comes back the same', async () => {
  const bytes = await downloadTemplate(t, token, quizId, 'qti');
  const validation = await validatePackage(bytes, 'qti21');
  expect(validation.valid, validation.output).toBe(true);
  const files = unzipSync(bytes);
  const [name, content] = Object.entries(files).find(([file]) => /item.*\.xml$/.test(file))!;
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
  const sets = parser.parse(strFromU8(content)).assessmentItem.itemBody.matchInteraction.simpleMatchSet;
  const prompts = sets[0].simpleAssociableChoice as { img: { '@_src': string; '@_alt': string } }[];
  expect(prompts.map((choice) => choice.img['@_alt'])).toEqual([
    'Picture 2',
    'Picture 1',
    'Picture 5',
    'Picture 4',
    'Picture 3',
  ]);
  for (const choice of prompts)
    expect(files[new URL(choice.img['@_src'], `file:///${name}`).pathname.slice(1)]).toBeDefined();

  const again = await uploadFile(t, token, 'Sights-qti.zip', bytes);
  expect(again.status, JSON.stringify(again.content)).toBe(200);
  expect(again.content.report.lines.map((line) => [line.status, line.notes])).toEqual([['imported', []]]);
  const back = await loadItem(again.content.created[0]!.id);
  expect(back.definition.pairs.map((pair) => [pair.prompt, pair.promptPicture?.alt, pair.answer])).toEqual([
    ['', 'Picture 2', 'Dresden'],
    ['', 'Picture 1', 'Dresden'],
    ['', 'Picture 5', 'Chemnitz'],
    ['', 'Picture 4', 'Freiberg'],
    ['', 'Picture 3', 'Leipzig'],
  ]);
  expect(await sightsOf(back.definition.pairs)).toEqual([1, 0, 4, 3, 2]);
});
