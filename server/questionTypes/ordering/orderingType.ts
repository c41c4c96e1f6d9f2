/**
 * Ordering questions, read from QTI 1.2, QTI 2.x and Moodle XML (GIFT has none). The console does not hold them
 * yet: their items are reported as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { OrderingDescription } from './orderingDescription';
import { orderingQti12Reader } from './qti12Reader';
import { orderingQti2Reader } from './qti2Reader';
import { orderingMoodleReader } from './moodleReader';

export const orderingType: ServerQuestionType<OrderingDescription> = {
  kind: 'ordering',
  read: {
    qti12: orderingQti12Reader,
    qti2: orderingQti2Reader,
    moodleXml: orderingMoodleReader,
  },
};
