/**
 * The article picker 'Articles' (SPEC section 2): search by title, or by section ID when the keyword is a whole
 * number, 500 ms after the last keystroke; a table of ID, Title, Type with a Select action per row.
 *
 * The search, its pause and the pages are the shared list machine's, invoked as the child `list` (20 rows a page,
 * ADR 122); the picker adds what ends it: a chosen row, or Cancel.
 *
 * @publicModule the quiz editor opens it.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ArticleListRequest, ArticleListResponse, ArticleRow } from '../../api/content/contentContract';
import { PAGE_SIZE, type FilterCondition } from '../../domain/shared/listQuery';
import { ARTICLE_PICKER_DEBOUNCE_MS } from '../../domain/shared/timing';
import { listMachine, type ListPage, type ListPageRequest } from '../shared/listMachine';
import { PICKER_ENDS } from '../shared/pickerDialog';

/** A whole number is a section ID; anything else is title-contains; blank lists everything. */
export function articlePickerFilter(keyword: string): FilterCondition[] {
  const trimmed = keyword.trim();
  if (!trimmed) return [];
  if (/^\d+$/.test(trimmed))
    return [{ bool_operator: 'and', property: 'section_id', operator: 'equals', value: Number(trimmed) }];
  return [{ bool_operator: 'and', property: 'title', operator: 'contains', value: trimmed }];
}

/** The list machine's request as the article list's (POST /api/admin/quiz/article_list). */
export function articlePickerRequest(request: ListPageRequest): ArticleListRequest {
  return {
    navigation: { page: request.page, itemsOnPage: request.pageSize },
    totalCount: true,
    filter: articlePickerFilter(request.search),
    bySection: /^\d+$/.test(request.search.trim()),
  };
}

/** The article list's answer as a page of the list machine. */
export const articlePickerPage = (response: ArticleListResponse): ListPage<ArticleRow> => ({
  items: response.result,
  paging: response.navigation,
});

export interface ArticlePickerContext {
  chosen: ArticleRow | null;
}

export type ArticlePickerEvent = { type: 'article.select'; article: ArticleRow } | { type: 'dialog.cancel' };

export const articlePickerMachine = setup({
  types: {
    context: {} as ArticlePickerContext,
    events: {} as ArticlePickerEvent,
    children: {} as { list: 'articleList' },
    output: {} as ArticleRow | null,
  },
  actors: {
    /** The list of articles; its page fetch is provided by the screen's services. */
    articleList: listMachine,
  },
  actions: {
    assignChosen: assign((_, params: { article: ArticleRow }) => ({ chosen: params.article })),
  },
}).createMachine({
  id: 'articlePicker',
  context: { chosen: null },
  output: ({ context }) => context.chosen,
  initial: 'picking',
  states: {
    picking: {
      description: 'The list child searches and pages the articles; the view sends it list events.',
      invoke: {
        id: 'list',
        src: 'articleList',
        input: { pageSize: PAGE_SIZE.default, debounceMs: ARTICLE_PICKER_DEBOUNCE_MS },
      },
      on: {
        'article.select': {
          target: 'chosen',
          actions: { type: 'assignChosen', params: ({ event }) => event },
        },
        'dialog.cancel': 'cancelled',
      },
    },
    ...PICKER_ENDS,
  },
});

export type ArticlePickerActorRef = ActorRefFrom<typeof articlePickerMachine>;
export type ArticlePickerSnapshot = SnapshotFrom<typeof articlePickerMachine>;
/** The list of articles while the picker is open. */
export const selectArticleList = (s: ArticlePickerSnapshot) => s.children.list;
