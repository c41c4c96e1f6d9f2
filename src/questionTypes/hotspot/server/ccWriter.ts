/**
 * A hotspot question in Common Cartridge's QTI 1.2 profile, which has no hotspot question (ADR 236): the closest
 * type a person can score, cc.essay.v0p1, the image shown with the question, the right regions in words as its
 * solution (noted).
 */
import type { ExportHotspotQuestion } from './hotspotExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import { handScoredCc } from '../../essay/server/ccWriter';
import { solution } from '../../matching/server/ccWriter';
import type { CcParts } from '../../shared/server/questionType';
import { regionsInWords } from './hotspotExport';

export const HOTSPOT_CC_NOTES = {
  asEssay:
    'Common Cartridge has no hotspot question: it is written as an essay showing the image, scored by a person, with the right regions in words as its solution.',
} as const;

export function hotspotCcWriter(question: ExportHotspotQuestion): CcParts {
  const { regions, maxMarks } = question.definition;
  const essay = handScoredCc(3);
  const shown = solution(regionsInWords(regions, maxMarks));
  return {
    profile: 'cc.essay.v0p1',
    ...essay,
    promptHtml: '<p>Describe where on the image you would mark.</p>',
    resprocessing: { ...essay.resprocessing, respcondition: shown.respcondition },
    itemfeedback: shown.itemfeedback,
  };
}

export const hotspotCcNotes = (question: ExportHotspotQuestion) => [
  HOTSPOT_CC_NOTES.asEssay,
  ...feedbackLoss(question),
];
