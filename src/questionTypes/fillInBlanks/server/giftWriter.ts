/**
 * GIFT has no question with several blanks (its missing word is one choice in a sentence, read back as a choice
 * question): a fill-in-the-blanks question is left out of the file, with a comment saying so (ADR 236).
 */
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';

export const BLANKS_GIFT_NOTES = {
  leftOut:
    'GIFT has no fill-in-the-blanks question: it is left out of this file (the Moodle XML export carries it as embedded answers).',
} as const;

export const fillInBlanksGiftWriter = (): null => null;

export const fillInBlanksGiftNotes = (_question: ExportFillInBlanksQuestion) => [BLANKS_GIFT_NOTES.leftOut];
