/**
 * The one interpreter of the SPEC list request on the server (section 7 "List request shape").
 *
 * Each resource declares a whitelist: the filter properties it knows (property → SQL expression, value type and
 * allowed operators) and the sortable properties. Anything else is refused with a 400 naming it, so no client
 * string ever reaches SQL as an identifier. Conditions combine as ADR 020 says: every 'and' condition must hold,
 * and of the 'or' conditions at least one.
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  paging,
  type FilterCondition,
  type FilterOperator,
  type Paging,
  type ParsedListRequest,
  type SortDirection,
} from '../../src/domain/shared/listQuery';
import { checkIsoDate, DB_INT_MAX } from '../../src/domain/shared/fields';
import { badRequest } from '../http/errors';

export type FieldType = 'text' | 'number' | 'date' | 'boolean';

export interface ListField {
  /** The SQL expression the property stands for, e.g. sql`q.title`. */
  readonly sql: Expression<unknown>;
  readonly type: FieldType;
  readonly operators: readonly FilterOperator[];
}

export interface ListResource {
  readonly name: string;
  readonly filters: Readonly<Record<string, ListField>>;
  readonly sorts: Readonly<Record<string, Expression<unknown>>>;
  /** Applied after the requested sort; the last pair should be unique (e.g. id) so pages never overlap. */
  readonly defaultSort: readonly (readonly [string, SortDirection])[];
  readonly maxPerPage?: number;
}

export const TEXT_OPS: readonly FilterOperator[] = ['contains', 'equals', 'not_equals'];
export const NUMBER_OPS: readonly FilterOperator[] = ['equals', 'not_equals', 'in', 'gt', 'gte', 'lt', 'lte'];
export const DATE_OPS: readonly FilterOperator[] = ['gt', 'gte', 'lt', 'lte', 'is_null', 'is_not_null'];
export const NULLABLE_ID_OPS: readonly FilterOperator[] = ['equals', 'in', 'is_null', 'is_not_null'];
export const BOOLEAN_OPS: readonly FilterOperator[] = ['equals'];

const OPERATORS: Readonly<Record<FieldType, readonly FilterOperator[]>> = {
  text: TEXT_OPS,
  number: NUMBER_OPS,
  date: DATE_OPS,
  boolean: BOOLEAN_OPS,
};

/** A filter property over `expression`, with its type's usual operators unless others are named. */
const field =
  (type: FieldType) =>
  (expression: Expression<unknown>, operators: readonly FilterOperator[] = OPERATORS[type]): ListField => ({
    sql: expression,
    type,
    operators,
  });
export const textField = field('text');
export const numberField = field('number');
export const dateField = field('date');
export const booleanField = field('boolean');

/** A resource whose rows have a unique id: what it declares besides that id. */
interface ResourceWithId extends Omit<ListResource, 'defaultSort'> {
  /** The id's SQL, e.g. sql`p.id`. */
  readonly id: Expression<unknown>;
  /** The order before the id's; none when the id alone orders the list. */
  readonly defaultSort?: ListResource['defaultSort'];
  /** The id's direction in the default order: 'desc' lists the newest first. */
  readonly idOrder?: SortDirection;
}

/**
 * The list resource of a declaration: its id is one more filter and sort, and the default order ends on the id so
 * that pages never overlap.
 */
export function listResource({
  id,
  idOrder = 'asc',
  defaultSort = [],
  ...resource
}: ResourceWithId): ListResource {
  return {
    ...resource,
    filters: { id: numberField(id), ...resource.filters },
    sorts: { ...resource.sorts, id },
    defaultSort: [...defaultSort, ['id', idOrder]],
  };
}

/** A list request's page, page size, conditions and order, for a list that reads them itself. */
export const pageRequestOf = (request: ParsedListRequest) => ({
  page: request.navigation.page,
  perPage: request.navigation.itemsOnPage,
  filter: request.filter,
  sort: request.sort,
});

export const LIST_MESSAGES = {
  unknownFilter: (property: string) => `Unknown filter property: ${property}`,
  unknownOperator: (property: string, operator: string) =>
    `Unknown filter operator for ${property}: ${operator}`,
  badValue: (property: string) => `Invalid filter value for ${property}`,
  unknownSort: (property: string) => `Unknown sort property: ${property}`,
} as const;

const filterError = (message: string) => badRequest(message, { filter: [message] });

