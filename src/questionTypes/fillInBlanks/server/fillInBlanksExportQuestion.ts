/**
 * A fill-in-the-blanks question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { FillInBlanksDefinition } from '../domain/fillInBlanksDefinition';

/** A fill-in-the-blank question as the export model holds it. */
export type ExportFillInBlanksQuestion = ExportTyped<'fillInBlanks', FillInBlanksDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds fill-in-the-blanks questions (ADR 323). */
  interface ExportQuestionTypes {
    fillInBlanks: ExportFillInBlanksQuestion;
  }
}
