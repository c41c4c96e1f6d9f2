/**
 * Matching questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT. The console does not hold them yet: their
 * items are reported as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { MatchingDescription } from './matchingDescription';
import { matchingQti12Reader } from './qti12Reader';
import { matchingQti2Reader } from './qti2Reader';
import { matchingMoodleReader } from './moodleReader';
import { matchingGiftReader } from './giftReader';

export const matchingType: ServerQuestionType<MatchingDescription> = {
  kind: 'matching',
  read: {
    qti12: matchingQti12Reader,
    qti2: matchingQti2Reader,
    moodleXml: matchingMoodleReader,
    gift: matchingGiftReader,
  },
};
