/** fr: the strings of src/i18n/en/collections.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const collections = {
  title: 'Collections de méthodes',
} as const satisfies AreasCatalog['collections'];
