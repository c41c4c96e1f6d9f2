/** pl: the strings of src/i18n/en/facultyResources.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const facultyResources = {
  title: 'Materiały dla wykładowców',
} as const satisfies AreasCatalog['facultyResources'];
