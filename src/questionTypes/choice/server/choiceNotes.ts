/**
 * The words of the import report for weighted answers (Moodle XML, GIFT, Aiken) read as a choice question's options.
 * @publicModule server/imports uses it.
 */
import { partialCreditNote } from '../../../../server/imports/itemNotes';

export const DRAFT_NOTES = {
  blankOption: 'An answer with no text was left out.',
  duplicateOption: (text: string) => `The answer "${text}" was written twice; it is kept once.`,
  /** The weights in percent of the answers (by option index) that give marks, when several do. */
  partialCredit: (scored: readonly (readonly [number, number])[]) =>
    partialCreditNote(scored, (weight) => `${weight}%`),
  bestAsRight: (weight: number) =>
    `No answer gives full marks; the best one (${weight}%) is kept as the right answer.`,
  unequalWeights: 'The right answers had different weights; each now counts the same.',
} as const;

export const DRAFT_REASONS = {
  noRight: 'No answer is marked right.',
  blankRight: 'A right answer has no text (an image alone cannot be an option).',
  tooFewOptions: 'The question has fewer than two answers to choose from.',
} as const;

export const MOODLE_CHOICE_REASONS = {
  noAnswers: 'The question has no answers to choose from.',
} as const;

/** What an export of a choice question cannot carry, in the download's words (ADR 376). */
export const CHOICE_EXPORT_NOTES = {
  partialCredit:
    'it is scored all or nothing; the format gives a share of the points for each right answer chosen (partial credit).',
  allOrNothing:
    'its partial credit is not written: the format gives the points only for exactly the right answers.',
} as const;
