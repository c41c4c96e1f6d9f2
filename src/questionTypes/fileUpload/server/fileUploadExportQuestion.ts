/**
 * A file upload question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { FileUploadDefinition } from '../domain/fileUpload';

/** A file upload question (ADR 294): answered by sending a file, scored by hand. */
export type ExportFileUploadQuestion = ExportTyped<'fileUpload', FileUploadDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds file upload questions (ADR 323). */
  interface ExportQuestionTypes {
    fileUpload: ExportFileUploadQuestion;
  }
}
