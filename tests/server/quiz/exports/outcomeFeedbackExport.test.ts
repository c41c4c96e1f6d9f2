/**
 * Feedback on a right, a partly right and a wrong answer in every download (ADR 404, 405): QTI 2.1 shows each text
 * by the score its response processing reaches, read back by the QTI 2 import as feedback on a right and a wrong
 * answer; Moodle XML writes its combined feedback for the types Moodle has it for; Common Cartridge writes Canvas's
 * `correct_fb` on full marks and `general_incorrect_fb` otherwise; and what a format has no place for is named in the
 * download's notes.
 */
import { strFromU8, unzipSync } from 'fflate';
import { seedContent } from '../../../../server/seed/content';
import { LOSSES } from '../../../../src/questionTypes/shared/server/formatLosses';
import { qti2Feedback } from '../../../../server/imports/qti2Feedback';
import { descendants, elements, parseXml, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { plainText } from '../../../../server/exports/xml';
import { postFile } from '../everyFeatureQuiz';
import { validatePackage } from './packageValidator';
import { createEveryTypeQuiz, outcomeFeedbackOf, PARTLY_RIGHT } from './everyTypeQuiz';
import { bearer, createTestApp, type TestApp } from '../../testApp';

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

async function notes(): Promise<Record<Format, string[]>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/export-notes`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: Record<Format, string[]> }).content;
}

/** The types that have outcome feedback in the quiz, with the texts they were given. */
const TYPES = Object.entries(PARTLY_RIGHT).map(([type, partly]) => ({
  type,
  texts: outcomeFeedbackOf(type, partly),
}));
/** A text's words: of the HTML the quiz was given, or of a text read out of a package. */
const words = (html: string) => plainText(html).replace(/\s+/g, ' ').trim();
const read = (element: XmlElement) => textOf(element).replace(/\s+/g, ' ').trim();
/** The notes of one question, found by the word its outcome feedback names it by. */
const noteOf = (lines: readonly string[], title: string) => lines.filter((line) => line.includes(title));

/** A word of each question's title, which its notes start with. */
const TITLE: Readonly<Record<string, string>> = {
  choice: 'Which are isotopes of carbon',
  trueFalse: 'Deuterium has one neutron',
  shortAnswer: 'Name the isotope with A = 3',
  numeric: 'what is the mass of carbon-12',
  essay: 'Explain radiocarbon dating',
  matching: 'Match each isotope',
  ordering: 'Order by mass number',
  fillInBlanks: 'Fill in the blanks',
  hotspot: 'Mark the nucleus',
  hotText: 'Pick the isotopes of hydrogen',
  calculated: 'how many grams are left',
  fileUpload: 'Send a photo of your decay chart',
};

/** Types a person scores: no format shows feedback on their score as the answer is processed. */
const BY_HAND = new Set(['essay', 'fileUpload']);

describe('QTI 2.1', () => {
  let items: Map<string, XmlElement>;
  beforeAll(async () => {
    const files = unzipSync(await download('qti'));
    items = new Map();
    for (const [path, bytes] of Object.entries(files)) {
      if (!path.startsWith('items/item-')) continue;
      const item = parseXml(bytes, path);
      const body = strFromU8(bytes);
      const type = Object.entries(TITLE).find(([, title]) => body.includes(title))?.[0];
      if (type) items.set(type, item);
    }
  });

  test.each(TYPES.filter(({ type }) => !BY_HAND.has(type)))(
    'a $type item shows each text by its score, read back as feedback on a right and a wrong answer',
    ({ type, texts }) => {
      const item = items.get(type)!;
      expect(item, type).toBeDefined();
      const shown = (identifier: string) =>
        elements(item, 'modalFeedback').find(
          (f) =>
            f.attributes.outcomeIdentifier === 'OUTCOME_FEEDBACK' && f.attributes.identifier === identifier,
        );
      expect(read(shown('RIGHT')!)).toBe(words(texts.right));
      expect(read(shown('WRONG')!)).toBe(words(texts.wrong));
      if (texts.partlyRight) expect(read(shown('PARTLY_RIGHT')!)).toBe(words(texts.partlyRight));
      else expect(shown('PARTLY_RIGHT')).toBeUndefined();
      // MAXSCORE is the question's points; the condition on the score comes last in the processing.
      const maximum = elements(item, 'outcomeDeclaration').find(
        (d) => d.attributes.identifier === 'MAXSCORE',
      );
      expect(Number(textOf(descendants(maximum!, 'value')[0]!))).toBeGreaterThan(0);
      const last = elements(elements(item, 'responseProcessing')[0]!).at(-1)!;
      expect(descendants(last, 'gte')).toHaveLength(1);
      // The QTI 2 import reads the right and the wrong answer's feedback by the processing that shows it.
      const imported = qti2Feedback(item);
      expect(imported.correct, type).toBe(words(texts.right));
      expect(imported.incorrect, type).toBe(words(texts.wrong));
      expect(imported.partlyCorrect, type).toBe(texts.partlyRight ? words(texts.partlyRight) : undefined);
    },
  );

  test('a question a person scores has none written, and the notes say so', async () => {
    for (const type of BY_HAND) {
      const item = items.get(type)!;
      expect(
        elements(item, 'modalFeedback').filter((f) => f.attributes.outcomeIdentifier === 'OUTCOME_FEEDBACK'),
      ).toEqual([]);
    }
    const lines = (await notes()).qti;
    for (const { type } of TYPES)
      expect(
        noteOf(lines, TITLE[type]!).some((line) => line.includes(LOSSES.outcomeFeedback)),
        type,
      ).toBe(BY_HAND.has(type));
  });
});

/** The types Moodle writes them for: the types written as Moodle's multichoice, matching and ordering. */
const MOODLE_COMBINED = new Set(['choice', 'matching', 'ordering', 'hotText']);

describe('Moodle XML', () => {
  test('writes the combined feedback of the types Moodle has it for, and names it for the others', async () => {
    const xml = parseXml(await download('moodle'), 'quiz.xml');
    const questions = elements(xml, 'question');
    const lines = (await notes()).moodle;
    for (const { type, texts } of TYPES) {
      const title = TITLE[type]!;
      const question = questions.find((q) =>
        elements(q, 'questiontext').some((text) => plainText(textOf(text)).includes(title)),
      )!;
      expect(question, type).toBeDefined();
      const field = (name: string) => {
        const element = elements(question, name)[0];
        return element ? words(textOf(elements(element, 'text')[0]!)) : undefined;
      };
      const lost = noteOf(lines, title).some((line) => line.includes(LOSSES.outcomeFeedback));
      if (MOODLE_COMBINED.has(type)) {
        expect(field('correctfeedback'), type).toBe(words(texts.right));
        expect(field('partiallycorrectfeedback'), type).toBe(
          texts.partlyRight ? words(texts.partlyRight) : '',
        );
        expect(field('incorrectfeedback'), type).toBe(words(texts.wrong));
        expect(elements(question, 'correctfeedback')[0]!.attributes.format).toBe('html');
        expect(lost, type).toBe(false);
      } else {
        expect(field('correctfeedback'), type).toBeUndefined();
        expect(lost, type).toBe(true);
      }
    }
  });
});

/** The types Common Cartridge scores itself: a condition gives full marks (a calculated question as a numeric one). */
const CC_SCORED = new Set(['choice', 'trueFalse', 'shortAnswer', 'numeric', 'hotText', 'calculated']);

describe('Common Cartridge', () => {
  test('the cartridge with the feedback is valid', async () => {
    const validation = await validatePackage(await download('cc'), 'cc11');
    expect(validation.valid, validation.output).toBe(true);
  }, 400_000);

  test('writes Canvas’s feedback on a right and a wrong answer, and names what it has no place for', async () => {
    const files = unzipSync(await download('cc'));
    const path = Object.keys(files).find((name) => /assessment_qti\.xml$|\/assessment\.xml$/.test(name))!;
    const root = parseXml(files[path]!, path);
    const lines = (await notes()).cc;
    for (const { type, texts } of TYPES) {
      const title = TITLE[type]!;
      const item = descendants(root, 'item').find((i) => (i.attributes.title ?? '').includes(title))!;
      expect(item, type).toBeDefined();
      const feedback = (ident: string) => {
        const found = elements(item, 'itemfeedback').find((f) => f.attributes.ident === ident);
        return found ? words(textOf(found)) : undefined;
      };
      const shownBy = (ident: string) =>
        descendants(item, 'respcondition').filter((c) =>
          elements(c, 'displayfeedback').some((d) => d.attributes.linkrefid === ident),
        );
      const itemNotes = noteOf(lines, title);
      if (CC_SCORED.has(type)) {
        expect(feedback('correct_fb'), type).toBe(words(texts.right));
        expect(feedback('general_incorrect_fb'), type).toBe(words(texts.wrong));
        // correct_fb on the conditions that give full marks, general_incorrect_fb on any other answer, last.
        const right = shownBy('correct_fb');
        expect(right.length, type).toBeGreaterThan(0);
        for (const condition of right) expect(textOf(elements(condition, 'setvar')[0]!)).toBe('100');
        const conditions = descendants(item, 'respcondition');
        expect(shownBy('general_incorrect_fb'), type).toEqual([conditions.at(-1)]);
        expect(
          elements(conditions.at(-1)!, 'conditionvar')[0]!.children.some(
            (c) => typeof c !== 'string' && c.name === 'other',
          ),
        ).toBe(true);
        expect(
          itemNotes.some((line) => line.includes(LOSSES.partlyRightFeedback)),
          type,
        ).toBe(texts.partlyRight !== undefined);
        expect(
          itemNotes.some((line) => line.includes(LOSSES.outcomeFeedback)),
          type,
        ).toBe(false);
      } else {
        expect(feedback('correct_fb'), type).toBeUndefined();
        expect(
          itemNotes.some((line) => line.includes(LOSSES.outcomeFeedback)),
          type,
        ).toBe(true);
      }
    }
  });
});

describe('GIFT and SCORM', () => {
  test('name the feedback of every question that has it', async () => {
    const all = await notes();
    for (const format of ['gift', 'scorm'] as const)
      for (const { type } of TYPES)
        expect(
          noteOf(all[format], TITLE[type]!).some((line) => line.includes(LOSSES.outcomeFeedback)),
          `${format} ${type}`,
        ).toBe(true);
  });
});

type StoredItem = { title: string; outcomeFeedback?: Record<string, string> };

/** The questions of a stored quiz, by the type each was made as (found by its title). */
async function storedByType(id: number): Promise<Map<string, StoredItem>> {
  const stored = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  expect(stored.statusCode).toBe(200);
  const quiz = stored.json().content as { activities: { items: StoredItem[] }[] };
  const items = quiz.activities.flatMap((a) => a.items);
  return new Map(
    Object.entries(TITLE).flatMap(([type, title]) => {
      const item = items.find((found) => plainText(found.title).includes(title));
      return item ? [[type, item] as const] : [];
    }),
  );
}

/** A stored text's words: of its HTML, or of its plain text (an import may keep either). */
const storedWords = (text: string) =>
  /^\s*<[a-z]/i.test(text) ? words(text) : text.replace(/\s+/g, ' ').trim();

/** A question's outcome feedback as its words. */
const wordsOf = (feedback: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(feedback ?? {}).map(([outcome, text]) => [outcome, storedWords(text)]));

/**
 * The types whose feedback on a right and a wrong answer the import keeps as the question's (ADR 404): a type with
 * feedback per answer (a true/false, a short answer, a numeric question) takes it onto its answers instead.
 */
const KEPT_AS_OUTCOME = [
  'choice',
  'matching',
  'ordering',
  'fillInBlanks',
  'hotspot',
  'hotText',
  'calculated',
];

describe.each([
  {
    format: 'qti' as const,
    name: 'Isotopes-qti.zip',
    type: 'application/zip',
    outcomes: ['right', 'partlyRight', 'wrong'],
  },
  {
    format: 'moodle' as const,
    name: 'Isotopes-moodle.xml',
    type: 'text/xml',
    outcomes: ['right', 'partlyRight', 'wrong'],
  },
])('a $format export imported back', ({ format, name, type, outcomes }) => {
  test('keeps the feedback of each question written in the format’s place', async () => {
    const response = await postFile(
      t,
      token,
      '/api/admin/quiz/template/from_package/qti',
      name,
      await download(format),
      type,
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = (response.json().content as { created: { id: number }[] }).created[0]!.id;
    const before = await storedByType(quizId);
    const after = await storedByType(id);
    const written = KEPT_AS_OUTCOME.filter((made) => format === 'qti' || MOODLE_COMBINED.has(made));
    for (const made of written) {
      const original = wordsOf(before.get(made)?.outcomeFeedback);
      const kept = Object.fromEntries(outcomes.flatMap((o) => (original[o] ? [[o, original[o]]] : [])));
      expect.soft(wordsOf(after.get(made)?.outcomeFeedback), made).toEqual(kept);
    }
  }, 240_000);
});
