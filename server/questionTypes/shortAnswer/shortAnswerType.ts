/**
 * Short-answer questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT. The console does not hold them yet:
 * their items are reported as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { ShortAnswerDescription } from './shortAnswerDescription';
import { shortAnswerQti12Reader } from './qti12Reader';
import { shortAnswerQti2Reader } from './qti2Reader';
import { shortAnswerMoodleReader } from './moodleReader';
import { shortAnswerGiftReader } from './giftReader';

export const shortAnswerType: ServerQuestionType<ShortAnswerDescription> = {
  kind: 'shortAnswer',
  read: {
    qti12: shortAnswerQti12Reader,
    qti2: shortAnswerQti2Reader,
    moodleXml: shortAnswerMoodleReader,
    gift: shortAnswerGiftReader,
  },
};
