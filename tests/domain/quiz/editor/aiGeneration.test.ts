import {
  GenerateRequestSchema,
  questionCount,
  questionsWritten,
  readModelAnswer,
  repairQuestions,
} from '../../../../src/domain/quiz/editor/aiGeneration';
import { generatedQuestion } from '../../../../src/domain/quiz/editor/quizEditorIntents';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import { applyEvent, applyEvents } from '../../../../src/domain/quiz/editor/quizReducer';

const q = (title: string, options: string[], correct: number[]) => ({ title, options, correct });

test.each([
  [40, 10],
  [0, 1],
  [-3, 1],
  [Number.NaN, 1],
  [3.4, 3],
  [7, 7],
])('asking for %s questions asks for %s', (count, expected) => {
  expect(questionCount(count)).toBe(expected);
});

describe('what the model wrote, held to the rules', () => {
  test('a good answer passes unchanged and unreported', () => {
    const answer = { questions: [q('Which wave?', ['Sine', 'Square', 'Saw'], [0])] };
    expect(repairQuestions(answer, { count: 5, isMultiple: false })).toEqual({
      questions: [
        { title: 'Which wave?', isMultiple: false, options: ['Sine', 'Square', 'Saw'], correct: [0] },
      ],
      report: { repaired: [], dropped: [] },
    });
  });

  test('repeated and blank options go, and the right answer follows its option', () => {
    const { questions, report } = repairQuestions(
      { questions: [q('  Which   wave? ', ['Sine', ' ', 'sine', 'Square'], [3])] },
      { count: 5, isMultiple: false },
    );
    expect(questions).toEqual([
      { title: 'Which wave?', isMultiple: false, options: ['Sine', 'Square'], correct: [1] },
    ]);
    expect(report.repaired).toEqual([{ number: 1, repairs: ['trimmed', 'duplicateOptionsRemoved'] }]);
  });

  test('a single-answer question keeps one right answer; more than six options are cut to six, right ones kept', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const { questions, report } = repairQuestions(
      { questions: [q('Pick the last', many, [7]), q('Two right', ['x', 'y', 'z'], [2, 0])] },
      { count: 5, isMultiple: false },
    );
    expect(questions[0]).toEqual({
      title: 'Pick the last',
      isMultiple: false,
      options: ['a', 'b', 'c', 'd', 'e', 'h'],
      correct: [5],
    });
    expect(questions[1]).toMatchObject({ correct: [0] });
    expect(report.repaired.map((r) => r.repairs)).toEqual([['extraOptionsRemoved'], ['singleAnswerKept']]);
  });

  test('what cannot be mended is dropped with its reason, and never more than asked for', () => {
    const { questions, report } = repairQuestions(
      {
        questions: [
          null,
          q('No', ['a', 'b'], [0]),
          q('One option only', ['a', 'a'], [0]),
          q('Answer out of range', ['a', 'b'], [5, -1]),
          q('Kept', ['a', 'b'], [1]),
          q('kept', ['c', 'd'], [0]),
          q('Second kept', ['a', 'b'], [0]),
          q('Beyond the count', ['a', 'b'], [0]),
        ],
      },
      { count: 2, isMultiple: true },
    );
    expect(questions.map((x) => x.title)).toEqual(['Kept', 'Second kept']);
    expect(questions.every((x) => x.isMultiple)).toBe(true);
    expect(report.dropped).toEqual([
      { number: 1, reason: 'unreadable' },
      { number: 2, reason: 'shortTitle' },
      { number: 3, reason: 'tooFewOptions' },
      { number: 4, reason: 'noRightAnswer' },
      { number: 6, reason: 'duplicateQuestion' },
      { number: 8, reason: 'beyondCount' },
    ]);
  });

  test('answers in a code fence, as a bare list, or with other field names are read; prose is not', () => {
    expect(
      readModelAnswer('```json\n{"questions":[{"title":"T?","options":["a","b"],"correct":[1]}]}\n```'),
    ).toEqual({
      questions: [q('T?', ['a', 'b'], [1])],
    });
    expect(readModelAnswer('[{"question":"T?","choices":["a",2],"correct":"1"}]')).toEqual({
      questions: [q('T?', ['a', '2'], [1])],
    });
    expect(readModelAnswer('{"questions":[{"title":"T?"}, 3]}')).toEqual({ questions: [null, null] });
    expect(readModelAnswer('Here are your questions: 1. What?')).toBeUndefined();
    expect(readModelAnswer('{"quiz":[]}')).toBeUndefined();
  });

  test('the JSON inside prose around it is read', () => {
    expect(
      readModelAnswer(
        'Sure! Here are your questions:\n{"questions":[{"title":"T?","options":["a","b"],"correct":[0]}]}\nLet me know if you need more.',
      ),
    ).toEqual({ questions: [q('T?', ['a', 'b'], [0])] });
    expect(readModelAnswer('Sure! {not json} Let me know')).toBeUndefined();
  });

  test('progress counts the questions finished in a partial answer', () => {
    expect(questionsWritten('{"questions":[')).toBe(0);
    expect(questionsWritten('{"questions":[{"title":"a","options":[]},{"title" : "b"')).toBe(1);
  });

  test('a request names SPEC’s provider and one of its models, and asks for 1 to 10 questions', () => {
    const good = {
      articleId: 3,
      count: 10,
      isMultiple: false,
      difficulty: 'hard',
      provider: 'chatgpt',
      model: 'gpt-4',
    };
    expect(GenerateRequestSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { count: 11 },
      { count: 0 },
      { model: 'gpt-4o' },
      { provider: 'openai' },
      { difficulty: 'x' },
    ])
      expect(GenerateRequestSchema.safeParse({ ...good, ...bad }).success).toBe(false);
  });
});

