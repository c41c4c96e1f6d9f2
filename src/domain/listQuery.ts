/**
 * The generic list request and response of SPEC section 7 ("List request shape", "Paging"), built in one place on
 * the client and interpreted in one place on the server.
 */
import * as z from 'zod';

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

export const FilterConditionSchema = z.object({
  bool_operator: z.enum(['and', 'or']).default('and'),
  property: z.string().min(1),
  operator: FilterOperatorSchema,
  value: z
    .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))])
    .optional(),
});
export type FilterCondition = z.infer<typeof FilterConditionSchema>;

export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

export const ListRequestSchema = z.object({
  navigation: z
    .object({
      page: z.number().int().min(1).default(1),
      itemsOnPage: z.number().int().min(1).max(200).default(20),
    })
    .default({ page: 1, itemsOnPage: 20 }),
  totalCount: z.boolean().optional(),
  filter: z.array(FilterConditionSchema).default([]),
  /** Sort pairs: [property, direction]. */
  sort: z.array(z.tuple([z.string().min(1), SortDirectionSchema])).default([]),
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
