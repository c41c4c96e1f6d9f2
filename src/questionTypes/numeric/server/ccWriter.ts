/**
 * A numeric question in Common Cartridge's QTI 1.2 profile, which has no numeric question and no comparison but
 * equality: the closest type, cc.fib.v0p1, accepting each answer's value as typed, with its share of the points.
 * What that loses (tolerances, ranges, units, a slider) is noted.
 */
import type { ExportNumericQuestion } from './numericExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import { fraction } from '../../../../server/exports/moodleFraction';
import { decimal } from '../../../../server/exports/qti21Rules';
import type { CcParts } from '../../shared/server/questionType';
import { ccAnswerBox, ccSetScore, CC_SCORE_OUTCOMES } from '../../shared/server/ccScoring';
import { valueAndTolerance } from './moodleXmlWriter';
import { NUMERIC_NOTES, sliderLoss } from './qti21Writer';

export const NUMERIC_CC_NOTES = {
  asText:
    'Common Cartridge has no numeric question: it is written as a fill-in-the-blank question accepting each value as typed.',
  tolerance: (value: string) =>
    `the tolerance or range around ${value} is lost: only exactly ${value} is accepted.`,
} as const;

export function numericCcWriter(question: ExportNumericQuestion): CcParts {
  const answers = question.definition.answers.filter((answer) => answer.fraction > 0);
  return {
    profile: 'cc.fib.v0p1',
    response: ccAnswerBox(1),
    resprocessing: {
      outcomes: CC_SCORE_OUTCOMES,
      respcondition: answers.map((answer) =>
        ccSetScore(
          {
            varequal: { '@_respident': 'response1', '#text': decimal(valueAndTolerance(answer.match).value) },
          },
          fraction(answer.fraction * 100),
        ),
      ),
    },
  };
}

export const numericCcNotes = (question: ExportNumericQuestion) => [
  NUMERIC_CC_NOTES.asText,
  ...question.definition.answers.flatMap((answer) => {
    const { value, tolerance } = valueAndTolerance(answer.match);
    return answer.fraction > 0 && tolerance > 0 ? [NUMERIC_CC_NOTES.tolerance(decimal(value))] : [];
  }),
  ...(question.definition.units.length > 0
    ? [NUMERIC_NOTES.units(question.definition.units.map((u) => u.unit))]
    : []),
  ...sliderLoss(question),
  ...feedbackLoss(question, ...question.definition.answers.map((answer) => answer.feedback)),
];
