/** pt-BR: the strings of src/i18n/en/publish.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const publish = {
  title: 'Publicação',
} as const satisfies AreasCatalog['publish'];
