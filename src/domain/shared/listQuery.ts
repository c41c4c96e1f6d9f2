/**
 * The generic list request and response of SPEC section 7 ("List request shape", "Paging"), built in one place on
 * the client and interpreted in one place on the server.
 */
import * as z from 'zod';
import { DB_INT_MAX, int, LIST_MAX, list, PAGE_MAX, text, TEXT_MAX } from './fields';

export const FILTER_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'is_null',
  'is_not_null',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
] as const;
export const FilterOperatorSchema = z.enum(FILTER_OPERATORS);
export type FilterOperator = z.infer<typeof FilterOperatorSchema>;

const filterText = text(TEXT_MAX.filterValue);
/** Every number a list filters on is an int4 column (ids, statuses). */
const filterNumber = z.number().min(-DB_INT_MAX).max(DB_INT_MAX);

export const FilterConditionSchema = z.object({
  bool_operator: z.enum(['and', 'or']).default('and'),
  property: text(TEXT_MAX.property).min(1),
  operator: FilterOperatorSchema,
  value: z
    .union([
      filterText,
      filterNumber,
      z.boolean(),
      z.null(),
      list(z.union([filterText, filterNumber]), LIST_MAX.filterValues),
    ])
    .optional(),
});
export type FilterCondition = z.infer<typeof FilterConditionSchema>;

export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/** The paging part of a list request: at most 200 rows a page (SPEC section 9), pages up to PAGE_MAX. */
export function navigationSchema(defaultPerPage: number) {
  return z
    .object({
      page: int(1, PAGE_MAX).default(1),
      itemsOnPage: int(1, 200).default(defaultPerPage),
    })
    .default({ page: 1, itemsOnPage: defaultPerPage });
}

export const ListRequestSchema = z.object({
  navigation: navigationSchema(20),
  totalCount: z.boolean().optional(),
  filter: list(FilterConditionSchema, LIST_MAX.filters).default([]),
  /** Sort pairs: [property, direction]. */
  sort: list(z.tuple([text(TEXT_MAX.property).min(1), SortDirectionSchema]), LIST_MAX.sorts).default([]),
  withAssign: z.boolean().optional(),
});
export type ListRequest = z.input<typeof ListRequestSchema>;
export type ParsedListRequest = z.output<typeof ListRequestSchema>;

export const PagingSchema = z.object({
  page: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
  items_on_page: z.number().int(),
  items_per_page: z.number().int(),
  more: z.boolean(),
});
export type Paging = z.infer<typeof PagingSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ result: z.array(item), navigation: PagingSchema });
}

/** Page sizes of SPEC section 9. */
export const PAGE_SIZE = {
  default: 20,
  articleSearch: 12,
  playlistArticles: 9,
  sponsorArticles: 10,
} as const;
export const SKELETON_ROWS = 10;

export function paging(page: number, perPage: number, totalItems: number, itemsOnPage: number): Paging {
  const totalPages = Math.max(1, Math.ceil(totalItems / perPage));
  return {
    page,
    total_items: totalItems,
    total_pages: totalPages,
    items_on_page: itemsOnPage,
    items_per_page: perPage,
    more: page < totalPages,
  };
}

/** SPEC section 5: a search by a whole number is an id, anything else is title-contains. Blank searches nothing. */
export function searchCondition(
  keyword: string,
  titleProperty = 'title',
  idProperty = 'id',
): FilterCondition | null {
  const trimmed = keyword.trim();
  if (!trimmed) return null;
  if (/^\d+$/.test(trimmed))
    return { bool_operator: 'and', property: idProperty, operator: 'equals', value: Number(trimmed) };
  return { bool_operator: 'and', property: titleProperty, operator: 'contains', value: trimmed };
}

/** SPEC section 4: clicking the same column flips asc/desc; a new column starts asc. */
export function nextSort(
  current: readonly [string, SortDirection] | null,
  column: string,
): [string, SortDirection] {
  if (current && current[0] === column) return [column, current[1] === 'asc' ? 'desc' : 'asc'];
  return [column, 'asc'];
}

