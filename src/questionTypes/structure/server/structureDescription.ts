/** A chemical structure question as the readers describe it: its right molecule and whether stereochemistry counts. */
import type { DescriptionBase } from '../../shared/server/description';

export interface StructureDescription extends DescriptionBase {
  readonly kind: 'structure';
  /** The right molecule: a SMILES or a molfile. */
  readonly structure: string;
  readonly stereo: boolean;
}
