/**
 * A true/false question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { TrueFalseDefinition } from '../domain/trueFalse';

/** A true/false question as the export model holds it. */
export type ExportTrueFalseQuestion = ExportTyped<'trueFalse', TrueFalseDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds true/false questions (ADR 323). */
  interface ExportQuestionTypes {
    trueFalse: ExportTrueFalseQuestion;
  }
}
