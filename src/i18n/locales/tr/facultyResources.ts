/** tr: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Eğitmen Kaynakları',
} as const satisfies AreasCatalog['facultyResources'];
