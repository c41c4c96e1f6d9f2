/** ar: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'موارد أعضاء هيئة التدريس',
} as const satisfies AreasCatalog['facultyResources'];
