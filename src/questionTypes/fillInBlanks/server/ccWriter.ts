/**
 * A fill-in-the-blanks question in Common Cartridge's QTI 1.2 profile, whose fill-in-the-blank (cc.fib.v0p1) holds
 * one typed answer and no text around it (ADR 236): the closest type a person can score, cc.essay.v0p1, the text
 * shown with each blank numbered, the answers of every blank as its solution (noted); a close-enough blank's typos
 * allowed and a blank's patterns (ADR 305) are said in the solution, for the person scoring it.
 */
import type { ExportFillInBlanksQuestion } from './fillInBlanksExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import { escapeHtml } from '../../../../server/exports/xml';
import { handScoredCc } from '../../essay/server/ccWriter';
import { solution } from '../../matching/server/ccWriter';
import type { CcParts } from '../../shared/server/questionType';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../../shared/server/partScoringNotes';
import {
  exportBlanks,
  type ExportGap,
  gapsFeedback,
  rightOf,
  RULE_LOSSES,
  ruledGaps,
  writeText,
} from './blanksExport';

/** A blank's right answer in the solution: its first accepted answer, with how it matches when it has a rule. */
function solutionOf(gap: ExportGap): string {
  if (gap.kind !== 'typed' || !gap.match) return rightOf(gap);
  if (gap.match.kind === 'pattern')
    return `matching ${gap.answers.map((answer) => `/${answer}/`).join(' or ')}`;
  const { distance } = gap.match;
  return `${rightOf(gap)} (or within ${distance} typo${distance === 1 ? '' : 's'})`;
}

export const BLANKS_CC_NOTES = {
  asEssay:
    'Common Cartridge has no question with several blanks or dropdowns in a text: it is written as an essay showing the text with its blanks numbered, scored by a person, with the right answers as its solution.',
} as const;

export function fillInBlanksCcWriter(question: ExportFillInBlanksQuestion): CcParts {
  const { gaps } = exportBlanks(question);
  const essay = handScoredCc(gaps.length + 1);
  const shown = solution(gaps.map((gap, index) => `(${index + 1}) ${solutionOf(gap)}`).join('; '));
  const text = writeText(question, escapeHtml, (gap, index) =>
    gap.kind === 'dropdown'
      ? `(${index + 1}: ${gap.options.map(escapeHtml).join(' / ')})`
      : `(${index + 1}) _____`,
  );
  return {
    profile: 'cc.essay.v0p1',
    ...essay,
    promptHtml: `<p>${text}</p>`,
    resprocessing: { ...essay.resprocessing, respcondition: shown.respcondition },
    itemfeedback: shown.itemfeedback,
  };
}

export function fillInBlanksCcNotes(question: ExportFillInBlanksQuestion): string[] {
  const { gaps } = exportBlanks(question);
  const { closeEnough, pattern } = ruledGaps(gaps);
  const ruled = [...closeEnough.map(({ number }) => number), ...pattern].sort((a, b) => a - b);
  return [
    BLANKS_CC_NOTES.asEssay,
    ...feedbackLoss(question, ...gapsFeedback(gaps)),
    ...allOrNothingLoss(question.definition, PART_SCORING_NOTES.byHand),
    ...(ruled.length > 0 ? [RULE_LOSSES.inSolution(ruled)] : []),
  ];
}
