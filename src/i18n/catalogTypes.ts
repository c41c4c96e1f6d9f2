/**
 * The shapes every language's catalog fills in: the keys of the English catalog, each a string. A language whose
 * plural rules have more categories than English (Intl.PluralRules: zero, two, few, many) adds those forms next to
 * `_one` and `_other`; any other extra key is a type error. tests/i18n/catalogs.test.ts checks the rest: every key,
 * the same `{{placeholders}}`, and each plural category of the language.
 */
import type { en } from './en';
import type { enCore } from './enCore';
import type { enMail } from './enMail';
import type { enTake } from './enTake';

type ExtraPluralCategory = 'zero' | 'two' | 'few' | 'many';
type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

export type LocalizedGroup<Group> = { readonly [Key in keyof Group]: string } & {
  readonly [Key in `${PluralBase<keyof Group & string>}_${ExtraPluralCategory}`]?: string;
};

export type Localized<Catalog> = { readonly [Group in keyof Catalog]: LocalizedGroup<Catalog[Group]> };

/** The groups of the first paint (sign-in, the frame, notifications, messages): src/i18n/enCore.ts. */
export type CoreCatalog = Localized<typeof enCore>;

type AreaGroup = Exclude<keyof typeof en, keyof typeof enCore>;
/** Every area's groups, loaded with the signed-in shell: src/i18n/en/*.ts. */
export type AreasCatalog = Localized<Pick<typeof en, AreaGroup>>;

/** The student page: src/i18n/enTake.ts. */
export type TakeCatalog = Localized<typeof enTake>;

/** The messages the server sends students: src/i18n/enMail.ts. */
export type MailCatalog = Localized<typeof enMail>;
