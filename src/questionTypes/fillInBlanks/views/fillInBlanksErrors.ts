/** The catalog key of each save-check message of a fill-in-the-blanks question, to show it in the page's language. */
import { FILL_IN_BLANKS_MESSAGES } from '../domain/fillInBlanks';

const ERROR_KEYS = {
  [FILL_IN_BLANKS_MESSAGES.noGap]: 'fillInBlanks.error_noGap',
  [FILL_IN_BLANKS_MESSAGES.gapNotOnce]: 'fillInBlanks.error_gapNotOnce',
  [FILL_IN_BLANKS_MESSAGES.unknownMarker]: 'fillInBlanks.error_unknownMarker',
  [FILL_IN_BLANKS_MESSAGES.optionEmpty]: 'fillInBlanks.error_optionEmpty',
  [FILL_IN_BLANKS_MESSAGES.optionDuplicated]: 'fillInBlanks.error_optionDuplicated',
  [FILL_IN_BLANKS_MESSAGES.fewOptions]: 'fillInBlanks.error_fewOptions',
  [FILL_IN_BLANKS_MESSAGES.answerEmpty]: 'fillInBlanks.error_answerEmpty',
  [FILL_IN_BLANKS_MESSAGES.answerDuplicated]: 'fillInBlanks.error_answerDuplicated',
  [FILL_IN_BLANKS_MESSAGES.patternInvalid]: 'fillInBlanks.error_patternInvalid',
  [FILL_IN_BLANKS_MESSAGES.patternTooComplex]: 'fillInBlanks.error_patternTooComplex',
} as const;

/** The key of a message, or undefined for one this type does not word (shown as the server sent it). */
export const errorKeyOf = (message: string) =>
  message in ERROR_KEYS ? ERROR_KEYS[message as keyof typeof ERROR_KEYS] : undefined;
