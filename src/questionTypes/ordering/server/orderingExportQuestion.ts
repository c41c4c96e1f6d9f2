/**
 * An ordering question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { OrderingDefinition } from '../domain/ordering';

/** An ordering question, with the address of the image its items' places are on (its image field; ADR 307). */
export type ExportOrderingQuestion = ExportTyped<'ordering', OrderingDefinition> & {
  readonly image?: string | null;
};

declare module '../../../../server/exports/exportModel' {
  /** The export model holds ordering questions (ADR 323). */
  interface ExportQuestionTypes {
    ordering: ExportOrderingQuestion;
  }
}
