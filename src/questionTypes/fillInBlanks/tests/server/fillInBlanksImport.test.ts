/**
 * Fill-in-the-blanks items of other systems import as the console's blanks questions (ADR 202), through the real
 * upload: Canvas's fill in multiple blanks and multiple dropdowns (its own cartridge export) and Moodle's embedded
 * answers keep their text and their gaps; New Quizzes' close-enough and regular-expression blanks keep their rule
 * (ADR 305).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { scoreQuestion } from '../../../shared/domain/registry';
import { SAMPLES_DIR } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

/** The blanks questions an import stored, in their order. */
async function storedBlanks(quizIds: readonly number[]) {
  return t.db
    .selectFrom('quiz_items')
    .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
    .select(['quiz_items.title', 'quiz_items.definition'])
    .where('quiz_activities.quiz_id', 'in', quizIds)
    .where('quiz_items.question_type', '=', 'fillInBlanks')
    .orderBy('quiz_activities.sort_index')
    .orderBy('quiz_items.sort_index')
    .execute();
}

test("Canvas's fill in multiple blanks and multiple dropdowns import as blanks questions with their gaps and their answers' feedback", async () => {
  const bytes = new Uint8Array(readFileSync(join(SAMPLES_DIR, 'canvas_cartridge.imscc')));
  const result = await uploadFile(t, token, 'canvas_cartridge.imscc', bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  const skippedTypes = result.content.report.lines.filter((l) => l.status === 'skipped').map((l) => l.type);
  expect(skippedTypes).not.toContain('fill_in_multiple_blanks_question');
  expect(skippedTypes).not.toContain('multiple_dropdowns_question');
  const blanks = await storedBlanks(result.content.created.map((quiz) => quiz.id));
  // The cartridge holds each item twice: in its quiz and in its question bank, which becomes a bank (ADR 259).
  expect(blanks).toHaveLength(2);
  const banked = await t.db
    .selectFrom('bank_questions')
    .select('content')
    .where(sql<string>`content->>'questionType'`, '=', 'fillInBlanks')
    .execute();
  const definitions = [...blanks, ...banked.map(({ content }) => content as { definition: unknown })].map(
    (question) => JSON.stringify(question.definition),
  );
  expect(definitions).toHaveLength(4);
  const kept = [...new Set(definitions)].map((json) => JSON.parse(json) as unknown);
  expect(kept).toEqual([
    {
      text: "Question 4, Fill in [[1]] [[2]], Answers 'Multiple', 'Blanks'",
      gaps: [
        {
          id: 'gap-1',
          kind: 'typed',
          answers: [{ id: 'gap-1.1', text: 'Multiple', feedback: 'Answer Feedback, correct, Multiple' }],
          caseSensitive: false,
        },
        {
          id: 'gap-2',
          kind: 'typed',
          answers: [{ id: 'gap-2.1', text: 'Blanks', feedback: 'Answer Feedback, correct, Blanks' }],
          caseSensitive: false,
        },
      ],
    },
    {
      text: 'Question 6, Multiple Dropdowns, Answers is C: [[1]]',
      gaps: [
        {
          id: 'gap-1',
          kind: 'dropdown',
          options: [
            { id: 'gap-1.1', text: 'C', feedback: 'Answer Feedback, correct, C' },
            { id: 'gap-1.2', text: 'D', feedback: 'Answer Feedback, incorrect, D' },
          ],
          right: 'gap-1.1',
        },
      ],
    },
  ]);
});

test("QTIWorks' inline choices import as a blanks question of two dropdowns, their empty placeholder choice left out", async () => {
  const bytes = new Uint8Array(readFileSync(join(SAMPLES_DIR, 'qtiworks_WebDeveloperTest1.zip')));
  const result = await uploadFile(t, token, 'qtiworks_WebDeveloperTest1.zip', bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.skipped.map((item) => item.type)).not.toContain('inlineChoiceInteraction');
  const [passage] = await storedBlanks(result.content.created.map((quiz) => quiz.id));
  const definition = passage!.definition as { text: string; gaps: unknown[] };
  expect(definition.text).toMatch(
    /has to be \[\[1\]\] ?, with the words being separated by the \[\[2\]\] symbol\.$/,
  );
  expect(definition.gaps).toEqual([
    {
      id: 'gap-1',
      kind: 'dropdown',
      options: [
        { id: 'gap-1.1', text: 'in upper case' },
        { id: 'gap-1.2', text: 'in lower case' },
      ],
      right: 'gap-1.2',
    },
    {
      id: 'gap-2',
      kind: 'dropdown',
      options: [
        { id: 'gap-2.1', text: 'dash (-)' },
        { id: 'gap-2.2', text: 'underline (_)' },
        { id: 'gap-2.3', text: 'full stop (.)' },
      ],
      right: 'gap-2.2',
    },
  ]);
});

test("Moodle's embedded answers keep a typed, a dropdown and a number gap", async () => {
  const xml =
    '<quiz><question type="cloze"><name><text>Water</text></name><questiontext format="html"><text><![CDATA[' +
    '<p>Water is {1:SHORTANSWER:=H2O~%50%HOH}; it boils at {1:NUMERICAL:=100:0} degrees and is ' +
    '{1:MULTICHOICE:=wet~dry#No.}.</p>]]></text></questiontext></question></quiz>';
  const result = await uploadFile(t, token, 'water.xml', xml);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines.map((l) => l.status)).toEqual(['changed']);
  const [water] = await storedBlanks(result.content.created.map((quiz) => quiz.id));
  expect(water!.definition).toEqual({
    text: 'Water is [[1]]; it boils at [[2]] degrees and is [[3]].',
    gaps: [
      { id: 'gap-1', kind: 'typed', answers: [{ id: 'gap-1.1', text: 'H2O' }], caseSensitive: false },
      { id: 'gap-2', kind: 'typed', answers: [{ id: 'gap-2.1', text: '100' }], caseSensitive: false },
      {
        id: 'gap-3',
        kind: 'dropdown',
        options: [
          { id: 'gap-3.1', text: 'wet' },
          // Its feedback is kept on the option (ADR 406).
          { id: 'gap-3.2', text: 'dry', feedback: 'No.' },
        ],
        right: 'gap-3.1',
      },
    ],
  });
});

