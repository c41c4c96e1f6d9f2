/**
 * Essay questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT. The console does not hold them yet: their
 * items are reported as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { EssayDescription } from './essayDescription';
import { essayQti12Reader } from './qti12Reader';
import { essayQti2Reader } from './qti2Reader';
import { essayMoodleReader } from './moodleReader';
import { essayGiftReader } from './giftReader';

export const essayType: ServerQuestionType<EssayDescription> = {
  kind: 'essay',
  read: {
    qti12: essayQti12Reader,
    qti2: essayQti2Reader,
    moodleXml: essayMoodleReader,
    gift: essayGiftReader,
  },
};
