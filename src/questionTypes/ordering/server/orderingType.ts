/**
 * Ordering questions, read from QTI 1.2, QTI 2.x and Moodle XML (GIFT has none), and stored as the console's ordering
 * question (ADR 204).
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportOrderingQuestion } from './orderingExportQuestion';
import { storeOrdering } from './orderingStore';
import { orderingQti21Writer } from './qti21Writer';
import { orderingCcNotes, orderingCcWriter } from './ccWriter';
import { orderingMoodleXmlWriter } from './moodleXmlWriter';
import { orderingGiftNotes, orderingGiftWriter } from './giftWriter';
import { orderingScormWriter } from './scormWriter';
import type { OrderingDescription } from './orderingDescription';
import { orderingQti12Reader } from './qti12Reader';
import { orderingQti2Reader } from './qti2Reader';
import { orderingMoodleReader } from './moodleReader';
import { placesLoss } from './orderingNotes';
import { orderingPrompt } from './orderingPrompt';
import { orderingOf } from '../domain/ordering';

export const orderingType: ServerQuestionType<OrderingDescription, ExportOrderingQuestion> = {
  kind: 'ordering',
  names: { kind: 'Ordering', stored: 'ordering' },
  prompt: orderingPrompt,
  read: {
    qti12: orderingQti12Reader,
    qti2: orderingQti2Reader,
    moodleXml: orderingMoodleReader,
  },
  store: storeOrdering,
  write: {
    definition: orderingOf,
    picture: true,
    qti21: orderingQti21Writer,
    cc: orderingCcWriter,
    moodleXml: orderingMoodleXmlWriter,
    gift: orderingGiftWriter,
    scorm: orderingScormWriter,
    notes: {
      // QTI 2.1 writes its general feedback (ADR 376) and it has no feedback of its own: nothing lost.
      cc: orderingCcNotes,
      gift: orderingGiftNotes,
      moodle: placesLoss,
    },
  },
};
