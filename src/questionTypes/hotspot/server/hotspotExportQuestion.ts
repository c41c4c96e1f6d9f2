/**
 * A hotspot question as the export model holds it (server/exports/exportModel.ts): what each of its writers takes.
 * @publicModule the exports and other types' writers name the type's question with it.
 */
import type { ExportTyped } from '../../../../server/exports/exportModel';
import type { HotspotDefinition } from '../domain/hotspot';

/** A hotspot question, with the address of the image its regions are on (its image field). */
export type ExportHotspotQuestion = ExportTyped<'hotspot', HotspotDefinition> & {
  readonly image: string | null;
};

declare module '../../../../server/exports/exportModel' {
  /** The export model holds hotspot questions (ADR 323). */
  interface ExportQuestionTypes {
    hotspot: ExportHotspotQuestion;
  }
}
