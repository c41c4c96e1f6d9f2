/**
 * The institution screens' real effects over src/api (ADR 181), and the institution search every picker uses.
 *
 * @publicModule the forms that pick an institution search with `createInstitutionSearchServices`.
 */
import type { HttpClient } from '../../api/shared/http';
import {
  createInstitution,
  fetchInstitutions,
  getInstitution,
  updateInstitution,
} from '../../api/institutions/institutions';
import {
  HAS_SUBSCRIPTION,
  type HasSubscription,
  type Institution,
  type InstitutionListRequest,
} from '../../api/institutions/institutionsContract';
import { saveOf } from '../../domain/institutions/institutions';
import type { FilterCondition, ListQuery } from '../../domain/shared/listQuery';
import type { FetchListPage } from '../shared/listMachine';
import { fromPromise } from 'xstate';
import type { InstitutionChoice } from './institutionSearchMachine';
import { listPages } from '../shared/listPages';
import type { SaveInstitutionInput } from './institutionFormMachine';
import { formServices } from '../shared/formServices';

/** The list's filters as the URL names them. */
export const INSTITUTION_FILTERS = {
  approved: 'approved',
  product: 'product',
  feature: 'feature',
  subscription: 'subscription',
} as const;

const condition = (
  property: string,
  operator: FilterCondition['operator'],
  value?: FilterCondition['value'],
) =>
  ({
    bool_operator: 'and',
    property,
    operator,
    ...(value === undefined ? {} : { value }),
  }) as FilterCondition;

/**
 * The list request for a query: the search as the keyword (a whole number is an id, the server decides), approved
 * yes/no, a product id or none, feature contains, and the subscription switch. Unknown values are left out.
 */
export function institutionListRequest(query: ListQuery, pageSize: number): InstitutionListRequest {
  const { approved, product, feature, subscription } = query.filters;
  const filter: FilterCondition[] = [];
  if (approved === 'yes' || approved === 'no')
    filter.push(condition('approved', 'equals', approved === 'yes'));
  if (product === 'none') filter.push(condition('product_id', 'is_null'));
  else if (product && /^\d{1,9}$/.test(product))
    filter.push(condition('product_id', 'equals', Number(product)));
  if (feature?.trim()) filter.push(condition('feature', 'contains', feature.trim()));
  const hasSubscription = (HAS_SUBSCRIPTION as readonly string[]).includes(subscription ?? '')
    ? (subscription as HasSubscription)
    : undefined;
  return {
    navigation: { page: query.page, itemsOnPage: pageSize },
    totalCount: true,
    filter,
    sort: query.sort ? [[query.sort[0], query.sort[1]]] : [],
    ...(query.search.trim() ? { keyword: query.search.trim() } : {}),
    ...(hasSubscription ? { hasSubscription } : {}),
  };
}

export const institutionPages = (http: HttpClient): FetchListPage<Institution> =>
  listPages(http, fetchInstitutions, (request) => institutionListRequest(request, request.pageSize));

export const createInstitutionFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getInstitution, create: createInstitution, update: updateInstitution },
    (input: SaveInstitutionInput) => saveOf(input.values),
  );

/** The first 20 institutions by title whose title contains the keyword (or whose id it is); all when it is blank. */
export async function searchInstitutionChoices(
  http: HttpClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<InstitutionChoice[]> {
  const { result } = await fetchInstitutions(
    http,
    {
      navigation: { page: 1, itemsOnPage: 20 },
      keyword: keyword.trim() || undefined,
      sort: [['title', 'asc']],
    },
    signal,
  );
  return result.map((institution) => ({ id: institution.id, title: institution.title }));
}

/** The searchable institution picker's effects: the API's search (`institutionSearchMachine.provide(…)`). */
export const createInstitutionSearchServices = (http: HttpClient) => ({
  actors: {
    searchInstitutions: fromPromise<readonly InstitutionChoice[], { keyword: string }>(({ input, signal }) =>
      searchInstitutionChoices(http, input.keyword, signal),
    ),
  },
});
