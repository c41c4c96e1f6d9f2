/**
 * Generating questions of other types than choice (ADR 207, ADR 296) through the real route, against the
 * OpenAI-compatible server process: the model is asked for the type's shape, and what comes back is a definition the
 * type takes; a question of the newer types is then saved as the editor saves it and taken by a student.
 */
import type { GenerationEvent } from '../../../../src/api/quiz/editor/aiContract';
import type { GeneratedQuestion } from '../../../../src/domain/quiz/editor/aiGeneration';
import { generatedQuestion } from '../../../../src/domain/quiz/editor/quizEditorIntents';
import type { QuizItem } from '../../../../src/domain/quiz/quiz';
import { matchingType } from '../../../../src/questionTypes/matching/domain/matching';
import { numericType } from '../../../../src/questionTypes/numeric/domain/numeric';
import { questionTypeOf, scoreQuestion } from '../../../../src/questionTypes/shared/domain/registry';
import type { FakeOpenAI } from '../../../support/fakeOpenAI';
import { assign, take } from '../../take/takeFixtures';
import {
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { askFor, startAiServer, stopAiServer, generateAt, lastEvent } from './aiFixtures';
import { type TestApp } from '../../testApp';

let fake: FakeOpenAI;
let t: TestApp;
let origin: string;
let articleId: number;

beforeAll(async () => {
  ({ fake, t, origin, articleId } = await startAiServer());
});
afterAll(() => stopAiServer(t, fake));
beforeEach(() => fake.reset());

async function generated(body: object): Promise<Extract<GenerationEvent, { type: 'done' }>> {
  const { accessToken } = await t.signIn('admin@demo.test');
  const done = lastEvent((await generateAt(origin, accessToken, askFor(articleId, body))).events);
  if (done.type !== 'done') throw new Error(`the generation failed: ${JSON.stringify(done)}`);
  return done;
}

/** A generated question as a stored quiz version holds it, for the type's scorer. */
const stored = (question: GeneratedQuestion) => ({
  id: 1,
  title: question.title,
  isMultiple: false,
  options: [],
  rightAnswer: [],
  ...('questionType' in question
    ? { questionType: question.questionType, definition: question.definition }
    : {}),
});

test('numeric questions: the model is asked for a value, a tolerance and a unit, and each question scores the right number as right', async () => {
  const done = await generated({ questionType: 'numeric', count: 2 });
  const [request] = await fake.requests();
  expect(request!.messages[0]!.content).toContain('You write numeric quiz questions');
  expect(request!.messages[0]!.content).toContain('tolerance');
  expect(JSON.stringify(request!.schema)).toContain('"tolerance"');
  expect(JSON.stringify(request!.schema)).not.toContain('"options"');

  expect(done.report).toEqual({ repaired: [], dropped: [] });
  expect(done.questions).toHaveLength(2);
  for (const question of done.questions) {
    expect(question).toMatchObject({ questionType: 'numeric' });
    const definition = 'definition' in question ? question.definition : undefined;
    expect(numericType.definitionSchema.safeParse(definition).success).toBe(true);
    expect(numericType.validate({ title: question.title, textOptions: [], definition })).toEqual([]);
  }
  expect(done.questions[0]).toMatchObject({
    definition: {
      answers: [{ match: { kind: 'tolerance', value: 440, tolerance: 0.5, relative: false }, fraction: 1 }],
      units: [{ unit: 'Hz', multiplier: 1 }],
    },
  });
  expect(scoreQuestion(stored(done.questions[0]!), { response: '440.4 Hz' }).correct).toBe(true);
  expect(scoreQuestion(stored(done.questions[0]!), { response: '442' }).correct).toBe(false);
});

test('matching questions: the model is asked for pairs and extra answers, and they arrive as the type’s definition', async () => {
  const done = await generated({ questionType: 'matching', count: 1 });
  const [request] = await fake.requests();
  expect(request!.messages[0]!.content).toContain('3 to 6 pairs');
  expect(JSON.stringify(request!.schema)).toContain('"distractors"');

  const [question] = done.questions;
  const definition = question && 'definition' in question ? question.definition : undefined;
  expect(matchingType.definitionSchema.safeParse(definition).success).toBe(true);
  expect(definition).toMatchObject({
    pairs: [
      { prompt: 'Term 1.1', answer: 'Meaning 1.1' },
      { prompt: 'Term 2.1', answer: 'Meaning 2.1' },
      { prompt: 'Term 3.1', answer: 'Meaning 3.1' },
    ],
    distractors: [{ text: 'Unrelated meaning 1' }],
  });
  expect(
    scoreQuestion(stored(question!), {
      response: [1, 2, 3].map((n) => ({ prompt: `Term ${n}.1`, answer: `Meaning ${n}.1` })),
    }).correct,
  ).toBe(true);
});

test('a matching question the model wrote with too few pairs is left out with its reason; the good one arrives', async () => {
  const pairs = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ prompt: `Term ${i}`, answer: `Meaning ${i}` }));
  await fake.script([
    {
      content: JSON.stringify({
        questions: [
          { title: 'Match the terms', pairs: pairs(4), distractors: [] },
          { title: 'Match only two', pairs: pairs(2), distractors: ['x'] },
          {
            title: 'Match with halves',
            pairs: [...pairs(2), { prompt: 'Term 9', answer: ' ' }],
            distractors: [],
          },
        ],
      }),
    },
  ]);
  const done = await generated({ questionType: 'matching', count: 3 });
  expect(done.questions.map((q) => q.title)).toEqual(['Match the terms']);
  expect(done.report.dropped).toEqual([
    { number: 2, reason: 'tooFewPairs' },
    { number: 3, reason: 'tooFewPairs' },
  ]);
});

