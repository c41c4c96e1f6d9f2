/** tr: the strings of src/i18n/en/author.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Yazar',
} as const satisfies AreasCatalog['author'];
