/** The institution list (SPEC section 7 "Search, content and institutions"), through the one list interpreter. */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  HasSubscription,
  InstitutionListResponse,
} from '../../../src/api/institutions/institutionsContract';
import {
  searchConditions,
  type FilterCondition,
  type ParsedListRequest,
} from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import type { Institution } from '../../db/contentTables';
import {
  booleanField,
  listResource,
  NULLABLE_ID_OPS,
  numberField,
  TEXT_OPS,
  textField,
} from '../../lists/listRequest';
import type { KeepMarks, KeysetList } from '../../lists/pageMarks';
import { KeptList, storeLowersAsciiAlike, type KeptRow } from '../../lists/keptList';
import { keyOf, keyTermsOf, keyValue, storeTextOrder, type KeyColumn } from '../../lists/keptOrder';
import type { KeptListSource } from '../../lists/liveList';
import { listOrderTerms, listWhere, orderBySql, pageWindow, pagingOf } from '../../lists/listRequest';
import { listPage } from '../shared/listPage';

export const INSTITUTION_RESOURCE = listResource({
  name: 'institutions',
  id: sql`i.id`,
  filters: {
    title: textField(sql`i.title`),
    approved: booleanField(sql`i.approved`),
    product_id: numberField(sql`i.product_id`, NULLABLE_ID_OPS),
    feature: textField(sql`i.feature`, [...TEXT_OPS, 'is_null', 'is_not_null']),
  },
  sorts: { title: sql`i.title`, createdAt: sql`i.created_at` },
  defaultSort: [['title', 'asc']],
});

/** What a deep page seeks by (ADR 242): title and creation are never null. */
const INSTITUTION_KEYSET: KeysetList = {
  table: sql`institutions i`,
  id: INSTITUTION_RESOURCE.sorts.id!,
  columns: [INSTITUTION_RESOURCE.sorts.title!, INSTITUTION_RESOURCE.sorts.createdAt!],
};

const SUBSCRIPTION: Readonly<Record<HasSubscription, ReturnType<typeof sql<SqlBool>>>> = {
  education: sql<SqlBool>`i.has_education_subscription`,
  'education-not-unlimited': sql<SqlBool>`i.has_education_subscription and not i.has_unlimited_subscription`,
  unlimited: sql<SqlBool>`i.has_unlimited_subscription`,
  none: sql<SqlBool>`not i.has_education_subscription and not i.has_unlimited_subscription`,
};

/** The columns of an institution a list row shows. */
const INSTITUTION_COLUMNS = [
  'i.id',
  'i.title',
  'i.approved',
  'i.product_id',
  'i.feature',
  'i.has_education_subscription',
  'i.has_unlimited_subscription',
] as const;

/** An institution's own fields, as the list and the institution's page show them. */
export const institutionFields = (
  row: Pick<
    Institution,
    | 'id'
    | 'title'
    | 'approved'
    | 'product_id'
    | 'feature'
    | 'has_education_subscription'
    | 'has_unlimited_subscription'
  >,
) => ({
  id: row.id,
  title: row.title,
  approved: row.approved,
  product_id: row.product_id,
  feature: row.feature,
  hasEducationSubscription: row.has_education_subscription,
  hasUnlimitedSubscription: row.has_unlimited_subscription,
});

export interface InstitutionListOptions {
  readonly request: ParsedListRequest;
  readonly keyword?: string | undefined;
  readonly hasSubscription?: HasSubscription | undefined;
  readonly perPage: number;
  /** Keeps the list's page marks (ADR 242). */
  readonly marks?: KeepMarks;
}

export function listInstitutions(
  db: Kysely<Database>,
  options: InstitutionListOptions,
  now: Date,
): Promise<InstitutionListResponse> {
  const { own, byGrants } = grantFilters(options.request.filter, now);
  const filter = [...own, ...searchConditions(options.keyword ?? '', ['title'])];
  const subscription = options.hasSubscription ? SUBSCRIPTION[options.hasSubscription] : sql<SqlBool>`true`;
  return listPage({
    resource: INSTITUTION_RESOURCE,
    request: { ...options.request, filter },
    perPage: options.perPage,
    // Page marks are kept until an institution is written; a grant changes what these filters match, so none then.
    keyset: options.marks && !byGrants ? { list: INSTITUTION_KEYSET, marks: options.marks } : undefined,
    from: db
      .selectFrom('institutions as i')
      .where(subscription)
      .where(byGrants ?? sql<SqlBool>`true`),
    select: (institutions) => institutions.select(INSTITUTION_COLUMNS),
    map: institutionFields,
  });
}

/** The list's filters that grants answer (ADR 345). */
const GRANT_FILTERS = new Set(['product_id', 'feature']);

/**
 * `product_id` and `feature` answered from the grants (ADR 345): an institution matches a product or a feature by a
 * current grant of it; one that holds no grant at all is matched by its own columns, as before grants. Each
 * condition is checked by the resource's whitelist first (its operator and value), then rewritten.
 */
