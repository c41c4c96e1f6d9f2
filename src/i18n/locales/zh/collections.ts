/** zh: the strings of src/i18n/en/collections.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const collections = {
  title: '方法合集',
} as const satisfies AreasCatalog['collections'];
