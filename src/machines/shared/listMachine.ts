/**
 * The one list lifecycle every list screen shares (ARCHITECTURE "A screen"): the query (search, page, sort,
 * filters) and the last page the server returned.
 *
 * Two parallel regions: `data` loads pages (loading → ready | empty | failed | denied) and `search`
 * debounces what the user types, applying it as a new search on page 1 once typing pauses. A new query while a
 * page is loading restarts the load, which aborts the request in flight; stopping the actor (leaving the screen)
 * aborts it too.
 */
import { assign, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  EMPTY_LIST_QUERY,
  nextSort,
  sameListQuery,
  type ListQuery,
  type Paging,
} from '../../domain/shared/listQuery';
import { SEARCH_DEBOUNCE_MS } from '../../domain/shared/timing';
import { toLoadError, type LoadError } from './loadError';

export interface ListPage<T = unknown> {
  readonly items: readonly T[];
  readonly paging: Paging;
}

/** What the fetch actor is asked for: the query and the page size. */
export interface ListPageRequest extends ListQuery {
  readonly pageSize: number;
}

/** The screen's fetch: one page for a query. It must pass `signal` on, so a superseded request is aborted. */
export type FetchListPage<T = unknown> = (
  request: ListPageRequest,
  signal: AbortSignal,
) => Promise<ListPage<T>>;

/**
 * The `fetchPage` actor over a screen's fetch: what a screen's services give `listMachine.provide` (ADR 121).
 * The actor's signal aborts when the load is superseded or the screen closes.
 */
export function listPageActor<T>(fetchPage: FetchListPage<T>) {
  return fromPromise<ListPage, ListPageRequest>(({ input, signal }) => fetchPage(input, signal));
}

/** The services of a list over one fetch: `listMachine.provide(listServices(fetch))`. */
export function listServices<T>(fetchPage: FetchListPage<T>) {
  return { actors: { fetchPage: listPageActor(fetchPage) } };
}

export interface ListInput {
  readonly pageSize: number;
  readonly initialQuery?: ListQuery;
  /** Pause after typing before the search runs; SPEC: 300 ms, 500 ms in the article picker. */
  readonly debounceMs?: number;
}

export type ListError = LoadError;

export interface ListContext {
  readonly pageSize: number;
  readonly debounceMs: number;
  /** The query of the shown (or loading) page. */
  query: ListQuery;
  /** What the search field shows; becomes `query.search` once typing pauses. */
  typed: string;
  result: ListPage | null;
  error: ListError | null;
}

export type ListEvent =
  | { type: 'list.type'; text: string }
  | { type: 'list.page'; page: number }
  | { type: 'list.sort'; column: string }
  | { type: 'list.filter'; name: string; value: string | null }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  /** The URL changed (back/forward): show the list it names. */
  | { type: 'list.sync'; query: ListQuery }
  /** Raised by the search region when typing pauses on a changed search. */
  | { type: 'list.searchApplied' };

const FORBIDDEN = 403;

