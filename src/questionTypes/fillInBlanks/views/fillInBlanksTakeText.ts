/** Fill in the blanks' strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const fillInBlanksTakeText = (t: TakeT) => ({
  blank: (number: number) => t('blanks.blank', { number }),
  choose: t('blanks.choose'),
});
