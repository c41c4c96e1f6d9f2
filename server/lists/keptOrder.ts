/**
 * The order of a kept list as the store sorts it (ADR 320): each row keeps the values of the list's `order by`
 * terms (its key, the id last), read by the same statement that reads the row, and a changed row goes where the
 * store would put it.
 *
 * Numbers and moments compare as numbers (a moment as its microseconds since 1970, as the store keeps it). Texts
 * compare as the store's collation does: when the store sorts by code point (the C and C.UTF-8 collations), here
 * too; otherwise each comparison a placement needs is asked of the store, a few dozen at once.
 */
import { sql, type Expression, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { SortDirection } from '../../src/domain/shared/listQuery';

export type KeyValue = number | string | null;

/** One term of a list's order: what it compares, its direction and where its nulls go. */
export interface KeyTerm {
  readonly text: boolean;
  readonly descending: boolean;
  readonly nullsFirst: boolean;
}

/** A term of a list's order as its statement writes it. */
export interface KeyColumn {
  readonly sql: Expression<unknown>;
  /** 'time': a timestamp or a date. */
  readonly type: 'text' | 'number' | 'time';
  readonly direction: SortDirection;
  /** Where nulls go; PostgreSQL's default when absent (last ascending, first descending). */
  readonly nulls?: 'first' | 'last';
}

export const keyTermsOf = (columns: readonly KeyColumn[]): KeyTerm[] =>
  columns.map((column) => ({
    text: column.type === 'text',
    descending: column.direction === 'desc',
    nullsFirst: (column.nulls ?? (column.direction === 'desc' ? 'first' : 'last')) === 'first',
  }));

/** A key column's value as the key keeps it: a moment as its microseconds, exactly. */
export const keyValue = (column: KeyColumn): RawBuilder<unknown> =>
  column.type === 'time' ? sql`(extract(epoch from ${column.sql}) * 1000000)::bigint` : sql`${column.sql}`;

/** The key's columns for a select list, `k0`, `k1`, …. */
export const keySelect = (columns: readonly KeyColumn[]): RawBuilder<unknown> =>
  sql.join(columns.map((column, index) => sql`${keyValue(column)} as ${sql.ref(`k${index}`)}`));

/** A row's key from its `k0`, `k1`, … columns. */
export function keyOf(row: Readonly<Record<string, unknown>>, terms: readonly KeyTerm[]): KeyValue[] {
  return terms.map((term, index) => {
    const value = row[`k${index}`];
    if (value === null || value === undefined) return null;
    return term.text ? String(value) : Number(value);
  });
}

/** UTF-16 strings compared by code point, as a C collation compares their UTF-8 bytes. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at += 1) {
    let x = a.charCodeAt(at);
    let y = b.charCodeAt(at);
    if (x === y) continue;
    // A surrogate (a code point past U+FFFF) sorts after every other unit.
    if (x >= 0xd800 && y >= 0xd800) {
      x += x >= 0xe000 ? -0x800 : 0x2000;
      y += y >= 0xe000 ? -0x800 : 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

export type CompareText = (a: string, b: string) => number;

/** Two keys in the list's order: negative when `a` comes first. */
export function compareKeys(
  terms: readonly KeyTerm[],
  a: readonly KeyValue[],
  b: readonly KeyValue[],
  text: CompareText,
): number {
  for (let at = 0; at < terms.length; at += 1) {
    const x = a[at]!;
    const y = b[at]!;
    if (x === y) continue;
    const term = terms[at]!;
    if (x === null) return term.nullsFirst ? -1 : 1;
    if (y === null) return term.nullsFirst ? 1 : -1;
    const order = term.text ? text(x as string, y as string) : (x as number) < (y as number) ? -1 : 1;
    if (order !== 0) return term.descending ? -order : order;
  }
  return 0;
}

/** How a list's texts compare: here by code point, or by asking the store. */
export type TextOrder =
  | { readonly inStore: false }
  | {
      readonly inStore: true;
      /** The sign of each pair's comparison in the store's collation. */
      signs(pairs: readonly (readonly [string, string])[]): Promise<number[]>;
    };

/** Texts whose order tells a code-point collation from a language's: case, accents, signs, past U+FFFF. */
const PROBE = [' ', '!', '0', '9', 'A', 'B', 'Z', '_', 'a', 'aB', 'Ab', 'a b', 'a-b', 'b', 'z', '~'].concat([
  '\u00c9',
  '\u00e9',
  '\u00e4',
  '\u00df',
  '\u0130',
  '\u0131',
  '\u03a9',
  '\u4e2d',
  '\ufffd',
  '\u{1f600}',
]);

/** How the store's collation orders texts, asked once per list read. */
export async function storeTextOrder(db: QueryExecutorProvider): Promise<TextOrder> {
  const { rows } = await sql<{ sorted: string[] }>`
    select array_agg(p.t order by p.t) as sorted from unnest(${PROBE}::text[]) p(t)`.execute(db);
  const expected = [...PROBE].sort(compareCodePoints);
  if (rows[0]?.sorted.every((text, index) => text === expected[index])) return { inStore: false };
  return {
    inStore: true,
    async signs(pairs) {
      if (pairs.length === 0) return [];
      const { rows: signs } = await sql<{ signs: number[] }>`
        select array_agg(case when p.a < p.b then -1 when p.a > p.b then 1 else 0 end order by p.n) as signs
        from unnest(${pairs.map((pair) => pair[0])}::text[], ${pairs.map((pair) => pair[1])}::text[])
          with ordinality p(a, b, n)`.execute(db);
      return signs[0]!.signs.map(Number);
    },
  };
}
