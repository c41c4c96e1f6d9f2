/**
 * The Add Video dialog (SPEC sections 2, 4, 8): searches articles 12 per page with the Research/Education filters
 * and an optional publication-date range (01/01/2000 to today by default), pages through the result cards, and
 * picks one. Videos already in the quiz cannot be picked; when a label is required, choosing without one shows
 * 'Please choose a label'. Typing waits 300 ms before it searches.
 *
 * The search, its pause, the filters and the pages are the shared list machine's, invoked as the child `results`
 * (ADR 122); this machine owns the filter controls (it sends the list their values), the label and the choice.
 * The playlists the publisher curates for the caller's institution are a source of their own: choosing one limits
 * the search to its videos (ADR 355); none, or a failed read, leaves the search as it was.
 *
 * @publicModule the quiz editor and the playlist editor open it.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type {
  ArticleCard,
  ContentType,
  SearchQuery,
  SearchResponse,
} from '../../api/content/contentContract';
import type { PlaylistSummary } from '../../api/playlists/playlistsContract';
import { PAGE_SIZE } from '../../domain/shared/listQuery';
import type { ItemArticle } from '../../domain/quiz/quiz';
import { SEARCH_DEBOUNCE_MS } from '../../domain/shared/timing';
import { listMachine, type ListPage, type ListPageRequest } from '../shared/listMachine';
import { PICKER_ENDS } from '../shared/pickerDialog';

export const ADD_VIDEO_MESSAGES = {
  labelRequired: 'Please choose a label',
  alreadyAdded: 'Video already added',
  noMatch: 'No match found',
} as const;

/** The default date filter starts on 01/01/2000 (SPEC section 9). */
export const DEFAULT_FROM = '2000-01-01';

/** The list filters the dialog sets: the content type, and the saved date range as `from..to`. */
export const CONTENT_TYPE_FILTER = 'content_type';
export const PUBLISHED_FILTER = 'published';
/** The publisher's playlist whose videos the search is limited to. */
export const PLAYLIST_FILTER = 'playlist';

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

const rangeFilter = (range: DateRange | null) => (range ? `${range.from}..${range.to}` : null);

/** The list machine's request as the article search's (GET /api/search). */
export function articleSearchQuery(request: ListPageRequest): SearchQuery {
  const [from, to] = request.filters[PUBLISHED_FILTER]?.split('..') ?? [];
  const contentType = request.filters[CONTENT_TYPE_FILTER] as ContentType | undefined;
  const playlist = request.filters[PLAYLIST_FILTER];
  return {
    query: request.search.trim() || undefined,
    content_type: contentType,
    page: request.page,
    from,
    to,
    playlist_id: playlist ? Number(playlist) : undefined,
  };
}

/** The article search's answer as a page of the list machine. */
export const articleSearchPage = (response: SearchResponse): ListPage<ArticleCard> => ({
  items: response.result,
  paging: response.navigation,
});

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

export interface AddVideoContext {
  readonly addedArticleIds: readonly number[];
  readonly labels: readonly { id: string; title: string }[];
  readonly labelRequired: boolean;
  readonly defaultRange: DateRange;
  contentType: ContentType | null;
  advanced: boolean;
  /** The range being edited in the picker, applied on Save. */
  pendingRange: DateRange;
  range: DateRange | null;
  labelId: string | null;
  /** The publisher's playlists offered as a source, and the one the search is limited to. */
  publisherPlaylists: readonly PlaylistSummary[];
  playlistId: number | null;
  /** 'Please choose a label' after choosing without one; a failed search is the list's `failed` state. */
  error: string | null;
  chosen: { article: ArticleCard; labelId: string | null } | null;
}

export type AddVideoEvent =
  | { type: 'filter.toggle'; contentType: ContentType }
  | { type: 'advanced.toggle' }
  | { type: 'range.setFrom'; from: string }
  | { type: 'range.setTo'; to: string }
  | { type: 'range.clear' }
  | { type: 'range.save' }
  | { type: 'label.choose'; labelId: string | null }
  | { type: 'playlist.choose'; playlistId: number | null }
  | { type: 'article.choose'; article: ArticleCard }
  | { type: 'dialog.cancel' };