test('a type that cannot be generated is refused before any provider call', async () => {
  const { accessToken } = await t.signIn('admin@demo.test');
  const answer = await generateAt(origin, accessToken, askFor(articleId, { questionType: 'hotspot' }));
  expect(answer.status).toBe(400);
  expect(await fake.requests()).toEqual([]);
});

/** Each question passes its type's save and integrity checks, as the console's schema holds it to. */
function expectValidForItsType(questions: readonly GeneratedQuestion[], name: string) {
  for (const question of questions) {
    expect(question).toMatchObject({ questionType: name });
    const definition = 'definition' in question ? question.definition : undefined;
    const type = questionTypeOf(name)!;
    expect(type.definitionSchema.safeParse(definition).success).toBe(true);
    const item = { title: question.title, textOptions: [], definition, isMultiple: false, rightAnswer: [] };
    expect([...(type.validate?.(item) ?? []), ...(type.integrity?.(item) ?? [])]).toEqual([]);
  }
}

interface ShownItem {
  id: number;
  title: string;
  questionType: string;
  view: Record<string, string | number>;
}

/**
 * A generated question as the editor adds it (its own ids) and saves it in a new quiz, then taken by a student who
 * answers what `answer` makes of the saved question and of what the page shows: the saved question, what the page
 * showed and the score.
 */
