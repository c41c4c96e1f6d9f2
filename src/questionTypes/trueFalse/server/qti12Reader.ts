/**
 * QTI 1.2 true/false items: Canvas's true_false_question, Common Cartridge's cc.true_false.v0p1, Blackboard's
 * True/False, and any choice of exactly the two options True and False; the right one read from the points.
 */
import { SKIP_REASONS } from '../../../../server/imports/itemNotes';
import {
  conditionFeedback,
  conditionsOf,
  comparisons,
  conditionVar,
  feedbackTexts,
  joinFeedback,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import {
  choiceResponse,
  declaredAs,
  pointsByLabel,
  type Qti12Source,
} from '../../../../server/imports/qti12Item';
import { partsText, textParts } from '../../../../server/imports/qti12Material';
import { descendants, textOf } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { trueFalseOptions, type TrueFalseDescription } from './trueFalseDescription';

const DECLARED = new Set(['true_false_question', 'cc.true_false.v0p1', 'true/false']);
const CHOICE = new Set([
  'multiple_choice_question',
  'cc.multiple_choice.v0p1',
  'multiple choice',
  'single choice question',
]);

const labelsOf = (source: Qti12Source) => {
  const lid = choiceResponse(source);
  return lid ? descendants(lid, 'response_label') : [];
};
const textsOf = (source: Qti12Source) => labelsOf(source).map((l) => partsText(textParts(l)));

function claims(source: Qti12Source): boolean {
  const declared = declaredAs(source);
  if (labelsOf(source).length !== 2) return false;
  if (declared !== undefined && DECLARED.has(declared)) return true;
  return (declared === undefined || CHOICE.has(declared)) && trueFalseOptions(textsOf(source)) !== undefined;
}

function read(source: Qti12Source): TypeRead<TrueFalseDescription> {
  const labels = labelsOf(source);
  const points = pointsByLabel(source.item);
  const scored = labels.map((l) => points.get(l.attributes.ident ?? '') ?? 0);
  const right = scored[0]! > scored[1]! ? 0 : scored[1]! > scored[0]! ? 1 : undefined;
  if (right === undefined) return { kind: 'unreadable', reason: SKIP_REASONS.noRightAnswer };
  const words = trueFalseOptions(textsOf(source)) ?? { true: 0, false: 1 };
  const texts = feedbackTexts(source.item);
  const feedbackOn = (index: number) => {
    const ident = labels[index]!.attributes.ident ?? '';
    const shown = conditionsOf(source.item).flatMap((condition) => {
      const compared = comparisons(conditionVar(condition));
      return compared.length === 1 && textOf(compared[0]!) === ident
        ? (conditionFeedback(condition, texts) ?? [])
        : [];
    });
    return shown.length > 0 ? shown.join(' ') : undefined;
  };
  // The feedback on a right or a wrong answer follows the answer's own, as Canvas shows both (ADR 393).
  const base = qti12Base(source);
  const { correct: onRight, incorrect: onWrong, ...general } = base.feedback;
  const on = (index: number) => joinFeedback(feedbackOn(index), index === right ? onRight : onWrong);
  const onTrue = on(words.true);
  const onFalse = on(words.false);
  return {
    kind: 'read',
    description: {
      kind: 'trueFalse',
      ...base,
      feedback: general,
      correct: right === words.true,
      answerFeedback: { ...(onTrue ? { true: onTrue } : {}), ...(onFalse ? { false: onFalse } : {}) },
    },
  };
}

export const trueFalseQti12Reader: FormatReader<Qti12Source, TrueFalseDescription> = { claims, read };
