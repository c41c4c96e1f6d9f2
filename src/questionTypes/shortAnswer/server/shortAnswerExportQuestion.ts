/**
 * A short-answer question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { ShortAnswerDefinition } from '../domain/shortAnswer';

/** A short-answer question as the export model holds it. */
export type ExportShortAnswerQuestion = ExportTyped<'shortAnswer', ShortAnswerDefinition>;

declare module '../../../../server/exports/exportModel' {
  /** The export model holds short-answer questions (ADR 323). */
  interface ExportQuestionTypes {
    shortAnswer: ExportShortAnswerQuestion;
  }
}