function grantFilters(
  conditions: readonly FilterCondition[],
  now: Date,
): { own: FilterCondition[]; byGrants: RawBuilder<SqlBool> | undefined } {
  const own = conditions.filter((condition) => !GRANT_FILTERS.has(condition.property));
  const rewritten = conditions
    .filter((condition) => GRANT_FILTERS.has(condition.property))
    .map((condition) => {
      const legacy = listWhere(INSTITUTION_RESOURCE, [{ ...condition, bool_operator: 'and' }]);
      const grantValue = condition.property === 'product_id' ? sql`g.product_id` : sql`f.feature`;
      const features =
        condition.property === 'feature' ? sql`cross join lateral unnest(p.features) as f(feature)` : sql``;
      const grantMatch = listWhere(
        {
          ...INSTITUTION_RESOURCE,
          filters: {
            [condition.property]: { ...INSTITUTION_RESOURCE.filters[condition.property]!, sql: grantValue },
          },
        },
        [{ ...condition, operator: positive(condition.operator), bool_operator: 'and' }],
      );
      const held = sql<SqlBool>`exists (select 1 from product_grants g join products p on p.id = g.product_id ${features} where g.institution_id = i.id and g.ended_at is null and g.starts_at <= ${now} and g.ends_at > ${now} and ${grantMatch})`;
      const granted = sql<SqlBool>`exists (select 1 from product_grants g0 where g0.institution_id = i.id)`;
      const matched = isNegative(condition.operator) ? sql<SqlBool>`not ${held}` : held;
      return {
        bool: condition.bool_operator,
        sql: sql<SqlBool>`((${granted} and ${matched}) or (not ${granted} and ${legacy}))`,
      };
    });
  if (rewritten.length === 0) return { own, byGrants: undefined };
  const all = rewritten.filter((part) => part.bool === 'and').map((part) => part.sql);
  const any = rewritten.filter((part) => part.bool === 'or').map((part) => part.sql);
  if (any.length > 0) all.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  return { own, byGrants: sql<SqlBool>`(${sql.join(all, sql` and `)})` };
}

/** 'is_null' and 'not_equals' ask that no current grant matches: the grant is looked for with the positive form. */
const isNegative = (operator: FilterCondition['operator']) =>
  operator === 'is_null' || operator === 'not_equals';
const positive = (operator: FilterCondition['operator']): FilterCondition['operator'] =>
  operator === 'is_null' ? 'is_not_null' : operator === 'not_equals' ? 'equals' : operator;

type InstitutionItem = ReturnType<typeof institutionFields>;

/**
 * The search of an institutions list request a kept list answers (ADR 313): its keyword alone when it searches the
 * title (a number searches the id: its statement's); undefined with a subscription or another filter.
 */
export function keptInstitutionSearch(
  options: Pick<InstitutionListOptions, 'request' | 'keyword' | 'hasSubscription'>,
): { readonly term: string | null } | undefined {
  if (options.hasSubscription !== undefined || options.request.filter.length > 0) return undefined;
  const conditions = searchConditions(options.keyword ?? '', ['title']);
  if (conditions.length === 0) return { term: null };
  const [only] = conditions;
  if (conditions.length > 1 || only?.operator !== 'contains' || typeof only.value !== 'string')
    return undefined;
  return KeptList.answers(only.value) ? { term: only.value } : undefined;
}

/** How each sort property compares (ADR 320). */
const INSTITUTION_SORT_TYPES: Readonly<Record<string, KeyColumn['type']>> = {
  id: 'number',
  title: 'text',
  createdAt: 'time',
};

/** The institutions of `ids` (every one for null) as the kept list holds them, each with its key, in its order. */
async function readKeptInstitutionRows(
  db: Kysely<Database>,
  columns: readonly KeyColumn[],
  ids: readonly number[] | null,
): Promise<KeptRow<InstitutionItem>[]> {
  const terms = keyTermsOf(columns);
  let query = db
    .selectFrom('institutions as i')
    .select(INSTITUTION_COLUMNS)
    .select(sql<string>`lower(i.title)`.as('search_text'))
    .select(columns.map((column, index) => keyValue(column).as(`k${index}`)));
  if (ids !== null) query = query.where('i.id', 'in', ids.length > 0 ? ids : [0]);
  const rows = await query
    .orderBy(orderBySql(columns.map((column) => ({ sql: column.sql, direction: column.direction }))))
    .execute();
  return rows.map(({ search_text, ...row }) => ({
    id: row.id,
    value: institutionFields(row),
    search: search_text,
    key: keyOf(row as Record<string, unknown>, terms),
  }));
}

/**
 * Every institution in the request's order, each with its title lower-cased by the store (ADR 313), and how it
 * reads its rows again when a write names them (ADR 320).
 */
export async function readKeptInstitutionList(
  db: Kysely<Database>,
  request: ParsedListRequest,
): Promise<{ value: KeptList<InstitutionItem>; source: KeptListSource<InstitutionItem> } | null> {
  if (!(await storeLowersAsciiAlike(db))) return null;
  const text = await storeTextOrder(db);
  const columns = listOrderTerms(INSTITUTION_RESOURCE, request.sort).map((term): KeyColumn => ({
    sql: term.sql,
    direction: term.direction,
    type: INSTITUTION_SORT_TYPES[term.property ?? 'id']!,
  }));
  // The rows and their keys in one statement, in the order of those keys.
  const rows = await readKeptInstitutionRows(db, columns, null);
  const source: KeptListSource<InstitutionItem> = {
    holds: 'institution',
    read: ({ ids }) => readKeptInstitutionRows(db, columns, ids),
  };
  return { value: new KeptList(rows, { terms: keyTermsOf(columns), text }), source };
}

/** A page of the kept institutions list, as `listInstitutions` gives it, with the exact total. */
export function keptInstitutionPage(
  kept: KeptList<InstitutionItem>,
  term: string | null,
  options: Pick<InstitutionListOptions, 'request' | 'perPage'>,
): InstitutionListResponse {
  const window = pageWindow(INSTITUTION_RESOURCE, options.request, options.perPage);
  const page = kept.page(term, window.offset, window.perPage);
  return { result: [...page.rows], navigation: pagingOf(window, page.total, page.rows.length) };
}
