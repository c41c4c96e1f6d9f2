/**
 * A matching question's answers in GIFT: `=prompt -> answer` per pair, `= -> answer` per extra answer. GIFT scores
 * each pair on its own: all or nothing (ADR 292) is noted.
 */
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { giftEscape } from '../../../../server/exports/giftEscape';
import { escapeHtml } from '../../../../server/exports/xml';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../../shared/server/partScoringNotes';
import { matchingLosses, pairsFeedback } from './matchingNotes';
import { ownFeedbackLoss } from '../../shared/server/formatLosses';
import { namedMatching } from '../domain/matchingPictures';
import { matchingPicturesLost } from './matchingPictureExports';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function matchingGiftWriter(question: ExportMatchingQuestion): string[] {
  // An entry that is only its picture is written as its alternative text (ADR 311).
  const { pairs, distractors } = namedMatching(question.definition);
  return [
    ...pairs.map(
      (pair) => `\t=${giftEscape(escapeHtml(clean(pair.prompt)))} -> ${giftEscape(clean(pair.answer))}`,
    ),
    ...distractors.map((extra) => `\t= -> ${giftEscape(clean(extra.text))}`),
  ];
}

export const matchingGiftNotes = (question: ExportMatchingQuestion) => [
  ...allOrNothingLoss(question.definition, PART_SCORING_NOTES.eachPart("GIFT's matching question", 'pairs')),
  ...matchingLosses(question, "GIFT's matching question"),
  ...ownFeedbackLoss(...pairsFeedback(question)),
  ...matchingPicturesLost(question.definition),
];
