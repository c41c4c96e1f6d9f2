/**
 * A chemical structure question in Moodle XML as a `pmatchjme` question (ADR 396): the student draws in JSME, and
 * the one answer of full marks is the right molecule, `match(SMILES)`, as the Open University's plugin writes it and
 * our reader (moodleReader.ts) reads it back. Moodle compares the SMILES JSME writes with the pattern as text, not
 * by molecule, and does not tell whether stereochemistry counts; the notes say so, and that the site needs the plugin.
 */
import { fraction } from '../../../../server/exports/moodleFraction';
import { autoText, htmlText } from '../../../../server/exports/moodleText';
import type { XmlNode } from '../../../../server/exports/xml';
import { smilesOf } from './openChemLibKeys';
import type { ExportStructureQuestion } from './structureExportQuestion';

export const STRUCTURE_MOODLE_NOTES = {
  plugin:
    'it is written as a pmatchjme question (pattern match with JSME): the Moodle site needs the qtype_pmatchjme and qtype_pmatch plugins to import it.',
  asText:
    "Moodle compares the SMILES the student draws with the right one as text, not by molecule: draw the right molecule again in the question's editor there so its SMILES is the one JSME writes.",
  stereo: 'Moodle does not know that stereochemistry does not count for this question.',
} as const;

/** The pattern of the right molecule: `match(SMILES)`. */
const structurePattern = (question: ExportStructureQuestion) =>
  `match(${smilesOf(question.definition.structure)})`;

export function structureMoodleXmlWriter(question: ExportStructureQuestion): {
  type: string;
  fields: XmlNode;
} {
  return {
    type: 'pmatchjme',
    fields: {
      // A SMILES tells aromatic `c` from `C`: case counts.
      usecase: '1',
      allowsubscript: '0',
      allowsuperscript: '0',
      forcelength: '0',
      applydictionarycheck: '-',
      extenddictionary: '',
      converttospace: '',
      answer: [
        {
          '@_fraction': fraction(100),
          ...autoText(structurePattern(question)),
          feedback: htmlText(''),
          atomcount: '0',
        },
      ],
    },
  };
}

export const structureMoodleNotes = (question: ExportStructureQuestion) => [
  STRUCTURE_MOODLE_NOTES.plugin,
  STRUCTURE_MOODLE_NOTES.asText,
  ...(question.definition.stereo ? [] : [STRUCTURE_MOODLE_NOTES.stereo]),
];
