/** es: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Recursos para docentes',
} as const satisfies AreasCatalog['facultyResources'];
