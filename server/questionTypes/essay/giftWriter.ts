/** An essay in GIFT: `{}`, answered in an editor; GIFT has no lines, word limit, grader information or starting text. */
import type { ExportEssayQuestion } from '../../exports/exportModel';
import { ESSAY_NOTES } from './qti21Writer';

export const essayGiftWriter = (): string[] => [];

export const essayGiftNotes = (question: ExportEssayQuestion) => [
  ...(question.definition.maxWords ? [ESSAY_NOTES.maxWords(question.definition.maxWords)] : []),
  ...(question.definition.template?.trim() ? [ESSAY_NOTES.template] : []),
  ...(question.definition.graderInfo?.trim() ? [ESSAY_NOTES.graderInfo] : []),
];
