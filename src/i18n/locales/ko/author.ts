/** ko: the strings of src/i18n/en/author.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: '저자',
} as const satisfies AreasCatalog['author'];
