/**
 * A matching question's answers in GIFT: `=prompt -> answer` per pair, `= -> answer` per extra answer. GIFT scores
 * each pair on its own: all or nothing (ADR 292) is noted.
 */
import type { ExportMatchingQuestion } from '../../exports/exportModel';
import { giftEscape } from '../../exports/giftEscape';
import { escapeHtml } from '../../exports/xml';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../partScoringNotes';

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

export const matchingGiftNotes = (question: ExportMatchingQuestion) =>
  allOrNothingLoss(question.definition, PART_SCORING_NOTES.eachPart("GIFT's matching question", 'pairs'));