test("New Quizzes' scoring algorithms come in exactly: close enough within its distance, the regular expression as a pattern", async () => {
  const bytes = new Uint8Array(
    readFileSync(
      join(SAMPLES_DIR, '../lms/instructure-qti/items_1.2/nq_multiple_fib_scoring_algorithms.xml'),
    ),
  );
  const result = await uploadFile(t, token, 'nq_multiple_fib_scoring_algorithms.xml', bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines).toEqual([
    expect.objectContaining({ type: 'fill in the blanks', status: 'imported', notes: [] }),
  ]);
  const [stored] = await storedBlanks(result.content.created.map((quiz) => quiz.id));
  const gap = (n: number, answers: string[], rule: object) => ({
    id: `gap-${n}`,
    kind: 'typed',
    answers: answers.map((text, i) => ({ id: `gap-${n}.${i + 1}`, text })),
    ...rule,
  });
  expect(stored!.definition).toEqual({
    text: 'Roses are [[1]], [[2]], [[3]], [[4]], and [[5]].',
    gaps: [
      gap(1, ['*red*'], { caseSensitive: false }),
      gap(2, ['blue'], { caseSensitive: false, match: { kind: 'closeEnough', distance: 1 } }),
      gap(3, ['green'], { caseSensitive: false }),
      gap(4, ['yellow', 'teal'], { caseSensitive: false }),
      gap(5, ['^orange<s>$'], { caseSensitive: true, match: { kind: 'pattern' } }),
    ],
  });
  // Scored as Canvas scores it: a typo in blank 2 (whatever the case), blank 5 only as its pattern says.
  const score = (answers: string[]) =>
    scoreQuestion(
      {
        id: 1,
        title: stored!.title,
        isMultiple: false,
        options: [],
        rightAnswer: [],
        questionType: 'fillInBlanks',
        points: 5,
        definition: stored!.definition,
      },
      { response: answers.map((answer, i) => ({ gap: `gap-${i + 1}`, answer })) },
    ).earned;
  expect(score(['dark red', 'BLU', 'green', 'teal', 'orange<s>'])).toBe(5);
  expect(score(['red', 'bleu', 'green', 'teal', 'oranges'])).toBe(3);
});
