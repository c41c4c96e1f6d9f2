/** pl: the identityProviders area's strings, translated from src/i18n/en/identityProviders.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const identityProviders = {} as const satisfies AreasCatalog['identityProviders'];
