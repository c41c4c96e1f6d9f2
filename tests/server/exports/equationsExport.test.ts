/**
 * Equations in packages (ADR 390): a quiz whose question and option hold `\(\frac{1}{2}\)` is written as MathML with
 * its TeX annotation in QTI 2.1 (a valid package whose import gives back exactly the author's text) and in Common
 * Cartridge's HTML (the question's, each option's, the feedback's, and a matching question's list and solution), as
 * `\( \)` in Moodle XML and GIFT (escaped as GIFT escapes), and drawn once into the SCORM player's data.
 */
import { strFromU8, unzipSync } from 'fflate';
import { validatePackage } from '../quiz/exports/packageValidator';
import { uploadFile } from '../quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../testApp';

const QUESTION = 'What is \\(\\frac{1}{2}\\) of \\(x<4\\)?';
/** The question's text as the console stores it: rich text, a paragraph. */
const STORED = `<p>${QUESTION.replace('<', '&lt;')}</p>`;
const RIGHT = 'Half of it, \\(\\frac{1}{2}\\cdot x\\)';
const WRONG = 'The square \\[x^{2}\\]';
/** Feedback with equations: the right option's and the question's general feedback. */
const RIGHT_FEEDBACK = 'Yes: \\(\\frac{x}{2}\\)';
const GENERAL_FEEDBACK = 'Halve it: \\(x \\div 2\\)';

const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Halves</text></name>
    <questiontext format="moodle_auto_format"><text><![CDATA[${QUESTION}]]></text></questiontext>
    <single>true</single>
    <generalfeedback format="moodle_auto_format"><text><![CDATA[${GENERAL_FEEDBACK}]]></text></generalfeedback>
    <answer fraction="100" format="moodle_auto_format"><text><![CDATA[${RIGHT}]]></text>
      <feedback format="moodle_auto_format"><text><![CDATA[${RIGHT_FEEDBACK}]]></text></feedback>
    </answer>
    <answer fraction="0" format="moodle_auto_format"><text><![CDATA[${WRONG}]]></text></answer>
  </question>
