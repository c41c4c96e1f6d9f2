/**
 * QTI 1.2 numeric items: Canvas's numerical_question, and any one typed response asking for a number (`fibtype`
 * Integer, Decimal or Scientific). Each condition that gives points is an accepted answer: a range (`vargte` and
 * `varlte`), a value within a margin (`varequal` with `margin`, in percent when `margintype="percent"`), or a value.
 * Canvas writes a value with its range of tolerance side by side: the pair reads as the value and its tolerance.
 * Canvas's calculated_question is the calculated type's (ADR 291); one whose formula it cannot read is the numeric
 * question of its first generated set (calculatedQti12Reader.ts, ADR 213).
 */
import { awardingConditions, joinFeedback, qti12Base } from '../../../../server/imports/qti12Description';
import { asksNumber, claimsTyped, declaredAs, type Qti12Source } from '../../../../server/imports/qti12Item';
import { textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import {
  numberOf,
  withFeedback,
  type NumericAnswer,
  type NumericMatch,
} from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { calculatedQti12Reader } from '../../calculated/server/qti12Reader';
import { CALCULATED_DECLARED, isCalculated, readCalculated } from './calculatedQti12Reader';
import { NUMERIC_REASONS, type NumericDescription } from './numericDescription';

const DECLARED = new Set(['numerical_question', 'numeric', 'numerical', CALCULATED_DECLARED]);

/** A calculated question whose formula the console reads is the calculated type's (ADR 291); the others are read here. */
const claims = (source: Qti12Source) =>
  claimsTyped(DECLARED, asksNumber)(source) && !calculatedQti12Reader.claims(source);

/** The tolerance of a value whose range is centred on it, when it is. */
const centred = (value: number, min: number, max: number) =>
  Math.abs(value - (min + max) / 2) <= 1e-9 * Math.max(1, Math.abs(value))
    ? Number(((max - min) / 2).toPrecision(12))
    : undefined;

/** What one condition accepts, or the text it compares that is not a number. */
function matchOf(compared: readonly XmlElement[]): NumericMatch | string | undefined {
  const bound = (names: RegExp) => {
    const found = compared.find((c) => names.test(c.name));
    return found ? numberOf(textOf(found)) : undefined;
  };
  const equal = compared.find((c) => c.name === 'varequal');
  if (equal !== undefined && numberOf(textOf(equal)) === undefined) return textOf(equal);
  const value = equal ? numberOf(textOf(equal)) : undefined;
  const min = bound(/^vargte?$/);
  const max = bound(/^varlte?$/);
  const margin = numberOf(equal?.attributes.margin);
  if (value !== undefined && margin !== undefined && margin > 0)
    return /percent/i.test(equal?.attributes.margintype ?? '')
      ? { kind: 'tolerance', value, tolerance: margin / 100, relative: true }
      : { kind: 'tolerance', value, tolerance: margin, relative: false };
  if (min !== undefined && max !== undefined) {
    if (value !== undefined && min === max && min === value) return { kind: 'exact', value };
    const tolerance = value === undefined ? undefined : centred(value, min, max);
    if (value !== undefined && tolerance !== undefined)
      return { kind: 'tolerance', value, tolerance, relative: false };
    return { kind: 'range', min: Math.min(min, max), max: Math.max(min, max) };
  }
  return value === undefined ? undefined : { kind: 'exact', value };
}

function read(source: Qti12Source): TypeRead<NumericDescription> {
  if (declaredAs(source) === CALCULATED_DECLARED || isCalculated(source)) return readCalculated(source);
  const answers: NumericAnswer[] = [];
  const base = qti12Base(source);
  for (const { compared, fraction, feedback } of awardingConditions(source)) {
    const match = matchOf(compared);
    if (typeof match === 'string') return { kind: 'unreadable', reason: NUMERIC_REASONS.notANumber(match) };
    if (match === undefined) continue;
    // A full answer shows its own feedback and the question's on a right answer, as Canvas does (ADR 393).
    const shown = joinFeedback(feedback, fraction >= 1 ? base.feedback.correct : undefined);
    answers.push(withFeedback({ match, fraction }, shown));
  }
  if (answers.length === 0) return { kind: 'unreadable', reason: NUMERIC_REASONS.noAnswer };
  return { kind: 'read', description: { kind: 'numeric', ...base, answers, units: [] } };
}

export const numericQti12Reader: FormatReader<Qti12Source, NumericDescription> = { claims, read };
