/** hi: the strings of src/i18n/en/collections.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const collections = {
  title: 'विधि संग्रह',
} as const satisfies AreasCatalog['collections'];
