/**
 * The article picker 'Articles' (SPEC section 2): search by title, or by section ID when the keyword is a whole
 * number, 500 ms after the last keystroke; a table of ID, Title, Type with a Select action per row.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ArticleListRequest, ArticleListResponse, ArticleRow } from '../api/contentContract';
import type { FilterCondition } from '../domain/listQuery';
import { ARTICLE_PICKER_DEBOUNCE_MS } from '../domain/timing';

/** A whole number is a section ID; anything else is title-contains; blank lists everything. */
export function articlePickerFilter(keyword: string): FilterCondition[] {
  const trimmed = keyword.trim();
  if (!trimmed) return [];
  if (/^\d+$/.test(trimmed))
    return [{ bool_operator: 'and', property: 'section_id', operator: 'equals', value: Number(trimmed) }];
  return [{ bool_operator: 'and', property: 'title', operator: 'contains', value: trimmed }];
}

export interface ArticlePickerContext {
  keyword: string;
  page: number;
  response: ArticleListResponse | null;
  chosen: ArticleRow | null;
}

export type ArticlePickerEvent =
  | { type: 'search.type'; keyword: string }
  | { type: 'page.go'; page: number }
  | { type: 'article.select'; article: ArticleRow }
  | { type: 'search.retry' }
  | { type: 'dialog.cancel' };

export const articlePickerMachine = setup({
  types: {
    context: {} as ArticlePickerContext,
    events: {} as ArticlePickerEvent,
    output: {} as ArticleRow | null,
  },
  actors: {
    listArticles: fromPromise<ArticleListResponse, ArticleListRequest>(async () => {
      throw new Error('listArticles is not provided');
    }),
  },
  delays: { debounce: ARTICLE_PICKER_DEBOUNCE_MS },
  actions: {
    assignKeyword: assign((_, params: { keyword: string }) => ({ keyword: params.keyword, page: 1 })),
    assignPage: assign((_, params: { page: number }) => ({ page: params.page })),
    assignResponse: assign((_, params: { response: ArticleListResponse }) => ({ response: params.response })),
    assignChosen: assign((_, params: { article: ArticleRow }) => ({ chosen: params.article })),
  },
}).createMachine({
  id: 'articlePicker',
  context: { keyword: '', page: 1, response: null, chosen: null },
  output: ({ context }) => context.chosen,
  initial: 'loading',
  on: {
    'search.type': {
      target: '.debouncing',
      actions: { type: 'assignKeyword', params: ({ event }) => event },
    },
    'page.go': { target: '.loading', actions: { type: 'assignPage', params: ({ event }) => event } },
    'article.select': { target: '.chosen', actions: { type: 'assignChosen', params: ({ event }) => event } },
    'dialog.cancel': '.cancelled',
  },
  states: {
    debouncing: { after: { debounce: 'loading' } },
    loading: {
      tags: 'busy',
      invoke: {
        src: 'listArticles',
        input: ({ context }) => ({
          navigation: { page: context.page, itemsOnPage: 20 },
          totalCount: true,
          filter: articlePickerFilter(context.keyword),
          bySection: /^\d+$/.test(context.keyword.trim()),
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { tags: 'error', on: { 'search.retry': 'loading' } },
    chosen: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ArticlePickerActorRef = ActorRefFrom<typeof articlePickerMachine>;
export type ArticlePickerSnapshot = SnapshotFrom<typeof articlePickerMachine>;
export const selectArticleRows = (s: ArticlePickerSnapshot) => s.context.response?.result ?? [];
export const selectArticlePages = (s: ArticlePickerSnapshot) =>
  s.context.response?.navigation.total_pages ?? 1;
