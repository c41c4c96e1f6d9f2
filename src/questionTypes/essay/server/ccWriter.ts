/**
 * An essay in Common Cartridge's QTI 1.2 profile: cc.essay.v0p1, a text box of the question's lines, not scored by
 * the computer (`qmd_computerscored` No). The profile has no minimum or maximum of words, starting text or grader information:
 * noted.
 * @publicModule fillInBlanks, hotspot, matching, ordering and textBlock use it.
 */
import type { ExportEssayQuestion } from './essayExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import type { CcParts } from '../../shared/server/questionType';
import { ccAnswerBox, CC_SCORE_OUTCOMES } from '../../shared/server/ccScoring';
import { ESSAY_NOTES, essayWordNotes } from './qti21Writer';

/** A typed answer scored by a person (an essay, and the types written as one). */
export function handScoredCc(lines: number): Omit<CcParts, 'profile'> {
  return {
    metadata: [['qmd_computerscored', 'No']],
    response: ccAnswerBox(lines),
    resprocessing: {
      outcomes: CC_SCORE_OUTCOMES,
      // Any answer is taken; the score is left to a person.
      respcondition: { '@_continue': 'No', conditionvar: { other: '' } },
    },
  };
}

export const essayCcWriter = (question: ExportEssayQuestion): CcParts => ({
  profile: 'cc.essay.v0p1',
  ...handScoredCc(question.definition.lines ?? 10),
});

export const essayCcNotes = (question: ExportEssayQuestion) => [
  ...essayWordNotes(question),
  ...(question.definition.template?.trim() ? [ESSAY_NOTES.template] : []),
  ...(question.definition.graderInfo?.trim() ? [ESSAY_NOTES.graderInfo] : []),
  ...feedbackLoss(question),
];
