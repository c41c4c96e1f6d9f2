/** Typed keys: `t('signIn.heading')` is checked against the English catalog at compile time. */
import 'i18next';
import type { Catalog } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
