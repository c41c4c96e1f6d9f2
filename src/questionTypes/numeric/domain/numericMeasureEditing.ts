/**
 * What the numeric editor's Measurement section changes (ADR 384), as pure functions of the measure (ADR 380): a
 * part is asked (the unit, the significant figures) or not; a part no longer asked gives its share of the points
 * back to the value and loses its feedback, so the shares still add up to 1; with neither part asked there is no
 * measure, and the question reads as before. The editor sends the results as the `numeric.setMeasure…` events.
 */
import * as z from 'zod';
import { AnswerShareSchema } from '../../shared/domain/acceptedAnswerRules';
import { MEASURE_LIMITS, NumericMeasureSchema, type NumericMeasure } from './numericMeasure';

export type MeasureUnit = NonNullable<NumericMeasure['unit']>;
export type MeasureSigFigs = NonNullable<NumericMeasure['sigFigs']>;
export type MeasureWeights = NumericMeasure['weights'];
/** A part of the answer besides its value, with its own share and feedback. */
export type MeasurePart = 'unit' | 'sigFigs';

/**
 * The measure as the editor holds it while the author writes it: the saved schema's fields without its checks
 * across them (a unit outside the table, shares that do not add up yet), which the save reports beside their fields.
 */
export const EditedMeasureSchema = z.object(NumericMeasureSchema.shape).strict();

/** What the events carry: the saved bounds, any symbol (checked against the table on save). */
export const MeasureUnitEventSchema = z
  .object({ symbol: z.string().max(MEASURE_LIMITS.unit), rule: z.enum(['required', 'optional']) })
  .strict();
export const MeasureSigFigsEventSchema = NumericMeasureSchema.shape.sigFigs.unwrap();
export const MeasureWeightsEventSchema = z
  .object({ value: AnswerShareSchema, unit: AnswerShareSchema, sigFigs: AnswerShareSchema })
  .strict();

/** The units offered as the author types, all in the table (ADR 379); any other of the table may be typed. */
export const MEASURE_UNIT_SUGGESTIONS = [
  'm',
  'cm',
  'mm',
  'µm',
  'nm',
  'Å',
  'km',
  'kg',
  'g',
  'mg',
  'µg',
  's',
  'ms',
  'min',
  'h',
  'L',
  'mL',
  'µL',
  'mol',
  'mmol',
  'M',
  'mM',
  'K',
  '°C',
  'Pa',
  'kPa',
  'atm',
  'mmHg',
  'bar',
  'J',
  'kJ',
  'eV',
  'Da',
  'kDa',
  'N',
  'W',
  'V',
  'A',
  'Hz',
  'm/s',
  'm/s^2',
  'g/mL',
  'J/(mol K)',
] as const;

/** All the points to the value: what a measure starts with (ADR 380). */
const VALUE_ONLY: MeasureWeights = { value: 1, unit: 0, sigFigs: 0 };

/** A sum without floating point noise (0.6 + 0.2 + 0.2 is 1). */
const clean = (value: number) => Number(value.toPrecision(12));

/** The measure without a part: its share goes back to the value, its feedback goes; nothing asked: no measure. */
function withoutPart(measure: NumericMeasure, part: MeasurePart): NumericMeasure | undefined {
  const { [part]: _asked, feedback, weights, ...rest } = measure;
  const { [part]: _text, ...otherFeedback } = feedback ?? {};
  const other: MeasurePart = part === 'unit' ? 'sigFigs' : 'unit';
  if (measure[other] === undefined) return undefined;
  return {
    ...rest,
    weights: { ...weights, value: clean(weights.value + weights[part]), [part]: 0 },
    ...(Object.keys(otherFeedback).length > 0 ? { feedback: otherFeedback } : {}),
  };
}

/** The measure with the unit asked (its symbol and whether a number alone is in it), or without a unit. */
export function withMeasureUnit(
  measure: NumericMeasure | undefined,
  unit: MeasureUnit | null,
): NumericMeasure | undefined {
  if (unit === null) return measure && withoutPart(measure, 'unit');
  return { ...(measure ?? { weights: VALUE_ONLY }), unit };
}

/** The measure with its significant figures asked (exactly or at least n), or without them. */
export function withMeasureSigFigs(
  measure: NumericMeasure | undefined,
  sigFigs: MeasureSigFigs | null,
): NumericMeasure | undefined {
  if (sigFigs === null) return measure && withoutPart(measure, 'sigFigs');
  return { ...(measure ?? { weights: VALUE_ONLY }), sigFigs };
}

/** The shares of the value, the unit and the figures as the author wrote them (checked on save). */
export const withMeasureWeights = (measure: NumericMeasure, weights: MeasureWeights): NumericMeasure => ({
  ...measure,
  weights,
});

/** A part's feedback; an emptied one is removed. */
export function withMeasureFeedback(
  measure: NumericMeasure,
  part: MeasurePart,
  text: string,
): NumericMeasure {
  const { [part]: _old, ...others } = measure.feedback ?? {};
  const feedback = text === '' ? others : { ...others, [part]: text };
  const { feedback: _feedback, ...rest } = measure;
  return Object.keys(feedback).length > 0 ? { ...rest, feedback } : rest;
}
