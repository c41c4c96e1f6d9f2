/**
 * What a QTI 2.1/2.2 item's feedback the questions stored from it do not hold (ADR 395), as the QTI 1.2 reader
 * names it (ADR 393): every `modalFeedback`, `feedbackBlock` and `feedbackInline` text but a hint's or a solution's
 * is compared with the questions' general, option, definition and hint texts, and what none holds is named in the
 * report instead of dropped silently.
 */
import type { ImportedQuestion } from './importedQuiz';
import { reportTypeOf } from './importReport';
import { KEPT_NOTES } from './itemNotes';
import { heldFeedback } from './qti12FeedbackCheck';
import { allFeedbackTexts } from './qti2Feedback';
import type { XmlElement } from './xmlTree';

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The item's feedback texts none of `questions` holds. */
function lostFeedback(questions: readonly ImportedQuestion[], item: XmlElement): string[] {
  const held = questions
    .flatMap((question) => [
      ...heldFeedback(question),
      ...(question.hints ?? []).map((hint) => words(hint.text.replace(/<[^>]*>/g, ' '))),
    ])
    .join('|');
  return allFeedbackTexts(item).filter((text) => words(text) !== '' && !held.includes(words(text)));
}

/** The question with a note naming the item's feedback it does not hold, if any; a text block names its own. */
export function withLostQti2Feedback(question: ImportedQuestion, item: XmlElement): ImportedQuestion {
  if (question.questionType === 'textBlock') return question;
  const lost = lostFeedback([question], item);
  if (lost.length === 0) return question;
  return {
    ...question,
    notes: [...(question.notes ?? []), KEPT_NOTES.feedbackLost(lost, reportTypeOf(question))],
  };
}

/** The pieces of an item (ADR 282) with the item's feedback none of them holds named in the item's notes. */
export function piecesWithLostQti2Feedback(
  questions: readonly ImportedQuestion[],
  item: XmlElement,
): readonly ImportedQuestion[] {
  const lost = lostFeedback(questions, item);
  if (lost.length === 0) return questions;
  const note = KEPT_NOTES.partsFeedbackLost(lost);
  return questions.map((q) =>
    q.partOf ? { ...q, partOf: { ...q.partOf, notes: [...q.partOf.notes, note] } } : q,
  );
}
