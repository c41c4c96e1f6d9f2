/** es: the strings of src/i18n/en/collections.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const collections = {
  title: 'Colecciones de métodos',
} as const satisfies AreasCatalog['collections'];
