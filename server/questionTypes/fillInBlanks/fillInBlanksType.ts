/**
 * Fill-in-the-blanks questions, read from QTI 1.2 (Canvas's multiple dropdowns and fill in multiple blanks), QTI 2.x
 * (inline choice and text entry) and Moodle XML (embedded answers, select missing words, drag and drop into text),
 * and stored as the console's fill-in-the-blanks question (ADR 202). GIFT's missing word is a choice.
 */
import type { ServerQuestionType } from '../questionType';
import type { FillInBlanksDescription } from './fillInBlanksDescription';
import { storeFillInBlanks } from './fillInBlanksStore';
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
  store: storeFillInBlanks,
};
