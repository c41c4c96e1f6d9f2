/**
 * SPEC's choice question (type 2, one or several right options): read from every format the console imports and
 * written into every format it exports. Its stored shape is the one SPEC gives, so a description is the question
 * as the console stores it.
 */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import type { ServerQuestionType } from '../../shared/server/questionType';
import { choiceCcWriter } from './ccWriter';
import { choiceGiftReader } from './giftReader';
import { choiceGiftWriter } from './giftWriter';
import { choiceMoodleReader } from './moodleReader';
import { choiceMoodleXmlWriter } from './moodleXmlWriter';
import { choiceQti12Reader } from './qti12Reader';
import { choiceQti21Writer } from './qti21Writer';
import { choiceQti2Reader } from './qti2Reader';
import { choiceScormWriter } from './scormWriter';
import { picturesLost } from '../../shared/server/optionPictureExports';
import { choicePrompt } from './choicePrompt';
import { CHOICE_EXPORT_NOTES } from './choiceNotes';

/** A multiple-answer question scored all or nothing, in a format that gives a share for each right answer. */
const sharesOnly = (question: ExportChoiceQuestion): string[] =>
  question.isMultiple && !question.partialCredit ? [CHOICE_EXPORT_NOTES.partialCredit] : [];

export const choiceType: ServerQuestionType<ImportedQuestion, ExportChoiceQuestion> = {
  kind: 'choice',
  names: { kind: 'Choice', stored: 'choice' },
  prompt: choicePrompt,
  read: {
    qti12: choiceQti12Reader,
    qti2: choiceQti2Reader,
    moodleXml: choiceMoodleReader,
    gift: choiceGiftReader,
  },
  store: (question) => question,
  write: {
    qti21: choiceQti21Writer,
    cc: choiceCcWriter,
    moodleXml: choiceMoodleXmlWriter,
    gift: choiceGiftWriter,
    scorm: choiceScormWriter,
    // GIFT and the SCORM player write an option's picture as its alternative text (ADR 311); Moodle XML embeds it
    // in the answer (ADR 312).
    // Moodle XML and GIFT score several right answers by share (ADR 376); Common Cartridge's profile scores all
    // or nothing, and carries the feedback as Canvas does (ADR 393).
    notes: {
      moodle: (question) => sharesOnly(question),
      gift: (question) => [
        ...picturesLost(question.options.map((option) => option.picture)),
        ...sharesOnly(question),
      ],
      cc: (question) =>
        question.isMultiple && question.partialCredit ? [CHOICE_EXPORT_NOTES.allOrNothing] : [],
      scorm: (question) => picturesLost(question.options.map((option) => option.picture)),
    },
  },
};
