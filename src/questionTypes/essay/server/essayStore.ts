/**
 * The essay question the console stores for a description (ADR 198, 204, 279), whatever the format: the minimum
 * and the maximum of words, the lines of the answer box, the starting text and the information for graders, within
 * the type's bounds. A minimum above the maximum cannot be met: the maximum is kept (the server enforces it) and the
 * minimum is left out, said in the notes.
 */
import { ESSAY_LIMITS, type EssayDefinition } from '../domain/essay';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { EssayDescription } from './essayDescription';

export const ESSAY_STORE_NOTES = {
  minWords: (count: number) =>
    `The minimum of ${count} words is above ${ESSAY_LIMITS.maxWords}: the minimum is ${ESSAY_LIMITS.maxWords}.`,
  maxWords: (count: number) =>
    `The word limit of ${count} is above ${ESSAY_LIMITS.maxWords}: the limit is ${ESSAY_LIMITS.maxWords}.`,
  minAboveMax: (min: number, max: number) =>
    `The minimum of ${min} words was above the word limit of ${max}; the limit is kept and the minimum left out.`,
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
  /** A word count the source gives, within the type's bounds (said when it was not); undefined for none. */
  const words = (value: number | undefined, note: (count: number) => string) => {
    if (value === undefined || !(value > 0)) return undefined;
    if (value > ESSAY_LIMITS.maxWords) notes.push(note(value));
    return clamp(value, ESSAY_LIMITS.maxWords);
  };
  const maxWords = words(description.maxWords, ESSAY_STORE_NOTES.maxWords);
  let minWords = words(description.minWords, ESSAY_STORE_NOTES.minWords);
  if (minWords !== undefined && maxWords !== undefined && minWords > maxWords) {
    notes.push(ESSAY_STORE_NOTES.minAboveMax(description.minWords!, description.maxWords!));
    minWords = undefined;
  }
  const graderInfo = text(description.graderInfo, ESSAY_LIMITS.graderInfo);
  const template = text(description.template, ESSAY_LIMITS.template);
  const definition: EssayDefinition = {
    ...(minWords !== undefined ? { minWords } : {}),
    ...(maxWords !== undefined ? { maxWords } : {}),
    ...(description.lines !== undefined && description.lines > 0
      ? { lines: clamp(description.lines, ESSAY_LIMITS.lines) }
      : {}),
    ...(graderInfo !== undefined ? { graderInfo } : {}),
    ...(template !== undefined ? { template } : {}),
  };
  return typedQuestion(description, 'essay', definition, [...new Set(notes)]);
}
