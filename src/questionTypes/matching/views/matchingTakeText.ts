/** Matching's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const matchingTakeText = (t: TakeT) => ({
  choose: t('take.matching_choose'),
  hint: t('take.matching_hint'),
});
