/**
 * Whether a text is a molfile (a drawing's coordinates) rather than a SMILES. A module of its own so the board,
 * loaded on the student page, does not bring the type's schemas with it.
 */
export const isMolfile = (structure: string) => /M {2}END|V[23]000/.test(structure);
