/**
 * A text block question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';

/** A text block (ADR 260): text between the questions, asking nothing. */
export type ExportTextBlockQuestion = ExportTyped<'textBlock', Record<string, never>>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds text block questions (ADR 323). */
  interface ExportQuestionTypes {
    textBlock: ExportTextBlockQuestion;
  }
}
