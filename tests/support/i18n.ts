/** i18next over the whole English catalog (or another language's), as the shell makes it, for tests. */
import type { UiLanguageCode } from '../../src/domain/shared/languages';
import { en } from '../../src/i18n/en';
import { createI18n as createLanguageI18n, type FullCatalog } from '../../src/i18n/i18n';

export const createI18n = (code: UiLanguageCode = 'en', catalog: FullCatalog = en) =>
  createLanguageI18n(code, catalog);
