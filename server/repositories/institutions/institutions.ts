/** The institution list (SPEC section 7 "Search, content and institutions"), through the one list interpreter. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  HasSubscription,
  InstitutionListResponse,
} from '../../../src/api/institutions/institutionsContract';
import { searchConditions, type ParsedListRequest } from '../../../src/domain/shared/listQuery';
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
): Promise<InstitutionListResponse> {
  const filter = [...options.request.filter, ...searchConditions(options.keyword ?? '', ['title'])];
  const subscription = options.hasSubscription ? SUBSCRIPTION[options.hasSubscription] : sql<SqlBool>`true`;
  return listPage({
    resource: INSTITUTION_RESOURCE,
    request: { ...options.request, filter },
    perPage: options.perPage,
    keyset: options.marks && { list: INSTITUTION_KEYSET, marks: options.marks },
    from: db.selectFrom('institutions as i').where(subscription),
    select: (institutions) =>
      institutions.select([
        'i.id',
        'i.title',
        'i.approved',
        'i.product_id',
        'i.feature',
        'i.has_education_subscription',
        'i.has_unlimited_subscription',
      ]),
    map: institutionFields,
  });
}
