/**
 * The essay question the console stores for a description (ADR 198, 204), whatever the format: the word limit, the
 * lines of the answer box, the starting text and the information for graders, within the type's bounds. The console
 * counts no minimum of words; one the source asked for is said in the notes.
 */
import { ESSAY_LIMITS, type EssayDefinition } from '../../../src/domain/quiz/questionTypes/essay/essay';
import type { ImportedQuestion } from '../../imports/importedQuiz';
import { typedQuestion } from '../storeTyped';
import type { EssayDescription } from './essayDescription';

export const ESSAY_STORE_NOTES = {
  minWords: (count: number) =>
    `The answer was to have at least ${count} words; the console does not ask for a minimum.`,
  maxWords: (count: number) =>
    `The word limit of ${count} is above ${ESSAY_LIMITS.maxWords}: the limit is ${ESSAY_LIMITS.maxWords}.`,
  textCut: `The starting text or the information for graders was longer than ${ESSAY_LIMITS.template} characters and is cut.`,
} as const;

const clamp = (value: number, max: number) => Math.min(max, Math.max(1, Math.round(value)));

export function storeEssay(description: EssayDescription): ImportedQuestion {
  const notes = [...description.notes];
  const text = (value: string | undefined, max: number) => {
    if (value === undefined || value.trim() === '') return undefined;
    if (value.length > max) notes.push(ESSAY_STORE_NOTES.textCut);
    return value.slice(0, max);
  };
  if (description.minWords !== undefined && description.minWords > 0)
    notes.push(ESSAY_STORE_NOTES.minWords(description.minWords));
  const { maxWords } = description;
  if (maxWords !== undefined && maxWords > ESSAY_LIMITS.maxWords)
    notes.push(ESSAY_STORE_NOTES.maxWords(maxWords));
  const graderInfo = text(description.graderInfo, ESSAY_LIMITS.graderInfo);
  const template = text(description.template, ESSAY_LIMITS.template);
  const definition: EssayDefinition = {
    ...(maxWords !== undefined && maxWords > 0 ? { maxWords: clamp(maxWords, ESSAY_LIMITS.maxWords) } : {}),
    ...(description.lines !== undefined && description.lines > 0
      ? { lines: clamp(description.lines, ESSAY_LIMITS.lines) }
      : {}),
    ...(graderInfo !== undefined ? { graderInfo } : {}),
    ...(template !== undefined ? { template } : {}),
  };
  return typedQuestion(description, 'essay', definition, [...new Set(notes)]);
}
