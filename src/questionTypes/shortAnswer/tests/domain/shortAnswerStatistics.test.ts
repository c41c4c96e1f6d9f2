/**
 * A short-answer question's statistics: the most common wrong answers, the same answer typed with other spaces (or
 * another case, when the question ignores case) counted once and shown as first typed, most frequent first, five
 * at most; right answers are not listed.
 */
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { shortAnswerType, type ShortAnswerDefinition, WRONG_ANSWERS_SHOWN } from '../../domain/shortAnswer';

const question = (caseSensitive: boolean): StoredQuestion => ({
  id: 1,
  title: 'The red planet?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'shortAnswer',
  definition: { answers: [{ id: 'a', text: 'Mars' }], caseSensitive } satisfies ShortAnswerDefinition,
});

const given = (answers: readonly (readonly [string, boolean])[]) =>
  answers.map(([answer, correct]) => ({ answer, correct }));

test('wrong answers are counted as the question tells them apart, most frequent first, as first typed', () => {
  const answers = given([
    ['Mars', true],
    ['venus', false],
    ['Jupiter', false],
    ['  Venus ', false],
    ['VENUS', false],
    ['jupiter', false],
    ['Earth', false],
  ]);
  expect(shortAnswerType.statistics(question(false), answers)).toEqual({
    wrongAnswers: [
      { text: 'venus', count: 3 },
      { text: 'Jupiter', count: 2 },
      { text: 'Earth', count: 1 },
    ],
  });
  expect(shortAnswerType.statistics(question(true), answers).wrongAnswers).toEqual([
    { text: 'Earth', count: 1 },
    { text: 'jupiter', count: 1 },
    { text: 'Jupiter', count: 1 },
    { text: 'venus', count: 1 },
    { text: 'Venus', count: 1 },
  ]);
});

test(`at most ${WRONG_ANSWERS_SHOWN} wrong answers are listed`, () => {
  const answers = given(['a', 'b', 'b', 'c', 'd', 'e', 'f', 'g'].map((answer) => [answer, false] as const));
  const { wrongAnswers } = shortAnswerType.statistics(question(false), answers);
  expect(wrongAnswers).toHaveLength(WRONG_ANSWERS_SHOWN);
  expect(wrongAnswers?.[0]).toEqual({ text: 'b', count: 2 });
});
