/**
 * The stored question of a type that keeps its data in `definition` (ADR 195), from its neutral description: the
 * prompt as the question's text, no options, the source's points where they fit and its general feedback (which a
 * choice question read from Moodle XML or GIFT keeps too).
 */
import { FEEDBACK_MAX, isPointsValue } from '../domain/questionFields';
import type { QuestionTypeName } from '../domain/registry';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import type { DescriptionBase } from './description';
import { outcomeFeedbackField } from '../../../domain/quiz/outcomeFeedback/outcomeFeedback';

/** How a type keeps the source's feedback on a right or a wrong answer. */
export interface OutcomeKept {
  /**
   * Its own answers carry it (ADR 393: a single-answer choice's options, a true/false's answers, a short answer's and
   * a numeric question's): the question keeps no outcome feedback. Otherwise it is the question's (ADR 404).
   */
  readonly byAnswers?: boolean;
}

/**
 * The source's points where they fit (1, the default, left out), its general feedback and, unless its answers carry
 * it, its feedback on a right, a partly right and a wrong answer (ADR 404), as a question stores them.
 */
export function pointsAndFeedback(
  description: Pick<DescriptionBase, 'points' | 'feedback'>,
  kept: OutcomeKept = {},
): Pick<ImportedQuestion, 'points' | 'feedback' | 'outcomeFeedback'> {
  const { points, feedback } = description;
  const fit = (text: string | undefined) => text?.trim().slice(0, FEEDBACK_MAX);
  const general = fit(feedback.general);
  return {
    ...(points !== undefined && isPointsValue(points) && points !== 1 ? { points } : {}),
    ...(general ? { feedback: general } : {}),
    ...(kept.byAnswers
      ? {}
      : outcomeFeedbackField({
          right: fit(feedback.correct),
          partlyRight: fit(feedback.partlyCorrect),
          wrong: fit(feedback.incorrect),
        })),
  };
}

export function typedQuestion(
  description: DescriptionBase,
  questionType: QuestionTypeName,
  definition: unknown,
  notes: readonly string[],
  kept: OutcomeKept = {},
): ImportedQuestion {
  const { prompt, name } = description;
  return {
    kind: 'question',
    title: prompt.text,
    ...(prompt.html !== undefined ? { html: prompt.html } : {}),
    ...(name !== undefined ? { name } : {}),
    isMultiple: false,
    options: [],
    right: [],
    images: prompt.images,
    questionType,
    definition,
    ...pointsAndFeedback(description, kept),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
