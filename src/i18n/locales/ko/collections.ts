/** ko: the strings of src/i18n/en/collections.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const collections = {
  title: '방법 컬렉션',
} as const satisfies AreasCatalog['collections'];
