/**
 * The Add Video dialog (SPEC sections 2, 4, 8): searches articles 12 per page with the Research/Education filters
 * and an optional publication-date range (01/01/2000 to today by default), pages through the result cards, and
 * picks one. Videos already in the quiz cannot be picked; when a label is required, choosing without one shows
 * 'Please choose a label'. Typing waits 300 ms before it searches.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ArticleCard, ContentType, SearchQuery, SearchResponse } from '../api/contentContract';
import type { ItemArticle } from '../domain/quiz';
import { SEARCH_DEBOUNCE_MS } from '../domain/timing';

export const ADD_VIDEO_MESSAGES = {
  labelRequired: 'Please choose a label',
  alreadyAdded: 'Video already added',
  noMatch: 'No match found',
} as const;

/** The default date filter starts on 01/01/2000 (SPEC section 9). */
export const DEFAULT_FROM = '2000-01-01';

export interface AddVideoInput {
  /** Article ids of the videos already in the quiz. */
  readonly addedArticleIds: readonly number[];
  /** Labels to choose from; a label must be chosen when `labelRequired`. */
  readonly labels: readonly { id: string; title: string }[];
  readonly labelRequired: boolean;
  /** The label chosen when the dialog opens. */
  readonly initialLabelId: string | null;
  /** Today as yyyy-MM-dd (time is an argument). */
  readonly today: string;
}

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

export interface AddVideoContext {
  readonly addedArticleIds: readonly number[];
  readonly labels: readonly { id: string; title: string }[];
  readonly labelRequired: boolean;
  readonly defaultRange: DateRange;
  query: string;
  contentType: ContentType | null;
  advanced: boolean;
  /** The range being edited in the picker, applied on Save. */
  pendingRange: DateRange;
  range: DateRange | null;
  page: number;
  response: SearchResponse | null;
  labelId: string | null;
  /** 'Please choose a label' after choosing without one; a failed search is the `failed` state. */
  error: string | null;
  chosen: { article: ArticleCard; labelId: string | null } | null;
}

export type AddVideoEvent =
  | { type: 'search.type'; query: string }
  | { type: 'search.submit' }
  | { type: 'filter.toggle'; contentType: ContentType }
  | { type: 'advanced.toggle' }
  | { type: 'range.setFrom'; from: string }
  | { type: 'range.setTo'; to: string }
  | { type: 'range.clear' }
  | { type: 'range.save' }
  | { type: 'page.go'; page: number }
  | { type: 'label.choose'; labelId: string | null }
  | { type: 'article.choose'; article: ArticleCard }
  | { type: 'dialog.cancel' }
  | { type: 'search.retry' };

