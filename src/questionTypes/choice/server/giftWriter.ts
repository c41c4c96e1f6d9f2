/**
 * A choice question's answers in GIFT: `=` the right answer, or `~%50%` shares when several are right (ADR 155),
 * each with its feedback after `#` (ADR 376).
 * @publicModule hotText uses it.
 */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import { giftEscape } from '../../../../server/exports/giftEscape';
import { escapeHtml, textField } from '../../../../server/exports/xml';
import { fractionsOf } from './choiceFractions';
import { entryText } from '../../shared/server/optionPictureExports';

export function choiceGiftWriter(question: ExportChoiceQuestion): string[] {
  const fractions = fractionsOf(question);
  return question.options.map((option, index) => {
    const text = giftEscape(escapeHtml(entryText(option.text, option.picture) || '-'));
    const feedback = textField(option.feedback ?? '');
    const value = feedback === '' ? text : `${text} #${giftEscape(escapeHtml(feedback))}`;
    if (!question.isMultiple) return fractions[index] === '100' ? `\t=${value}` : `\t~${value}`;
    return `\t~%${fractions[index]}%${value}`;
  });
}
