/**
 * A chemical structure question as the export model holds it (server/exports/exportModel.ts): what its writers take.
 * @publicModule the exports name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { StructureDefinition } from '../domain/structure';

/** A chemical structure question as the export model holds it. */
export type ExportStructureQuestion = ExportTyped<'structure', StructureDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds chemical structure questions (ADR 323, ADR 389). */
  interface ExportQuestionTypes {
    structure: ExportStructureQuestion;
  }
}
