/**
 * A matching question in Common Cartridge's QTI 1.2 profile, which has no matching question: the closest type a
 * person can score, cc.essay.v0p1, the prompts and the answers to choose from listed under the question, the right
 * pairs its solution (noted).
 * @publicModule fillInBlanks, hotspot and ordering use it.
 */
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import { handScoredCc } from '../../essay/server/ccWriter';
import type { CcParts } from '../../shared/server/questionType';
import { ccTextMaterial } from '../../shared/server/ccText';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../../shared/server/partScoringNotes';
import { matchingSets } from './qti21Writer';
import { matchingLosses, pairsFeedback } from './matchingNotes';
import { pictureList } from './matchingPictureExports';

export const MATCHING_CC_NOTES = {
  asEssay:
    'Common Cartridge has no matching question: it is written as an essay listing the prompts and the answers, scored by a person, with the right pairs as its solution.',
} as const;

/** A solution shown to graders: the item feedback a `displayfeedback` of every answer opens. */
export function solution(text: string) {
  return {
    respcondition: {
      conditionvar: { other: '' },
      displayfeedback: { '@_feedbacktype': 'Solution', '@_linkrefid': 'solution' },
    },
    itemfeedback: {
      '@_ident': 'solution',
      solution: {
        solutionmaterial: { material: ccTextMaterial(text) },
      },
    },
  };
}

export function matchingCcWriter(question: ExportMatchingQuestion): CcParts {
  const { prompts, answers, right } = matchingSets(question);
  const essay = handScoredCc(prompts.length + 1);
  const shown = solution(right.map((r) => `${r.prompt.text} → ${r.answer.text}`).join('; '));
  return {
    profile: 'cc.essay.v0p1',
    ...essay,
    promptHtml:
      // An entry's picture is an <img> the package points at its file (ADR 311).
      `<p>Match each of these:</p>${pictureList(prompts)}` +
      `<p>with one of these answers:</p>${pictureList(answers)}`,
    resprocessing: { ...essay.resprocessing, respcondition: shown.respcondition },
    itemfeedback: shown.itemfeedback,
  };
}

export const matchingCcNotes = (question: ExportMatchingQuestion) => [
  MATCHING_CC_NOTES.asEssay,
  ...feedbackLoss(question, ...pairsFeedback(question)),
  ...allOrNothingLoss(question.definition, PART_SCORING_NOTES.byHand),
  ...matchingLosses(question, 'byHand'),
];
