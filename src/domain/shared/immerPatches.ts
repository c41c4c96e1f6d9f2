/**
 * The immer instance of documents edited with history (the quiz editor's reducer and `history.ts`): patches on,
 * auto-freeze off. Freezing walks the containers a change copies, which made one edit in a 2,000-item quiz several
 * times dearer than in a 20-item one; the document's types are deeply readonly instead, so the compiler refuses
 * writes outside a recipe (ADR 044).
 */
import { enablePatches, Immer, type Patch } from 'immer';

enablePatches();

const editorImmer = new Immer({ autoFreeze: false });

export const produceWithPatches = editorImmer.produceWithPatches;

export function applyPatches<T>(base: T, patches: readonly Patch[]): T {
  return editorImmer.applyPatches(base as object, [...patches]) as T;
}
