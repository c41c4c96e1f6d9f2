/**
 * The canonical keys of chemical structures on the server (ADR 389): OpenChemLib's ID code of the molecule a SMILES
 * or a molfile describes, with its stereochemistry (parities from the drawing's wedges or the SMILES' `@`, `/`,
 * `\`) or stripped of it. A text is bounded before it is parsed: canonicalising grows fast with the atoms, and an
 * answer is read on every save. Keys are kept for the texts read last, as scoring a class reads one answer often.
 *
 * OpenChemLib is loaded the first time a structure is read (scored, checked, imported or exported), not when the
 * server starts: a process that never sees a molecule does not hold it. It is required, not imported, so the
 * domain's scorer stays synchronous; the package is an ES module without top-level await, which Node requires.
 * @publicModule the type's server part provides it to the domain.
 */
import { createRequire } from 'node:module';
import type * as OpenChemLib from 'openchemlib';
import type { Molecule } from 'openchemlib';
import type { StructureKeyOf, StructureRead } from '../domain/structureKeys';
import { isMolfile } from '../domain/molfile';
import { STRUCTURE_LIMITS } from '../domain/structure';

/** Keys kept for the texts read last. */
const KEPT = 500;

let chemistry: typeof OpenChemLib | undefined;

/** OpenChemLib, loaded on first use. */
const openChemLib = (): typeof OpenChemLib =>
  (chemistry ??= createRequire(import.meta.url)('openchemlib') as typeof OpenChemLib);

/** Whether OpenChemLib has been loaded in this process. */
export const openChemLibLoaded = () => chemistry !== undefined;

/** The atoms a molfile says it has (its counts line); a SMILES has at most as many atoms as letters. */
function atomsAtMost(structure: string): number {
  if (!isMolfile(structure)) return (structure.match(/[A-Za-z]/g) ?? []).length / 4;
  const v3000 = /COUNTS\s+(\d+)/.exec(structure);
  if (v3000) return Number(v3000[1]);
  const counts = structure.split(/\r?\n/)[3] ?? '';
  return Number(counts.slice(0, 3).trim()) || 0;
}

/**
 * The molecule of a text. A SMILES is read without coordinates first, to count its atoms cheaply; its stereo
 * parities are found from coordinates, so it is read again with them when stereochemistry counts.
 */
function moleculeOf(structure: string, stereo: boolean): Molecule {
  const molecules = openChemLib().Molecule;
  if (isMolfile(structure)) return molecules.fromMolfile(structure);
  const smiles = structure.trim();
  const bare = molecules.fromSmiles(smiles, { noCoordinates: true, noStereo: !stereo });
  return stereo && bare.getAllAtoms() <= STRUCTURE_LIMITS.atoms ? molecules.fromSmiles(smiles) : bare;
}

function read(structure: string, stereo: boolean): StructureRead {
  if (atomsAtMost(structure) > STRUCTURE_LIMITS.atoms) return { ok: false, reason: 'tooLarge' };
  let molecule: Molecule;
  try {
    molecule = moleculeOf(structure, stereo);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const atoms = molecule.getAllAtoms();
  if (atoms === 0) return { ok: false, reason: 'empty' };
  if (atoms > STRUCTURE_LIMITS.atoms) return { ok: false, reason: 'tooLarge' };
  if (!stereo) molecule.stripStereoInformation();
  return { ok: true, key: molecule.getIDCode() };
}

const kept = new Map<string, StructureRead>();

export const openChemLibKeys: StructureKeyOf = (structure, stereo) => {
  const at = `${stereo ? 's' : 'n'}:${structure}`;
  const known = kept.get(at);
  if (known) return known;
  const found = read(structure, stereo);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(at, found);
  return found;
};

/** A structure as an isomeric SMILES (a molfile's drawing written as text), or the text itself when unreadable. */
export function smilesOf(structure: string): string {
  if (!isMolfile(structure)) return structure.trim();
  try {
    return openChemLib().Molecule.fromMolfile(structure).toIsomericSmiles();
  } catch {
    return structure;
  }
}