/**
 * SPEC section 5 for lists whose keyword matches several text columns (e.g. the customer quiz list: owner first
 * name, last name, e-mail or title): a whole number is an id; anything else is one OR group of `contains`
 * conditions. The server ANDs every 'and' condition and the one group of 'or' conditions (ADR 020).
 */
export function searchConditions(
  keyword: string,
  textProperties: readonly string[],
  idProperty: string | null = 'id',
): FilterCondition[] {
  const trimmed = keyword.trim();
  if (!trimmed) return [];
  if (idProperty && /^\d+$/.test(trimmed))
    return [{ bool_operator: 'and', property: idProperty, operator: 'equals', value: Number(trimmed) }];
  if (textProperties.length === 1)
    return [{ bool_operator: 'and', property: textProperties[0]!, operator: 'contains', value: trimmed }];
  return textProperties.map((property) => ({
    bool_operator: 'or' as const,
    property,
    operator: 'contains' as const,
    value: trimmed,
  }));
}

/** What a list screen asks for: the applied search, the page, one sort pair and its named filters (tabs, toggles). */
export interface ListQuery {
  readonly search: string;
  readonly page: number;
  readonly sort: readonly [string, SortDirection] | null;
  /** Filter name → value; a filter that is off is absent. */
  readonly filters: Readonly<Record<string, string>>;
}

export const EMPTY_LIST_QUERY: ListQuery = { search: '', page: 1, sort: null, filters: {} };

export function listQuery(partial: Partial<ListQuery> = {}): ListQuery {
  return { ...EMPTY_LIST_QUERY, ...partial };
}

export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  return queryToSearchParams(a).toString() === queryToSearchParams(b).toString();
}

const RESERVED_PARAMS = ['search', 'page', 'sort'];

/**
 * The query as URL search params, so back/forward and reload show the same list: `search`, `page` (omitted on
 * page 1), `sort` as `column.asc|desc`, and each filter under its own name (e.g. `tab=sections`).
 */
export function queryToSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sort) params.set('sort', `${query.sort[0]}.${query.sort[1]}`);
  for (const name of Object.keys(query.filters).sort()) {
    if (RESERVED_PARAMS.includes(name)) continue;
    const value = query.filters[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params;
}

/**
 * Reads a query back from URL search params. Only the filters named in `defaults` are read (other params belong
 * to someone else); a missing or malformed value falls back to the default.
 */
export function searchParamsFromQuery(
  params: URLSearchParams | string,
  defaults: ListQuery = EMPTY_LIST_QUERY,
  filterNames: readonly string[] = Object.keys(defaults.filters),
): ListQuery {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const pageText = search.get('page');
  const page = pageText && /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sortMatch = /^(.+)\.(asc|desc)$/.exec(search.get('sort') ?? '');
  const sort: ListQuery['sort'] = sortMatch ? [sortMatch[1]!, sortMatch[2] as SortDirection] : defaults.sort;
  const filters: Record<string, string> = { ...defaults.filters };
  for (const name of filterNames) {
    const value = search.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  return { search: (search.get('search') ?? defaults.search).trim(), page, sort, filters };
}

/** The SPEC list request for a query: the search as conditions, then the screen's own filters. */
export function buildListRequest(
  query: ListQuery,
  pageSize: number,
  extraFilters: readonly FilterCondition[] = [],
  searchOn: { readonly textProperties?: readonly string[]; readonly idProperty?: string | null } = {},
): ParsedListRequest {
  return {
    navigation: { page: query.page, itemsOnPage: pageSize },
    totalCount: true,
    filter: [
      ...searchConditions(
        query.search,
        searchOn.textProperties ?? ['title'],
        // null: the keyword is never an id (the sponsor list searches names only).
        searchOn.idProperty === undefined ? 'id' : searchOn.idProperty,
      ),
      ...extraFilters,
    ],
    sort: query.sort ? [[query.sort[0], query.sort[1]]] : [],
  };
}
