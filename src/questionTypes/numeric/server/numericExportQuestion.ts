/**
 * A numeric question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { NumericDefinition } from '../domain/numeric';

/** A numeric question as the export model holds it. */
export type ExportNumericQuestion = ExportTyped<'numeric', NumericDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds numeric questions (ADR 323). */
  interface ExportQuestionTypes {
    numeric: ExportNumericQuestion;
  }
}
