/** nl: the strings of src/i18n/en/collections.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const collections = {
  title: 'Methodecollecties',
} as const satisfies AreasCatalog['collections'];
