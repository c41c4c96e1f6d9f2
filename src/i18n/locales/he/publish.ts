/** he: the strings of src/i18n/en/publish.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const publish = {
  title: 'פרסום',
} as const satisfies AreasCatalog['publish'];
