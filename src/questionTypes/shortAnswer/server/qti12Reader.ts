/**
 * QTI 1.2 short-answer items: Canvas's short_answer_question, Common Cartridge's cc.fib.v0p1 and
 * cc.pattern_match.v0p1, and any one typed response (`response_str` with `render_fib`) whose conditions accept
 * texts. Each `varequal` of a condition that gives points is an accepted answer (case only matters where it says
 * `case="Yes"`); a `varsubstring` accepts any answer containing the text (`*text*`).
 */
import {
  awardingConditions,
  comparisons,
  conditionFeedback,
  conditionsOf,
  conditionVar,
  feedbackTexts,
  joinFeedback,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import { asksNumber, claimsTyped, type Qti12Source } from '../../../../server/imports/qti12Item';
import { textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import type { TextAnswer } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { SHORT_ANSWER_REASONS, type ShortAnswerDescription } from './shortAnswerDescription';

const DECLARED = new Set([
  'short_answer_question',
  'cc.fib.v0p1',
  'cc.pattern_match.v0p1',
  'fill in the blank',
  'short answer',
]);

/** A comparison that accepts a text: equal to it, or containing it. */
const acceptsText = (compared: XmlElement) => /^var(equal|substring)$/.test(compared.name);

const claims = claimsTyped(
  DECLARED,
  (response, source) =>
    !asksNumber(response) && awardingConditions(source).some(({ compared }) => compared.some(acceptsText)),
);

function read(source: Qti12Source): TypeRead<ShortAnswerDescription> {
  const conditions = conditionsOf(source.item);
  const texts = feedbackTexts(source.item);
  /** Feedback a condition about one answer alone shows (Canvas writes one such condition per answer). */
  const feedbackFor = (text: string) =>
    conditions
      .filter((condition) => {
        const compared = comparisons(conditionVar(condition));
        return compared.length === 1 && textOf(compared[0]!) === text;
      })
      .map((condition) => conditionFeedback(condition, texts))
      .find((feedback) => feedback !== undefined);
  const answers = new Map<string, TextAnswer>();
  const base = qti12Base(source);
  for (const awarding of awardingConditions(source)) {
    for (const compared of awarding.compared) {
      if (!acceptsText(compared)) continue;
      const written = textOf(compared);
      if (written === '') continue;
      const text = compared.name === 'varsubstring' ? `*${written}*` : written;
      // A full answer shows its own feedback and the question's on a right answer, as Canvas does (ADR 393).
      const feedback = joinFeedback(
        feedbackFor(written),
        awarding.fraction >= 1 ? base.feedback.correct : undefined,
      );
      if (answers.has(text)) continue;
      answers.set(text, {
        text,
        fraction: awarding.fraction,
        caseSensitive: /^yes$/i.test(compared.attributes.case ?? ''),
        ...(feedback ? { feedback } : {}),
      });
    }
  }
  if (answers.size === 0) return { kind: 'unreadable', reason: SHORT_ANSWER_REASONS.noAnswer };
  return {
    kind: 'read',
    description: { kind: 'shortAnswer', ...base, answers: [...answers.values()] },
  };
}

export const shortAnswerQti12Reader: FormatReader<Qti12Source, ShortAnswerDescription> = { claims, read };
