import {
  GenerateRequestSchema,
  GeneratedQuestionSchema,
  questionsWritten,
  readModelAnswer,
  repairQuestions,
  type GeneratedQuestion,
} from '../../../../src/domain/quiz/editor/aiGeneration';
import type { GeneratableType } from '../../../../src/domain/quiz/editor/aiGenerationTypes';
import { generatedQuestion } from '../../../../src/domain/quiz/editor/quizEditorIntents';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import { applyEvent } from '../../../../src/domain/quiz/editor/quizReducer';
import { questionTypeOf, scoreQuestion } from '../../../../src/domain/quiz/questionTypes/registry';

/** What `repairQuestions` makes of one loose question of `type` written by the model. */
function repaired(type: GeneratableType, written: object, count = 5) {
  const answer = readModelAnswer(JSON.stringify({ questions: [written] }), type);
  if (!answer) throw new Error('not read');
  return repairQuestions(answer, { count, isMultiple: false, questionType: type });
}
const only = (type: GeneratableType, written: object) => {
  const { questions, report } = repaired(type, written);
  return { question: questions[0], repairs: report.repaired[0]?.repairs ?? [], dropped: report.dropped };
};
const definitionOf = (question: GeneratedQuestion | undefined) =>
  question && 'definition' in question ? (question.definition as Record<string, unknown>) : undefined;

/** Every generated question of another type than choice has a definition its type takes, and passes its checks. */
function expectValidForItsType(question: GeneratedQuestion | undefined) {
  if (!question || !('questionType' in question)) throw new Error('no typed question');
  const type = questionTypeOf(question.questionType)!;
  expect(type.definitionSchema.safeParse(question.definition).success).toBe(true);
  expect(
    type.validate?.({ title: question.title, textOptions: [], definition: question.definition }) ?? [],
  ).toEqual([]);
}

const stored = (question: GeneratedQuestion | undefined) => ({
  id: 1,
  title: question!.title,
  isMultiple: false,
  options: [],
  rightAnswer: [],
  ...(question && 'questionType' in question
    ? { questionType: question.questionType, definition: question.definition }
    : {}),
});

describe('true / false', () => {
  test.each([
    [{ statement: 'The tone is a sine wave.', answer: true }, true],
    [{ statement: 'The tone is a square wave.', answer: 'False' }, false],
    [{ question: 'The bars are coloured.', correct: 'true' }, true],
  ])('%j is a statement whose right answer is %s', (written, right) => {
    const { question, repairs } = only('trueFalse', written);
    expectValidForItsType(question);
    expect(question).toMatchObject({ questionType: 'trueFalse', definition: { answer: right } });
    expect(repairs).toEqual([]);
    expect(scoreQuestion(stored(question), { response: right }).correct).toBe(true);
  });

  test('a statement that does not say whether it is true is left out', () => {
    expect(only('trueFalse', { statement: 'The tone is loud.', answer: 'maybe' }).dropped).toEqual([
      { number: 1, reason: 'noTrueOrFalse' },
    ]);
  });
});

describe('short answer', () => {
  test('blank and repeated answers go, at most five stay, and a star is a star rather than a wildcard', () => {
    const { question, repairs } = only('shortAnswer', {
      title: 'Which wave is heard?',
      answers: ['sine', ' Sine ', '', 'sine wave', 'sinusoid', 'a*b', 'sin', 'sinus'],
    });
    expectValidForItsType(question);
    expect(definitionOf(question)).toMatchObject({
      answers: [
        { text: 'sine' },
        { text: 'sine wave' },
        { text: 'sinusoid' },
        { text: 'a\\*b' },
        { text: 'sin' },
      ],
      caseSensitive: false,
    });
    expect(repairs).toEqual(['trimmed', 'answersRemoved', 'extraAnswersRemoved']);
    expect(scoreQuestion(stored(question), { response: 'Sine Wave' }).correct).toBe(true);
    expect(scoreQuestion(stored(question), { response: 'anything b' }).correct).toBe(false);
  });

  test('a question without an accepted answer is left out', () => {
    expect(only('shortAnswer', { title: 'Which wave?', answers: [' ', ''] }).dropped).toEqual([
      { number: 1, reason: 'noAcceptedAnswer' },
    ]);
  });
});

