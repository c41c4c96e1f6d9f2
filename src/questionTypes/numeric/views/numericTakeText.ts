/** Numeric's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

/**
 * The words of a measured answer's parts (ADR 384): the same keys in the page's catalog and in the console's
 * `numeric` group, so the review and the instructor's view of an attempt say them alike.
 */
export const numericPartsText = (t: TakeT) => ({
  partsTitle: t('numeric.partsTitle'),
  partValue: t('numeric.partValue'),
  partUnit: (unit: string) => t('numeric.partUnit', { unit }),
  partSigFigs: (rule: 'exactly' | 'atLeast', figures: number) =>
    t(rule === 'exactly' ? 'numeric.partSigFigsExactly' : 'numeric.partSigFigsAtLeast', { figures }),
  verdict: {
    right: t('numeric.partRight'),
    partly: t('numeric.partPartly'),
    lost: t('numeric.partLost'),
    needsValue: t('numeric.partNeedsValue'),
  },
});
export type NumericPartsText = ReturnType<typeof numericPartsText>;

export const numericTakeText = (t: TakeT) => ({
  notANumber: (example: string) => t('numeric.notANumber', { example }),
  units: (units: string) => t('numeric.units', { units }),
  sliderRange: (min: string, max: string, step: string) => t('numeric.sliderRange', { min, max, step }),
  sliderNoAnswer: t('numeric.sliderNoAnswer'),
  keypad: t('numeric.keypad'),
  timesTen: t('numeric.timesTen'),
  minus: t('numeric.minus'),
});
