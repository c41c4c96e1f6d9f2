/**
 * The Class Products screens' real effects over src/api (ADR 345).
 *
 * @publicModule the class list reads the caller's locked features with `createFeatureLocksServices`.
 */
import { fromPromise } from 'xstate';
import {
  createGrant,
  createProduct,
  deleteProduct,
  endGrant,
  fetchFeatureLocks,
  getGrant,
  getProduct,
  listGrants,
  listProducts,
  renewGrant,
  updateProduct,
} from '../../api/classAccess/classAccess';
import type { HttpClient } from '../../api/shared/http';
import {
  grantRequestOf,
  type FeatureLock,
  type Grant,
  type Product,
} from '../../domain/classAccess/classAccess';
import type { FetchListPage } from '../shared/listMachine';
import { listPages, searchingIn } from '../shared/listPages';
import { buildListRequest } from '../../domain/shared/listQuery';
import { formServices } from '../shared/formServices';
import type { EndTarget } from './grantEndMachine';
import type { SaveGrantInput } from './grantFormMachine';
import type { SaveProductInput } from './productFormMachine';
import type { SaveRenewInput } from './renewFormMachine';

/** The grants list's filters as the URL names them. */
export const GRANT_FILTERS = { institution: 'institution', product: 'product', ending: 'ending' } as const;
/** The 'ending soon' choice of the filter: within this many days. */
export const ENDING_CHOICES = ['30', '90'] as const;

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export const productPages = (http: HttpClient): FetchListPage<Product> =>
  listPages(http, listProducts, searchingIn(['name']));

export const grantPages = (http: HttpClient): FetchListPage<Grant> =>
  listPages(http, listGrants, (query) => {
    const ending = idOf(query.filters[GRANT_FILTERS.ending]);
    return {
      ...buildListRequest(query, query.pageSize, [], {
        textProperties: ['institution', 'product'],
        idProperty: null,
      }),
      institutionId: idOf(query.filters[GRANT_FILTERS.institution]),
      productId: idOf(query.filters[GRANT_FILTERS.product]),
      endingWithin: ending !== undefined && ending >= 1 ? ending : undefined,
    };
  });

export const createProductFormServices = (http: HttpClient) =>
  formServices(
    http,
    { get: getProduct, create: createProduct, update: updateProduct },
    (input: SaveProductInput) => input.values,
  );

export const createGrantFormServices = (http: HttpClient) => ({
  loadRecord: fromPromise<Grant, { id: number }>(({ input, signal }) => getGrant(http, input.id, signal)),
  saveRecord: fromPromise<Grant, SaveGrantInput>(({ input, signal }) =>
    createGrant(http, grantRequestOf(input.values), signal),
  ),
});

export const createRenewFormServices = (http: HttpClient) => ({
  loadRecord: fromPromise<Grant, { id: number }>(({ input, signal }) => getGrant(http, input.id, signal)),
  saveRecord: fromPromise<Grant, SaveRenewInput>(({ input, signal }) =>
    renewGrant(http, input.id ?? 0, input.values, input.version ?? 0, signal),
  ),
});

export const createGrantEndServices = (http: HttpClient) => ({
  endGrant: fromPromise<Grant, EndTarget>(({ input, signal }) =>
    endGrant(http, input.id, input.version, signal),
  ),
});

export const createFeatureLocksServices = (http: HttpClient) => ({
  loadLocks: fromPromise<readonly FeatureLock[]>(
    async ({ signal }) => (await fetchFeatureLocks(http, signal)).locks,
  ),
});

export const deleteProductById = (http: HttpClient) =>
  fromPromise<unknown, { id: number }>(({ input, signal }) => deleteProduct(http, input.id, signal));
