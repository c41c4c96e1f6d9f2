/**
 * The console's interface languages (SPEC section 3, "UI languages"), in SPEC's order, and the one place where
 * SPEC's codes meet BCP 47 (ADR 179): `hb`, `kr`, `cn`, `pt-br` and `no` are the product's codes (stored in the
 * profile, sent by the API, kept in the browser); Intl, i18next, `lang` and the catalog folders use the tags.
 * Zod-free: the sign-in screen's first paint reads it.
 */
export const UI_LANGUAGES = [
  { code: 'en', tag: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'ru', tag: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'fr', tag: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', tag: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-br', tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'tr', tag: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'it', tag: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'hb', tag: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'nl', tag: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'ja', tag: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'kr', tag: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'cn', tag: 'zh', name: '中文（简体）', dir: 'ltr' },
  { code: 'ar', tag: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'hi', tag: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'no', tag: 'nb', name: 'Norsk bokmål', dir: 'ltr' },
  { code: 'sv', tag: 'sv', name: 'Svenska', dir: 'ltr' },
  { code: 'da', tag: 'da', name: 'Dansk', dir: 'ltr' },
  { code: 'pl', tag: 'pl', name: 'Polski', dir: 'ltr' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number];
export type UiLanguageCode = UiLanguage['code'];
export type UiLanguageTag = UiLanguage['tag'];

export const UI_LANGUAGE_CODES = UI_LANGUAGES.map((language) => language.code) as [
  UiLanguageCode,
  ...UiLanguageCode[],
];
export const DEFAULT_UI_LANGUAGE: UiLanguageCode = 'en';

const BY_CODE = new Map<string, UiLanguage>(UI_LANGUAGES.map((language) => [language.code, language]));

export const isUiLanguageCode = (value: unknown): value is UiLanguageCode =>
  typeof value === 'string' && BY_CODE.has(value);

export const uiLanguage = (code: UiLanguageCode): UiLanguage => BY_CODE.get(code) ?? UI_LANGUAGES[0];

/** The BCP 47 tag of a SPEC code: what Intl, i18next and the document's `lang` get. */
export const languageTag = (code: UiLanguageCode): UiLanguageTag => uiLanguage(code).tag;

export const isRightToLeft = (code: UiLanguageCode): boolean => uiLanguage(code).dir === 'rtl';

/**
 * A value put into a right-to-left sentence (a title, a number, an e-mail, a URL) keeps its own direction: it is
 * wrapped in Unicode's first-strong isolate (U+2068 … U+2069), so "Video: The Cell Cycle" does not turn into
 * "The Cell Cycle :Video" and an address never reads backwards.
 */
export const isolateValue = (value: string): string => `\u2068${value}\u2069`;

/** Whether a BCP 47 tag reads right to left (the catalogs' `t` isolate values in it). */
export const isRightToLeftTag = (tag: string): boolean =>
  UI_LANGUAGES.some((language) => language.dir === 'rtl' && language.tag === tag.split('-')[0]);

/**
 * The tag Intl formats numbers and dates with: Arabic keeps the Latin digits its catalog's numbers are written
 * in (values such as counts are interpolated as typed), so one screen never mixes two digit systems (ADR 179).
 */
export const formattingTag = (code: UiLanguageCode): string =>
  code === 'ar' ? 'ar-u-nu-latn' : code === 'hi' ? 'hi-u-nu-latn' : languageTag(code);

/** Older or wider tags browsers report, and the SPEC code they mean. */
const ALIASES: Readonly<Record<string, UiLanguageCode>> = {
  pt: 'pt-br',
  iw: 'hb',
  he: 'hb',
  ko: 'kr',
  zh: 'cn',
  nb: 'no',
  nn: 'no',
  no: 'no',
};

/**
 * The first of the browser's preferred languages (`navigator.languages`, most wanted first) that the console
 * speaks, matched by tag, then by primary language (`de-AT` is German, `pt-PT` is the Portuguese we have);
 * English when none is.
 */
export function pickUiLanguage(preferred: readonly string[]): UiLanguageCode {
  for (const raw of preferred) {
    const wanted = raw.trim().toLowerCase();
    if (!wanted) continue;
    const exact = UI_LANGUAGES.find(
      (language) => language.tag.toLowerCase() === wanted || language.code === wanted,
    );
    if (exact) return exact.code;
    const primary = wanted.split(/[-_]/)[0] ?? '';
    const alias = ALIASES[primary];
    if (alias) return alias;
    const byPrimary = UI_LANGUAGES.find((language) => language.tag.toLowerCase() === primary);
    if (byPrimary) return byPrimary.code;
  }
  return DEFAULT_UI_LANGUAGE;
}

/** Where the browser keeps a pick before sign-in (and for the next visit), the student page included. */
export const LANGUAGE_STORAGE_KEY = 'console.language';

export function storedLanguage(storage: Pick<Storage, 'getItem'> | null): UiLanguageCode | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguageCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language a visit starts in: the browser's remembered pick, else its preferred languages, else English. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | null,
  preferred: readonly string[],
): UiLanguageCode {
  return storedLanguage(storage) ?? pickUiLanguage(preferred);
}
