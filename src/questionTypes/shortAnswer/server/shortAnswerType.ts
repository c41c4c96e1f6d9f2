/**
 * Short-answer questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT, and stored as the console's short answer
 * (ADR 204).
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportShortAnswerQuestion } from './shortAnswerExportQuestion';
import { storeShortAnswer } from './shortAnswerStore';
import { shortAnswerQti21Notes, shortAnswerQti21Writer } from './qti21Writer';
import { shortAnswerCcNotes, shortAnswerCcWriter } from './ccWriter';
import { shortAnswerMoodleXmlWriter } from './moodleXmlWriter';
import { shortAnswerGiftNotes, shortAnswerGiftWriter } from './giftWriter';
import { shortAnswerScormWriter } from './scormWriter';
import type { ShortAnswerDescription } from './shortAnswerDescription';
import { shortAnswerQti12Reader } from './qti12Reader';
import { shortAnswerQti2Reader } from './qti2Reader';
import { shortAnswerMoodleReader } from './moodleReader';
import { shortAnswerGiftReader } from './giftReader';
import { shortAnswerPrompt } from './shortAnswerPrompt';
import { shortAnswerOf } from '../domain/shortAnswer';

export const shortAnswerType: ServerQuestionType<ShortAnswerDescription, ExportShortAnswerQuestion> = {
  kind: 'shortAnswer',
  names: { kind: 'Short-answer', stored: 'short answer' },
  prompt: shortAnswerPrompt,
  read: {
    qti12: shortAnswerQti12Reader,
    qti2: shortAnswerQti2Reader,
    moodleXml: shortAnswerMoodleReader,
    gift: shortAnswerGiftReader,
  },
  store: storeShortAnswer,
  write: {
    definition: shortAnswerOf,
    qti21: shortAnswerQti21Writer,
    cc: shortAnswerCcWriter,
    moodleXml: shortAnswerMoodleXmlWriter,
    gift: shortAnswerGiftWriter,
    scorm: shortAnswerScormWriter,
    notes: {
      qti: shortAnswerQti21Notes,
      cc: shortAnswerCcNotes,
      gift: shortAnswerGiftNotes,
    },
  },
};
