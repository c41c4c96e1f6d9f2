/** ru: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Материалы для преподавателей',
} as const satisfies AreasCatalog['facultyResources'];
