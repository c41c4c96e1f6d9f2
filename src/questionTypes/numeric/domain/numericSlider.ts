/**
 * The numeric question's slider (ADR 297): the positions it can take, and the slider it starts with.
 *
 * The slider a numeric question starts with when the author turns it on (ADR 297): from 0 (or below the lowest
 * answer worth points) to 100 (or above the highest one), in steps of 1, or of a tenth, a hundredth… when an answer
 * needs one to be reached. The author then sets the bounds and the step.
 */
import type { NumericDefinition, NumericSlider } from './numeric';

/** The decimals a number is written with (2.5 has 1; 1e-7 has 7). */
function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

export function sliderAround(answers: NumericDefinition['answers']): NumericSlider {
  const numbers = answers
    .filter((answer) => answer.fraction > 0)
    .flatMap(({ match }) => (match.kind === 'range' ? [match.min, match.max] : [match.value]));
  const decimals = Math.min(6, Math.max(0, ...numbers.map(decimalsOf)));
  return {
    lowerBound: Math.min(0, Math.floor(Math.min(...numbers, 0))),
    upperBound: Math.max(100, Math.ceil(Math.max(...numbers, 100))),
    step: Number((10 ** -decimals).toFixed(decimals)),
  };
}

/** The digits a slider's positions are written with: its step's, so that 0.1 + 0.2 is 0.3 (at most 20). */
export const sliderDecimals = (slider: Pick<NumericSlider, 'step'>) =>
  Math.min(20, (String(slider.step).split('.')[1] ?? '').length);

/**
 * The position of the slider nearest `value`: the lower bound plus a whole number of steps, within the bounds,
 * written with the step's decimals (what the student page sends, and what the answer checks assume).
 */
export function sliderPosition(slider: NumericSlider, value: number): number {
  const { lowerBound, upperBound, step } = slider;
  const steps = Math.round((value - lowerBound) / step);
  const last = Math.floor((upperBound - lowerBound) / step + 1e-9);
  return Number((lowerBound + Math.min(last, Math.max(0, steps)) * step).toFixed(sliderDecimals(slider)));
}
