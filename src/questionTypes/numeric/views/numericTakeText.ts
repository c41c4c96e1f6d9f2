/** Numeric's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const numericTakeText = (t: TakeT) => ({
  notANumber: (example: string) => t('numeric.notANumber', { example }),
  units: (units: string) => t('numeric.units', { units }),
  sliderRange: (min: string, max: string, step: string) => t('numeric.sliderRange', { min, max, step }),
  sliderNoAnswer: t('numeric.sliderNoAnswer'),
});
