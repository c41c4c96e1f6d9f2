/** hi: the lti area's strings, translated from src/i18n/en/lti.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const lti = {} as const satisfies AreasCatalog['lti'];
