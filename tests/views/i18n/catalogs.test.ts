/**
 * Every interface language (SPEC section 3) has a complete catalog: every key of English, the same
 * `{{placeholders}}`, each plural category the language has (Intl.PluralRules), nothing English lacks, and no
 * sentence left in English beyond the names that are the same in every language. Each file is loaded the way the
 * console loads it (src/i18n/loadCatalog.ts), and the first paint's `t` says what i18next says in every language.
 */
import type { TFunction } from 'i18next';
import {
  UI_LANGUAGES,
  languageTag,
  pickUiLanguage,
  type UiLanguageCode,
} from '../../../src/domain/shared/languages';
import { catalogProblems, untranslated } from '../../../src/i18n/catalogCheck';
import { createCatalogT } from '../../../src/i18n/catalogT';
import { en } from '../../../src/i18n/en';
import { enCore } from '../../../src/i18n/enCore';
import { enMail } from '../../../src/i18n/enMail';
import { enTake } from '../../../src/i18n/enTake';
import { createI18n, type FullCatalog } from '../../../src/i18n/i18n';
import { loadAreasCatalog } from '../../../src/i18n/loadAreasCatalog';
import { loadCoreCatalog } from '../../../src/i18n/loadCatalog';
import { loadMailCatalog } from '../../../src/i18n/loadMailCatalog';
import { loadTakeCatalog } from '../../../src/i18n/loadTakeCatalog';

type Grouped = Record<string, Record<string, string>>;
const englishAreas = Object.fromEntries(
  Object.entries(en).filter(([group]) => !(group in enCore)),
) as Grouped;

/** Names that are the same in the languages that keep them: the product, a format, three collections. */
const MAY_STAY_ENGLISH = new Set([
  'app.name',
  'app.title',
  'quiz.downloadMoodle',
  'delivery.rebuildType_3',
  'delivery.rebuildType_4',
  'player.header_encyclopedia_of_experiments',
  'player.header_science_education',
  'player.header_lab_manual',
  // The desk's article types are the same collections.
  'publish.type_encyclopedia_of_experiments',
  'publish.type_science_education',
  'publish.type_lab_manual',
  // MoEngage's own names of its data centres and their API hosts.
  'moengage.dataCenterOption',
  'classes.fieldInstitution',
  // Class Products' product lines, named as the rebuild types name them.
  'classAccess.line_science_education',
  'classAccess.line_lab_manual',
]);

const others = UI_LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code);

describe.each(others)('the %s catalog', (code) => {
  test('has every key, placeholder and plural form of English and no key English lacks', async () => {
    const tag = languageTag(code);
    const [core, areas, take, mail] = await Promise.all([
      loadCoreCatalog(code),
      loadAreasCatalog(code),
      loadTakeCatalog(code),
      loadMailCatalog(code),
    ]);
    expect([
      ...catalogProblems(enCore as unknown as Grouped, core as unknown as Grouped, tag),
      ...catalogProblems(englishAreas, areas as unknown as Grouped, tag),
      ...catalogProblems(enTake as unknown as Grouped, take as unknown as Grouped, tag),
      ...catalogProblems(enMail as unknown as Grouped, mail as unknown as Grouped, tag),
    ]).toEqual([]);
  });

  test('leaves no sentence in English', async () => {
    const [core, areas, take, mail] = await Promise.all([
      loadCoreCatalog(code),
      loadAreasCatalog(code),
      loadTakeCatalog(code),
      loadMailCatalog(code),
    ]);
    const left = [
      ...untranslated(enCore as unknown as Grouped, core as unknown as Grouped),
      ...untranslated(englishAreas, areas as unknown as Grouped),
      ...untranslated(enTake as unknown as Grouped, take as unknown as Grouped),
      ...untranslated(enMail as unknown as Grouped, mail as unknown as Grouped),
    ].filter((key) => !MAY_STAY_ENGLISH.has(key));
    expect(left).toEqual([]);
  });

  test('reads the same through the first paint and through i18next, for counts of every plural category', async () => {
    const [core, areas] = await Promise.all([loadCoreCatalog(code), loadAreasCatalog(code)]);
    const tag = languageTag(code);
    const first = createCatalogT(core, tag) as unknown as (key: string, values: object) => string;
    const i18n = createI18n(code, { ...core, ...areas } as FullCatalog);
    const full = i18n.t as unknown as TFunction as unknown as (key: string, values: object) => string;
    for (const [group, entries] of Object.entries(core as unknown as Grouped)) {
      for (const [key, text] of Object.entries(entries)) {
        const base = `${group}.${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
        const names = [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]!);
        for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000]) {
          const values = { ...Object.fromEntries(names.map((name) => [name, `<${name}>`])), count };
          expect(first(base, values)).toBe(full(base, values));
        }
      }
    }
  });
});

test('plural keys pick the form of the language: Arabic, Russian and Polish differ for 1, 2, 5 and 22', async () => {
  const forms = async (code: UiLanguageCode) => {
    const [core, areas] = await Promise.all([loadCoreCatalog(code), loadAreasCatalog(code)]);
    const i18n = createI18n(code, { ...core, ...areas } as FullCatalog);
    const t = i18n.t as unknown as (key: string, values: object) => string;
    return [1, 2, 5, 22].map((count) => t('delivery.students', { count }));
  };
  for (const code of ['ar', 'ru', 'pl'] as const) {
    const [one, two, five, twentyTwo] = await forms(code);
    expect(new Set([one, two, five]).size, code).toBe(3);
    expect(twentyTwo).not.toBe(five);
  }
});

test('every SPEC code maps to its BCP 47 tag in one table, and browsers’ tags find their language', () => {
  expect(Object.fromEntries(UI_LANGUAGES.map((language) => [language.code, language.tag]))).toMatchObject({
    hb: 'he',
    kr: 'ko',
    cn: 'zh',
    'pt-br': 'pt-BR',
    no: 'nb',
  });
  expect(UI_LANGUAGES.map((language) => language.code)).toEqual(
    'en de ru fr es pt-br tr it hb nl ja kr cn ar hi no sv da pl'.split(' '),
  );
  expect(pickUiLanguage(['de-AT', 'en'])).toBe('de');
  expect(pickUiLanguage(['pt-PT'])).toBe('pt-br');
  expect(pickUiLanguage(['iw-IL'])).toBe('hb');
  expect(pickUiLanguage(['nn-NO'])).toBe('no');
  expect(pickUiLanguage(['zh-TW', 'ja'])).toBe('cn');
  expect(pickUiLanguage(['ko-KR'])).toBe('kr');
  expect(pickUiLanguage(['x-klingon', 'sv-FI'])).toBe('sv');
  expect(pickUiLanguage(['tlh'])).toBe('en');
  expect(pickUiLanguage([])).toBe('en');
});
