/** What the formats cannot carry of a file upload question, in the words of the export notes (ADR 294). */
import { FILE_UPLOAD_LIMITS, formatBytes, kindsInWords } from '../domain/fileKinds';
import type { ExportFileUploadQuestion } from './fileUploadExportQuestion';

export const FILE_UPLOAD_NOTES = {
  asEssay:
    'it asks for a file, and the format has no such question: it is written as an essay, so students write their answer instead of sending a file.',
  scorm:
    'it asks for a file, and the SCORM player cannot send one: the question is shown with a note asking students to hand their file in as their teacher says, and the LMS receives no answer for it.',
  kinds: (kinds: readonly string[]) =>
    `the kinds of file it takes (${kindsInWords(kinds)}) are not written: the format names one type of file at most.`,
  maxBytes: (bytes: number) =>
    `its largest file (${formatBytes(bytes, 'en')}) is not written: the format has none.`,
  maxFiles: (count: number) => `students may send up to ${count} files here; the format takes one.`,
  instructions: 'its instructions beside the file picker are not written: the format has no place for them.',
  drawing:
    'the student drew on the picture: the format has no such question, so students send a file instead of drawing on it.',
} as const;

/** What a format without a drawing question loses of one (ADR 306). */
export const drawingNotes = ({ definition }: ExportFileUploadQuestion) =>
  definition.drawing ? [FILE_UPLOAD_NOTES.drawing] : [];

/** The size and the number of files, which no format but Moodle XML carries. */
export const limitNotes = ({ definition }: ExportFileUploadQuestion) => [
  ...(definition.maxBytes !== undefined && definition.maxBytes < FILE_UPLOAD_LIMITS.maxBytes
    ? [FILE_UPLOAD_NOTES.maxBytes(definition.maxBytes)]
    : []),
  ...(definition.maxFiles !== undefined && definition.maxFiles > 1
    ? [FILE_UPLOAD_NOTES.maxFiles(definition.maxFiles)]
    : []),
];
