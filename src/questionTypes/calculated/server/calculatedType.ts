/**
 * Calculated questions (ADR 291): read from Canvas's QTI 1.2 calculated_question and Moodle XML's calculated and
 * calculatedsimple, stored as the console's calculated question; written with a per-student draw to QTI 2.1
 * (templates), Moodle XML (datasets) and the SCORM player, and as the numeric question of one draw to GIFT and
 * Common Cartridge, which cannot draw.
 */
import { numericType } from '../../numeric/server/numericType';
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportCalculatedQuestion } from './calculatedExportQuestion';
import { asNumeric, oneDrawNotes } from './asNumeric';
import type { CalculatedDescription } from './calculatedDescription';
import { storeCalculated } from './calculatedStore';
import { calculatedMoodleReader } from './moodleReader';
import { calculatedMoodleXmlWriter } from './moodleXmlWriter';
import { calculatedQti12Reader } from './qti12Reader';
import { calculatedQti2Reader } from './qti2Reader';
import { calculatedQti21Notes, calculatedQti21Writer } from './qti21Writer';
import { calculatedScormWriter } from './scormWriter';
import { calculatedPrompt } from './calculatedPrompt';
import { calculatedOf } from '../domain/calculated';

const numeric = numericType.write!;

export const calculatedType: ServerQuestionType<CalculatedDescription, ExportCalculatedQuestion> = {
  kind: 'calculated',
  names: { kind: 'Calculated', stored: 'calculated' },
  prompt: calculatedPrompt,
  read: {
    qti12: calculatedQti12Reader,
    qti2: calculatedQti2Reader,
    moodleXml: calculatedMoodleReader,
  },
  store: storeCalculated,
  write: {
    definition: calculatedOf,
    qti21: calculatedQti21Writer,
    cc: (question) => numeric.cc(asNumeric(question)),
    moodleXml: calculatedMoodleXmlWriter,
    gift: (question) => numeric.gift(asNumeric(question)),
    scorm: calculatedScormWriter,
    writtenAs: { gift: asNumeric, cc: asNumeric },
    notes: {
      qti: calculatedQti21Notes,
      cc: (question) => [...oneDrawNotes(question), ...(numeric.notes?.cc?.(asNumeric(question)) ?? [])],
      gift: oneDrawNotes,
    },
  },
};
