/**
 * Every area's groups of a language, loaded with the signed-in shell (ADR 179): English as a chunk, another language
 * as data (ADR 401).
 */
import type { UiLanguageCode } from '../domain/shared/languages';
import { fetchCatalog } from './catalogFiles';
import type { AreasCatalog } from './catalogTypes';

type Other = Exclude<UiLanguageCode, 'en'>;

const AREAS: Record<Other, () => Promise<AreasCatalog>> | null = process.env.CATALOG_VERSION
  ? null
  : {
      de: () => import('./locales/de/areas').then((m) => m.areas),
      ru: () => import('./locales/ru/areas').then((m) => m.areas),
      fr: () => import('./locales/fr/areas').then((m) => m.areas),
      es: () => import('./locales/es/areas').then((m) => m.areas),
      'pt-br': () => import('./locales/pt-BR/areas').then((m) => m.areas),
      tr: () => import('./locales/tr/areas').then((m) => m.areas),
      it: () => import('./locales/it/areas').then((m) => m.areas),
      hb: () => import('./locales/he/areas').then((m) => m.areas),
      nl: () => import('./locales/nl/areas').then((m) => m.areas),
      ja: () => import('./locales/ja/areas').then((m) => m.areas),
      kr: () => import('./locales/ko/areas').then((m) => m.areas),
      cn: () => import('./locales/zh/areas').then((m) => m.areas),
      ar: () => import('./locales/ar/areas').then((m) => m.areas),
      hi: () => import('./locales/hi/areas').then((m) => m.areas),
      no: () => import('./locales/nb/areas').then((m) => m.areas),
      sv: () => import('./locales/sv/areas').then((m) => m.areas),
      da: () => import('./locales/da/areas').then((m) => m.areas),
      pl: () => import('./locales/pl/areas').then((m) => m.areas),
    };

export function loadAreasCatalog(code: UiLanguageCode): Promise<AreasCatalog> {
  if (code === 'en') return import('./enAreas').then((m) => m.enAreas);
  return AREAS ? AREAS[code]() : fetchCatalog<AreasCatalog>('areas', code);
}
