/**
 * True/false questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT, and stored as the console's true/false
 * question with the feedback on each answer (ADR 204).
 * @publicModule the H5P import stores a TrueFalse interaction with it.
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';
import { storeTrueFalse } from './trueFalseStore';
import { trueFalseQti21Notes, trueFalseQti21Writer } from './qti21Writer';
import { trueFalseCcNotes, trueFalseCcWriter } from './ccWriter';
import { trueFalseMoodleXmlWriter } from './moodleXmlWriter';
import { trueFalseGiftWriter } from './giftWriter';
import { trueFalseScormWriter } from './scormWriter';
import type { TrueFalseDescription } from './trueFalseDescription';
import { trueFalseQti12Reader } from './qti12Reader';
import { trueFalseQti2Reader } from './qti2Reader';
import { trueFalseMoodleReader } from './moodleReader';
import { trueFalseGiftReader } from './giftReader';
import { trueFalsePrompt } from './trueFalsePrompt';
import { trueFalseOf } from '../domain/trueFalse';

export const trueFalseType: ServerQuestionType<TrueFalseDescription, ExportTrueFalseQuestion> = {
  kind: 'trueFalse',
  names: { kind: 'True/false', stored: 'true/false' },
  prompt: trueFalsePrompt,
  read: {
    qti12: trueFalseQti12Reader,
    qti2: trueFalseQti2Reader,
    moodleXml: trueFalseMoodleReader,
    gift: trueFalseGiftReader,
  },
  store: storeTrueFalse,
  write: {
    definition: trueFalseOf,
    qti21: trueFalseQti21Writer,
    cc: trueFalseCcWriter,
    moodleXml: trueFalseMoodleXmlWriter,
    gift: trueFalseGiftWriter,
    scorm: trueFalseScormWriter,
    notes: {
      qti: trueFalseQti21Notes,
      cc: trueFalseCcNotes,
    },
  },
};
