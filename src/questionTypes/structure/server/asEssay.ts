/**
 * A chemical structure question written as an essay, for every format (ADR 389): none of them draws a molecule or
 * compares two by structure, and a short answer would mark a right molecule written another way wrong. The closest
 * is a question a person scores, the right molecule (as a SMILES) in the information for graders.
 */
import type { ExportEssayQuestion } from '../../essay/server/essayExportQuestion';
import { smilesOf } from './openChemLibKeys';
import type { ExportStructureQuestion } from './structureExportQuestion';

export const STRUCTURE_NOTES = {
  asEssay:
    'it is written as an essay a person scores: the format cannot draw a molecule or compare molecules by structure.',
  graderInfo: 'the right molecule is written, as a SMILES, in the information for graders.',
} as const;

/** What graders read: the right molecule as a SMILES, and whether stereochemistry counts. */
export const graderInfoOf = ({ definition }: ExportStructureQuestion) =>
  `Right molecule (SMILES): ${smilesOf(definition.structure)}. ${
    definition.stereo ? 'Stereochemistry counts.' : 'Stereochemistry does not count.'
  }`;

export const asEssay = (question: ExportStructureQuestion): ExportEssayQuestion => ({
  ...question,
  questionType: 'essay',
  definition: { lines: 2, graderInfo: graderInfoOf(question) },
});

export const asEssayNotes = () => [STRUCTURE_NOTES.asEssay, STRUCTURE_NOTES.graderInfo];
