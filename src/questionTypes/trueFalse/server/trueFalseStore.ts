/**
 * The true/false question the console stores for a description (ADR 195, 204), whatever the format: which statement
 * is right and the feedback on each answer. A source's feedback on a right or a wrong answer becomes the feedback of
 * the answer that is right or wrong, so the student sees what the source showed.
 */
import { FEEDBACK_MAX, type TrueFalseDefinition } from '../domain/trueFalse';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { TrueFalseDescription } from './trueFalseDescription';

export const TRUE_FALSE_STORE_NOTES = {
  feedbackCut: `Feedback longer than ${FEEDBACK_MAX} characters was cut.`,
} as const;

export function storeTrueFalse(description: TrueFalseDescription): ImportedQuestion {
  const notes = [...description.notes];
  const { correct, incorrect } = description.feedback;
  const on = (value: boolean) => {
    const own = value ? description.answerFeedback.true : description.answerFeedback.false;
    const text = (own ?? (value === description.correct ? correct : incorrect))?.trim();
    if (!text) return undefined;
    if (text.length > FEEDBACK_MAX && !notes.includes(TRUE_FALSE_STORE_NOTES.feedbackCut))
      notes.push(TRUE_FALSE_STORE_NOTES.feedbackCut);
    return text.slice(0, FEEDBACK_MAX);
  };
  const feedbackTrue = on(true);
  const feedbackFalse = on(false);
  const definition: TrueFalseDefinition = {
    answer: description.correct,
    ...(feedbackTrue ? { feedbackTrue } : {}),
    ...(feedbackFalse ? { feedbackFalse } : {}),
  };
  return typedQuestion(description, 'trueFalse', definition, notes, { byAnswers: true });
}