export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  actors: {
    /** One page for the query; provided by the screen (`listServices`), aborted when superseded. */
    fetchPage: fromPromise<ListPage, ListPageRequest>(async () => {
      throw new Error('fetchPage is not provided');
    }),
  },
  delays: {
    searchDebounce: ({ context }) => context.debounceMs,
  },
  guards: {
    isEmptyPage: (_, params: { page: ListPage }) => params.page.items.length === 0,
    isPastLastPage: ({ context }, params: { page: ListPage }) =>
      params.page.items.length === 0 &&
      context.query.page > 1 &&
      params.page.paging.total_pages < context.query.page,
    isDenied: (_, params: { error: unknown }) => toLoadError(params.error).status === FORBIDDEN,
    isNewSearch: ({ context }) => context.typed.trim() !== context.query.search,
    isOtherPage: ({ context }, params: { page: number }) =>
      params.page >= 1 && params.page !== context.query.page,
    isNewQuery: ({ context }, params: { query: ListQuery }) => !sameListQuery(context.query, params.query),
  },
  actions: {
    assignTyped: assign({ typed: (_, params: { text: string }) => params.text }),
    applySearch: assign({
      query: ({ context }) => ({ ...context.query, search: context.typed.trim(), page: 1 }),
    }),
    assignPage: assign({
      query: ({ context }, params: { page: number }) => ({ ...context.query, page: params.page }),
    }),
    assignSort: assign({
      query: ({ context }, params: { column: string }) => ({
        ...context.query,
        sort: nextSort(context.query.sort, params.column),
        page: 1,
      }),
    }),
    assignFilter: assign({
      query: ({ context }, params: { name: string; value: string | null }) => {
        const filters = { ...context.query.filters };
        if (params.value === null || params.value === '') delete filters[params.name];
        else filters[params.name] = params.value;
        return { ...context.query, filters, page: 1 };
      },
    }),
    assignQuery: assign({ query: (_, params: { query: ListQuery }) => params.query }),
    assignTypedFromQuery: assign({ typed: (_, params: { query: ListQuery }) => params.query.search }),
    assignResult: assign({ result: (_, params: { page: ListPage }) => params.page, error: null }),
    assignLastPage: assign({
      query: ({ context }, params: { page: ListPage }) => ({
        ...context.query,
        page: Math.max(1, params.page.paging.total_pages),
      }),
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => toLoadError(params.error) }),
    announceSearch: raise({ type: 'list.searchApplied' }),
  },
}).createMachine({
  id: 'list',
  type: 'parallel',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    debounceMs: input.debounceMs ?? SEARCH_DEBOUNCE_MS,
    query: input.initialQuery ?? EMPTY_LIST_QUERY,
    typed: input.initialQuery?.search ?? '',
    result: null,
    error: null,
  }),
  states: {
    data: {
      initial: 'loading',
      on: {
        'list.searchApplied': { target: '.loading' },
        'list.page': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: '.loading',
          actions: { type: 'assignPage', params: ({ event }) => ({ page: event.page }) },
        },
        'list.sort': {
          target: '.loading',
          actions: { type: 'assignSort', params: ({ event }) => ({ column: event.column }) },
        },
        'list.filter': {
          target: '.loading',
          actions: {
            type: 'assignFilter',
            params: ({ event }) => ({ name: event.name, value: event.value }),
          },
        },
        'list.sync': {
          guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
          target: '.loading',
          actions: { type: 'assignQuery', params: ({ event }) => ({ query: event.query }) },
        },
        'list.reload': { target: '.loading' },
      },
      states: {
        loading: {
          description:
            'Skeleton rows show (the first page loads as the screen opens); a new query restarts the load and aborts this request.',
          tags: ['busy'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ ...context.query, pageSize: context.pageSize }),
            onDone: [
              {
                guard: { type: 'isPastLastPage', params: ({ event }) => ({ page: event.output }) },
                target: 'loading',
                reenter: true,
                actions: { type: 'assignLastPage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: { type: 'assignResult', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: 'ready',
                actions: { type: 'assignResult', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: [
              {
                guard: { type: 'isDenied', params: ({ event }) => ({ error: event.error }) },
                target: 'denied',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'failed',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        ready: {},
        empty: { description: "'No list items' (or the screen's own empty text)." },
        failed: {
          tags: ['error'],
          on: { 'list.retry': 'loading' },
        },
        denied: {
          description: 'The server refused the list (403): the screen shows its access message.',
          tags: ['error'],
          on: { 'list.retry': 'loading' },
        },
      },
    },
    search: {
      initial: 'settled',
      on: {
        'list.sync': {
          target: '.settled',
          actions: { type: 'assignTypedFromQuery', params: ({ event }) => ({ query: event.query }) },
        },
      },
      states: {
        settled: {
          on: {
            'list.type': {
              target: 'debouncing',
              actions: { type: 'assignTyped', params: ({ event }) => ({ text: event.text }) },
            },
          },
        },
        debouncing: {
          description: 'The user is typing; each keystroke restarts the pause.',
          on: {
            'list.type': {
              target: 'debouncing',
              reenter: true,
              actions: { type: 'assignTyped', params: ({ event }) => ({ text: event.text }) },
            },
          },
          after: {
            searchDebounce: [
              { guard: 'isNewSearch', target: 'settled', actions: ['applySearch', 'announceSearch'] },
              { target: 'settled' },
            ],
          },
        },
      },
    },
  },
});

export type ListActorRef = ActorRefFrom<typeof listMachine>;
export type ListSnapshot = SnapshotFrom<typeof listMachine>;

export type ListStatus = 'loading' | 'ready' | 'empty' | 'failed' | 'denied';

export const selectListStatus = (snapshot: ListSnapshot): ListStatus => {
  if (snapshot.matches({ data: 'ready' })) return 'ready';
  if (snapshot.matches({ data: 'empty' })) return 'empty';
  if (snapshot.matches({ data: 'failed' })) return 'failed';
  if (snapshot.matches({ data: 'denied' })) return 'denied';
  return 'loading';
};
export const selectListQuery = (snapshot: ListSnapshot) => snapshot.context.query;
export const selectTypedSearch = (snapshot: ListSnapshot) => snapshot.context.typed;
export const selectListError = (snapshot: ListSnapshot) => snapshot.context.error;
export const selectPaging = (snapshot: ListSnapshot) => snapshot.context.result?.paging ?? null;
/** The rows of the last page; the screen names their type. */
export const selectItems = <T>(snapshot: ListSnapshot): readonly T[] =>
  (snapshot.context.result?.items ?? []) as readonly T[];
/** SPEC: pagination appears only when there is more than one page. */
export const selectHasPages = (snapshot: ListSnapshot) =>
  (snapshot.context.result?.paging.total_pages ?? 0) > 1;
export const selectIsBusy = (snapshot: ListSnapshot) => snapshot.hasTag('busy');
