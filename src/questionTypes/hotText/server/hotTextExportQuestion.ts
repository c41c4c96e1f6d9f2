/**
 * A hot text question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { HotTextDefinition } from '../domain/hotText';

/** A hot text question (ADR 295): words to pick in a passage. */
export type ExportHotTextQuestion = ExportTyped<'hotText', HotTextDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds hot text questions (ADR 323). */
  interface ExportQuestionTypes {
    hotText: ExportHotTextQuestion;
  }
}
