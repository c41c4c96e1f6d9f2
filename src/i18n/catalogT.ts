/**
 * `t` straight over the catalog, for the screens that paint before i18next loads (sign-in, set-password, the
 * error screen, notifications): the same catalog, the same keys, and the subset of i18next's syntax the catalog
 * uses — nested keys, `{{name}}` values (not escaped, as configured in i18n.ts) and plurals by `count` under the
 * language's rules (`_zero` … `_other`, falling back to `_other` as i18next does). tests/i18n/catalogT.test.ts checks every key against i18next. ADR 003 says why.
 */
import type { TFunction } from 'i18next';
import { isolateValue, isRightToLeftTag } from '../domain/shared/languages';

type Values = Record<string, unknown> & { count?: number };

function lookup(catalog: unknown, key: string): unknown {
  let node = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function createCatalogT(catalog: object, language: string): TFunction {
  const plurals = new Intl.PluralRules(language);
  const value = isRightToLeftTag(language) ? (raw: unknown) => isolateValue(String(raw)) : String;
  const translate = (key: string, values: Values = {}): string => {
    let text =
      typeof values.count === 'number'
        ? (lookup(catalog, `${key}_${plurals.select(values.count)}`) ?? lookup(catalog, `${key}_other`))
        : undefined;
    text ??= lookup(catalog, key);
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_match, name: string) =>
      name in values ? value(values[name]) : `{{${name}}}`,
    );
  };
  return translate as unknown as TFunction;
}
