/**
 * A file upload question written as an essay (ADR 294), for the formats that have no question answered by a file
 * (GIFT, Common Cartridge): the closest type a teacher also scores by hand. What that loses is listed in the
 * export's notes.
 */
import type { ExportEssayQuestion } from '../../essay/server/essayExportQuestion';
import type { ExportFileUploadQuestion } from './fileUploadExportQuestion';
import { drawingNotes, FILE_UPLOAD_NOTES } from './fileUploadNotes';

export const asEssay = (question: ExportFileUploadQuestion): ExportEssayQuestion => ({
  ...question,
  questionType: 'essay',
  definition: {},
});

/** Written as an essay: the type, and what it asked of the file. */
export const asEssayNotes = (question: ExportFileUploadQuestion) => [
  FILE_UPLOAD_NOTES.asEssay,
  ...drawingNotes(question),
  ...(question.definition.instructions?.trim() ? [FILE_UPLOAD_NOTES.instructions] : []),
];
