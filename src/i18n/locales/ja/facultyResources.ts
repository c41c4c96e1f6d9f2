/** ja: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: '教員向けリソース',
} as const satisfies AreasCatalog['facultyResources'];
