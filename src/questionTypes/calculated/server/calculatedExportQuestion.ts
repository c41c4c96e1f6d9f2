/**
 * A calculated question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { CalculatedDefinition } from '../domain/calculated';

/** A calculated question (ADR 291): numbers drawn for each student. */
export type ExportCalculatedQuestion = ExportTyped<'calculated', CalculatedDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds calculated questions (ADR 323). */
  interface ExportQuestionTypes {
    calculated: ExportCalculatedQuestion;
  }
}
