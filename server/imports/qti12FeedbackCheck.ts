/**
 * What a QTI 1.2 item's feedback the question stored from it does not hold (ADR 393): every `itemfeedback` text is
 * compared with the question's general feedback, its options' and whatever its definition calls feedback, so that
 * feedback no type has a place for is named in the report instead of dropped silently.
 */
import type { ImportedQuestion } from './importedQuiz';
import { reportTypeOf } from './importReport';
import { KEPT_NOTES } from './itemNotes';
import { feedbackTexts } from './qti12Description';
import type { XmlElement } from './xmlTree';

/** A text as words to compare: letters and digits only, lower case. */
const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Every feedback text a stored question holds, as words. */
export function heldFeedback(question: ImportedQuestion): string[] {
  const found: string[] = [];
  const walk = (value: unknown, isFeedback: boolean) => {
    if (typeof value === 'string') {
      if (isFeedback) found.push(words(value));
    } else if (Array.isArray(value)) for (const entry of value) walk(entry, isFeedback);
    else if (value && typeof value === 'object')
      for (const [name, entry] of Object.entries(value)) walk(entry, isFeedback || /feedback/i.test(name));
  };
  walk(question.feedback, true);
  walk(question.outcomeFeedback, true);
  walk(question.optionFeedback, true);
  walk(question.definition, false);
  return found;
}

/** The question with a note naming the item's feedback it does not hold, if any. */
export function withLostFeedback(question: ImportedQuestion, item: XmlElement): ImportedQuestion {
  // A text block says itself that its feedback is not kept.
  if (question.questionType === 'textBlock') return question;
  const held = heldFeedback(question).join('|');
  const lost = [...new Set(feedbackTexts(item).values())].filter((text) => !held.includes(words(text)));
  if (lost.length === 0) return question;
  return {
    ...question,
    notes: [...(question.notes ?? []), KEPT_NOTES.feedbackLost(lost, reportTypeOf(question))],
  };
}
