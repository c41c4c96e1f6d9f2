/**
 * The stored question of a type that keeps its data in `definition` (ADR 195), from its neutral description: the
 * prompt as the question's text, no options, the source's points where they fit and its general feedback (which a
 * choice question read from Moodle XML or GIFT keeps too).
 */
import { FEEDBACK_MAX, isPointsValue } from '../domain/questionFields';
import type { QuestionTypeName } from '../domain/registry';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import type { DescriptionBase } from './description';

/** The source's points where they fit (1, the default, left out) and its general feedback, as a question stores them. */
export function pointsAndFeedback(
  description: Pick<DescriptionBase, 'points' | 'feedback'>,
): Pick<ImportedQuestion, 'points' | 'feedback'> {
  const { points } = description;
  const general = description.feedback.general?.trim().slice(0, FEEDBACK_MAX);
  return {
    ...(points !== undefined && isPointsValue(points) && points !== 1 ? { points } : {}),
    ...(general ? { feedback: general } : {}),
  };
}

export function typedQuestion(
  description: DescriptionBase,
  questionType: QuestionTypeName,
  definition: unknown,
  notes: readonly string[],
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
    ...pointsAndFeedback(description),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
