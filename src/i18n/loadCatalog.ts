/**
 * Each language's catalog is its own download (ADR 179): the sign-in screen fetches the chosen language's first
 * paint groups only, the signed-in shell adds its area groups, the student page its own strings. English is in
 * the entry. Each `import()` names its file, so Parcel makes one chunk per language and part.
 */
import type { UiLanguageCode } from '../domain/languages';
import type { AreasCatalog, CoreCatalog, TakeCatalog } from './catalogTypes';
import { enCore } from './enCore';

type Other = Exclude<UiLanguageCode, 'en'>;

const CORE: Record<Other, () => Promise<CoreCatalog>> = {
  de: () => import('./locales/de/core').then((m) => m.core),
  ru: () => import('./locales/ru/core').then((m) => m.core),
  fr: () => import('./locales/fr/core').then((m) => m.core),
  es: () => import('./locales/es/core').then((m) => m.core),
  'pt-br': () => import('./locales/pt-BR/core').then((m) => m.core),
  tr: () => import('./locales/tr/core').then((m) => m.core),
  it: () => import('./locales/it/core').then((m) => m.core),
  hb: () => import('./locales/he/core').then((m) => m.core),
  nl: () => import('./locales/nl/core').then((m) => m.core),
  ja: () => import('./locales/ja/core').then((m) => m.core),
  kr: () => import('./locales/ko/core').then((m) => m.core),
  cn: () => import('./locales/zh/core').then((m) => m.core),
  ar: () => import('./locales/ar/core').then((m) => m.core),
  hi: () => import('./locales/hi/core').then((m) => m.core),
  no: () => import('./locales/nb/core').then((m) => m.core),
  sv: () => import('./locales/sv/core').then((m) => m.core),
  da: () => import('./locales/da/core').then((m) => m.core),
  pl: () => import('./locales/pl/core').then((m) => m.core),
};

const AREAS: Record<UiLanguageCode, () => Promise<AreasCatalog>> = {
  en: () => import('./enAreas').then((m) => m.enAreas),
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

const TAKE: Record<UiLanguageCode, () => Promise<TakeCatalog>> = {
  en: () => import('./enTake').then((m) => m.enTake),
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

/** The first paint's groups of a language: English at once, any other as its own chunk. */
export const loadCoreCatalog = (code: UiLanguageCode): Promise<CoreCatalog> =>
  code === 'en' ? Promise.resolve(enCore) : CORE[code]();

/** Every area's groups of a language, loaded with the signed-in shell. */
export const loadAreasCatalog = (code: UiLanguageCode): Promise<AreasCatalog> => AREAS[code]();

/** The student page's strings of a language. */
export const loadTakeCatalog = (code: UiLanguageCode): Promise<TakeCatalog> => TAKE[code]();