</quiz>`;

let t: TestApp;
let token: string;
let quizId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  const first = await uploadFile(t, token, 'halves.xml', MOODLE);
  expect(first.status, first.content.message).toBe(200);
  quizId = first.content.created[0]!.id;
  expect(await storedTexts(quizId)).toEqual({ title: STORED, options: [RIGHT, WRONG] });
  expect(await storedFeedback(quizId)).toEqual({ general: GENERAL_FEEDBACK, options: [RIGHT_FEEDBACK, ''] });
});
afterAll(() => t.close());

/** The quiz's question as stored: its text and feedback, and its options' in their order. */
async function storedQuestion(id: number) {
  const item = await t.db
    .selectFrom('quiz_items')
    .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
    .select(['quiz_items.id', 'quiz_items.title', 'quiz_items.feedback'])
    .where('quiz_activities.quiz_id', '=', id)
    .executeTakeFirstOrThrow();
  const options = await t.db
    .selectFrom('quiz_item_options')
    .select(['text', 'feedback'])
    .where('item_id', '=', item.id)
    .orderBy('sort_index')
    .execute();
  return { item, options };
}

async function storedTexts(id: number) {
  const { item, options } = await storedQuestion(id);
  return { title: item.title, options: options.map((option) => option.text) };
}

/** The question's general feedback and its options' feedback, as stored. */
async function storedFeedback(id: number) {
  const { item, options } = await storedQuestion(id);
  return { general: item.feedback, options: options.map((option) => option.feedback) };
}

const exportOf = async (format: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
};

const importedBack = async (name: string, bytes: Uint8Array | string) => {
  const back = await uploadFile(t, token, name, bytes);
  expect(back.status, back.content.message).toBe(200);
  lastImported = back.content.created[0]!.id;
  return storedTexts(lastImported);
};
let lastImported = 0;

test('QTI 2.1: MathML with the TeX annotation in the prompt and the choices, a valid package that imports back to the same text', async () => {
  const bytes = await exportOf('qti');
  const item = strFromU8(
    Object.entries(unzipSync(bytes)).find(([path]) => path.startsWith('items/item-'))![1],
  );
  expect(item).toContain(
    '<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mfrac><mn>1</mn><mn>2</mn></mfrac><annotation encoding="application/x-tex">\\frac{1}{2}</annotation></semantics></math>',
  );
  expect(item).toMatch(/<simpleChoice[^>]*>\s*Half of it, <math /);
  expect(item).toMatch(/<math xmlns="[^"]+" display="block"/);
  const validation = await validatePackage(bytes, 'qti21');
  expect(validation.valid, validation.output).toBe(true);
  expect(await importedBack('halves-qti.zip', bytes)).toEqual({ title: STORED, options: [RIGHT, WRONG] });
}, 240_000);

test('Common Cartridge: the question’s, the options’ and the feedback’s HTML carry the MathML, a valid cartridge that imports back to the same question', async () => {
  const bytes = await exportOf('cc');
  const assessment = strFromU8(unzipSync(bytes)[`quiz-${quizId}/assessment_qti.xml`]!);
  expect(assessment).toContain('&lt;math xmlns=&quot;http://www.w3.org/1998/Math/MathML&quot;&gt;');
  // No option or feedback keeps its delimiters: each is HTML with its MathML.
  expect(assessment).not.toMatch(/<mattext[^>]*>[^<]*\\[([]/);
  const validation = await validatePackage(bytes, 'cc11');
  expect(validation.valid, validation.output).toBe(true);
  expect(await importedBack('halves.imscc', bytes)).toEqual({ title: STORED, options: [RIGHT, WRONG] });
  expect(await storedFeedback(lastImported)).toEqual({
    general: GENERAL_FEEDBACK,
    options: [RIGHT_FEEDBACK, ''],
  });
}, 240_000);

test('Moodle XML keeps \\( \\) as written, for Moodle’s filters, and imports back to the same text', async () => {
  const xml = strFromU8(await exportOf('moodle'));
  expect(xml).toContain('What is \\(\\frac{1}{2}\\) of \\(x&lt;4\\)?');
  expect(xml).not.toContain('<math');
  expect(await importedBack('halves-back.xml', xml)).toEqual({ title: STORED, options: [RIGHT, WRONG] });
});

test('GIFT keeps \\( \\) with its backslash and braces escaped, and imports back to the same text', async () => {
  const gift = strFromU8(await exportOf('gift'));
  expect(gift).toContain('What is \\\\(\\\\frac\\{1\\}\\{2\\}\\\\) of \\\\(x<4\\\\)?');
  expect(await importedBack('halves-back.gift', gift)).toEqual({ title: STORED, options: [RIGHT, WRONG] });
});

test('SCORM: each equation drawn once as MathML in the player’s data, no converter in the package', async () => {
  const files = unzipSync(await exportOf('scorm'));
  const html = strFromU8(files['index.html']!);
  const data = JSON.parse(
    /<script type="application\/json" id="quiz-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
  );
  expect(Object.keys(data.math).sort()).toEqual(['(\\frac{1}{2}', '(\\frac{1}{2}\\cdot x', '(x<4', '[x^{2}']);
  expect(data.math['(\\frac{1}{2}']).toEqual({
    n: 'math',
    c: [
      {
        n: 'mfrac',
        c: [
          { n: 'mn', c: ['1'] },
          { n: 'mn', c: ['2'] },
        ],
      },
    ],
  });
  expect(strFromU8(files['player.js']!)).not.toContain('temml');
});

test('Common Cartridge: a matching question written as an essay lists its prompts and its solution with their MathML', async () => {
  const squares = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="matching">
    <name><text>Squares</text></name>
    <questiontext format="html"><text>Match each square with its value.</text></questiontext>
    <subquestion format="html"><text><![CDATA[\\(2^2\\)]]></text><answer><text>4</text></answer></subquestion>
    <subquestion format="html"><text><![CDATA[\\(3^2\\)]]></text><answer><text>9</text></answer></subquestion>
  </question>
</quiz>`;
  const uploaded = await uploadFile(t, token, 'squares.xml', squares);
  expect(uploaded.status, uploaded.content.message).toBe(200);
  const id = uploaded.content.created[0]!.id;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}/cc`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const bytes = new Uint8Array(response.rawPayload);
  const assessment = strFromU8(unzipSync(bytes)[`quiz-${id}/assessment_qti.xml`]!);
  // The prompt's list and the solution: MathML, never the delimiters.
  expect(assessment).not.toMatch(/<mattext[^>]*>[^<]*\\[([]/);
  expect(assessment.match(/&lt;msup&gt;/g)?.length).toBe(4);
  const validation = await validatePackage(bytes, 'cc11');
  expect(validation.valid, validation.output).toBe(true);
}, 240_000);
