/**
 * Essay questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT, and stored as the console's essay (ADR 204).
 * @publicModule fileUpload uses it.
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportEssayQuestion } from './essayExportQuestion';
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
import { essayPrompt } from './essayPrompt';
import { essayOf } from '../domain/essay';

export const essayType: ServerQuestionType<EssayDescription, ExportEssayQuestion> = {
  kind: 'essay',
  names: { kind: 'Essay', stored: 'essay' },
  prompt: essayPrompt,
  read: {
    qti12: essayQti12Reader,
    qti2: essayQti2Reader,
    moodleXml: essayMoodleReader,
    gift: essayGiftReader,
  },
  store: storeEssay,
  write: {
    definition: essayOf,
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
