/**
 * Essay questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT, and stored as the console's essay (ADR 204).
 */
import type { ExportEssayQuestion } from '../../exports/exportModel';
import type { ServerQuestionType } from '../questionType';
import { storeEssay } from './essayStore';
import { essayQti21Notes, essayQti21Writer } from './qti21Writer';
import { essayCcNotes, essayCcWriter } from './ccWriter';
import { essayMoodleXmlWriter } from './moodleXmlWriter';
import { essayGiftNotes, essayGiftWriter } from './giftWriter';
import { essayScormNotes, essayScormWriter } from './scormWriter';
import type { EssayDescription } from './essayDescription';
import { essayQti12Reader } from './qti12Reader';
import { essayQti2Reader } from './qti2Reader';
import { essayMoodleReader } from './moodleReader';
import { essayGiftReader } from './giftReader';

export const essayType: ServerQuestionType<EssayDescription, ExportEssayQuestion> = {
  kind: 'essay',
  read: {
    qti12: essayQti12Reader,
    qti2: essayQti2Reader,
    moodleXml: essayMoodleReader,
    gift: essayGiftReader,
  },
  store: storeEssay,
  write: {
    qti21: essayQti21Writer,
    cc: essayCcWriter,
    moodleXml: essayMoodleXmlWriter,
    gift: essayGiftWriter,
    scorm: essayScormWriter,
    notes: {
      qti: essayQti21Notes,
      cc: essayCcNotes,
      gift: essayGiftNotes,
      scorm: essayScormNotes,
    },
  },
};