async function savedAndTaken(
  question: GeneratedQuestion,
  answer: (saved: QuizItem, shown: ShownItem) => unknown,
) {
  let n = 0;
  const added = generatedQuestion(() => `g-${++n}`, question);
  const quizzes = questionTypeQuizzes(t);
  const created = await quizzes.create('Generated', [
    {
      ...ITEM_BASE,
      sortIndex: 1,
      title: added.title,
      questionType: 'questionType' in added ? added.questionType : undefined,
      definition: 'definition' in added ? added.definition : undefined,
    },
  ]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const quiz = await quizzes.load(created.body.content.id);
  const saved = quiz.activities[0]!.items[0]!;
  const student = take(t);
  const link = await assign(t, quiz.id, `student-${saved.id}@school.test`);
  const started = await student.start(link.token);
  expect(started.status).toBe(200);
  const shown = (started.body.content.activities as { items: ShownItem[] }[])[0]!.items[0]!;
  const response = await quizzes.respond(link.token, saved.id, { response: answer(saved, shown) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const submitted = await student.submit(link.token);
  return { saved, shown, page: JSON.stringify(started.body.content), score: submitted.body.content.score };
}

const rightSpans = (question: QuizItem) =>
  (question.definition as { spans: { id: string; text: string; right: boolean }[] }).spans.filter(
    (span) => span.right,
  );

describe('the newer types (ADR 296)', () => {
  test('fill in the blanks: the model is asked for a text with [[n]] markers and its blanks; a student takes it', async () => {
    const done = await generated({ questionType: 'fillInBlanks', count: 2 });
    const [request] = await fake.requests();
    expect(request!.messages[0]!.content).toContain('You write fill-in-the-blanks quiz questions');
    expect(request!.messages[0]!.content).toContain('[[1]]');
    expect(JSON.stringify(request!.schema)).toContain('"blanks"');
    expect(done.report).toEqual({ repaired: [], dropped: [] });
    expect(done.questions).toHaveLength(2);
    expectValidForItsType(done.questions, 'fillInBlanks');

    const { saved, shown, page, score } = await savedAndTaken(done.questions[0]!, (_saved, view) => [
      { gap: view.view['gap.0.id'], answer: 'sine' },
      { gap: view.view['gap.1.id'], answer: 'HZ' },
    ]);
    expect(saved).toMatchObject({ questionType: 'fillInBlanks' });
    expect(shown.view).toMatchObject({ gaps: 2, 'gap.0.kind': 'dropdown', 'gap.1.kind': 'typed' });
    expect(page).not.toContain('hertz');
    expect(score).toBe(1);
  });

  test('hot text: the model is asked for a bracketed passage and its right words; a student takes it', async () => {
    const done = await generated({ questionType: 'hotText', count: 2 });
    const [request] = await fake.requests();
    expect(request!.messages[0]!.content).toContain('You write hot-text quiz questions');
    expect(JSON.stringify(request!.schema)).toContain('"passage"');
    expect(done.report).toEqual({ repaired: [], dropped: [] });
    expectValidForItsType(done.questions, 'hotText');

    const { saved, shown, page, score } = await savedAndTaken(done.questions[0]!, (question) =>
      rightSpans(question).map((span) => span.id),
    );
    expect(rightSpans(saved).map((span) => span.text)).toEqual(['hertz', 'seconds']);
    expect(shown.view).toMatchObject({ spans: 3 });
    expect(page).not.toContain('"right"');
    expect(score).toBe(1);
  });

  test('calculated: the model is asked for wildcards, ranges and a formula; a student is scored on their own numbers', async () => {
    const done = await generated({ questionType: 'calculated', count: 2 });
    const [request] = await fake.requests();
    expect(request!.messages[0]!.content).toContain('You write calculated quiz questions');
    expect(request!.messages[0]!.content).toContain('sqrt');
    expect(JSON.stringify(request!.schema)).toContain('"formula"');
    expect(done.report).toEqual({ repaired: [], dropped: [] });
    expectValidForItsType(done.questions, 'calculated');
    expect(done.questions[0]).toMatchObject({
      definition: { formula: '1000 / f', tolerance: 0.01, relative: true, decimals: 2 },
    });

    const { shown, score } = await savedAndTaken(done.questions[0]!, (_saved, view) => {
      const f = Number(/frequency of (\d+) Hz/.exec(view.title)?.[1]);
      return (1000 / f).toFixed(2);
    });
    expect(shown.title).not.toContain('{f}');
    expect(score).toBe(1);
  });

  test.each([
    [
      'fillInBlanks',
      {
        title: 'Fill in the blanks',
        text: 'The tone is a [[1]] wave of 440 [[2]].',
        blanks: [
          { kind: 'dropdown', answers: ['sine'], options: ['square'] },
          { kind: 'typed', answers: ['hertz'], options: [] },
        ],
      },
      [
        [{ title: 'Only one marker', text: 'A [[1]] wave.', blanks: [] }, 'blanksNotInText'],
        [
          {
            title: 'A dropdown of one',
            text: 'A [[1]] wave.',
            blanks: [{ kind: 'dropdown', answers: ['sine'], options: [] }],
          },
          'blankWithoutAnswer',
        ],
      ],
    ],
    [
      'hotText',
      { title: 'Select the units', passage: 'A [tone] of 440 [hertz] for two [seconds].', right: ['hertz'] },
      [
        [{ title: 'Open bracket', passage: 'A [tone of 440 [hertz].', right: ['hertz'] }, 'badPassage'],
        [{ title: 'All right', passage: '[a] [b] [c]', right: ['a', 'b', 'c'] }, 'tooFewSpans'],
      ],
    ],
    [
      'calculated',
      {
        title: 'What is {a} plus {b}?',
        variables: [
          { name: 'a', min: 1, max: 9, decimals: 0 },
          { name: 'b', min: 1, max: 9, decimals: 0 },
        ],
        formula: 'a + b',
        tolerance: 0,
        decimals: 0,
      },
      [
        [
          {
            title: 'What is {a} over zero?',
            variables: [{ name: 'a', min: 1, max: 9, decimals: 0 }],
            formula: 'a / 0',
            tolerance: 0,
            decimals: 0,
          },
          'badFormula',
        ],
        [
          { title: 'What is {a} squared?', variables: [], formula: 'a ^ 2', tolerance: 0, decimals: 0 },
          'badWildcards',
        ],
      ],
    ],
  ] as const)(
    'a %s question the type refuses is left out with its reason; the good one arrives',
    async (questionType, good, bad) => {
      await fake.script([{ content: JSON.stringify({ questions: [good, ...bad.map(([q]) => q)] }) }]);
      const done = await generated({ questionType, count: 3 });
      expect(done.questions.map((q) => q.title)).toEqual([good.title]);
      expect(done.report.dropped).toEqual(bad.map(([, reason], at) => ({ number: at + 2, reason })));
    },
  );
});
