/**
 * Numeric questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT, and stored as the console's numeric question
 * (ADR 204).
 * @publicModule calculated uses it.
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportNumericQuestion } from './numericExportQuestion';
import { storeNumeric } from './numericStore';
import { numericQti21Notes, numericQti21Writer, sliderLoss } from './qti21Writer';
import { numericCcNotes, numericCcWriter } from './ccWriter';
import { numericMoodleXmlWriter } from './moodleXmlWriter';
import { numericGiftNotes, numericGiftWriter } from './giftWriter';
import { numericScormWriter } from './scormWriter';
import type { NumericDescription } from './numericDescription';
import { numericQti12Reader } from './qti12Reader';
import { numericQti2Reader } from './qti2Reader';
import { numericMoodleReader } from './moodleReader';
import { numericGiftReader } from './giftReader';
import { numericPrompt } from './numericPrompt';
import { numericOf } from '../domain/numeric';

export const numericType: ServerQuestionType<NumericDescription, ExportNumericQuestion> = {
  kind: 'numeric',
  names: { kind: 'Numeric', stored: 'numeric' },
  prompt: numericPrompt,
  read: {
    qti12: numericQti12Reader,
    qti2: numericQti2Reader,
    moodleXml: numericMoodleReader,
    gift: numericGiftReader,
  },
  store: storeNumeric,
  write: {
    definition: numericOf,
    qti21: numericQti21Writer,
    cc: numericCcWriter,
    moodleXml: numericMoodleXmlWriter,
    gift: numericGiftWriter,
    scorm: numericScormWriter,
    notes: {
      qti: numericQti21Notes,
      cc: numericCcNotes,
      gift: numericGiftNotes,
      // Moodle's numerical question and the SCORM player's number box are typed: a slider is lost (ADR 297).
      moodle: sliderLoss,
      scorm: sliderLoss,
    },
  },
};