describe('generated questions in the editor', () => {
  let n = 0;
  const createId = () => `g-${++n}`;
  const generated = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      generatedQuestion(createId, {
        title: `Q${i}`,
        isMultiple: false,
        options: ['a', 'b', 'c'],
        correct: [2],
      }),
    );

  test('they land together at the end of their activity, right answers on their options, marked for review', () => {
    const state = newQuizState('s');
    const activityId = state.activities[0]!.originId;
    const result = applyEvent(state, { type: 'questions.generate', activityId, questions: generated(3) });
    if (!result.ok) throw new Error(result.reason);
    const items = result.state.activities[0]!.items;
    expect(items.map((i) => [i.title, i.sortIndex, i.needsReview])).toEqual([
      ['Q0', 1, true],
      ['Q1', 2, true],
      ['Q2', 3, true],
    ]);
    expect(items[0]!.rightAnswer).toEqual([items[0]!.textOptions[2]!.originId]);
  });

  test('an edit or an accept takes the mark away; accepting an unmarked question is refused', () => {
    const state = newQuizState('s');
    const activityId = state.activities[0]!.originId;
    const [a, b, c] = generated(3);
    const marked = applyEvents(state, [{ type: 'questions.generate', activityId, questions: [a!, b!, c!] }]);
    const after = applyEvents(marked, [
      { type: 'question.accept', itemId: a!.itemId },
      {
        type: 'option.setText',
        itemId: b!.itemId,
        optionId: b!.options[0]!.optionId,
        text: 'A better option',
      },
    ]);
    expect(after.activities[0]!.items.map((i) => i.needsReview ?? false)).toEqual([false, false, true]);
    expect(applyEvent(after, { type: 'question.accept', itemId: a!.itemId })).toEqual({
      ok: false,
      reason: 'notGenerated',
    });
  });

  test('a right answer that is not among the options is refused', () => {
    const state = newQuizState('s');
    const [a] = generated(1);
    expect(
      applyEvent(state, {
        type: 'questions.generate',
        activityId: state.activities[0]!.originId,
        questions: [{ ...a!, rightAnswer: ['elsewhere'] }],
      }),
    ).toEqual({ ok: false, reason: 'invalidAnswer' });
  });
});