/** `%`, `_` and the escape character itself match literally inside a contains search. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scalar(condition: FilterCondition, type: FieldType): string | number | boolean {
  const { value, property } = condition;
  if (type === 'text' && typeof value === 'string') return value;
  if (type === 'number') {
    const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    // Every number a list filters on is an int4 column; beyond it PostgreSQL would fail rather than match nothing.
    if (typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= DB_INT_MAX)
      return number;
  }
  if (type === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
  }
  if (type === 'date' && typeof value === 'string') {
    // Strict: a real day in 1900..9999, so nothing PostgreSQL cannot represent reaches it.
    const check = checkIsoDate(value);
    if (check.ok) return check.date.toISOString();
  }
  throw filterError(LIST_MESSAGES.badValue(property));
}

/** The value's own type, so a smallint column compared with a larger int4 value matches nothing instead of failing. */
function castOf(field: ListField): RawBuilder<unknown> {
  if (field.type === 'date') return sql`::timestamptz`;
  if (field.type === 'number') return sql`::int4`;
  return sql``;
}

function conditionSql(condition: FilterCondition, field: ListField): RawBuilder<SqlBool> {
  const column = field.sql;
  switch (condition.operator) {
    case 'is_null':
      return sql<SqlBool>`${column} is null`;
    case 'is_not_null':
      return sql<SqlBool>`${column} is not null`;
    case 'contains':
      return sql<SqlBool>`${column} ilike ${`%${escapeLike(String(scalar(condition, 'text')))}%`}`;
    case 'in': {
      const values = Array.isArray(condition.value) ? condition.value : [];
      if (values.length === 0 || values.length > 500)
        throw filterError(LIST_MESSAGES.badValue(condition.property));
      const items = values.map(
        (value) => sql`${scalar({ ...condition, value }, field.type)}${castOf(field)}`,
      );
      return sql<SqlBool>`${column} in (${sql.join(items)})`;
    }
    default: {
      const value = scalar(condition, field.type);
      const operator = { equals: '=', not_equals: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[
        condition.operator
      ];
      return sql<SqlBool>`${column} ${sql.raw(operator)} ${value}${castOf(field)}`;
    }
  }
}

function fieldOf(resource: ListResource, condition: FilterCondition): ListField {
  const field = Object.hasOwn(resource.filters, condition.property)
    ? resource.filters[condition.property]
    : undefined;
  if (!field) throw filterError(LIST_MESSAGES.unknownFilter(condition.property));
  if (!field.operators.includes(condition.operator)) {
    throw filterError(LIST_MESSAGES.unknownOperator(condition.property, condition.operator));
  }
  return field;
}

/** The WHERE of a request's filter, or true when it has none. Throws a 400 for what the whitelist lacks. */
export function listWhere(
  resource: ListResource,
  conditions: readonly FilterCondition[],
): RawBuilder<SqlBool> {
  const all = conditions
    .filter((c) => c.bool_operator === 'and')
    .map((c) => conditionSql(c, fieldOf(resource, c)));
  const any = conditions
    .filter((c) => c.bool_operator === 'or')
    .map((c) => conditionSql(c, fieldOf(resource, c)));
  const parts = [...all];
  if (any.length > 0) parts.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** One ORDER BY term: the whitelisted expression and its direction. */
export interface OrderTerm {
  readonly sql: Expression<unknown>;
  readonly direction: SortDirection;
  /** The sort property it stands for, where a list's terms come from a request. */
  readonly property?: string;
}

/** The sort terms: the requested pairs (whitelisted), then the resource's default order. */
export function listOrderTerms(
  resource: ListResource,
  requested: readonly (readonly [string, SortDirection])[],
): OrderTerm[] {
  for (const [property] of requested) {
    if (!Object.hasOwn(resource.sorts, property)) {
      const message = LIST_MESSAGES.unknownSort(property);
      throw badRequest(message, { sort: [message] });
    }
  }
  const seen = new Set<string>();
  return [...requested, ...resource.defaultSort]
    .filter(([property]) => {
      if (seen.has(property)) return false;
      seen.add(property);
      return true;
    })
    .map(([property, direction]) => ({ sql: resource.sorts[property]!, direction, property }));
}

/** An ORDER BY of terms, each written by `expression` (the term's own SQL, or a column that carries it). */
export function orderBySql(
  terms: readonly OrderTerm[],
  expression: (term: OrderTerm, index: number) => Expression<unknown> = (term) => term.sql,
): RawBuilder<unknown> {
  return sql.join(
    terms.map(
      (term, index) => sql`${expression(term, index)} ${sql.raw(term.direction === 'desc' ? 'desc' : 'asc')}`,
    ),
  );
}

export interface PageWindow {
  readonly page: number;
  readonly perPage: number;
  readonly offset: number;
}

export function pageWindow(
  resource: ListResource,
  request: ParsedListRequest,
  fixedPerPage?: number,
): PageWindow {
  const perPage = Math.min(fixedPerPage ?? request.navigation.itemsOnPage, resource.maxPerPage ?? 200);
  const page = request.navigation.page;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pagingOf(window: PageWindow, totalItems: number, itemsOnPage: number): Paging {
  return paging(window.page, window.perPage, totalItems, itemsOnPage);
}
