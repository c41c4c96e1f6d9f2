/** Review settings that give the score away (ADR 352): the right answers show before the score may. */
import {
  ANSWERS_SHOWN,
  SCORE_SHOWN,
  answersRevealScore,
  type AnswersShown,
  type ScoreShown,
} from '../../../src/domain/take/reviewRules';

const revealing: readonly (readonly [ScoreShown, AnswersShown])[] = [
  ['after_deadline', 'after_submit'],
  ['on_release', 'after_submit'],
  ['on_release', 'after_deadline'],
];

const every = SCORE_SHOWN.flatMap((score) => ANSWERS_SHOWN.map((answers) => [score, answers] as const));

test.each(every)(
  'score %s with answers %s gives the score away only when the answers can show before the score',
  (score, answers) => {
    const expected = revealing.some(([s, a]) => s === score && a === answers);
    expect(answersRevealScore({ score, answers })).toBe(expected);
  },
);
