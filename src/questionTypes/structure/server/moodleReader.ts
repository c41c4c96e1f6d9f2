/**
 * Moodle XML `pmatchjme` questions (the Open University's pattern match with JSME): the student draws in JSME and
 * the SMILES it writes is matched against each answer's pattern. An answer of full marks that is one molecule
 * (`match(CCO)`, `match_w(CCO)`, or the SMILES alone) becomes the right molecule, compared by structure here; a
 * pattern of several molecules or words cannot be, and the item is reported. Answers worth less than full marks,
 * and the atom-count feedback, are noted as not kept. Stereochemistry counts, as the SMILES JSME writes carries it.
 */
import { moodleAnswers, moodleBase } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { StructureDescription } from './structureDescription';

export const STRUCTURE_READ_NOTES = {
  noMolecule:
    'No answer of full marks is one molecule: a pattern of several cannot be compared by structure.',
  partial:
    'Answers worth part of the points, and their feedback, are not kept: only the right molecule scores.',
} as const;

const claims = (source: MoodleSource) => source.type === 'pmatchjme';

/** The SMILES of one pattern: `match(SMILES)`, `match_<options>(SMILES)` or the SMILES alone; undefined otherwise. */
export function patternSmiles(pattern: string): string | undefined {
  const text = pattern.trim();
  const matched = /^match(?:_[a-z]+)?\s*\((.*)\)$/s.exec(text);
  const smiles = (matched ? matched[1]! : text).trim();
  // A pattern of alternatives, words or wildcards (`|`, spaces, `*`, `_` between words) is not one molecule.
  return smiles !== '' && !/[\s|*&]/.test(smiles) ? smiles : undefined;
}

function read(source: MoodleSource): TypeRead<StructureDescription> {
  const answers = moodleAnswers(source.question);
  const right = answers.filter((answer) => answer.fraction >= 1);
  const structure = right.map((answer) => patternSmiles(answer.text)).find((smiles) => smiles !== undefined);
  if (structure === undefined) return { kind: 'unreadable', reason: STRUCTURE_READ_NOTES.noMolecule };
  const base = moodleBase(source);
  const dropped = answers.some((answer) => answer.fraction > 0 && answer.fraction < 1) || right.length > 1;
  return {
    kind: 'read',
    description: {
      kind: 'structure',
      ...base,
      notes: [...base.notes, ...(dropped ? [STRUCTURE_READ_NOTES.partial] : [])],
      structure,
      stereo: true,
    },
  };
}

export const structureMoodleReader: FormatReader<MoodleSource, StructureDescription> = { claims, read };
