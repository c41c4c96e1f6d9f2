/**
 * The one i18next instance of the console. English is bundled and initialised synchronously, so the first render
 * already has its strings; more languages are added as resource files, not code.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const DEFAULT_LANGUAGE = 'en';

export function createI18n(language: string = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
