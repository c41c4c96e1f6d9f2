/**
 * Round trip of a quiz holding every question type (ADR 205): exported as QTI 2.1, Moodle XML, GIFT and Common
 * Cartridge through the real route and imported back through the real import route, each question comes back as it
 * was wherever the format carries it; our own QTI 2.1 and Moodle XML bring back the rest in each question's record
 * (ADR 392), and what GIFT and Common Cartridge do not carry is exactly what their downloads list.
 */
import { strFromU8, unzipSync } from 'fflate';
import { plainText } from '../../../server/exports/xml';
import { seedContent } from '../../../server/seed/content';
import { uploadFile } from '../quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { createEveryTypeQuiz } from './everyTypeQuiz';

/** Parsed XML or JSON, read by path: an element, its list, or its text. */
type Node = ReturnType<typeof JSON.parse>;

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createEveryTypeQuiz(t, token);
});
afterAll(() => t.close());

type Format = 'qti' | 'cc' | 'moodle' | 'gift';

const UPLOAD_NAMES: Record<Format, string> = {
  qti: 'Cell energy-qti.zip',
  cc: 'Cell energy-cc-export.imscc',
  moodle: 'Cell energy-moodle.xml',
  gift: 'Cell energy-gift.txt',
};

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
  questionType?: string;
  points?: number;
  feedback?: string;
  definition?: Node;
  textOptions: { text: string }[];
  rightAnswer: number[];
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

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim() || undefined;

/** What a question means to a teacher, whatever ids it was stored with. */
function meaning(item: StoredItem) {
  const d = item.definition ?? {};
  const type = item.questionType ?? 'choice';
  const definition = (() => {
    switch (type) {
      case 'trueFalse':
        return {
          answer: d.answer,
          feedbackTrue: clean(d.feedbackTrue),
          feedbackFalse: clean(d.feedbackFalse),
        };
      case 'shortAnswer':
        return {
          caseSensitive: d.caseSensitive,
          answers: d.answers.map((a: Node) => ({
            text: a.text,
            fraction: a.fraction ?? 1,
            feedback: clean(a.feedback),
          })),
        };
      case 'numeric':
        return {
          answers: d.answers.map((a: Node) => ({
            match: a.match,
            fraction: a.fraction,
            feedback: clean(a.feedback),
          })),
          units: d.units,
        };
      case 'essay':
        return {
          lines: d.lines,
          minWords: d.minWords,
          maxWords: d.maxWords,
          graderInfo: clean(d.graderInfo),
          template: clean(d.template),
        };
      case 'matching':
        return {
          pairs: d.pairs.map((p: Node) => [p.prompt, p.answer]),
          distractors: d.distractors.map((x: Node) => x.text),
        };
      case 'ordering':
        return { items: d.items.map((x: Node) => x.text) };
      default:
        return { options: item.textOptions.map((o) => o.text), right: item.rightAnswer.length };
    }
  })();
  return {
    title: plainText(item.title),
    questionType: type,
    points: item.points ?? 1,
    feedback: clean(item.feedback),
    definition,
  };
}

type Meaning = ReturnType<typeof meaning>;

/** What each format does not carry, as its download lists it: the original with those losses applied. */
const LOSSES: Record<Exclude<Format, 'cc'>, (question: Meaning) => Meaning | undefined> = {
  // Our own QTI 2.1 and Moodle XML keep each question's record, which our import takes back (ADR 392).
  qti: (q) => q,
  moodle: (q) => q,
  gift: (q) => {
    const d = q.definition as Node;
    const lost = { ...q, points: 1 };
    switch (q.questionType) {
      case 'numeric':
        return { ...lost, definition: { ...d, units: [] } };
      case 'essay':
        return {
          ...lost,
          definition: {
            lines: undefined,
            minWords: undefined,
            maxWords: undefined,
            graderInfo: undefined,
            template: undefined,
          },
        };
      case 'ordering':
        return undefined;
      default:
        return lost;
    }
  },
};

async function importBack(format: Format) {
  const bytes = await download(format);
  const result = await uploadFile(t, token, UPLOAD_NAMES[format], bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines.filter((line) => line.status === 'skipped')).toEqual([]);
  expect(result.content.created).toHaveLength(1);
  return { bytes, items: await storedItems(result.content.created[0]!.id) };
}

test.each(['qti', 'moodle', 'gift'] as const)(
  'a quiz of every type comes back from %s as it was, but for what the download lists',
  async (format) => {
    const original = (await storedItems(quizId)).map(meaning);
    // The sanity of the comparison itself: the quiz holds every type, with their details.
    expect(original.map((q) => q.questionType)).toEqual([
      'choice',
      'trueFalse',
      'shortAnswer',
      'numeric',
      'essay',
      'matching',
      'ordering',
    ]);
    const { items } = await importBack(format);
    const expected = original.flatMap((q) => LOSSES[format](q) ?? []);
    expect(items.map(meaning)).toEqual(expected);
  },
  240_000,
);

test('a Common Cartridge comes back with the types its profile has, and the others as it lists', async () => {
  const { bytes, items } = await importBack('cc');
  const notes = strFromU8(unzipSync(bytes)['export-notes.txt']!);
  expect(items.map((item) => item.questionType ?? 'choice')).toEqual([
    'choice',
    'trueFalse',
    'shortAnswer',
    'shortAnswer',
    'essay',
    'essay',
    'essay',
  ]);
  expect(notes).toContain('"What is g at sea level?": Common Cartridge has no numeric question');
  expect(notes).toContain(
    '"Match each stage with where it happens.": Common Cartridge has no matching question',
  );
  expect(notes).toContain(
    '"Put the stages of respiration in order.": Common Cartridge has no ordering question',
  );
  const original = (await storedItems(quizId)).map(meaning);
  // The cartridge's profile carries no feedback, general or on an answer; without its feedback, a short answer
  // worth nothing says nothing, and the cartridge leaves it out.
  const withoutFeedback = (q: Meaning): Meaning => {
    const d = q.definition as Node;
    switch (q.questionType) {
      case 'trueFalse':
        return {
          ...q,
          feedback: undefined,
          definition: { ...d, feedbackTrue: undefined, feedbackFalse: undefined },
        };
      case 'shortAnswer':
        return {
          ...q,
          feedback: undefined,
          definition: {
            ...d,
            answers: d.answers
              .filter((a: Node) => a.fraction > 0)
              .map((a: Node) => ({ ...a, feedback: undefined })),
          },
        };
      default:
        return { ...q, feedback: undefined };
    }
  };
  expect(items.slice(0, 3).map(meaning)).toEqual(original.slice(0, 3).map(withoutFeedback));
}, 240_000);
