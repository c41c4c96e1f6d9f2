/**
 * Chemical structure questions (ADR 389): read from Moodle XML's `pmatchjme` where an answer is one molecule, and
 * written there as one (ADR 396); written as an essay a person scores to every other format, which cannot draw or
 * compare molecules (the right molecule in the information for graders, said in the notes). Importing this part
 * gives the domain its canonical keys and SMILES: the server compares molecules, the browser never scores.
 */
import { essayType } from '../../essay/server/essayType';
import type { ServerQuestionType } from '../../shared/server/questionType';
import { provideStructureKeys } from '../domain/structureKeys';
import { structureOf } from '../domain/structure';
import { asEssay, asEssayNotes, STRUCTURE_NOTES } from './asEssay';
import { structureMoodleReader } from './moodleReader';
import { structureMoodleNotes, structureMoodleXmlWriter } from './moodleXmlWriter';
import { openChemLibKeys, smilesOf } from './openChemLibKeys';
import type { StructureDescription } from './structureDescription';
import type { ExportStructureQuestion } from './structureExportQuestion';
import { storeStructure } from './structureStore';

provideStructureKeys(openChemLibKeys, smilesOf);

const essay = essayType.write!;

/** The SCORM player's part: the question is the essay it is written as. */
const scormScript = '  TYPES.structure = TYPES.essay;\n';

export const structureType: ServerQuestionType<StructureDescription, ExportStructureQuestion> = {
  kind: 'structure',
  names: { kind: 'Chemical structure', stored: 'chemical structure' },
  read: { moodleXml: structureMoodleReader },
  store: storeStructure,
  write: {
    definition: structureOf,
    qti21: {
      interactionType: 'extendedTextInteraction',
      parts: (question, prompt, image) => essay.qti21.parts(asEssay(question), prompt, image),
    },
    cc: (question) => essay.cc(asEssay(question)),
    moodleXml: structureMoodleXmlWriter,
    gift: (question) => essay.gift(asEssay(question)),
    scorm: { data: (question) => essay.scorm.data(asEssay(question)), script: scormScript },
    writtenAs: { gift: asEssay, cc: asEssay },
    notes: {
      qti: asEssayNotes,
      moodle: structureMoodleNotes,
      // Common Cartridge and GIFT have no place for the information for graders: the essay's notes say so.
      cc: (question) => [STRUCTURE_NOTES.asEssay, ...(essay.notes?.cc?.(asEssay(question)) ?? [])],
      gift: (question) => [STRUCTURE_NOTES.asEssay, ...(essay.notes?.gift?.(asEssay(question)) ?? [])],
      scorm: (question) => [STRUCTURE_NOTES.asEssay, ...(essay.notes?.scorm?.(asEssay(question)) ?? [])],
    },
  },
};
