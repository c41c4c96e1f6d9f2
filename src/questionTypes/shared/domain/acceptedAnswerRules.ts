/**
 * The rules of the types whose definition is a list of accepted answers, each giving a share of the points (numeric,
 * short answer), as Moodle's have them: the list holds at least one answer and one gives full marks; an answer scores
 * the share of the first accepted answer it matches, with that answer's feedback; the right answers are those giving
 * full marks.
 */
import * as z from 'zod';
import { shareScore, type FieldIssue, type QuestionScore } from './questionType';

/** The share of the points an accepted answer gives, 0..1. */
export const AnswerShareSchema = z.number().min(0).max(1);

export const NO_FULL_MARKS_MESSAGE = 'One accepted answer should give full marks';

/**
 * The rules of one accepted-answer type, bound to how it reads an answer's share (`shareOf`): the save check, the
 * score of an answer and the right answers as text.
 */
export function acceptedAnswerRules<Answer extends { readonly feedback?: string }>(
  shareOf: (answer: Answer) => number,
) {
  return {
    /** The save check of the accepted answers: none at all, or none giving full marks, beside `answers`. */
    issues(answers: readonly Answer[], noAnswer: string): FieldIssue[] {
      if (answers.length === 0) return [{ field: 'answers', message: noAnswer }];
      if (!answers.some((answer) => shareOf(answer) === 1))
        return [{ field: 'answers', message: NO_FULL_MARKS_MESSAGE }];
      return [];
    },
    /** The score of an answer: the share of the accepted answer it matched and its feedback; nothing when none. */
    score(question: { readonly points?: number }, accepted: Answer | undefined): QuestionScore {
      return shareScore(
        question,
        accepted ? shareOf(accepted) : 0,
        accepted?.feedback ? [accepted.feedback] : [],
      );
    },
    /** The right answers as text: the accepted answers giving full marks, each as `describe` writes it. */
    right(answers: readonly Answer[], describe: (answer: Answer) => string): string {
      return answers
        .filter((answer) => shareOf(answer) === 1)
        .map(describe)
        .join(' | ');
    },
  };
}
