/** The catalog key of each translation language's name (SPEC section 3, "Languages for translations"). */
import type { TranslationLanguage } from '../../domain/content/content';

export const LANGUAGE_LABEL_KEYS = {
  en: 'translations.languageEn',
  cn: 'translations.languageCn',
  de: 'translations.languageDe',
  es: 'translations.languageEs',
  kr: 'translations.languageKr',
  it: 'translations.languageIt',
  fr: 'translations.languageFr',
  pt: 'translations.languagePt',
} as const satisfies Record<TranslationLanguage, string>;
