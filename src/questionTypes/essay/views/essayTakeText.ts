/** Essay's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const essayTakeText = (t: TakeT) => ({
  words: (words: number) => t('essay.words', { words }),
  wordsOf: (words: number, max: number) => t('essay.wordsOf', { words, max }),
  wordsAtLeast: (words: number, min: number) => t('essay.wordsAtLeast', { words, min }),
  wordsBetween: (words: number, min: number, max: number) => t('essay.wordsBetween', { words, min, max }),
  overLimit: t('essay.overLimit'),
  underMinimum: t('essay.underMinimum'),
});
