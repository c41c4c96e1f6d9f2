/** A matching question's answers in GIFT: `=prompt -> answer` per pair, `= -> answer` per extra answer. */
import type { ExportMatchingQuestion } from '../../exports/exportModel';
import { giftEscape } from '../../exports/giftEscape';
import { escapeHtml } from '../../exports/xml';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function matchingGiftWriter(question: ExportMatchingQuestion): string[] {
  const { pairs, distractors } = question.definition;
  return [
    ...pairs.map(
      (pair) => `\t=${giftEscape(escapeHtml(clean(pair.prompt)))} -> ${giftEscape(clean(pair.answer))}`,
    ),
    ...distractors.map((extra) => `\t= -> ${giftEscape(clean(extra.text))}`),
  ];
}
