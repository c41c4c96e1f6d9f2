/** pl: the strings of src/i18n/en/publish.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const publish = {
  title: 'Publikowanie',
} as const satisfies AreasCatalog['publish'];
