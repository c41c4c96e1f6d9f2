/** pl: the institutions area's strings, translated from src/i18n/en/institutions.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const institutions = {} as const satisfies AreasCatalog['institutions'];
