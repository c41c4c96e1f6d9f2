/** ko: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: '교수자 자료',
} as const satisfies AreasCatalog['facultyResources'];
