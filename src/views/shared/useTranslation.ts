/**
 * The translation hook of the screens that paint before i18next is loaded: the app frame, sign-in, set-password,
 * the error screen and notifications. Same catalog, same keys, same call as react-i18next's `useTranslation`
 * (`const { t } = useTranslation()`); it reads the catalog directly until the signed-in shell loads i18next, and
 * i18next's `t` inside the shell. Screens of the shell use react-i18next's hook. ADR 003: the sign-in budget.
 */
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import { createCatalogT } from '../../i18n/catalogT';
import { enCore } from '../../i18n/enCore';

/** English's first paint groups: what a screen reads outside the app's language scope. */
export const catalogT = createCatalogT(enCore, 'en');

export const TranslationContext = createContext<TFunction>(catalogT);

export function useTranslation(): { t: TFunction } {
  return { t: useContext(TranslationContext) };
}
