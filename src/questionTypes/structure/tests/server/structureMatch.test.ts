/**
 * Structures compared by molecule with the server's canonical keys (ADR 389): one molecule however written (SMILES
 * from either end, a drawing's molfile) is one answer; enantiomers and E/Z isomers differ when stereochemistry
 * counts and are one answer when it does not; a text that is no molecule, or too large a one, is refused.
 */
import { Molecule } from 'openchemlib';
import '../../server/structureType';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { STRUCTURE_LIMITS, STRUCTURE_MESSAGES, structureType } from '../../domain/structure';
import { comparesMolecules } from '../../domain/structureKeys';

const R_ALANINE = 'C[C@@H](C(=O)O)N';
const S_ALANINE = 'C[C@H](C(=O)O)N';
const E_BUTENE = 'C/C=C/C';
const Z_BUTENE = 'C/C=C\\C';

const question = (structure: string, stereo = true): StoredQuestion => ({
  id: 1,
  title: 'Draw it.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'structure',
  points: 2,
  definition: { structure, stereo },
});
/** A drawing as the board keeps it: the molecule with 2D coordinates and its stereo bonds, as a molfile. */
const drawn = (smiles: string) => Molecule.fromSmiles(smiles).toMolfile();
const right = (q: StoredQuestion, answer: string) => structureType.score(q, answer).correct;

test('the server compares molecules, not texts', () => {
  expect(comparesMolecules()).toBe(true);
});

test.each([
  ['CCO', 'OCC', true],
  ['CCO', drawn('OCC'), true],
  [drawn('CCO'), 'C(O)C', true],
  ['CCO', 'CCC', false],
  ['CCO', 'COC', false],
])('ethanol %j against %j: right %s', (structure, answer, expected) => {
  expect(right(question(structure), answer)).toBe(expected);
  expect(structureType.score(question(structure), answer)).toMatchObject({
    earned: expected ? 2 : 0,
    max: 2,
  });
});

test.each([
  [R_ALANINE, R_ALANINE, true, true],
  [R_ALANINE, 'N[C@@H](C)C(=O)O', true, true],
  [R_ALANINE, drawn(R_ALANINE), true, true],
  [R_ALANINE, S_ALANINE, true, false],
  [R_ALANINE, drawn(S_ALANINE), true, false],
  [R_ALANINE, 'CC(C(=O)O)N', true, false],
  [R_ALANINE, S_ALANINE, false, true],
  [R_ALANINE, 'CC(C(=O)O)N', false, true],
  [E_BUTENE, E_BUTENE, true, true],
  [E_BUTENE, Z_BUTENE, true, false],
  [E_BUTENE, drawn(Z_BUTENE), true, false],
  [E_BUTENE, Z_BUTENE, false, true],
])('%j against %j, stereochemistry counting %s: right %s', (structure, answer, stereo, expected) => {
  expect(right(question(structure, stereo), answer)).toBe(expected);
});

test.each([
  ['xyz', STRUCTURE_MESSAGES.answerUnreadable],
  ['C1CC', STRUCTURE_MESSAGES.answerUnreadable],
  ['hello world', STRUCTURE_MESSAGES.answerUnreadable],
  ['C'.repeat(STRUCTURE_LIMITS.atoms + 1), STRUCTURE_MESSAGES.tooLarge],
  ['c1ccccc1'.repeat(60), STRUCTURE_MESSAGES.tooLarge],
])('an answer %j is refused with %j, and scores nothing', (answer, message) => {
  const q = question('CCO');
  expect(structureType.checkResponse(q, answer)).toBe(message);
  expect(structureType.score(q, answer)).toMatchObject({ earned: 0, correct: false });
});

test('a molecule of the most atoms allowed is read; a right molecule the server cannot read is refused at save', () => {
  expect(structureType.checkResponse(question('CCO'), 'C'.repeat(STRUCTURE_LIMITS.atoms))).toBeUndefined();
  const payload = { title: 'Draw it.', isMultiple: false, textOptions: [], rightAnswer: [] };
  expect(
    structureType.integrity({ ...payload, definition: { structure: 'not(a molecule', stereo: true } }),
  ).toEqual([{ field: 'structure', message: STRUCTURE_MESSAGES.unreadable }]);
  expect(structureType.integrity({ ...payload, definition: { structure: R_ALANINE, stereo: true } })).toEqual(
    [],
  );
});
