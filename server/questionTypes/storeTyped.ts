/**
 * The stored question of a type that keeps its data in `definition` (ADR 195), from its neutral description: the
 * prompt as the question's text, no options, the source's points where they fit and its general feedback.
 */
import { FEEDBACK_MAX, POINTS_MAX } from '../../src/domain/quiz/questionTypes/questionFields';
import type { QuestionTypeName } from '../../src/domain/quiz/questionTypes/registry';
import type { ImportedQuestion } from '../imports/importedQuiz';
import type { DescriptionBase } from './description';

export function typedQuestion(
  description: DescriptionBase,
  questionType: QuestionTypeName,
  definition: unknown,
  notes: readonly string[],
): ImportedQuestion {
  const { prompt, points, feedback, name } = description;
  const general = feedback.general?.trim().slice(0, FEEDBACK_MAX);
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
    ...(points !== undefined && points >= 0 && points <= POINTS_MAX && points !== 1 ? { points } : {}),
    ...(general ? { feedback: general } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
