/** What a language model is told to write choice questions (ADR 180). */
import { GENERATED_OPTIONS } from '../../../domain/quiz/editor/aiGeneration';
import type { TypePrompt } from '../../shared/server/questionType';

export const choicePrompt = (isMultiple: boolean): TypePrompt => ({
  kind: 'multiple-choice',
  rules: [
    `Each question has 4 options (never fewer than ${GENERATED_OPTIONS.min} or more than ${GENERATED_OPTIONS.max}), all distinct.`,
    isMultiple
      ? 'Each question has one or more right options (prefer two or more) and says "Select all that apply" when fitting.'
      : 'Each question has exactly one right option.',
  ],
  shape:
    '{"questions":[{"title":"the question","options":["option","option","option","option"],"correct":[0]}]}\n' +
    'where "correct" lists the zero-based positions of the right options.',
});
