/**
 * Fill-in-the-blanks questions, read from QTI 1.2, QTI 2.x and Moodle XML (GIFT's missing word is a choice). The
 * console does not hold them yet: their items are reported as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { FillInBlanksDescription } from './fillInBlanksDescription';
import { fillInBlanksQti12Reader } from './qti12Reader';
import { fillInBlanksQti2Reader } from './qti2Reader';
import { fillInBlanksMoodleReader } from './moodleReader';

export const fillInBlanksType: ServerQuestionType<FillInBlanksDescription> = {
  kind: 'fillInBlanks',
  read: {
    qti12: fillInBlanksQti12Reader,
    qti2: fillInBlanksQti2Reader,
    moodleXml: fillInBlanksMoodleReader,
  },
};