export const addVideoDialogMachine = setup({
  types: {
    context: {} as AddVideoContext,
    events: {} as AddVideoEvent,
    input: {} as AddVideoInput,
    children: {} as { results: 'articleSearch' },
    output: {} as { article: ArticleCard; labelId: string | null } | null,
  },
  actors: {
    /** The search results; their page fetch is provided by the screen's services. */
    articleSearch: listMachine,
    /** The publisher's playlists for the caller's institution; provided by the screen's services. */
    loadPublisherPlaylists: fromPromise<readonly PlaylistSummary[]>(async () => {
      throw new Error('loadPublisherPlaylists is not provided');
    }),
  },
  guards: {
    isAlreadyAdded: ({ context, event }) =>
      event.type === 'article.choose' && context.addedArticleIds.includes(event.article.id),
    isMissingLabel: ({ context }) => context.labelRequired && context.labelId === null,
  },
  actions: {
    toggleContentType: assign(({ context }, params: { contentType: ContentType }) => ({
      contentType: context.contentType === params.contentType ? null : params.contentType,
    })),
    toggleAdvanced: assign(({ context }) => ({ advanced: !context.advanced })),
    setFrom: assign(({ context }, params: { from: string }) => ({
      pendingRange: { ...context.pendingRange, from: params.from },
    })),
    setTo: assign(({ context }, params: { to: string }) => ({
      pendingRange: { ...context.pendingRange, to: params.to },
    })),
    clearRange: assign(({ context }) => ({ pendingRange: context.defaultRange, range: null })),
    saveRange: assign(({ context }) => ({ range: context.pendingRange })),
    /** The list searches again, from page 1, with the filters as the controls now show them. */
    filterContentType: sendTo('results', ({ context }) => ({
      type: 'list.filter' as const,
      name: CONTENT_TYPE_FILTER,
      value: context.contentType,
    })),
    filterRange: sendTo('results', ({ context }) => ({
      type: 'list.filter' as const,
      name: PUBLISHED_FILTER,
      value: rangeFilter(context.range),
    })),
    assignLabel: assign((_, params: { labelId: string | null }) => ({
      labelId: params.labelId,
      error: null,
    })),
    assignLabelError: assign({ error: ADD_VIDEO_MESSAGES.labelRequired }),
    assignPublisherPlaylists: assign((_, playlists: readonly PlaylistSummary[]) => ({
      publisherPlaylists: playlists,
    })),
    choosePlaylist: assign((_, params: { playlistId: number | null }) => ({ playlistId: params.playlistId })),
    filterPlaylist: sendTo('results', ({ context }) => ({
      type: 'list.filter' as const,
      name: PLAYLIST_FILTER,
      value: context.playlistId === null ? null : String(context.playlistId),
    })),
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
    contentType: null,
    advanced: false,
    pendingRange: { from: DEFAULT_FROM, to: input.today },
    range: null,
    labelId: input.initialLabelId,
    publisherPlaylists: [],
    playlistId: null,
    error: null,
    chosen: null,
  }),
  output: ({ context }) => context.chosen,
  initial: 'picking',
  states: {
    picking: {
      description:
        'The results child searches and pages; the view sends it list events (typing, pages, Retry).',
      invoke: [
        {
          id: 'results',
          src: 'articleSearch',
          input: { pageSize: PAGE_SIZE.articleSearch, debounceMs: SEARCH_DEBOUNCE_MS },
        },
        {
          src: 'loadPublisherPlaylists',
          onDone: { actions: { type: 'assignPublisherPlaylists', params: ({ event }) => event.output } },
          // Without them the dialog searches every video, as before: nothing to say.
          onError: {},
        },
      ],
      on: {
        'filter.toggle': {
          actions: [{ type: 'toggleContentType', params: ({ event }) => event }, 'filterContentType'],
        },
        'advanced.toggle': { actions: 'toggleAdvanced' },
        'range.setFrom': { actions: { type: 'setFrom', params: ({ event }) => event } },
        'range.setTo': { actions: { type: 'setTo', params: ({ event }) => event } },
        'range.clear': { actions: ['clearRange', 'filterRange'] },
        'range.save': { actions: ['saveRange', 'filterRange'] },
        'label.choose': { actions: { type: 'assignLabel', params: ({ event }) => event } },
        'playlist.choose': {
          actions: [{ type: 'choosePlaylist', params: ({ event }) => event }, 'filterPlaylist'],
        },
        'article.choose': [
          { guard: 'isAlreadyAdded' },
          {
            guard: 'isMissingLabel',
            actions: [
              'assignLabelError',
              { type: 'notifyError', params: { message: ADD_VIDEO_MESSAGES.labelRequired } },
            ],
          },
          { target: 'chosen', actions: { type: 'assignChosen', params: ({ event }) => event } },
        ],
        'dialog.cancel': 'cancelled',
      },
    },
    ...PICKER_ENDS,
  },
});

export type AddVideoDialogActorRef = ActorRefFrom<typeof addVideoDialogMachine>;
export type AddVideoDialogSnapshot = SnapshotFrom<typeof addVideoDialogMachine>;

/** The search results while the dialog is open. */
export const selectResultsList = (s: AddVideoDialogSnapshot) => s.children.results;
/** The publisher's playlists offered as a source (none when there are none or they could not be read). */
export const selectPublisherPlaylists = (s: AddVideoDialogSnapshot) => s.context.publisherPlaylists;
/** 'Please choose a label' while no label is chosen after trying to pick a video. */
export const selectLabelError = (s: AddVideoDialogSnapshot) => s.context.error;

export interface ResultCard {
  readonly article: ArticleCard;
  /** The video is already in the quiz: it cannot be picked. */
  readonly added: boolean;
}
/** The result cards of a page, each saying whether its video is already added. */
export const resultCardsOf = (
  articles: readonly ArticleCard[],
  addedArticleIds: readonly number[],
): readonly ResultCard[] =>
  articles.map((article) => ({ article, added: addedArticleIds.includes(article.id) }));

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
