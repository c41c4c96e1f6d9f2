/**
 * A short-answer question as the readers describe it: the accepted answers, each with its share of the points,
 * whether case matters, and its feedback. A `*` in an answer matches any characters, as in Moodle.
 */
import type { DescriptionBase, TextAnswer } from '../../shared/server/description';

export interface ShortAnswerDescription extends DescriptionBase {
  readonly kind: 'shortAnswer';
  readonly answers: readonly TextAnswer[];
}

export const SHORT_ANSWER_REASONS = {
  noAnswer: 'The question has no accepted answer.',
} as const;
