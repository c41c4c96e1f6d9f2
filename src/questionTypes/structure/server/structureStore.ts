/**
 * The chemical structure question the console stores for a description: its right molecule, if the server reads it
 * as one within the type's bounds, and whether stereochemistry counts. One it cannot read is stored without a right
 * molecule (the editor asks for one), said in the notes.
 */
import { STRUCTURE_LIMITS, type StructureDefinition } from '../domain/structure';
import { structureKey } from '../domain/structureKeys';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { StructureDescription } from './structureDescription';

export const STRUCTURE_STORE_NOTES = {
  unreadable: (structure: string) =>
    `The right molecule "${structure.slice(0, 80)}" could not be read as a molecule: draw it in the editor.`,
} as const;

export function storeStructure(description: StructureDescription): ImportedQuestion {
  const given = description.structure.trim();
  const readable = given.length <= STRUCTURE_LIMITS.structure && structureKey(given, description.stereo).ok;
  const definition: StructureDefinition = { structure: readable ? given : '', stereo: description.stereo };
  const notes = [...description.notes, ...(readable ? [] : [STRUCTURE_STORE_NOTES.unreadable(given)])];
  return typedQuestion(description, 'structure', definition, notes);
}
