/** nl: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Materiaal voor docenten',
} as const satisfies AreasCatalog['facultyResources'];
