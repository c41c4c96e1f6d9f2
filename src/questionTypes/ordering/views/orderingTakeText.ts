/** Ordering's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const orderingTakeText = (t: TakeT) => ({
  hint: t('take.ordering_hint'),
  moveUp: (item: string) => t('take.ordering_moveUp', { item }),
  moveDown: (item: string) => t('take.ordering_moveDown', { item }),
  moved: (item: string, position: number, count: number) =>
    t('take.ordering_moved', { item, position, count }),
});
