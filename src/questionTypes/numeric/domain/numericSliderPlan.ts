/**
 * The reducer's rules for the slider's editor events (ADR 297): turned on (around the answers) or off; a bound or
 * the step of a slider that is on.
 */
import type { ItemPlan } from '../../shared/domain/questionType';
import type { NumericDefinition, NumericEvent, NumericSlider } from './numeric';
import { sliderAround } from './numericSlider';

/** The definition with its slider set, or without one. */
function withSlider(definition: NumericDefinition, slider: NumericSlider | undefined): NumericDefinition {
  const { slider: _old, ...rest } = definition;
  return slider ? { ...rest, slider } : rest;
}

type SliderEvent = Extract<
  NumericEvent,
  {
    type:
      | 'numeric.setSliderOn'
      | 'numeric.setSliderLowerBound'
      | 'numeric.setSliderUpperBound'
      | 'numeric.setSliderStep';
  }
>;

/** A slider edit: turned on (around the answers, ADR 297) or off; a bound or the step of a slider that is on. */
export function planSlider(definition: NumericDefinition, e: SliderEvent): ItemPlan {
  const set =
    (slider: NumericSlider | undefined): ItemPlan =>
    (draftItem) =>
      void (draftItem.definition = withSlider(definition, slider));
  if (e.type === 'numeric.setSliderOn')
    return set(e.on ? (definition.slider ?? sliderAround(definition.answers)) : undefined);
  const { slider } = definition;
  if (!slider) return 'invalidAnswer';
  switch (e.type) {
    case 'numeric.setSliderLowerBound':
      return set({ ...slider, lowerBound: e.lowerBound });
    case 'numeric.setSliderUpperBound':
      return set({ ...slider, upperBound: e.upperBound });
    case 'numeric.setSliderStep':
      return set({ ...slider, step: e.step });
  }
}

const SLIDER_EVENTS: ReadonlySet<string> = new Set([
  'numeric.setSliderOn',
  'numeric.setSliderLowerBound',
  'numeric.setSliderUpperBound',
  'numeric.setSliderStep',
]);
export const isSliderEvent = (e: NumericEvent): e is SliderEvent => SLIDER_EVENTS.has(e.type);
