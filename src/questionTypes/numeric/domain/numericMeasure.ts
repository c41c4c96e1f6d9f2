/**
 * A numeric answer as a measurement (ADR 380): the author may ask for a unit (any equivalent one is read, ADR 379;
 * the number alone is either refused or read in the answer's unit) and for significant figures (exactly n, or at
 * least n, ADR 378), and split the points between the value, the unit and the figures (all to the value unless the
 * author says otherwise). Each part has its own feedback. A question without these settings reads as before.
 */
import * as z from 'zod';
import { int, text } from '../../../domain/shared/fields';
import { AnswerShareSchema } from '../../shared/domain/acceptedAnswerRules';
import { readNumber } from './numericParse';
import { agreesToFigures, roundStoredToFigures, sigFigsOf } from './numericSigFigs';
import { convertUnit, isKnownUnit } from './numericUnits';

export const MEASURE_LIMITS = { unit: 20, feedback: 2000, sigFigs: 15 } as const;

export const MEASURE_MESSAGES = {
  unknownUnit: 'Write the unit as the lab sciences do (mm, µL, mol/L, kPa, °C…)',
  weightsSum: 'The value, the unit and the significant figures should share all the points',
  unitWeightWithoutUnit: 'A share for the unit needs a unit to ask for',
  sigFigsWeightWithoutRule: 'A share for significant figures needs their number',
} as const;

/** The shares of the points of the value, the unit and the significant figures, adding up to 1. */
export const MeasureWeightsSchema = z
  .object({ value: AnswerShareSchema, unit: AnswerShareSchema, sigFigs: AnswerShareSchema })
  .strict();
export type MeasureWeights = z.infer<typeof MeasureWeightsSchema>;

export const NumericMeasureSchema = z
  .object({
    /** The answer's unit; `required`: a number alone earns no unit share, `optional`: it is in this unit. */
    unit: z
      .object({ symbol: text(MEASURE_LIMITS.unit), rule: z.enum(['required', 'optional']) })
      .strict()
      .optional(),
    /** Exactly n significant figures (trailing zeros without a point may count or not), or at least n. */
    sigFigs: z
      .object({ rule: z.enum(['exactly', 'atLeast']), count: int(1, MEASURE_LIMITS.sigFigs) })
      .strict()
      .optional(),
    weights: MeasureWeightsSchema,
    /** Shown when the value earns its share but the unit, or the figures, do not. */
    feedback: z
      .object({
        unit: text(MEASURE_LIMITS.feedback).optional(),
        sigFigs: text(MEASURE_LIMITS.feedback).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((measure, context) => {
    const { unit, sigFigs, weights } = measure;
    if (unit && !isKnownUnit(unit.symbol))
      context.addIssue({ code: 'custom', path: ['unit', 'symbol'], message: MEASURE_MESSAGES.unknownUnit });
    if (Math.abs(weights.value + weights.unit + weights.sigFigs - 1) > 1e-9)
      context.addIssue({ code: 'custom', path: ['weights'], message: MEASURE_MESSAGES.weightsSum });
    if (weights.unit > 0 && !unit)
      context.addIssue({
        code: 'custom',
        path: ['weights', 'unit'],
        message: MEASURE_MESSAGES.unitWeightWithoutUnit,
      });
    if (weights.sigFigs > 0 && !sigFigs)
      context.addIssue({
        code: 'custom',
        path: ['weights', 'sigFigs'],
        message: MEASURE_MESSAGES.sigFigsWeightWithoutRule,
      });
  });
export type NumericMeasure = z.infer<typeof NumericMeasureSchema>;

/** An answer read as a measurement: its value in the answer's unit, and whether its unit and its figures are right. */
export interface MeasuredAnswer {
  /** In the answer's unit; undefined when its unit is not one, or not of the answer's kind (`10 kg` for a length). */
  readonly value: number | undefined;
  /** Undefined when the question asks for no unit. */
  readonly unitRight: boolean | undefined;
  /** Undefined when the question asks for no number of significant figures. */
  readonly sigFigsRight: boolean | undefined;
}

/** Whether a written number has the figures the question asks for (a trailing zero without a point may count). */
export function figuresRight(rule: NonNullable<NumericMeasure['sigFigs']>, written: string): boolean {
  const count = sigFigsOf(written);
  if (!count) return false;
  return rule.rule === 'exactly'
    ? count.lower <= rule.count && rule.count <= count.upper
    : count.upper >= rule.count;
}

/** A canonical answer (`1.0 cm`, `10`) read as a measurement, or undefined when it is not a number. */
export function readMeasured(measure: NumericMeasure, answer: string): MeasuredAnswer | undefined {
  const read = readNumber(answer, 'en', measure.unit ? 'any' : []);
  if (!read) return undefined;
  const sigFigsRight = measure.sigFigs ? figuresRight(measure.sigFigs, read.written) : undefined;
  const { unit } = measure;
  if (!unit) return { value: read.number, unitRight: undefined, sigFigsRight };
  if (read.unit === undefined)
    return { value: read.number, unitRight: unit.rule === 'optional', sigFigsRight };
  const value = convertUnit(read.number, read.unit, unit.symbol);
  return { value, unitRight: value !== undefined, sigFigsRight };
}

/**
 * Whether a value agrees with an exact accepted value under the question's figures (STACK's NumSigFigs): to n
 * figures once the accepted value is rounded to them; with "at least n", the value is first cut to n as its double
 * rounds (ADR 391).
 */
export function agreesUnderFigures(measure: NumericMeasure, value: number, accepted: number): boolean {
  const rule = measure.sigFigs!;
  const compared = rule.rule === 'atLeast' ? roundStoredToFigures(value, rule.count) : value;
  return agreesToFigures(compared, accepted, rule.count);
}

/**
 * The share of the points earned: the value's weight times the share of the accepted answer it fits, and the unit's
 * and the figures' weights when they are right beside a value that earns something (a right unit on a wrong value
 * earns nothing, so a bare "1.0 m" is never worth points).
 */
export function measuredShare(measure: NumericMeasure, valueShare: number, answer: MeasuredAnswer): number {
  const { weights } = measure;
  if (valueShare <= 0) return 0;
  return (
    weights.value * valueShare +
    (answer.unitRight === false ? 0 : weights.unit) +
    (answer.sigFigsRight === false ? 0 : weights.sigFigs)
  );
}

/** The feedback of the parts that lost their share beside a value that earned its own. */
export function measuredFeedback(
  measure: NumericMeasure,
  valueShare: number,
  answer: MeasuredAnswer,
): string[] {
  if (valueShare <= 0) return [];
  const feedback: string[] = [];
  if (answer.unitRight === false && measure.feedback?.unit) feedback.push(measure.feedback.unit);
  if (answer.sigFigsRight === false && measure.feedback?.sigFigs) feedback.push(measure.feedback.sigFigs);
  return feedback;
}