describe('numeric', () => {
  test('a value with a tolerance and a unit: the number within the tolerance is right, in the unit', () => {
    const { question, repairs } = only('numeric', {
      title: 'What frequency?',
      value: '440',
      tolerance: -2,
      unit: ' Hz ',
    });
    expectValidForItsType(question);
    expect(definitionOf(question)).toMatchObject({
      answers: [{ match: { kind: 'tolerance', value: 440, tolerance: 2, relative: false }, fraction: 1 }],
      units: [{ unit: 'Hz', multiplier: 1 }],
    });
    expect(repairs).toEqual(['toleranceMended', 'trimmed']);
    expect(scoreQuestion(stored(question), { response: '441.5 Hz' }).correct).toBe(true);
    expect(scoreQuestion(stored(question), { response: '443' }).correct).toBe(false);
  });

  test('no tolerance asks for the exact number; a unit too long to show is removed', () => {
    const { question, repairs } = only('numeric', {
      title: 'How many bars?',
      value: 7,
      tolerance: null,
      unit: 'bars of colour on the test pattern',
    });
    expectValidForItsType(question);
    expect(definitionOf(question)).toMatchObject({
      answers: [{ match: { kind: 'exact', value: 7 } }],
      units: [],
    });
    expect(repairs).toEqual(['unitRemoved']);
  });

  test.each([['about forty'], [null], [1e20]])(
    'an answer of %j is no number: the question is left out',
    (value) => {
      expect(only('numeric', { title: 'What frequency?', value, tolerance: 0, unit: null }).dropped).toEqual([
        { number: 1, reason: 'noNumber' },
      ]);
    },
  );
});

describe('essay', () => {
  test.each([
    [250, { maxWords: 250 }, []],
    [null, {}, []],
    [250.4, { maxWords: 250 }, ['wordLimitMended']],
    [50_000, { maxWords: 10_000 }, ['wordLimitMended']],
    [0, {}, ['wordLimitMended']],
  ])('a word limit of %j becomes %j', (maxWords, definition, repairs) => {
    const result = only('essay', { prompt: 'Explain how the tone is made.', maxWords });
    expectValidForItsType(result.question);
    expect(result.question).toEqual({
      questionType: 'essay',
      title: 'Explain how the tone is made.',
      definition,
    });
    expect(result.repairs).toEqual(repairs);
  });
});

describe('matching', () => {
  const pair = (prompt: string, answer: string) => ({ prompt, answer });

  test('incomplete and repeated pairs go, at most six stay; extra answers that are a pair’s answer, repeated or beyond two go', () => {
    const { question, repairs } = only('matching', {
      title: 'Match each term to its meaning',
      pairs: [
        pair('Sine', 'smooth'),
        pair('sine', 'curved'),
        pair('Square', ''),
        pair('Saw', 'ramp'),
        pair('Triangle', 'linear'),
        pair('Pulse', 'short'),
        pair('Noise', 'random'),
        pair('Chirp', 'sweep'),
        pair('Tone', 'pitch'),
      ],
      distractors: ['Smooth', 'loud', 'LOUD', 'quiet', 'bright'],
    });
    expectValidForItsType(question);
    const definition = definitionOf(question)!;
    expect((definition.pairs as { prompt: string }[]).map((p) => p.prompt)).toEqual([
      'Sine',
      'Saw',
      'Triangle',
      'Pulse',
      'Noise',
      'Chirp',
    ]);
    expect((definition.distractors as { text: string }[]).map((d) => d.text)).toEqual(['loud', 'quiet']);
    expect(repairs).toEqual(['pairsRemoved', 'extraPairsRemoved', 'distractorsRemoved']);
  });

  test('fewer than three complete, different pairs: left out', () => {
    expect(
      only('matching', {
        title: 'Match',
        pairs: [pair('a', '1'), pair('A', '2'), pair('b', '3')],
        distractors: [],
      }).dropped,
    ).toEqual([{ number: 1, reason: 'tooFewPairs' }]);
  });
});

describe('ordering', () => {
  test('the items stay in the model’s order; blank and repeated go, at most six stay', () => {
    const { question, repairs } = only('ordering', {
      title: 'Put the steps in order',
      items: ['Mix', 'Heat', 'heat', ' ', 'Cool', 'Filter', 'Dry', 'Weigh', 'Label'],
    });
    expectValidForItsType(question);
    expect((definitionOf(question)!.items as { text: string }[]).map((i) => i.text)).toEqual([
      'Mix',
      'Heat',
      'Cool',
      'Filter',
      'Dry',
      'Weigh',
    ]);
    expect(repairs).toEqual(['trimmed', 'itemsRemoved', 'extraItemsRemoved']);
    expect(
      scoreQuestion(stored(question), { response: ['Mix', 'Heat', 'Cool', 'Filter', 'Dry', 'Weigh'] })
        .correct,
    ).toBe(true);
  });

  test('fewer than three different items: left out', () => {
    expect(only('ordering', { title: 'Order', items: ['One', 'one', 'Two'] }).dropped).toEqual([
      { number: 1, reason: 'tooFewItems' },
    ]);
  });
});

