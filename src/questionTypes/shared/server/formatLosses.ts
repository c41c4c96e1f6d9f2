/**
 * What formats lose of any question, in the words of a download's notes (ADR 205): each type's writers add these
 * to their own. A leaf module: the writers import it, and the notes (server/exports/exportNotes.ts), which ask the
 * registry for every type's writers, import it too, so no writer imports back what imports it (ADR 323).
 */
import type { ExportQuestion } from '../../../../server/exports/exportModel';

/** What formats lose of a question, in the words of the notes (the types add their own). */
export const LOSSES = {
  feedback: 'its feedback is not written: the format has no place for it here.',
  /** ADR 404, 405: a format without feedback on the score, or a question a person scores. */
  outcomeFeedback:
    'its feedback on a right, a partly right or a wrong answer is not written: the format has no place for it here.',
  /** Common Cartridge (Canvas) has feedback on a right and a wrong answer only (ADR 405). */
  partlyRightFeedback:
    'its feedback on a partly right answer is not written: the format has feedback on a right and a wrong answer only.',
  hints: (count: number) =>
    `its ${count === 1 ? 'hint is' : `${count} hints are`} not written: the format has no place for hints, so the question is asked without them.`,
  /** GIFT is one text file (ADR 402): a question's pictures are links to the site. */
  pictureLinks: (count: number) =>
    `${count === 1 ? 'its picture is a link' : `its ${count} pictures are links`} to this site: a GIFT file holds no pictures, so Moodle shows ${count === 1 ? 'it' : 'them'} from this site's address.`,
  versions: (count: number) =>
    `each student gets one of its ${count} versions drawn from random values; one draw (version 1) is written, so every student gets the same question.`,
} as const;

/** The feedback note, when the question has feedback (general, or `more` of its own). */
export const feedbackLoss = (question: ExportQuestion, ...more: (string | undefined)[]): string[] =>
  [question.feedback, ...more].some((text) => (text ?? '').trim() !== '') ? [LOSSES.feedback] : [];

/**
 * The feedback note of a format that writes the general feedback (QTI 2.1's modalFeedback, ADR 376): when the
 * question has feedback of its own (an answer's) that the format has no place for.
 */
export const ownFeedbackLoss = (...own: (string | undefined)[]): string[] =>
  own.some((text) => (text ?? '').trim() !== '') ? [LOSSES.feedback] : [];
