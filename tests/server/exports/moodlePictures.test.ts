/**
 * Pictures in Moodle XML (ADR 312), through the real routes: a question's pictures (its rich text's and its image
 * field's), its options' and its matching prompts' are files embedded beside the text that shows them, as Moodle
 * writes them, each the very bytes uploaded; a picture on another site stays a link; a matching answer's picture,
 * which Moodle's plain-text answers cannot show, is its alternative text and noted. The download imported back
 * brings the pictures back.
 */
import { Buffer } from 'node:buffer';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8 } from 'fflate';
import { samplePng } from '../../../server/seed/documents';
import { uploadFile } from '../quiz/import/importUpload';
import { multipartFile } from '../multipartFile';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { createTemplateQuiz, downloadTemplate } from './templateQuiz';

const TITLE_PNG = new Uint8Array(samplePng(40, 30));
const FIELD_PNG = new Uint8Array(samplePng(30, 20));
const OPTION_PNG = new Uint8Array(samplePng(12, 12));
const OPTION_JPG = new Uint8Array([
  // SOI, a JFIF APP0, a frame header (SOF0: 1 × 1, one component) that states its size (ADR 363), EOI.
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 1, 0,
  1, 1, 1, 0x11, 0, 0xff, 0xd9,
]);
const PROMPT_PNG = new Uint8Array(samplePng(16, 8));
const ANSWER_PNG = new Uint8Array(samplePng(8, 16));
const REMOTE = 'https://images.example.org/cell.png';
/** A stored address whose file is not there. */
const GONE = '/media/uploads/quiz-images/gone.png';

interface Field {
  text?: string;
  file?: { '@_name': string; '@_path': string; '@_encoding': string; '#text': string }[];
}
interface MoodleQuestion {
  '@_type': string;
  name?: { text: string };
  questiontext?: Field;
  answer?: (Field & { '@_fraction': string })[];
  subquestion?: (Field & { answer: { text: string }[] })[];
}
interface Item {
  title: string;
  image: string | null;
  textOptions: { text: string; picture?: { src: string; alt: string } }[];
  definition?: {
    pairs: {
      prompt: string;
      answer: string;
      promptPicture?: { src: string; alt: string };
      answerPicture?: { src: string; alt: string };
    }[];
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['question', 'answer', 'subquestion', 'file'].includes(name),
});

let t: TestApp;
let token: string;
let xml: string;
let questions: MoodleQuestion[];

async function uploadPicture(name: string, bytes: Uint8Array, type: string): Promise<string> {
  const body = multipartFile(name, bytes, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quiz/upload_image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { url: string } }).content.url;
}

/** The files a field embeds, by name, decoded. */
const filesOf = (field: Field) =>
  new Map(
    (field.file ?? []).map((file) => [file['@_name'], new Uint8Array(Buffer.from(file['#text'], 'base64'))]),
  );

