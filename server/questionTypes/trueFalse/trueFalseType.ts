/**
 * True/false questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT. Until the console holds them they are read
 * as a choice of the two options True and False, exactly as before (readAs).
 */
import type { ServerQuestionType } from '../questionType';
import type { TrueFalseDescription } from './trueFalseDescription';
import { trueFalseQti12Reader } from './qti12Reader';
import { trueFalseQti2Reader } from './qti2Reader';
import { trueFalseMoodleReader } from './moodleReader';
import { trueFalseGiftReader } from './giftReader';

export const trueFalseType: ServerQuestionType<TrueFalseDescription> = {
  kind: 'trueFalse',
  readAs: 'choice',
  read: {
    qti12: trueFalseQti12Reader,
    qti2: trueFalseQti2Reader,
    moodleXml: trueFalseMoodleReader,
    gift: trueFalseGiftReader,
  },
};
