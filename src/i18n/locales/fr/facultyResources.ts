/** fr: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Ressources pour enseignants',
} as const satisfies AreasCatalog['facultyResources'];
