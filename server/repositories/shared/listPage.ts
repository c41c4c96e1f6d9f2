/**
 * One page of a whitelisted list (ADR 020): the request's WHERE over the list's rows, how many rows it keeps, and
 * the page of them in the request's order, read together. Every admin list and picker reads its page this way.
 */
import type { Expression, SelectQueryBuilder, Simplify, SqlBool } from 'kysely';
import type { Paging, ParsedListRequest } from '../../../src/domain/shared/listQuery';
import { listOrderBy, listWhere, pageWindow, pagingOf, type ListResource } from '../../lists/listRequest';

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
}

export async function listPage<DB, TB extends keyof DB, RowDB, RowTB extends keyof RowDB, Row, Item>(
  query: ListPageQuery<DB, TB, RowDB, RowTB, Row, Item>,
): Promise<ListPage<Item>> {
  const { resource, request } = query;
  const where = listWhere(resource, request.filter);
  const window = pageWindow(resource, request, query.perPage);
  const filtered = query.from.where(where);
  const [counted, rows] = await Promise.all([
    filtered
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
    query
      .select(filtered, where)
      .orderBy(listOrderBy(resource, request.sort))
      .limit(window.perPage)
      .offset(window.offset)
      .execute(),
  ]);
  return { result: rows.map(query.map), navigation: pagingOf(window, Number(counted.total), rows.length) };
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
