/** The student page's strings of a language (ADR 179): English a chunk, another language data (ADR 401). */
import type { UiLanguageCode } from '../domain/shared/languages';
import { fetchCatalog } from './catalogFiles';
import type { TakeCatalog } from './catalogTypes';

type Other = Exclude<UiLanguageCode, 'en'>;

const TAKE: Record<Other, () => Promise<TakeCatalog>> | null = process.env.CATALOG_VERSION
  ? null
  : {
      de: () => import('./locales/de/take').then((m) => m.take),
      ru: () => import('./locales/ru/take').then((m) => m.take),
      fr: () => import('./locales/fr/take').then((m) => m.take),
      es: () => import('./locales/es/take').then((m) => m.take),
      'pt-br': () => import('./locales/pt-BR/take').then((m) => m.take),
      tr: () => import('./locales/tr/take').then((m) => m.take),
      it: () => import('./locales/it/take').then((m) => m.take),
      hb: () => import('./locales/he/take').then((m) => m.take),
      nl: () => import('./locales/nl/take').then((m) => m.take),
      ja: () => import('./locales/ja/take').then((m) => m.take),
      kr: () => import('./locales/ko/take').then((m) => m.take),
      cn: () => import('./locales/zh/take').then((m) => m.take),
      ar: () => import('./locales/ar/take').then((m) => m.take),
      hi: () => import('./locales/hi/take').then((m) => m.take),
      no: () => import('./locales/nb/take').then((m) => m.take),
      sv: () => import('./locales/sv/take').then((m) => m.take),
      da: () => import('./locales/da/take').then((m) => m.take),
      pl: () => import('./locales/pl/take').then((m) => m.take),
    };

export function loadTakeCatalog(code: UiLanguageCode): Promise<TakeCatalog> {
  if (code === 'en') return import('./enTake').then((m) => m.enTake);
  return TAKE ? TAKE[code]() : fetchCatalog<TakeCatalog>('take', code);
}
