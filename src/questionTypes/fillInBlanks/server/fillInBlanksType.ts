/**
 * Fill-in-the-blanks questions, read from QTI 1.2 (Canvas's multiple dropdowns and fill in multiple blanks), QTI 2.x
 * (inline choice and text entry) and Moodle XML (embedded answers, select missing words, drag and drop into text),
 * and stored as the console's fill-in-the-blanks question (ADR 202). GIFT's missing word is a choice. Written as
 * QTI 2.1 inline interactions, Moodle's embedded answers, an essay with its solution in Common Cartridge, and left
 * out of GIFT (ADR 236).
 * @publicModule the H5P import stores Blanks and DragText interactions with it.
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';
import { fillInBlanksCcNotes, fillInBlanksCcWriter } from './ccWriter';
import type { FillInBlanksDescription } from './fillInBlanksDescription';
import { storeFillInBlanks } from './fillInBlanksStore';
import { fillInBlanksGiftNotes, fillInBlanksGiftWriter } from './giftWriter';
import { fillInBlanksMoodleReader } from './moodleReader';
import { fillInBlanksMoodleXmlNotes, fillInBlanksMoodleXmlWriter } from './moodleXmlWriter';
import { fillInBlanksQti12Reader } from './qti12Reader';
import { fillInBlanksQti21Notes, fillInBlanksQti21Writer } from './qti21Writer';
import { fillInBlanksQti2Reader } from './qti2Reader';
import { fillInBlanksScormWriter } from './scormWriter';
import { fillInBlanksPrompt } from './fillInBlanksPrompt';
import { fillInBlanksOf } from '../domain/fillInBlanksDefinition';

export const fillInBlanksType: ServerQuestionType<FillInBlanksDescription, ExportFillInBlanksQuestion> = {
  kind: 'fillInBlanks',
  names: { kind: 'Fill-in-the-blank', stored: 'fill in the blanks' },
  prompt: fillInBlanksPrompt,
  read: {
    qti12: fillInBlanksQti12Reader,
    qti2: fillInBlanksQti2Reader,
    moodleXml: fillInBlanksMoodleReader,
  },
  store: storeFillInBlanks,
  write: {
    definition: fillInBlanksOf,
    qti21: fillInBlanksQti21Writer,
    cc: fillInBlanksCcWriter,
    moodleXml: fillInBlanksMoodleXmlWriter,
    gift: fillInBlanksGiftWriter,
    scorm: fillInBlanksScormWriter,
    notes: {
      qti: fillInBlanksQti21Notes,
      cc: fillInBlanksCcNotes,
      moodle: fillInBlanksMoodleXmlNotes,
      gift: fillInBlanksGiftNotes,
    },
  },
};
