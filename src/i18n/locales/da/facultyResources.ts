/** da: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Ressourcer til undervisere',
} as const satisfies AreasCatalog['facultyResources'];
