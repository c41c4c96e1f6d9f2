/**
 * A matching question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { MatchingDefinition } from '../domain/matching';

/** A matching question, with the address of the image its prompts' places are on (its image field; ADR 310). */
export type ExportMatchingQuestion = ExportTyped<'matching', MatchingDefinition> & {
  readonly image?: string | null;
};

declare module '../../../../server/exports/exportModel' {
  /** The export model holds matching questions (ADR 323). */
  interface ExportQuestionTypes {
    matching: ExportMatchingQuestion;
  }
}
