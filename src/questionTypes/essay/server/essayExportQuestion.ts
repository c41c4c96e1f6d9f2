/**
 * An essay question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { EssayDefinition } from '../domain/essay';

/** An essay question as the export model holds it. */
export type ExportEssayQuestion = ExportTyped<'essay', EssayDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds essay questions (ADR 323). */
  interface ExportQuestionTypes {
    essay: ExportEssayQuestion;
  }
}
