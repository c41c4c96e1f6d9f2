/**
 * A list screen's fetch over one list call of src/api (ADR 121): the screen's query made into the call's request,
 * and the answer's rows and paging as the page.
 */
import type { HttpClient } from '../../api/shared/http';
import { buildListRequest, type Paging, type ParsedListRequest } from '../../domain/shared/listQuery';
import type { FetchListPage, ListPageRequest } from './listMachine';

/** A list call of src/api: a request in, one page of rows and its paging out. */
type ListCall<Request, Item> = (
  http: HttpClient,
  request: Request,
  signal: AbortSignal,
) => Promise<{ readonly result: readonly Item[]; readonly navigation: Paging }>;

export const listPages =
  <Request, Item>(
    http: HttpClient,
    call: ListCall<Request, Item>,
    requestOf: (query: ListPageRequest) => Request,
  ): FetchListPage<Item> =>
  async (query, signal) => {
    const { result, navigation } = await call(http, requestOf(query), signal);
    return { items: result, paging: navigation };
  };

/** The one list request: the search looks in `textProperties` only (never an id), in the screen's order. */
export const searchingIn =
  (textProperties: readonly string[]) =>
  (query: ListPageRequest): ParsedListRequest =>
    buildListRequest(query, query.pageSize, [], { textProperties, idProperty: null });
