/** it: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Risorse per docenti',
} as const satisfies AreasCatalog['facultyResources'];