describe('every type', () => {
  test('a question not of the type asked for cannot be read; a short title, a repeat and one beyond the count are left out', () => {
    const answer = readModelAnswer(
      JSON.stringify({
        questions: [
          { title: 'Which wave?', options: ['a', 'b'], correct: [0] },
          { title: 'No', items: ['a', 'b', 'c'] },
          { title: 'Put in order', items: ['a', 'b', 'c'] },
          { title: 'put in order', items: ['c', 'b', 'a'] },
          { title: 'Second', items: ['a', 'b', 'c'] },
          { title: 'Third', items: ['a', 'b', 'c'] },
        ],
      }),
      'ordering',
    )!;
    const { questions, report } = repairQuestions(answer, {
      count: 2,
      isMultiple: false,
      questionType: 'ordering',
    });
    expect(questions.map((q) => q.title)).toEqual(['Put in order', 'Second']);
    expect(report.dropped).toEqual([
      { number: 1, reason: 'unreadable' },
      { number: 2, reason: 'shortTitle' },
      { number: 4, reason: 'duplicateQuestion' },
      { number: 6, reason: 'beyondCount' },
    ]);
  });

  test('the console takes no definition that breaks its type’s rules', () => {
    const pairs = [1, 2, 3].map((n) => ({ id: String(n), prompt: `P${n}`, answer: `A${n}` }));
    const matching = {
      questionType: 'matching',
      title: 'Match them',
      definition: { pairs, distractors: [] },
    };
    expect(GeneratedQuestionSchema.safeParse(matching).success).toBe(true);
    for (const broken of [
      { ...matching, definition: { pairs, distractors: [{ id: '4', text: 'A1' }] } },
      { ...matching, definition: { pairs: pairs.slice(0, 1), distractors: [] } },
      { ...matching, questionType: 'hotspot' },
      {
        questionType: 'numeric',
        title: 'How many?',
        definition: { answers: [{ id: '1', match: { kind: 'exact', value: 1 }, fraction: 0.5 }], units: [] },
      },
    ])
      expect(GeneratedQuestionSchema.safeParse(broken).success).toBe(false);
  });

  test('a request may name any type but hotspot and blanks; without one it asks for choice', () => {
    const request = {
      articleId: 3,
      count: 5,
      isMultiple: false,
      difficulty: 'easy',
      provider: 'chatgpt',
      model: 'gpt-4',
    };
    expect(GenerateRequestSchema.parse(request).questionType).toBeUndefined();
    expect(GenerateRequestSchema.safeParse({ ...request, questionType: 'matching' }).success).toBe(true);
    expect(GenerateRequestSchema.safeParse({ ...request, questionType: 'hotspot' }).success).toBe(false);
    expect(GenerateRequestSchema.safeParse({ ...request, questionType: 'fillInBlanks' }).success).toBe(false);
  });

  test('progress counts the questions of the type finished so far', () => {
    expect(
      questionsWritten('{"questions":[{"statement":"a","answer":true},{"statement":"b', 'trueFalse'),
    ).toBe(1);
    expect(questionsWritten('{"questions":[{"prompt":"a","maxWords":9},{"prompt":"b","max', 'essay')).toBe(1);
    expect(
      questionsWritten(
        '{"questions":[{"title":"a","pairs":[{"prompt":"p","answer":"q"}]},{"title":',
        'matching',
      ),
    ).toBe(1);
  });
});

describe('generated questions of any type in the editor', () => {
  test('they land with their type and definition, with ids of the editor’s own, marked for review', () => {
    let n = 0;
    const createId = () => `g-${++n}`;
    const { questions } = repaired('matching', {
      title: 'Match each term',
      pairs: [1, 2, 3].map((i) => ({ prompt: `P${i}`, answer: `A${i}` })),
      distractors: ['Z'],
    });
    const state = newQuizState('s');
    const activityId = state.activities[0]!.originId;
    const result = applyEvent(state, {
      type: 'questions.generate',
      activityId,
      questions: questions.map((question) => generatedQuestion(createId, question)),
    });
    if (!result.ok) throw new Error(result.reason);
    const [item] = result.state.activities[0]!.items;
    expect(item).toMatchObject({
      title: 'Match each term',
      questionType: 'matching',
      textOptions: [],
      rightAnswer: [],
      needsReview: true,
    });
    const definition = item!.definition as { pairs: { id: string }[]; distractors: { id: string }[] };
    const ids = [...definition.pairs, ...definition.distractors].map((entry) => entry.id);
    expect(ids).toEqual(['g-2', 'g-3', 'g-4', 'g-5']);
    expect(ids).not.toContain(item!.originId);
  });

  test('a definition its type refuses does not land', () => {
    const state = newQuizState('s');
    expect(
      applyEvent(state, {
        type: 'questions.generate',
        activityId: state.activities[0]!.originId,
        questions: [
          {
            itemId: 'g-1',
            title: 'Order these',
            image: null,
            isMultiple: false,
            options: [],
            rightAnswer: [],
            questionType: 'ordering',
            definition: { items: [{ id: 'g-2', text: 'only one' }] },
          },
        ],
      }),
    ).toEqual({ ok: false, reason: 'invalidAnswer' });
  });
});
