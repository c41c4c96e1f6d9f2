/**
 * A short answer's shares, as Moodle's short answer scores them: the first accepted answer the typed text matches, in
 * the author's order, gives its share of the points (all of them unless it says less); one worth nothing answers a
 * known wrong answer with its feedback; a question needs one answer worth full marks.
 */
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { SHORT_ANSWER_MESSAGES, shortAnswerType, type ShortAnswerDefinition } from '../../domain/shortAnswer';

const definition: ShortAnswerDefinition = {
  answers: [
    { id: 'a', text: 'photosynthesis', feedback: 'Right.' },
    { id: 'b', text: 'photo synthesis', fraction: 0.5, feedback: 'One word.' },
    { id: 'c', text: '*respiration*', fraction: 0, feedback: 'That breaks sugar down.' },
    { id: 'd', text: '*synthesis*', fraction: 0.25 },
  ],
  caseSensitive: false,
};
const question: StoredQuestion = {
  id: 1,
  title: 'How do plants make sugar?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'shortAnswer',
  points: 4,
  definition,
};

test.each([
  ['photosynthesis', 4, true, ['Right.']],
  ['Photo  synthesis', 2, false, ['One word.']],
  ['cellular respiration', 0, false, ['That breaks sugar down.']],
  // "chemosynthesis" matches only the last answer: a quarter of the points.
  ['chemosynthesis', 1, false, []],
  ['osmosis', 0, false, []],
] as const)('"%s" earns %d of 4 points', (typed, earned, correct, feedback) => {
  expect(shortAnswerType.score(question, typed)).toMatchObject({ earned, max: 4, correct, feedback });
});

test('the first answer that matches decides, not the best one', () => {
  // "*synthesis*" comes before "photosynthesis": it decides for "photosynthesis" too.
  const reordered: StoredQuestion = {
    ...question,
    definition: { ...definition, answers: [definition.answers[3]!, definition.answers[0]!] },
  };
  expect(shortAnswerType.score(reordered, 'photosynthesis')).toMatchObject({ earned: 1, correct: false });
});

test('the right answer shown is the one worth full marks', () => {
  expect(shortAnswerType.describeRight(question)).toBe('photosynthesis');
});

test('a question whose answers all give less than full marks is refused with a message on its answers', () => {
  const input = (answers: ShortAnswerDefinition['answers']) => ({
    title: 'How do plants make sugar?',
    textOptions: [],
    definition: { ...definition, answers },
  });
  expect(shortAnswerType.validate(input(definition.answers.slice(1)))).toEqual([
    { field: 'answers', message: SHORT_ANSWER_MESSAGES.noFullMarks },
  ]);
  expect(shortAnswerType.validate(input(definition.answers))).toEqual([]);
});

test('the most common wrong answers leave out answers that earned part of the points', () => {
  const answers = ['photo synthesis', 'photo synthesis', 'osmosis', 'osmosis', 'cellular respiration'].map(
    (answer) => ({
      answer,
      correct: false,
    }),
  );
  expect(shortAnswerType.statistics(question, answers)).toEqual({
    wrongAnswers: [
      { text: 'osmosis', count: 2 },
      { text: 'cellular respiration', count: 1 },
    ],
  });
});
