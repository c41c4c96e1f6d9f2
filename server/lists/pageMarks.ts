/**
 * Keyset paging under page numbers (ADR 242). SPEC section 7 asks for pages by number, and an OFFSET walks every
 * earlier row of the list. A list whose order allows it (every sort term one direction over non-null columns of
 * its table, the id last) keeps marks: the ids of the rows at positions MARK_EVERY, 2 · MARK_EVERY, … read once
 * with one window query, and kept like a page until something the list shows changes. A deep page then starts
 * at the nearest mark at or before it (a row comparison an index serves) and skips fewer than MARK_EVERY rows.
 */
import { sql, type Expression, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';
import { orderBySql, type OrderTerm } from './listRequest';

/** A mark every this many rows: a deep page skips fewer than this many. */
export const MARK_EVERY = 250;

/** Reads a list's marks through `load` unless they are kept (the route keys and drops them with its pages). */
export type KeepMarks = (load: () => Promise<readonly number[]>) => Promise<readonly number[]>;

/** What a list's keyset compares: its table, its unique id, and the sort expressions of non-null columns. */
export interface KeysetList {
  /** The table alone, aliased as the list's queries name it: `quizzes q`. */
  readonly table: RawBuilder<unknown>;
  /** The id column, unique and never null. */
  readonly id: Expression<unknown>;
  /** The sort expressions (the same objects the list's order terms carry) over non-null columns of `table`. */
  readonly columns: readonly Expression<unknown>[];
}

/** The terms that decide the order: up to the id, which is unique (any after it never break a tie). */
const deciding = (list: KeysetList, terms: readonly OrderTerm[]) =>
  terms.slice(0, terms.findIndex((term) => term.sql === list.id) + 1);

/** Whether the order allows a keyset: up to the id, one direction throughout and over the list's columns. */
export function keysetAllows(list: KeysetList, terms: readonly OrderTerm[]): boolean {
  const keyed = deciding(list, terms);
  return (
    keyed.length > 0 &&
    keyed.every((term) => term.direction === keyed[0]!.direction) &&
    keyed.every((term) => term.sql === list.id || list.columns.includes(term.sql))
  );
}

/** The ids at positions MARK_EVERY, 2 · MARK_EVERY, … (from 0) of the rows `where` keeps, in the terms' order. */
export async function readMarks(
  db: QueryExecutorProvider,
  list: KeysetList,
  from: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>,
  terms: readonly OrderTerm[],
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select m.id from (
      select ${list.id} as id, row_number() over (order by ${orderBySql(terms)}) as n from ${from} where ${where}
    ) m
    where m.n > 1 and (m.n - 1) % ${MARK_EVERY} = 0
    order by m.n`.execute(db);
  return rows.map((row) => row.id);
}

export interface Seek {
  /** The rows from the mark on, in the list's order. */
  readonly where: RawBuilder<SqlBool>;
  /** How many rows after the mark the page starts. */
  readonly offset: number;
}

/** Where a page that starts `offset` rows in begins: at the nearest mark at or before it, or null (no mark). */
export function seekFrom(
  list: KeysetList,
  terms: readonly OrderTerm[],
  marks: readonly number[],
  offset: number,
): Seek | null {
  const index = Math.min(Math.floor(offset / MARK_EVERY), marks.length) - 1;
  if (index < 0) return null;
  const mark = marks[index]!;
  // Each key of the mark is a scalar subquery PostgreSQL runs once, so the comparison is an index condition.
  const keyed = deciding(list, terms);
  const keys = keyed.map((term) =>
    term.sql === list.id
      ? sql`${mark}`
      : sql`(select ${term.sql} from ${list.table} where ${list.id} = ${mark})`,
  );
  const compare = keyed[0]!.direction === 'desc' ? sql`<=` : sql`>=`;
  return {
    where: sql<SqlBool>`(${sql.join(keyed.map((term) => term.sql))}) ${compare} (${sql.join(keys)})`,
    offset: offset - (index + 1) * MARK_EVERY,
  };
}

/** The marks among every id of a list in its order (for a list read through a query builder). */
export const marksAmong = (ids: readonly number[]): number[] =>
  ids.filter((_, index) => index > 0 && index % MARK_EVERY === 0);

/** The seek for a page of a list that keeps marks, reading them first if need be; null when the offset is short. */
export async function seekPage(
  list: KeysetList,
  page: { readonly terms: readonly OrderTerm[]; readonly offset: number },
  keep: KeepMarks | undefined,
  read: () => Promise<readonly number[]>,
): Promise<Seek | null> {
  if (!keep || page.offset < MARK_EVERY || !keysetAllows(list, page.terms)) return null;
  return seekFrom(list, page.terms, await keep(read), page.offset);
}
