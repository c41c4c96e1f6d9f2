/**
 * Ordering questions, read from QTI 1.2, QTI 2.x and Moodle XML (GIFT has none), and stored as the console's ordering
 * question (ADR 204).
 */
import type { ExportOrderingQuestion } from '../../exports/exportModel';
import type { ServerQuestionType } from '../questionType';
import { storeOrdering } from './orderingStore';
import { orderingQti21Notes, orderingQti21Writer } from './qti21Writer';
import { orderingCcNotes, orderingCcWriter } from './ccWriter';
import { orderingMoodleXmlWriter } from './moodleXmlWriter';
import { orderingGiftNotes, orderingGiftWriter } from './giftWriter';
import { orderingScormWriter } from './scormWriter';
import type { OrderingDescription } from './orderingDescription';
import { orderingQti12Reader } from './qti12Reader';
import { orderingQti2Reader } from './qti2Reader';
import { orderingMoodleReader } from './moodleReader';
import { placesLoss } from './orderingNotes';

export const orderingType: ServerQuestionType<OrderingDescription, ExportOrderingQuestion> = {
  kind: 'ordering',
  read: {
    qti12: orderingQti12Reader,
    qti2: orderingQti2Reader,
    moodleXml: orderingMoodleReader,
  },
  store: storeOrdering,
  write: {
    qti21: orderingQti21Writer,
    cc: orderingCcWriter,
    moodleXml: orderingMoodleXmlWriter,
    gift: orderingGiftWriter,
    scorm: orderingScormWriter,
    notes: {
      qti: orderingQti21Notes,
      cc: orderingCcNotes,
      gift: orderingGiftNotes,
      moodle: placesLoss,
    },
  },
};
