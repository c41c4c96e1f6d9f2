/** GIFT has no ordering question: the question is left out of the file, with a comment saying so (noted). */
import type { ExportOrderingQuestion } from './orderingExportQuestion';

export const ORDERING_GIFT_NOTES = {
  leftOut:
    'GIFT has no ordering question: it is left out of this file (the Moodle XML export carries it as an ordering question).',
} as const;

export const orderingGiftWriter = (): null => null;

export const orderingGiftNotes = (_question: ExportOrderingQuestion) => [ORDERING_GIFT_NOTES.leftOut];
