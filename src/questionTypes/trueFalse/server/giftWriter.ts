/** A true/false question's answer in GIFT: `{T}` or `{F}`, then the feedback on a wrong answer and on a right one. */
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';
import { giftEscape } from '../../../../server/exports/giftEscape';
import { escapeHtml } from '../../../../server/exports/xml';

export function trueFalseGiftWriter(question: ExportTrueFalseQuestion): string[] {
  const { answer, feedbackTrue = '', feedbackFalse = '' } = question.definition;
  const [onRight, onWrong] = answer ? [feedbackTrue, feedbackFalse] : [feedbackFalse, feedbackTrue];
  const feedback = (text: string) => giftEscape(escapeHtml(text.trim()));
  const tail = onRight.trim() || onWrong.trim() ? `#${feedback(onWrong)}#${feedback(onRight)}` : '';
  return [`\t${answer ? 'T' : 'F'}${tail}`];
}
