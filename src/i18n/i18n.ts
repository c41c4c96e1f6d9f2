/**
 * An i18next instance for one language and its whole catalog (the first paint's groups and every area's),
 * initialised synchronously so the first render already has its strings. The shell makes a new one when the
 * language changes (ADR 179): the catalogs are loaded by the language machine, never by i18next. Plurals follow
 * the language's rules through Intl.PluralRules; a form the catalog lacks falls back to `_other`.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolateValue, isRightToLeft, languageTag, type UiLanguageCode } from '../domain/shared/languages';
import type { AreasCatalog, CoreCatalog } from './catalogTypes';

export const DEFAULT_LANGUAGE: UiLanguageCode = 'en';

export type FullCatalog = CoreCatalog & AreasCatalog;

/** i18next's formatter module, reduced to what the catalogs use: no named formats, values isolated. */
const ISOLATING_FORMATTER = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown) => (value === undefined || value === null ? value : isolateValue(String(value))),
} as const;

export function createI18n(code: UiLanguageCode, catalog: FullCatalog): i18n {
  const instance = i18next.createInstance();
  const tag = languageTag(code);
  const rtl = isRightToLeft(code);
  // Right to left, every value keeps its own direction inside the sentence (isolateValue).
  if (rtl) instance.use(ISOLATING_FORMATTER);
  void instance.use(initReactI18next).init({
    resources: { [tag]: { translation: catalog } },
    lng: tag,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: rtl },
  });
  cachePlainKeys(instance);
  return instance;
}

/**
 * A key asked for without options reads the same text for the instance's whole life: its catalog is fixed (a new
 * language makes a new instance), so each such key is looked up once instead of on every render. A keystroke in a
 * big quiz re-renders components that ask for dozens of labels, and i18next's lookup (its options copied, the key
 * resolved, the text interpolated) was a seventh of the keystroke's work. Calls with options (values, a count) are
 * i18next's own, each time.
 */
function cachePlainKeys(instance: i18n): void {
  const texts = new Map<string, unknown>();
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<typeof getFixedT>) => {
    const fixedT = getFixedT(...args);
    const [lng, ns, keyPrefix] = args;
    if (typeof keyPrefix === 'function') return fixedT;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${keyPrefix ?? ''}\u0000`;
    const call = fixedT as unknown as (key: unknown, ...rest: unknown[]) => unknown;
    const cached = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest);
      const id = scope + key;
      if (!texts.has(id)) texts.set(id, call(key));
      return texts.get(id);
    };
    return Object.assign(cached, fixedT);
  }) as typeof instance.getFixedT;
}

export type CreateI18n = typeof createI18n;
