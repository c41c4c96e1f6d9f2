/**
 * Each language's catalog is its own download (ADR 179): the sign-in screen fetches the chosen language's first
 * paint groups only (here), the signed-in shell adds its area groups (loadAreasCatalog.ts), the student page its
 * own strings (loadTakeCatalog.ts). English's first paint is in the entry. A production build fetches the others
 * as data (ADR 401); elsewhere each `import()` names its file.
 */
import type { UiLanguageCode } from '../domain/shared/languages';
import type { CoreCatalog } from './catalogTypes';
import { fetchCatalog } from './catalogFiles';
import { enCore } from './enCore';

type Other = Exclude<UiLanguageCode, 'en'>;

const CORE: Record<Other, () => Promise<CoreCatalog>> | null = process.env.CATALOG_VERSION
  ? null
  : {
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

/** The first paint's groups of a language: English at once, any other as its own download. */
export function loadCoreCatalog(code: UiLanguageCode): Promise<CoreCatalog> {
  if (code === 'en') return Promise.resolve(enCore);
  return CORE ? CORE[code]() : fetchCatalog<CoreCatalog>('core', code);
}
