/**
 * The first paint's `t` (src/i18n/catalogT.ts) must say exactly what i18next says for every key of the
 * catalog's first-paint groups, so the signed-out screens and the shell never differ.
 */
import type { TFunction } from 'i18next';
import { catalogT } from '../../../src/views/shared/useTranslation';
import { enCore as en } from '../../../src/i18n/enCore';
import { createI18n } from '../../support/i18n';

function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Values for every `{{name}}` of a text, with a count for plural keys. */
function valuesFor(text: string, count: number): Record<string, unknown> {
  const names = [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]!);
  return { ...Object.fromEntries(names.map((name) => [name, `<${name} & "x">`])), count };
}

const i18n = createI18n();
const keys = keysOf(en);
const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as never)[part], en) as string;

describe('the first paint reads the catalog as i18next does', () => {
  test.each(keys)('%s', (key) => {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    const plain = i18n.t as unknown as TFunction;
    for (const count of [0, 1, 2]) {
      const values = valuesFor(lookup(key), count);
      expect((catalogT as (k: string, v: object) => string)(base, values)).toBe(
        (plain as (k: string, v: object) => string)(base, values),
      );
    }
  });

  test('an unknown key reads as the key, as in i18next', () => {
    expect((catalogT as (k: string) => string)('no.such.key')).toBe('no.such.key');
  });
});