/** The names the field's HTML shows as `@@PLUGINFILE@@/name`, in order. */
const pluginFiles = (field: Field) =>
  [...(field.text ?? '').matchAll(/<img src="@@PLUGINFILE@@\/([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );

/** The bytes each picture the field shows is embedded as, in order; every one must be embedded in that field. */
function shownBytes(field: Field): Uint8Array[] {
  const files = filesOf(field);
  return pluginFiles(field).map((name) => {
    expect(files.has(name), `${name} in ${JSON.stringify(field)}`).toBe(true);
    return files.get(name)!;
  });
}

const question = (name: string) => {
  const found = questions.find((q) => q.name?.text === name)!;
  return { ...found, questiontext: found.questiontext! };
};

async function served(src: string): Promise<Uint8Array> {
  const response = await t.app.inject({ url: src });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  const titlePicture = await uploadPicture('cell.png', TITLE_PNG, 'image/png');
  const fieldPicture = await uploadPicture('tissue.png', FIELD_PNG, 'image/png');
  const optionPng = await uploadPicture('mitochondrion.png', OPTION_PNG, 'image/png');
  const optionJpg = await uploadPicture('ribosome.jpg', OPTION_JPG, 'image/jpeg');
  const promptPng = await uploadPicture('heart.png', PROMPT_PNG, 'image/png');
  const answerPng = await uploadPicture('lung.png', ANSWER_PNG, 'image/png');
  const quizId = await createTemplateQuiz(t, token, {
    title: 'Organelles in pictures',
    activity: 'Cells',
    items: [
      {
        title: `<p>Which organelle makes energy?</p><p><img src="${titlePicture}" alt="A cell &amp; its parts"></p>`,
        image: fieldPicture,
        rightAnswer: ['o1'],
        textOptions: [
          { id: 'o1', text: '', picture: { src: optionPng, alt: 'Mitochondrion' } },
          { id: 'o2', text: 'Ribosome', picture: { src: optionJpg, alt: 'Small dots' } },
          { id: 'o3', text: 'Nucleus' },
        ],
      },
      {
        title: `<p>Which one is shown on the other site?</p><p><img src="${GONE}" alt="Gone"></p>`,
        image: REMOTE,
        rightAnswer: ['r1'],
        textOptions: [
          { id: 'r1', text: 'A cell' },
          { id: 'r2', text: 'A virus' },
        ],
      },
      {
        title: 'Match each organ with its work.',
        questionType: 'matching',
        definition: {
          pairs: [
            { id: 'p1', prompt: '', promptPicture: { src: promptPng, alt: 'Heart' }, answer: 'Pumps blood' },
            { id: 'p2', prompt: 'Lung', answer: '', answerPicture: { src: answerPng, alt: 'Breathing' } },
            { id: 'p3', prompt: 'Stomach', answer: 'Digests food' },
          ],
          distractors: [{ id: 'd1', text: 'Sees light' }],
        },
      },
    ],
  });
  xml = strFromU8(await downloadTemplate(t, token, quizId, 'moodle'));
  questions = (parser.parse(xml) as { quiz: { question: MoodleQuestion[] } }).quiz.question;
}, 120_000);
afterAll(() => t.close());

describe('the Moodle XML download', () => {
  test("embeds the question's pictures in its text, each the very bytes uploaded", () => {
    const text = question('Which organelle makes energy?').questiontext;
    expect(text.text).toContain('<p>Which organelle makes energy?</p>');
    expect(text.text).toMatch(/<img src="@@PLUGINFILE@@\/[\w-]+\.png" alt="A cell &amp; its parts">/);
    expect(shownBytes(text)).toEqual([TITLE_PNG, FIELD_PNG]);
    for (const file of text.file!) {
      expect(file['@_path']).toBe('/');
      expect(file['@_encoding']).toBe('base64');
    }
  });

  test("embeds each option's picture in its answer, with the picture's real extension; the note is gone", () => {
    const [first, second, third] = question('Which organelle makes energy?').answer!;
    expect(first!.text).toMatch(/^<img src="@@PLUGINFILE@@\/[\w-]+\.png" alt="Mitochondrion"\/>$/);
    expect(shownBytes(first!)).toEqual([OPTION_PNG]);
    expect(second!.text).toMatch(/^<img src="@@PLUGINFILE@@\/[\w-]+\.jpg" alt="Small dots"\/> Ribosome$/);
    expect(shownBytes(second!)).toEqual([OPTION_JPG]);
    expect(third!.text).toBe('Nucleus');
    expect(third!.file).toBeUndefined();
    expect(xml).not.toContain('pictures of its options or entries');
  });

  test('names each file once within a field, without folders, one name for one picture', () => {
    const fields = questions.flatMap((q) => [
      ...(q.questiontext ? [q.questiontext] : []),
      ...(q.answer ?? []),
      ...(q.subquestion ?? []),
    ]);
    const bytesByName = new Map<string, string>();
    for (const field of fields) {
      const names = (field.file ?? []).map((file) => file['@_name']);
      expect(new Set(names).size).toBe(names.length);
      for (const file of field.file ?? []) {
        expect(file['@_name']).toMatch(/^[\w-]+\.(png|jpg|gif|webp)$/);
        expect(bytesByName.get(file['@_name']) ?? file['#text']).toBe(file['#text']);
        bytesByName.set(file['@_name'], file['#text']);
      }
    }
    expect(bytesByName.size).toBe(5);
  });

  test('keeps a picture on another site as a link, with no file, and leaves out a stored one that is gone', () => {
    const text = question('Which one is shown on the other site?').questiontext;
    expect(text.text).toBe(`<p>Which one is shown on the other site?</p><p><img src="${REMOTE}" alt=""></p>`);
    expect(text.file).toBeUndefined();
  });

  test("embeds a matching prompt's picture in its subquestion; an answer's picture is its alternative text, noted", () => {
    const [heart, lung, stomach, extra] = question('Match each organ with its work.').subquestion!;
    expect(heart!.text).toMatch(/^<p><img src="@@PLUGINFILE@@\/[\w-]+\.png" alt="Heart"\/><\/p>$/);
    expect(shownBytes(heart!)).toEqual([PROMPT_PNG]);
    expect(heart!.answer[0]!.text).toBe('Pumps blood');
    expect(lung!.text).toBe('<p>Lung</p>');
    expect(lung!.answer[0]!.text).toBe('Breathing');
    expect(lung!.file).toBeUndefined();
    expect(stomach!.file).toBeUndefined();
    expect(extra!.answer[0]!.text).toBe('Sees light');
    expect(xml).toContain("the pictures of its answers: Moodle's matching answers are plain text");
  });
});

describe('imported back through the import route', () => {
  let back: Item[];
  beforeAll(async () => {
    const result = await uploadFile(t, token, 'Organelles in pictures-moodle.xml', xml);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    const response = await t.app.inject({
      url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    back = (response.json().content as { activities: { items: Item[] }[] }).activities[0]!.items;
  });

  test("the question's pictures come back in its text, the same bytes", async () => {
    const sources = [...back[0]!.title.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(2);
    expect(await Promise.all(sources.map(served))).toEqual([TITLE_PNG, FIELD_PNG]);
    expect(back[0]!.title).toContain('alt="A cell &amp; its parts"');
  });

  test("the options' pictures come back as the options' own, the same bytes", async () => {
    const options = back[0]!.textOptions;
    expect(options.map((option) => [option.text, option.picture?.alt])).toEqual([
      ['', 'Mitochondrion'],
      ['Ribosome', 'Small dots'],
      ['Nucleus', undefined],
    ]);
    expect(await served(options[0]!.picture!.src)).toEqual(OPTION_PNG);
    expect(await served(options[1]!.picture!.src)).toEqual(OPTION_JPG);
  });

  test("a matching prompt's picture comes back as the prompt's own; an answer's as its alternative text", async () => {
    const pairs = back[2]!.definition!.pairs;
    expect(pairs.map((pair) => [pair.prompt, pair.promptPicture?.alt, pair.answer])).toEqual([
      ['', 'Heart', 'Pumps blood'],
      ['Lung', undefined, 'Breathing'],
      ['Stomach', undefined, 'Digests food'],
    ]);
    expect(await served(pairs[0]!.promptPicture!.src)).toEqual(PROMPT_PNG);
  });
});
