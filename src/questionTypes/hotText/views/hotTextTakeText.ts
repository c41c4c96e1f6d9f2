/** Hot text's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const hotTextTakeText = (t: TakeT) => ({
  hint: t('hotText.hint'),
  hintMax: (max: number) => t('hotText.hintMax', { max }),
  full: t('hotText.full'),
  passage: t('hotText.passage'),
});
