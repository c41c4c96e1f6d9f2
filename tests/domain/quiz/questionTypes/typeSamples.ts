/**
 * For each registered question type: random questions of it, random answers (including ones that do not parse), a
 * full-marks answer, the texts of its solution, and random edits of it. The registry's tests run every type through
 * these; a type added to the registry without a sample here fails them.
 */
import fc from 'fast-check';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import type { StoredAnswer, StoredQuestion } from '../../../../src/domain/quiz/questionTypes/questionType';
import type { QuestionTypeName } from '../../../../src/domain/quiz/questionTypes/registry';
import type { EditorItem } from '../../../../src/domain/quiz/editor/quizEditorState';

export interface TypeSample {
  readonly question: fc.Arbitrary<StoredQuestion>;
  readonly answer: (question: StoredQuestion) => fc.Arbitrary<StoredAnswer | undefined>;
  readonly right: (question: StoredQuestion) => StoredAnswer;
  /** What must never reach a student before submitting. */
  readonly solution: (question: StoredQuestion) => string[];
  /** An edit of an item of this type (ids made with nextId). */
  readonly edit: (item: EditorItem, k: number, nextId: () => string) => QuizEvent;
}

const points = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 1000 }).map((n) => n / 4),
);
const word = fc.constantFrom('ATP', 'Neon', 'mitochondri*', 'the cell', 'Osmosis', 'DNA', '*ase', 'a\\*b');
const typed = fc.constantFrom('atp', '  ATP  ', 'Mitochondrion', 'the   cell', 'lipase', 'a*b', '', 'x');
const pick = <T>(list: readonly T[], k: number) => list[k % list.length]!;

const choice: TypeSample = {
  question: fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.boolean(), fc.boolean(), points, fc.nat())
    .map(([count, isMultiple, partialCredit, pts, seed]) => {
      const options = Array.from({ length: count }, (_, i) => ({ id: 100 + i, text: `Option ${i}` }));
      const right = isMultiple
        ? options.filter((_, i) => (seed >> i) & 1 || i === 0).map((o) => o.id)
        : [options[seed % count]!.id];
      return {
        id: 1,
        title: 'Which?',
        isMultiple,
        options,
        rightAnswer: right,
        ...(pts === undefined ? {} : { points: pts }),
        ...(partialCredit ? { definition: { partialCredit: true } } : {}),
      };
    }),
  answer: (q) =>
    fc.oneof(
      fc.constant(undefined),
      fc.subarray(q.options.map((o) => o.id)).map((optionIds) => ({ optionIds })),
      fc.constant({ response: 'Option 0' }),
    ),
  right: (q) => ({ optionIds: q.rightAnswer }),
  // The right answer is a set of option ids: the student's view of a choice adds nothing beside the options.
  solution: () => ['rightAnswer', 'partialCredit'],
  edit: (item, k, nextId) => {
    const option = pick(item.textOptions, k);
    return pick<QuizEvent>(
      [
        { type: 'answer.toggle', itemId: item.originId, optionId: option.originId },
        { type: 'option.add', itemId: item.originId, optionId: nextId() },
        { type: 'option.remove', itemId: item.originId, optionId: option.originId },
        { type: 'option.setText', itemId: item.originId, optionId: option.originId, text: `O${k}` },
        { type: 'option.setFeedback', itemId: item.originId, optionId: option.originId, feedback: `F${k}` },
        { type: 'question.setMultiple', itemId: item.originId, isMultiple: k % 2 === 0 },
        { type: 'choice.setPartialCredit', itemId: item.originId, partialCredit: k % 3 === 0 },
      ],
      k,
    );
  },
};

const trueFalse: TypeSample = {
  question: fc.tuple(fc.boolean(), points).map(([answer, pts]) => ({
    id: 2,
    title: 'The nucleus makes ATP.',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'trueFalse',
    definition: { answer, feedbackTrue: 'SECRET-TRUE', feedbackFalse: 'SECRET-FALSE' },
    ...(pts === undefined ? {} : { points: pts }),
  })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      fc.boolean().map((response) => ({ response })),
      fc.constant({ response: 'true' }),
      fc.constant({ optionIds: [1] }),
    ),
  right: (q) => ({ response: (q.definition as { answer: boolean }).answer }),
  solution: () => ['SECRET-TRUE', 'SECRET-FALSE', 'answer'],
  edit: (item, k) =>
    k % 2 === 0
      ? { type: 'trueFalse.setAnswer', itemId: item.originId, answer: k % 4 === 0 }
      : { type: 'trueFalse.setFeedback', itemId: item.originId, value: k % 3 === 0, feedback: `F${k}` },
};

const shortAnswer: TypeSample = {
  question: fc
    .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.boolean(), points)
    .map(([answers, caseSensitive, pts]) => ({
      id: 3,
      title: 'Name it.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'shortAnswer',
      definition: {
        answers: answers.map((text, i) => ({ id: `a${i}`, text, feedback: `SECRET-${i}` })),
        caseSensitive,
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      typed.map((response) => ({ response })),
      fc.constant({ response: 42 }),
    ),
  right: (q) => {
    // A typed answer that matches the first accepted one: its stars filled with text.
    const first = (q.definition as { answers: { text: string }[] }).answers[0]!.text;
    return {
      response: first
        .split('\\*')
        .map((part) => part.replace(/\*/g, 'xyz'))
        .join('*'),
    };
  },
  solution: (q) => [
    ...(q.definition as { answers: { text: string }[] }).answers.map((a) => a.text),
    'SECRET-0',
    'answers',
  ],
  edit: (item, k, nextId) => {
    const answers = (item.definition as { answers: { id: string }[] } | undefined)?.answers ?? [];
    const answer = pick(answers, k);
    return pick<QuizEvent>(
      [
        { type: 'shortAnswer.addAnswer', itemId: item.originId, answerId: nextId() },
        { type: 'shortAnswer.removeAnswer', itemId: item.originId, answerId: answer.id },
        { type: 'shortAnswer.setAnswerText', itemId: item.originId, answerId: answer.id, text: `T${k}` },
        {
          type: 'shortAnswer.setAnswerFeedback',
          itemId: item.originId,
          answerId: answer.id,
          feedback: `F${k}`,
        },
        { type: 'shortAnswer.setCaseSensitive', itemId: item.originId, caseSensitive: k % 2 === 0 },
      ],
      k,
    );
  },
};

export const TYPE_SAMPLES: Readonly<Record<QuestionTypeName, TypeSample>> = {
  choice,
  trueFalse,
  shortAnswer,
};
