/**
 * Our own formats come back as they went out (ADR 376): a quiz of choice questions (one right option and several,
 * 3 points, partial credit, each option's feedback and the general feedback, a title and options with `<`, `&`,
 * quotes, Hebrew and Arabic), a true/false question with feedback on each answer and a numeric range, exported as
 * QTI 2.1 and Moodle XML through the real route and imported back through the real import route, is the same quiz
 * field by field as the editor shows it; the QTI 2.1 package validates. GIFT and Common Cartridge keep the texts.
 */
import { plainText } from '../../../server/exports/xml';
import { seedContent } from '../../../server/seed/content';
import { fitsMatch, type NumericMatch } from '../../../src/questionTypes/numeric/domain/numeric';
import { uploadFile } from '../quiz/import/importUpload';
import { validatePackage } from '../quiz/exports/packageValidator';
import { bearer, createTestApp, type TestApp } from '../testApp';

const SPECIAL = 'Ions & <isotopes> "quoted" \'single\' — עברית و العربية';

const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };

const QUESTIONS = [
  {
    title: `<p>${SPECIAL.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`,
    questionType: 'choice',
    points: 3,
    feedback: 'Isotopes share a proton count & differ in <neutrons>.',
    textOptions: [
      {
        id: 'a1',
        text: 'Same protons & <neutrons> differ',
        feedback: 'Right: "isotopes" differ in neutrons.',
      },
      { id: 'a2', text: 'מספר פרוטונים שונה', feedback: 'לא: זה יסוד אחר.' },
      { id: 'a3', text: 'عدد إلكترونات مختلف', feedback: 'لا، هذه أيونات.' },
    ],
    rightAnswer: ['a1'],
  },
  {
    title: '<p>Which particles are in the nucleus?</p>',
    questionType: 'choice',
    isMultiple: true,
    points: 3,
    feedback: 'Electrons orbit outside it.',
    definition: { partialCredit: true },
    textOptions: [
      { id: 'b1', text: 'Protons', feedback: 'Yes, positive charge.' },
      { id: 'b2', text: 'Neutrons', feedback: 'Yes, no charge.' },
      { id: 'b3', text: 'Electrons', feedback: 'No: they are outside.' },
      { id: 'b4', text: 'Photons' },
    ],
    rightAnswer: ['b1', 'b2'],
  },
  {
    title: '<p>Every atom of an element has the same number of neutrons.</p>',
    questionType: 'trueFalse',
    points: 2,
    feedback: 'Isotopes differ in neutrons.',
    definition: { answer: false, feedbackTrue: 'No: isotopes differ.', feedbackFalse: 'Right & well done.' },
  },
  {
    title: '<p>What is the mass number of molybdenum-42, give or take half a unit?</p>',
    questionType: 'numeric',
    points: 2,
    definition: {
      answers: [{ id: 'n1', match: { kind: 'range', min: 41.5, max: 42.5 }, fraction: 1 }],
      units: [],
    },
  },
] as const;

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: {
      title: `Isotopes: ${SPECIAL}`,
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
          title: 'Atoms',
          sortIndex: 1,
          items: QUESTIONS.map((question, index) => ({ ...base, ...question, sortIndex: index + 1 })),
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  quizId = (created.json() as { content: { id: number } }).content.id;
});
afterAll(() => t.close());

type Format = 'qti' | 'moodle' | 'gift' | 'cc';

const UPLOAD_NAMES: Record<Format, string> = {
  qti: 'Isotopes-qti.zip',
  moodle: 'Isotopes-moodle.xml',
  gift: 'Isotopes-gift.txt',
  cc: 'Isotopes-cc-export.imscc',
};

interface StoredItem {
  type: number;
  title: string;
  questionType?: string;
  isMultiple: boolean;
  points?: number;
  feedback?: string;
  definition?: unknown;
  textOptions: { id: number; text: string; feedback?: string }[];
  rightAnswer: number[];
}

async function storedQuiz(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const quiz = response.json().content as { title: string; activities: { items: StoredItem[] }[] };
  return {
    title: quiz.title,
    items: quiz.activities.flatMap((activity) => activity.items).filter((item) => item.type === 2),
  };
}

/** Drops the ids of a definition's entries: a stored question's ids are its own. */
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value).flatMap(([key, v]) => (key === 'id' ? [] : [[key, withoutIds(v)]])),
        )
      : value;

/** A question as the editor shows it, whatever ids it was stored with. */
function shown(item: StoredItem) {
  return {
    title: plainText(item.title),
    questionType: item.questionType ?? 'choice',
    isMultiple: item.isMultiple,
    points: item.points ?? 1,
    feedback: item.feedback ?? '',
    options: item.textOptions.map((option) => option.text),
    optionFeedback: item.textOptions.map((option) => option.feedback ?? ''),
    right: item.textOptions.flatMap((option) => (item.rightAnswer.includes(option.id) ? [option.text] : [])),
    definition: withoutIds(item.definition ?? {}),
  };
}

type Shown = ReturnType<typeof shown>;

/**
 * What each format brings back that the editor shows otherwise: nothing. Moodle has no range, so a range is written
 * as its middle within half its width (numeric/server/moodleXmlWriter.ts); our own record brings it back (ADR 392).
 */
const AS_WRITTEN: Record<'qti' | 'moodle', (question: Shown) => Shown> = {
  qti: (question) => question,
  // Our Moodle XML keeps the range in its own record, which our import takes back (ADR 392).
  moodle: (question) => question,
};

async function exportAndImport(format: Format) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const bytes = new Uint8Array(response.rawPayload);
  const result = await uploadFile(t, token, UPLOAD_NAMES[format], bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.created).toHaveLength(1);
  return { report: result.content.report, back: await storedQuiz(result.content.created[0]!.id) };
}

test.each(['qti', 'moodle'] as const)(
  'a quiz of choice feedback, points, special characters and a numeric range comes back from %s exactly',
  async (format) => {
    const original = await storedQuiz(quizId);
    const { report, back } = await exportAndImport(format);
    expect(report.lines.map((line) => [line.status, line.notes])).toEqual(
      QUESTIONS.map(() => ['imported', []]),
    );
    // Moodle XML holds questions, not a quiz: its quiz is named by the file.
    if (format === 'qti') expect(back.title).toBe(original.title);
    expect(back.items.map(shown)).toEqual(original.items.map(shown).map(AS_WRITTEN[format]));
    // The range scores every value in it right, and none outside, once it is back.
    const [answer] = (back.items[3]!.definition as { answers: { match: NumericMatch }[] }).answers;
    expect([41.5, 41.7, 42.5, 41.4, 42.6].map((value) => fitsMatch(value, answer!.match))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  },
  240_000,
);

test('the QTI 2.1 package of that quiz validates against the official schemas', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/qti`,
    headers: bearer(token),
  });
  const result = await validatePackage(new Uint8Array(response.rawPayload), 'qti21');
  expect(result.valid, result.output).toBe(true);
}, 240_000);

test.each(['gift', 'cc'] as const)(
  'the title and options with <, &, quotes, Hebrew and Arabic come back from %s as text',
  async (format) => {
    const original = await storedQuiz(quizId);
    const { back } = await exportAndImport(format);
    const texts = (items: readonly StoredItem[]) =>
      items
        .filter((item) => (item.questionType ?? 'choice') === 'choice')
        .map((item) => [plainText(item.title), ...item.textOptions.map((option) => option.text)]);
    expect(texts(back.items)).toEqual(texts(original.items));
    if (format === 'cc') expect(back.title).toBe(original.title);
  },
  240_000,
);
