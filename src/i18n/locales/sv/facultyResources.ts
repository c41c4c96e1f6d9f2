/** sv: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Resurser för lärare',
} as const satisfies AreasCatalog['facultyResources'];
