/**
 * An essay in GIFT: `{}`, answered in an editor; GIFT has no lines, minimum or maximum of words, grader information
 * or starting text.
 */
import type { ExportEssayQuestion } from './essayExportQuestion';
import { ESSAY_NOTES, essayWordNotes } from './qti21Writer';

export const essayGiftWriter = (): string[] => [];

export const essayGiftNotes = (question: ExportEssayQuestion) => [
  ...essayWordNotes(question),
  ...(question.definition.template?.trim() ? [ESSAY_NOTES.template] : []),
  ...(question.definition.graderInfo?.trim() ? [ESSAY_NOTES.graderInfo] : []),
];
