/** nb: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Ressurser for lærere',
} as const satisfies AreasCatalog['facultyResources'];
