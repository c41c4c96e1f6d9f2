/** zh: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: '教师资源',
} as const satisfies AreasCatalog['facultyResources'];
