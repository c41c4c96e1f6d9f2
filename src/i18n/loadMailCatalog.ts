/** The mail's strings of a language (ADR 269): one small module per language, read by the server's mail job. */
import type { UiLanguageCode } from '../domain/shared/languages';
import type { MailCatalog } from './catalogTypes';

const MAIL: Record<UiLanguageCode, () => Promise<MailCatalog>> = {
  en: () => import('./enMail').then((m) => m.enMail),
  de: () => import('./locales/de/mail').then((m) => m.mail),
  ru: () => import('./locales/ru/mail').then((m) => m.mail),
  fr: () => import('./locales/fr/mail').then((m) => m.mail),
  es: () => import('./locales/es/mail').then((m) => m.mail),
  'pt-br': () => import('./locales/pt-BR/mail').then((m) => m.mail),
  tr: () => import('./locales/tr/mail').then((m) => m.mail),
  it: () => import('./locales/it/mail').then((m) => m.mail),
  hb: () => import('./locales/he/mail').then((m) => m.mail),
  nl: () => import('./locales/nl/mail').then((m) => m.mail),
  ja: () => import('./locales/ja/mail').then((m) => m.mail),
  kr: () => import('./locales/ko/mail').then((m) => m.mail),
  cn: () => import('./locales/zh/mail').then((m) => m.mail),
  ar: () => import('./locales/ar/mail').then((m) => m.mail),
  hi: () => import('./locales/hi/mail').then((m) => m.mail),
  no: () => import('./locales/nb/mail').then((m) => m.mail),
  sv: () => import('./locales/sv/mail').then((m) => m.mail),
  da: () => import('./locales/da/mail').then((m) => m.mail),
  pl: () => import('./locales/pl/mail').then((m) => m.mail),
};

export const loadMailCatalog = (code: UiLanguageCode): Promise<MailCatalog> => MAIL[code]();
