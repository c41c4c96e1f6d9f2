/**
 * A sponsor's assigned articles beside its form (SPEC sections 2, 4, 8; ADR 125): pages of ten, Remove, and Assign
 * from the 'Assign Articles to Collection' dialog, one change at a time. Each answer is the sponsor as the server
 * now holds it, handed to the form with the screen's `sponsorChanged` (the form's typed values and version stay).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { pageCount, type Sponsor } from '../../domain/sponsors/sponsors';

export interface ArticlesChange {
  readonly sponsorId: number;
  readonly articleId: number;
}

/** What an assign call answered: the sponsor, and the first error value when the server refused. */
export interface AssignResult {
  readonly sponsor: Sponsor;
  readonly error: string | null;
}

export interface SponsorArticlesContext {
  readonly sponsorId: number;
  page: number;
}

export type SponsorArticlesEvent =
  | { type: 'articles.page'; page: number }
  | { type: 'article.remove'; articleId: number }
  | { type: 'article.assign'; articleId: number };

type ArticleEvent = Extract<SponsorArticlesEvent, { articleId: number }>;
const changeOf = ({ context, event }: { context: SponsorArticlesContext; event: SponsorArticlesEvent }) => ({
  sponsorId: context.sponsorId,
  articleId: (event as ArticleEvent).articleId,
});

export const sponsorArticlesMachine = setup({
  types: {
    context: {} as SponsorArticlesContext,
    events: {} as SponsorArticlesEvent,
    input: {} as { sponsorId: number },
  },
  actors: {
    removeArticle: fromPromise<Sponsor, ArticlesChange>(async () => {
      throw new Error('removeArticle is not provided');
    }),
    assignArticle: fromPromise<AssignResult, ArticlesChange>(async () => {
      throw new Error('assignArticle is not provided');
    }),
  },
  guards: {
    hasAssignError: (_, params: { error: string | null }) => params.error !== null,
  },
  actions: {
    assignPage: assign((_, page: number) => ({ page })),
    /** A removal can empty the last page: show the last page there is. */
    clampPage: assign(({ context }, sponsor: Sponsor) => ({
      page: Math.min(context.page, pageCount(sponsor.articleList.length)),
    })),
    /** The sponsor as the server now holds it, for the form (`record.updated`); provided by the screen. */
    sponsorChanged: (_, _sponsor: Sponsor) => {},
    notifyRemoved: () => {},
    notifyRemoveFailed: () => {},
    notifyAssigned: () => {},
    /** The add response's first error value, or 'Unable to add article'. */
    notifyAssignFailed: (_, _message: string | null) => {},
    /** The candidates in the assign dialog change after an assignment; provided by the screen. */
    refreshCandidates: () => {},
  },
}).createMachine({
  id: 'sponsorArticles',
  context: ({ input }) => ({ sponsorId: input.sponsorId, page: 1 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'articles.page': { actions: { type: 'assignPage', params: ({ event }) => event.page } },
        'article.remove': 'removing',
        'article.assign': 'assigning',
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeArticle',
        input: changeOf,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'clampPage', params: ({ event }) => event.output },
            { type: 'sponsorChanged', params: ({ event }) => event.output },
            'notifyRemoved',
          ],
        },
        onError: { target: 'idle', actions: 'notifyRemoveFailed' },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: {
        src: 'assignArticle',
        input: changeOf,
        onDone: [
          {
            guard: { type: 'hasAssignError', params: ({ event }) => ({ error: event.output.error }) },
            target: 'idle',
            actions: { type: 'notifyAssignFailed', params: ({ event }) => event.output.error },
          },
          {
            target: 'idle',
            actions: [
              { type: 'sponsorChanged', params: ({ event }) => event.output.sponsor },
              'notifyAssigned',
              'refreshCandidates',
            ],
          },
        ],
        onError: { target: 'idle', actions: { type: 'notifyAssignFailed', params: () => null } },
      },
    },
  },
});

export type SponsorArticlesActorRef = ActorRefFrom<typeof sponsorArticlesMachine>;
export type SponsorArticlesSnapshot = SnapshotFrom<typeof sponsorArticlesMachine>;

export const selectArticlesPage = (s: SponsorArticlesSnapshot) => s.context.page;
export const selectArticlesBusy = (s: SponsorArticlesSnapshot) => s.hasTag('busy');
