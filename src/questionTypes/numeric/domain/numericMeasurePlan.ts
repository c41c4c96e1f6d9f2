/**
 * The reducer's rules for the measure's editor events (ADR 384): a part asked or not (none asked: no measure), the
 * shares of the points, a part's feedback; and which of them coalesce into one undo step. The measure's own changes
 * are numericMeasureEditing's; this file applies them to the item.
 */
import type { ItemPlan } from '../../shared/domain/questionType';
import type { NumericDefinition, NumericEvent } from './numeric';
import type { NumericMeasure } from './numericMeasure';
import {
  withMeasureFeedback,
  withMeasureSigFigs,
  withMeasureUnit,
  withMeasureWeights,
} from './numericMeasureEditing';

export type MeasureEvent = Extract<
  NumericEvent,
  {
    type:
      | 'numeric.setMeasureUnit'
      | 'numeric.setMeasureSigFigs'
      | 'numeric.setMeasureWeights'
      | 'numeric.setMeasureFeedback';
  }
>;

export const isMeasureEvent = (e: NumericEvent): e is MeasureEvent => e.type.startsWith('numeric.setMeasure');

/** The definition with its measure set, or without one (ADR 384). */
function withMeasure(definition: NumericDefinition, measure: NumericMeasure | undefined): NumericDefinition {
  const { measure: _old, ...rest } = definition;
  return measure ? { ...rest, measure } : rest;
}

/** A measure edit: a part asked or not (none asked: no measure); the shares or a part's feedback of a measure. */
export function planMeasure(definition: NumericDefinition, e: MeasureEvent): ItemPlan {
  const set =
    (measure: NumericMeasure | undefined): ItemPlan =>
    (draftItem) =>
      void (draftItem.definition = withMeasure(definition, measure));
  const { measure } = definition;
  if (e.type === 'numeric.setMeasureUnit') return set(withMeasureUnit(measure, e.unit));
  if (e.type === 'numeric.setMeasureSigFigs') return set(withMeasureSigFigs(measure, e.sigFigs));
  if (!measure) return 'invalidAnswer';
  return e.type === 'numeric.setMeasureWeights'
    ? set(withMeasureWeights(measure, e.weights))
    : set(withMeasureFeedback(measure, e.part, e.feedback));
}

/** Typing in one of the measure's fields is one undo step; a part asked or not is a step of its own. */
export function measureCoalesceKey(e: MeasureEvent): string | undefined {
  switch (e.type) {
    case 'numeric.setMeasureUnit':
      return e.unit ? `numeric.measureUnit:${e.itemId}` : undefined;
    case 'numeric.setMeasureSigFigs':
      return e.sigFigs ? `numeric.measureSigFigs:${e.itemId}` : undefined;
    case 'numeric.setMeasureWeights':
      return `numeric.measureWeights:${e.itemId}`;
    case 'numeric.setMeasureFeedback':
      return `numeric.measureFeedback:${e.itemId}:${e.part}`;
  }
}
