/**
 * Numeric questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT. The console does not hold them yet: their
 * items are reported as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { NumericDescription } from './numericDescription';
import { numericQti12Reader } from './qti12Reader';
import { numericQti2Reader } from './qti2Reader';
import { numericMoodleReader } from './moodleReader';
import { numericGiftReader } from './giftReader';

export const numericType: ServerQuestionType<NumericDescription> = {
  kind: 'numeric',
  read: {
    qti12: numericQti12Reader,
    qti2: numericQti2Reader,
    moodleXml: numericMoodleReader,
    gift: numericGiftReader,
  },
};
