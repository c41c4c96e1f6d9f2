/**
 * A short-answer question's answers in GIFT: `=answer#feedback` each, `=%share%answer` for one worth less than all
 * the points (GIFT never minds case: noted when it matters).
 */
import { shareOf } from '../domain/shortAnswer';
import type { ExportShortAnswerQuestion } from './shortAnswerExportQuestion';
import { fraction } from '../../../../server/exports/moodleFraction';
import { giftEscape } from '../../../../server/exports/giftEscape';
import { escapeHtml } from '../../../../server/exports/xml';

export const SHORT_ANSWER_GIFT_NOTES = {
  caseSensitive: 'GIFT cannot say that letter case matters: Moodle will accept the answers in any case.',
} as const;

const gift = (text: string) => giftEscape(escapeHtml(text.replace(/\s+/g, ' ').trim()));

export function shortAnswerGiftWriter(question: ExportShortAnswerQuestion): string[] {
  return question.definition.answers.map(
    (answer) =>
      `\t=${shareOf(answer) < 1 ? `%${fraction(shareOf(answer) * 100)}%` : ''}${gift(answer.text)}${answer.feedback?.trim() ? `#${gift(answer.feedback)}` : ''}`,
  );
}

export const shortAnswerGiftNotes = (question: ExportShortAnswerQuestion) =>
  question.definition.caseSensitive ? [SHORT_ANSWER_GIFT_NOTES.caseSensitive] : [];
