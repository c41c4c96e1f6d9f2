/**
 * Matching questions, read from QTI 1.2, QTI 2.x, Moodle XML and GIFT, and stored as the console's matching question
 * (ADR 204).
 */
import { matchingPicturesLost } from './matchingPictureExports';
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { storeMatching } from './matchingStore';
import { matchingQti21Writer } from './qti21Writer';
import { matchingCcNotes, matchingCcWriter } from './ccWriter';
import { ownFeedbackLoss } from '../../shared/server/formatLosses';
import { pairsFeedback } from './matchingNotes';
import { matchingMoodleXmlNotes, matchingMoodleXmlWriter } from './moodleXmlWriter';
import { matchingGiftNotes, matchingGiftWriter } from './giftWriter';
import { matchingScormWriter } from './scormWriter';
import type { MatchingDescription } from './matchingDescription';
import { matchingQti12Reader } from './qti12Reader';
import { matchingQti2Reader } from './qti2Reader';
import { matchingMoodleReader } from './moodleReader';
import { matchingGiftReader } from './giftReader';
import { matchingPrompt } from './matchingPrompt';
import { matchingOf } from '../domain/matching';

export const matchingType: ServerQuestionType<MatchingDescription, ExportMatchingQuestion> = {
  kind: 'matching',
  names: { kind: 'Matching', stored: 'matching' },
  prompt: matchingPrompt,
  read: {
    qti12: matchingQti12Reader,
    qti2: matchingQti2Reader,
    moodleXml: matchingMoodleReader,
    gift: matchingGiftReader,
  },
  store: storeMatching,
  write: {
    definition: matchingOf,
    picture: true,
    qti21: matchingQti21Writer,
    cc: matchingCcWriter,
    moodleXml: matchingMoodleXmlWriter,
    gift: matchingGiftWriter,
    scorm: matchingScormWriter,
    notes: {
      // QTI 2.1 writes its general feedback (ADR 376), not a pair's (ADR 406).
      qti: (question) => ownFeedbackLoss(...pairsFeedback(question)),
      cc: matchingCcNotes,
      moodle: matchingMoodleXmlNotes,
      gift: matchingGiftNotes,
      // The SCORM player writes an entry's picture as its alternative text (ADR 311).
      scorm: (question) => matchingPicturesLost(question.definition),
    },
  },
};
