/**
 * One page of a whitelisted list (ADR 020): the request's WHERE over the list's rows, how many rows it keeps, and
 * the page of them in the request's order, read together. Every admin list and picker reads its page this way.
 * The total is exact up to EXACT_TOTAL_LIMIT and on the last page, the planner's estimate beyond (ADR 225); a list
 * that gives its keyset seeks deep pages from kept marks (ADR 242).
 */
import { sql, type Expression, type SelectQueryBuilder, type Simplify, type SqlBool } from 'kysely';
import type { Paging, ParsedListRequest } from '../../../src/domain/shared/listQuery';
import {
  listOrderTerms,
  listWhere,
  orderBySql,
  pageWindow,
  pagingOf,
  type ListResource,
} from '../../lists/listRequest';
import {
  EXACT_TOTAL_LIMIT,
  estimatedRows,
  exactTotal,
  pageRead,
  plausibleTotal,
} from '../../lists/listTotal';
import { marksAmong, seekPage, type KeepMarks, type KeysetList } from '../../lists/pageMarks';

export interface ListPage<Item> {
  readonly result: Item[];
  readonly navigation: Paging;
}

export interface ListPageQuery<DB, TB extends keyof DB, RowDB, RowTB extends keyof RowDB, Row, Item> {
  readonly resource: ListResource;
  readonly request: ParsedListRequest;
  /** The rows the list counts; the request's WHERE is added to it. */
  readonly from: SelectQueryBuilder<DB, TB, object>;
  /** The page's columns: `from` with the WHERE added, or a query of the same rows given the WHERE. */
  readonly select: (
    filtered: SelectQueryBuilder<DB, TB, object>,
    where: Expression<SqlBool>,
  ) => SelectQueryBuilder<RowDB, RowTB, Row>;
  readonly map: (row: Simplify<Row>) => Item;
  /** A page size that overrides the request's (still capped by the resource). */
  readonly perPage?: number | undefined;
  /**
   * Deep pages seek from marks kept by `marks` (ADR 242); `select` must then name the table as `list.table` does.
   */
  readonly keyset?: { readonly list: KeysetList; readonly marks: KeepMarks } | undefined;
}

export async function listPage<DB, TB extends keyof DB, RowDB, RowTB extends keyof RowDB, Row, Item>(
  query: ListPageQuery<DB, TB, RowDB, RowTB, Row, Item>,
): Promise<ListPage<Item>> {
  const { resource, request } = query;
  const where = listWhere(resource, request.filter);
  const window = pageWindow(resource, request, query.perPage);
  const filtered = query.from.where(where);
  const terms = listOrderTerms(resource, request.sort);
  const order = orderBySql(terms);
  const keyset = query.keyset;
  const seek = keyset
    ? await seekPage(keyset.list, { terms, offset: window.offset }, keyset.marks, async () => {
        const ids = await filtered
          .select(sql<number>`${keyset.list.id}`.as('id'))
          .orderBy(order)
          .$castTo<{ id: number }>()
          .execute();
        return marksAmong(ids.map((row) => row.id));
      })
    : null;
  const matching = filtered.select(sql`1`.as('one'));
  // The capped count rides on the first matching row (none: nothing matches), so no row but the count comes back.
  const capped = filtered
    .select(sql<string>`(select count(*) from (${matching.limit(EXACT_TOTAL_LIMIT + 1)}) capped)`.as('n'))
    .limit(1)
    .$castTo<{ n: string | number | null }>();
  const [counted, read] = await Promise.all([
    capped.execute(),
    query
      .select(
        seek ? filtered.where(seek.where) : filtered,
        seek ? sql<SqlBool>`${where} and ${seek.where}` : where,
      )
      .orderBy(order)
      .limit(window.perPage + 1)
      .offset(seek?.offset ?? window.offset)
      .execute(),
  ]);
  const { rows, page } = pageRead(read, Number(counted[0]?.n ?? 0), window);
  // Past the last page of a long list no row proves where the end is: only then is it counted whole.
  const total =
    exactTotal(page) ??
    (rows.length > 0
      ? plausibleTotal(page, await estimatedRows(matching))
      : Number(
          (
            await filtered
              .select((eb) => eb.fn.countAll<string>().as('total'))
              .$castTo<{ total: string }>()
              .executeTakeFirstOrThrow()
          ).total,
        ));
  return { result: rows.map(query.map), navigation: pagingOf(window, total, rows.length) };
}

/** Which page of a counted list, from 1, and how many rows a page holds. */
export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** How many rows `from` keeps, and one page of them as `select` reads and orders them (pages count from 1). */
export async function countedPage<DB, TB extends keyof DB, RowDB, RowTB extends keyof RowDB, Row, Out>(
  from: SelectQueryBuilder<DB, TB, object>,
  select: (from: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<RowDB, RowTB, Row>,
  page: PageRequest,
  toRow: (row: Simplify<Row>) => Out,
): Promise<{ total: number; rows: Out[] }> {
  const { total } = await from
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  const rows = await select(from)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  return { total: Number(total), rows: rows.map(toRow) };
}
