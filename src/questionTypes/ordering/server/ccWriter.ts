/**
 * An ordering question in Common Cartridge's QTI 1.2 profile, which has no ordering question: the closest type a
 * person can score, cc.essay.v0p1, the items listed under the question in reverse, the right order its solution
 * (noted).
 */
import type { ExportOrderingQuestion } from './orderingExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import { escapeHtml } from '../../../../server/exports/xml';
import { handScoredCc } from '../../essay/server/ccWriter';
import { solution } from '../../matching/server/ccWriter';
import type { CcParts } from '../../shared/server/questionType';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../../shared/server/partScoringNotes';
import { orderedItems } from './qti21Writer';
import { placesLoss } from './orderingNotes';

export const ORDERING_CC_NOTES = {
  asEssay:
    'Common Cartridge has no ordering question: it is written as an essay listing the items, scored by a person, with the right order as its solution.',
} as const;

export function orderingCcWriter(question: ExportOrderingQuestion): CcParts {
  const items = orderedItems(question);
  const essay = handScoredCc(items.length + 1);
  const shown = solution(items.map((item) => item.text).join(' → '));
  const listed = [...items]
    .reverse()
    .map((item) => `<li>${escapeHtml(item.text)}</li>`)
    .join('');
  return {
    profile: 'cc.essay.v0p1',
    ...essay,
    promptHtml: `<p>Put these in order:</p><ul>${listed}</ul>`,
    resprocessing: { ...essay.resprocessing, respcondition: shown.respcondition },
    itemfeedback: shown.itemfeedback,
  };
}

export const orderingCcNotes = (question: ExportOrderingQuestion) => [
  ORDERING_CC_NOTES.asEssay,
  ...feedbackLoss(question),
  ...allOrNothingLoss(question.definition, PART_SCORING_NOTES.byHand),
  ...placesLoss(question),
];
