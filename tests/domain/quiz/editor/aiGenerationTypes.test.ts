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
import { calculatedDraw } from '../../../../src/questionTypes/calculated/domain/calculated';
import { questionTypeOf, scoreQuestion } from '../../../../src/questionTypes/shared/domain/registry';

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
  const item = {
    title: question.title,
    textOptions: [],
    definition: question.definition,
    isMultiple: false,
    rightAnswer: [],
  };
  expect(type.validate?.(item) ?? []).toEqual([]);
  expect(type.integrity?.(item) ?? []).toEqual([]);
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

  test.each([['about forty'], [null], [1e31]])(
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

/**
 * The generated questions as the editor adds them (its own ids, its reducer's checks, the type's save checks), and
 * as the student page reads the first one: its view, and its title with the student's numbers.
 */
function inEditorAndStudentPage(questions: readonly GeneratedQuestion[]) {
  let n = 0;
  const state = newQuizState('s');
  const result = applyEvent(state, {
    type: 'questions.generate',
    activityId: state.activities[0]!.originId,
    questions: questions.map((question) => generatedQuestion(() => `g-${++n}`, question)),
  });
  if (!result.ok) throw new Error(result.reason);
  const items = result.state.activities[0]!.items;
  for (const item of items) {
    const type = questionTypeOf(item.questionType)!;
    expect(type.validate?.(item) ?? []).toEqual([]);
  }
  const item = items[0]!;
  const question = { ...stored(questions[0]), definition: item.definition };
  const type = questionTypeOf(item.questionType)!;
  return {
    item,
    question,
    view: type.studentView?.(question) ?? {},
    title: type.studentTitle?.(question, 'attempt-1') ?? question.title,
  };
}

describe('fill in the blanks', () => {
  const written = {
    title: 'Fill in the blanks',
    text: 'The tone is a [[1]] wave of 440 [[2]].',
    blanks: [
      { kind: 'dropdown', answers: ['sine'], options: ['square', 'Sine', 'sawtooth'] },
      { kind: 'typed', answers: ['hertz', ' Hz ', 'hz', '', 'cycles per second', 'c*s'] },
    ],
  };

  test('a dropdown keeps its right option first and its others; a typed blank its accepted answers, at most three', () => {
    const { question, repairs } = only('fillInBlanks', written);
    expectValidForItsType(question);
    expect(definitionOf(question)).toEqual({
      text: 'The tone is a [[1]] wave of 440 [[2]].',
      gaps: [
        {
          id: '1',
          kind: 'dropdown',
          options: [
            { id: '1.1', text: 'sine' },
            { id: '1.2', text: 'square' },
            { id: '1.3', text: 'sawtooth' },
          ],
          right: '1.1',
        },
        {
          id: '2',
          kind: 'typed',
          answers: [
            { id: '2.1', text: 'hertz' },
            { id: '2.2', text: 'Hz' },
            { id: '2.3', text: 'cycles per second' },
          ],
          caseSensitive: false,
        },
      ],
    });
    expect(repairs).toEqual(['trimmed', 'blankAnswersRemoved']);
  });

  test('the question lands in the editor, and the student page shows its blanks and scores the right answers', () => {
    const { questions } = repaired('fillInBlanks', written);
    const { item, question, view } = inEditorAndStudentPage(questions);
    expect(item).toMatchObject({ questionType: 'fillInBlanks', needsReview: true });
    const [dropdown, typed] = (item.definition as { gaps: { id: string }[] }).gaps;
    expect(view).toMatchObject({
      text: 'The tone is a [[1]] wave of 440 [[2]].',
      gaps: 2,
      'gap.0.kind': 'dropdown',
      'gap.0.options': 3,
      'gap.1.kind': 'typed',
    });
    expect(JSON.stringify(view)).not.toContain('hertz');
    const answer = (first: string, second: string) => ({
      response: [
        { gap: dropdown!.id, answer: first },
        { gap: typed!.id, answer: second },
      ],
    });
    expect(scoreQuestion(question, answer('sine', 'HERTZ')).correct).toBe(true);
    expect(scoreQuestion(question, answer('square', 'hz')).correct).toBe(false);
  });

  test('blanks beyond five are filled in with their answer, and the text still reads', () => {
    const blanks = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const { question, repairs } = only('fillInBlanks', {
      title: 'Count in the blanks',
      text: blanks.map((_, at) => `[[${at + 1}]]`).join(' '),
      blanks: blanks.map((word) => ({ kind: 'typed', answers: [word], options: [] })),
    });
    expectValidForItsType(question);
    expect(definitionOf(question)!.text).toBe('[[1]] [[2]] [[3]] [[4]] [[5]] six seven');
    expect(repairs).toEqual(['extraBlanksFilled']);
  });

  test.each([
    ['a blank the text does not mark', { text: 'The tone is a [[1]] wave.' }, 'blanksNotInText'],
    ['a marker twice', { text: 'A [[1]] wave of [[1]].' }, 'blanksNotInText'],
    ['no blank at all', { text: 'The tone is a sine wave.', blanks: [] }, 'blanksNotInText'],
    [
      'a dropdown with one option',
      { blanks: [{ kind: 'dropdown', answers: ['sine'], options: ['Sine'] }, written.blanks[1]] },
      'blankWithoutAnswer',
    ],
    [
      'a typed blank without an answer',
      { blanks: [written.blanks[0], { kind: 'typed', answers: [' '], options: [] }] },
      'blankWithoutAnswer',
    ],
  ])('%s: left out with its reason', (_name, change, reason) => {
    expect(only('fillInBlanks', { ...written, ...change }).dropped).toEqual([{ number: 1, reason }]);
  });
});

describe('hot text', () => {
  const written = {
    title: 'Select the units',
    passage: 'The tone has a [frequency] of 440 [hertz] and lasts two [seconds].',
    right: ['Hertz', 'seconds', 'volts'],
  };

  test('the passage’s bracketed words are the spans, the right ones as the model named them', () => {
    const { question, repairs } = only('hotText', written);
    expectValidForItsType(question);
    expect(definitionOf(question)).toEqual({
      passage: written.passage,
      spans: [
        { id: '1', text: 'frequency', right: false },
        { id: '2', text: 'hertz', right: true },
        { id: '3', text: 'seconds', right: true },
      ],
      minChoices: 0,
      maxChoices: 0,
    });
    expect(repairs).toEqual(['unknownAnswersRemoved']);
  });

  test('the question lands in the editor, and the student page shows the passage without the right words', () => {
    const { questions } = repaired('hotText', written);
    const { item, question, view } = inEditorAndStudentPage(questions);
    expect(item).toMatchObject({ questionType: 'hotText', needsReview: true });
    const spans = (item.definition as { spans: { id: string; right: boolean }[] }).spans;
    expect(view).toMatchObject({ passage: written.passage, spans: 3 });
    expect(JSON.stringify(view)).not.toContain('right');
    const rightIds = spans.filter((span) => span.right).map((span) => span.id);
    expect(scoreQuestion(question, { response: rightIds }).correct).toBe(true);
    expect(scoreQuestion(question, { response: [spans[0]!.id] }).correct).toBe(false);
  });

  test('beyond twelve selectable words, the right ones stay selectable and the rest are plain text', () => {
    const words = Array.from({ length: 15 }, (_, at) => `w${at + 1}`);
    const { question, repairs } = only('hotText', {
      title: 'Select the last words',
      passage: words.map((word) => `[${word}]`).join(' '),
      right: ['w14', 'w15'],
    });
    expectValidForItsType(question);
    const spans = definitionOf(question)!.spans as { text: string; right: boolean }[];
    expect(spans.map((span) => span.text)).toEqual([...words.slice(0, 10), 'w14', 'w15']);
    expect(definitionOf(question)!.passage).toContain('w11 w12 w13 [w14]');
    expect(repairs).toEqual(['extraSpansRemoved']);
  });

  test.each([
    ['brackets left open', { passage: 'The [tone has a [frequency] of 440 hertz.' }, 'badPassage'],
    ['no right word among them', { right: ['volts'] }, 'noRightAnswer'],
    ['every word right', { right: ['frequency', 'hertz', 'seconds'] }, 'tooFewSpans'],
    ['two words to pick', { passage: 'The [tone] is a [sine] wave.', right: ['sine'] }, 'tooFewSpans'],
  ])('%s: left out with its reason', (_name, change, reason) => {
    expect(only('hotText', { ...written, ...change }).dropped).toEqual([{ number: 1, reason }]);
  });
});

describe('calculated', () => {
  const written = {
    title: 'A tone has a frequency of {f} Hz. What is its period in milliseconds?',
    variables: [{ name: 'f', min: 200, max: 800, decimals: 0 }],
    formula: '1000 / f',
    tolerance: 1,
    decimals: 2,
  };

  test('the wildcards keep their ranges, the formula is checked by the type, the tolerance is a share of the answer', () => {
    const { question, repairs } = only('calculated', written);
    expectValidForItsType(question);
    expect(definitionOf(question)).toEqual({
      variables: [{ name: 'f', min: 200, max: 800, decimals: 0 }],
      formula: '1000 / f',
      tolerance: 0.01,
      relative: true,
      decimals: 2,
    });
    expect(repairs).toEqual([]);
  });

  test('a range written backwards is turned round; a wildcard the question does not show is left out', () => {
    const { question, repairs } = only('calculated', {
      ...written,
      variables: [
        { name: '{f}', min: 800, max: 200, decimals: 0.4 },
        { name: 'g', min: 1, max: 2, decimals: 0 },
      ],
      tolerance: -2,
    });
    expectValidForItsType(question);
    expect(definitionOf(question)).toMatchObject({
      variables: [{ name: 'f', min: 200, max: 800, decimals: 0 }],
      tolerance: 0.02,
    });
    expect(repairs).toEqual(['rangesMended', 'variablesRemoved', 'toleranceMended']);
  });

  test('the question lands in the editor, and each student is given numbers and scored on them', () => {
    const { questions } = repaired('calculated', written);
    const { item, question, title } = inEditorAndStudentPage(questions);
    expect(item).toMatchObject({ questionType: 'calculated', needsReview: true });
    const f = Number(/frequency of (\d+) Hz/.exec(title)?.[1]);
    expect(f).toBeGreaterThanOrEqual(200);
    expect(f).toBeLessThanOrEqual(800);
    expect(calculatedDraw(question, 'attempt-1').values.get('f')).toBe(f);
    // Within 1 % of the right answer, as each attempt draws it.
    const period = 1000 / f;
    const scored = (value: number) =>
      scoreQuestion(question, { response: String(value) }, 'attempt-1').correct;
    expect(scored(period * 1.005)).toBe(true);
    expect(scored(period * 1.05)).toBe(false);
  });

  test.each([
    ['no wildcard in the question', { title: 'What is the period of a 440 Hz tone?' }, 'badWildcards'],
    ['a wildcard without a range', { variables: [{ name: 'f', min: null, max: 800 }] }, 'badWildcards'],
    [
      'more than four wildcards',
      { title: '{a} {b} {c} {d} {e} and {f}?', formula: 'a + b + c + d + e + f' },
      'badWildcards',
    ],
    ['a formula naming no wildcard', { formula: '1000 / g' }, 'badFormula'],
    ['a formula without the wildcards', { formula: '2 + 2' }, 'badFormula'],
    ['a formula that does not parse', { formula: '1000 / (f' }, 'badFormula'],
    ['a formula of code', { formula: 'process.exit(1)' }, 'badFormula'],
    [
      'a formula with no value in the range',
      { variables: [{ name: 'f', min: 0, max: 0, decimals: 0 }] },
      'badFormula',
    ],
  ])('%s: left out with its reason', (_name, change, reason) => {
    expect(only('calculated', { ...written, ...change }).dropped).toEqual([{ number: 1, reason }]);
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
      // A dropdown whose right answer is none of its options; a blank the text does not mark.
      {
        questionType: 'fillInBlanks',
        title: 'Fill in',
        definition: {
          text: 'A [[1]] wave.',
          gaps: [
            {
              id: '1',
              kind: 'dropdown',
              options: [
                { id: '1.1', text: 'sine' },
                { id: '1.2', text: 'square' },
              ],
              right: '9',
            },
          ],
        },
      },
      {
        questionType: 'fillInBlanks',
        title: 'Fill in',
        definition: {
          text: 'A sine wave.',
          gaps: [{ id: '1', kind: 'typed', answers: [{ id: '1.1', text: 'sine' }], caseSensitive: false }],
        },
      },
      // No right word to pick.
      {
        questionType: 'hotText',
        title: 'Pick',
        definition: {
          passage: '[a] [b]',
          spans: [
            { id: '1', text: 'a', right: false },
            { id: '2', text: 'b', right: false },
          ],
          minChoices: 0,
          maxChoices: 0,
        },
      },
      // A wildcard of the question without a range.
      {
        questionType: 'calculated',
        title: 'What is {f} times {g}?',
        definition: { variables: [], formula: 'f * g', tolerance: 0, relative: false, decimals: 2 },
      },
    ])
      expect(GeneratedQuestionSchema.safeParse(broken).success).toBe(false);
  });

  test('a request may name any type but hotspot, file upload and a text block; without one it asks for choice', () => {
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
    for (const type of ['fillInBlanks', 'hotText', 'calculated'])
      expect(GenerateRequestSchema.safeParse({ ...request, questionType: type }).success).toBe(true);
    for (const type of ['fileUpload', 'textBlock'])
      expect(GenerateRequestSchema.safeParse({ ...request, questionType: type }).success).toBe(false);
  });

  test('progress counts the questions of the type finished so far', () => {
    expect(
      questionsWritten('{"questions":[{"statement":"a","answer":true},{"statement":"b', 'trueFalse'),
    ).toBe(1);
    expect(questionsWritten('{"questions":[{"prompt":"a","maxWords":9},{"prompt":"b","max', 'essay')).toBe(1);
    expect(
      questionsWritten(
        '{"questions":[{"title":"a {x}","variables":[{"name":"x"}],"formula":"x"},{"title":"b',
        'calculated',
      ),
    ).toBe(1);
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
