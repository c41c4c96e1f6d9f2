/**
 * A short-answer question in Common Cartridge's QTI 1.2 profile: cc.fib.v0p1, one condition per accepted answer in
 * order, the first that holds setting its share (`varequal`, case as the question says); an answer with Moodle's `*` wildcard makes it cc.pattern_match.v0p1,
 * the answer written as containing its longest piece (exact for `*text*`, noted otherwise).
 */
import { shareOf } from '../domain/shortAnswer';
import type { ExportShortAnswerQuestion } from './shortAnswerExportQuestion';
import { fraction } from '../../../../server/exports/moodleFraction';
import { feedbackLoss } from '../../shared/server/formatLosses';
import type { CcParts } from '../../shared/server/questionType';
import { ccAnswerBox, ccSetScore, CC_SCORE_OUTCOMES } from '../../shared/server/ccScoring';
import { wildcardPieces } from './qti21Writer';

export const SHORT_ANSWER_CC_NOTES = {
  wildcard: (answer: string, kept: string) =>
    `Common Cartridge cannot write the answer "${answer}": it accepts any answer containing "${kept}".`,
} as const;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** How each accepted answer is compared: equal to a text, or containing one. */
function comparisons(question: ExportShortAnswerQuestion) {
  return question.definition.answers
    .map((answer) => ({ text: clean(answer.text), share: shareOf(answer) }))
    .filter(({ text }) => text !== '')
    .map(({ text, share }) => {
      const pieces = wildcardPieces(text);
      if (pieces.length === 1) return { text, share, kind: 'varequal' as const, value: pieces[0]! };
      const longest = pieces.reduce((best, piece) => (piece.length > best.length ? piece : best), '');
      const exact = pieces.length === 3 && pieces[0] === '' && pieces[2] === '';
      return { text, share, kind: 'varsubstring' as const, value: longest, exact };
    });
}

export function shortAnswerCcWriter(question: ExportShortAnswerQuestion): CcParts {
  const compared = comparisons(question);
  const caseAttribute = question.definition.caseSensitive ? 'Yes' : 'No';
  return {
    profile: compared.some((c) => c.kind === 'varsubstring') ? 'cc.pattern_match.v0p1' : 'cc.fib.v0p1',
    response: ccAnswerBox(1),
    resprocessing: {
      outcomes: CC_SCORE_OUTCOMES,
      respcondition: compared.map((c) =>
        ccSetScore(
          { [c.kind]: { '@_respident': 'response1', '@_case': caseAttribute, '#text': c.value } },
          fraction(c.share * 100),
        ),
      ),
    },
  };
}

export const shortAnswerCcNotes = (question: ExportShortAnswerQuestion) => [
  ...comparisons(question).flatMap((c) =>
    c.kind === 'varsubstring' && !c.exact ? [SHORT_ANSWER_CC_NOTES.wildcard(c.text, c.value)] : [],
  ),
  ...feedbackLoss(question, ...question.definition.answers.map((answer) => answer.feedback)),
];
