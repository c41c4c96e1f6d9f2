/**
 * A fill-in-the-blanks question in Common Cartridge's QTI 1.2 profile, whose fill-in-the-blank (cc.fib.v0p1) holds
 * one typed answer and no text around it (ADR 236): the closest type a person can score, cc.essay.v0p1, the text
 * shown with each blank numbered, the answers of every blank as its solution (noted).
 */
import type { ExportFillInBlanksQuestion } from '../../exports/exportModel';
import { feedbackLoss } from '../../exports/exportNotes';
import { escapeHtml } from '../../exports/xml';
import { handScoredCc } from '../essay/ccWriter';
import { solution } from '../matching/ccWriter';
import type { CcParts } from '../questionType';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../partScoringNotes';
import { exportBlanks, rightOf, writeText } from './blanksExport';

export const BLANKS_CC_NOTES = {
  asEssay:
    'Common Cartridge has no question with several blanks or dropdowns in a text: it is written as an essay showing the text with its blanks numbered, scored by a person, with the right answers as its solution.',
} as const;

export function fillInBlanksCcWriter(question: ExportFillInBlanksQuestion): CcParts {
  const { gaps } = exportBlanks(question);
  const essay = handScoredCc(gaps.length + 1);
  const shown = solution(gaps.map((gap, index) => `(${index + 1}) ${rightOf(gap)}`).join('; '));
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

export const fillInBlanksCcNotes = (question: ExportFillInBlanksQuestion) => [
  BLANKS_CC_NOTES.asEssay,
  ...feedbackLoss(question),
  ...allOrNothingLoss(question.definition, PART_SCORING_NOTES.byHand),
];