export const addVideoDialogMachine = setup({
  types: {
    context: {} as AddVideoContext,
    events: {} as AddVideoEvent,
    input: {} as AddVideoInput,
    output: {} as { article: ArticleCard; labelId: string | null } | null,
  },
  actors: {
    searchArticles: fromPromise<SearchResponse, SearchQuery>(async () => {
      throw new Error('searchArticles is not provided');
    }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isAlreadyAdded: ({ context, event }) =>
      event.type === 'article.choose' && context.addedArticleIds.includes(event.article.id),
    isMissingLabel: ({ context }) => context.labelRequired && context.labelId === null,
  },
  actions: {
    assignQuery: assign((_, params: { query: string }) => ({ query: params.query, page: 1 })),
    toggleContentType: assign(({ context }, params: { contentType: ContentType }) => ({
      contentType: context.contentType === params.contentType ? null : params.contentType,
      page: 1,
    })),
    toggleAdvanced: assign(({ context }) => ({ advanced: !context.advanced })),
    setFrom: assign(({ context }, params: { from: string }) => ({
      pendingRange: { ...context.pendingRange, from: params.from },
    })),
    setTo: assign(({ context }, params: { to: string }) => ({
      pendingRange: { ...context.pendingRange, to: params.to },
    })),
    clearRange: assign(({ context }) => ({ pendingRange: context.defaultRange, range: null, page: 1 })),
    saveRange: assign(({ context }) => ({ range: context.pendingRange, page: 1 })),
    assignPage: assign((_, params: { page: number }) => ({ page: params.page })),
    assignLabel: assign((_, params: { labelId: string | null }) => ({
      labelId: params.labelId,
      error: null,
    })),
    assignResponse: assign((_, params: { response: SearchResponse }) => ({
      response: params.response,
      error: null,
    })),
    clearError: assign({ error: null }),
    assignLabelError: assign({ error: ADD_VIDEO_MESSAGES.labelRequired }),
    /** An error notification (SPEC section 8); provided by the screen's services, nothing by default. */
    notifyError: (_, _params: { message: string }) => {},
    assignChosen: assign(({ context }, params: { article: ArticleCard }) => ({
      chosen: { article: params.article, labelId: context.labelId },
    })),
  },
}).createMachine({
  id: 'addVideoDialog',
  context: ({ input }) => ({
    addedArticleIds: input.addedArticleIds,
    labels: input.labels,
    labelRequired: input.labelRequired,
    defaultRange: { from: DEFAULT_FROM, to: input.today },
    query: '',
    contentType: null,
    advanced: false,
    pendingRange: { from: DEFAULT_FROM, to: input.today },
    range: null,
    page: 1,
    response: null,
    labelId: input.initialLabelId,
    error: null,
    chosen: null,
  }),
  output: ({ context }) => context.chosen,
  initial: 'searching',
  on: {
    'search.type': { target: '.debouncing', actions: { type: 'assignQuery', params: ({ event }) => event } },
    'search.submit': '.searching',
    'filter.toggle': {
      target: '.searching',
      actions: { type: 'toggleContentType', params: ({ event }) => event },
    },
    'advanced.toggle': { actions: 'toggleAdvanced' },
    'range.setFrom': { actions: { type: 'setFrom', params: ({ event }) => event } },
    'range.setTo': { actions: { type: 'setTo', params: ({ event }) => event } },
    'range.clear': { target: '.searching', actions: 'clearRange' },
    'range.save': { target: '.searching', actions: 'saveRange' },
    'page.go': { target: '.searching', actions: { type: 'assignPage', params: ({ event }) => event } },
    'label.choose': { actions: { type: 'assignLabel', params: ({ event }) => event } },
    'article.choose': [
      { guard: 'isAlreadyAdded' },
      {
        guard: 'isMissingLabel',
        actions: [
          'assignLabelError',
          { type: 'notifyError', params: { message: ADD_VIDEO_MESSAGES.labelRequired } },
        ],
      },
      { target: '.chosen', actions: { type: 'assignChosen', params: ({ event }) => event } },
    ],
    'dialog.cancel': '.cancelled',
  },
  states: {
    debouncing: { after: { debounce: 'searching' } },
    searching: {
      tags: 'busy',
      invoke: {
        src: 'searchArticles',
        input: ({ context }) => ({
          query: context.query.trim() || undefined,
          content_type: context.contentType ?? undefined,
          page: context.page,
          from: context.range?.from,
          to: context.range?.to,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignResponse', params: ({ event }) => ({ response: event.output }) },
        },
        onError: { target: 'failed', actions: 'clearError' },
      },
    },
    ready: {},
    failed: {
      tags: 'error',
      description: 'The search failed: the dialog says so and offers Retry.',
      on: { 'search.retry': 'searching' },
    },
    chosen: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type AddVideoDialogActorRef = ActorRefFrom<typeof addVideoDialogMachine>;
export type AddVideoDialogSnapshot = SnapshotFrom<typeof addVideoDialogMachine>;

export const selectResults = (s: AddVideoDialogSnapshot) => s.context.response?.result ?? [];
export const selectTotalPages = (s: AddVideoDialogSnapshot) =>
  s.context.response?.navigation.total_pages ?? 1;
export const selectNoMatch = (s: AddVideoDialogSnapshot) =>
  s.matches('ready') && (s.context.response?.result.length ?? 0) === 0;
export const selectIsAdded = (s: AddVideoDialogSnapshot, articleId: number) =>
  s.context.addedArticleIds.includes(articleId);
export const selectSearchFailed = (s: AddVideoDialogSnapshot) => s.matches('failed');
/** 'Please choose a label' while no label is chosen after trying to pick a video. */
export const selectLabelError = (s: AddVideoDialogSnapshot) => s.context.error;

export interface ResultCard {
  readonly article: ArticleCard;
  /** The video is already in the quiz: it cannot be picked. */
  readonly added: boolean;
}
/** The result cards of the page shown, each saying whether its video is already in the quiz. */
export const selectResultCards = (s: AddVideoDialogSnapshot): readonly ResultCard[] =>
  selectResults(s).map((article) => ({ article, added: selectIsAdded(s, article.id) }));
/** Equality for `selectResultCards` results. */
export const sameResultCards = (a: readonly ResultCard[], b: readonly ResultCard[]) =>
  a.length === b.length && a.every((card, i) => card.article === b[i]!.article && card.added === b[i]!.added);

/** What the dialog ends with, as the editor adds it: a video with its label's activity, or nothing. */
export function chosenVideo(
  output: { article: ArticleCard; labelId: string | null } | null,
): { activityId: string; article: ItemArticle } | null {
  if (!output || !output.labelId) return null;
  const { article } = output;
  return {
    activityId: output.labelId,
    article: {
      id: article.id,
      title: article.title,
      articleType: article.articleType,
      videoData: {
        articleId: article.id,
        title: article.title,
        images: article.images,
        articleType: article.articleType,
      },
    },
  };
}
