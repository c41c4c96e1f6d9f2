/**
 * How a chemical structure is told apart from another (ADR 389): a key per molecule, equal for two texts of one
 * molecule (SMILES or molfile, however written) and different for two molecules. Stereochemistry is in the key
 * when it counts (enantiomers and E/Z isomers differ) and left out when it does not.
 *
 * Computing a canonical key needs a chemistry library that has no place in the console's scripts, so the server
 * provides it (`provideStructureKeys`, from the type's server part) and only the server scores. Without it, as in
 * the browser, a text is only its own key: the same text matches, nothing else is known to. The server also
 * writes a structure as a SMILES (`structureSmiles`), which the statistics show; without it a text is shown as given.
 */

/** A structure read, or why it cannot be. */
export type StructureRead =
  { readonly ok: true; readonly key: string } | { readonly ok: false; readonly reason: StructureReadFailure };

/** Why a text is not read as a molecule: it does not parse, it has no atom, or too many to compare. */
export type StructureReadFailure = 'unreadable' | 'empty' | 'tooLarge';

export type StructureKeyOf = (structure: string, stereo: boolean) => StructureRead;

/** A structure written as a SMILES (a molfile's drawing as text), or the text itself when unreadable. */
export type StructureSmilesOf = (structure: string) => string;

const byText: StructureKeyOf = (structure) => ({ ok: true, key: structure.trim() });
const asGiven: StructureSmilesOf = (structure) => structure.trim();

let keyOf: StructureKeyOf = byText;
let smilesOf: StructureSmilesOf = asGiven;
let provided = false;

/** The server's canonical keys: every structure question scored after this is compared by molecule. */
export function provideStructureKeys(keys: StructureKeyOf, smiles: StructureSmilesOf = asGiven): void {
  keyOf = keys;
  smilesOf = smiles;
  provided = true;
}

/** Whether structures are compared by molecule here (the server), not only by text. */
export const comparesMolecules = () => provided;

/** The key of a structure, or why it cannot be read. */
export const structureKey: StructureKeyOf = (structure, stereo) => keyOf(structure, stereo);

/** A structure as a SMILES, for people to read (the statistics' wrong molecules). */
export const structureSmiles: StructureSmilesOf = (structure) => smilesOf(structure);
