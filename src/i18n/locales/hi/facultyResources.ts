/** hi: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'शिक्षक संसाधन',
} as const satisfies AreasCatalog['facultyResources'];
