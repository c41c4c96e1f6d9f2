/**
 * Add and Edit Sponsor (SPEC sections 2, 4, 5, 8): the form (company name, URL) with its rules; create goes to the
 * new sponsor's edit page; edit saves in place. The edit page also removes and assigns articles; uploads run in
 * their own machines and hand the updated sponsor back with 'sponsor.updated'.
 *
 * An edit is saved on the version it was loaded with (ADR 109); when someone else saved first the server refuses
 * it and the form waits in `conflict` for Reload (theirs replaces mine) or Keep mine (mine is saved on theirs).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fieldErrors } from '../domain/session';
import {
  EMPTY_SPONSOR_FORM,
  SponsorFormSchema,
  pageCount,
  type Sponsor,
  type SponsorForm,
} from '../domain/sponsors';
import { conflictOf, isStale, loadById, recordSaving } from './recordSaving';

export interface SponsorFormInput {
  readonly id: number | null;
}

export interface SaveSponsorInput {
  readonly id: number | null;
  readonly form: SponsorForm;
  /** The version the edit was made on; null on create. */
  readonly version: number | null;
}

export interface ArticlesChange {
  readonly sponsorId: number;
  readonly articleId: number;
}

/** What an assign call answered: the sponsor, and the first error value when the server refused. */
export interface AssignResult {
  readonly sponsor: Sponsor;
  readonly error: string | null;
}

export interface SponsorFormContext {
  id: number | null;
  sponsor: Sponsor | null;
  /** The version the form was loaded or last saved with; uploads and article changes leave it. */
  version: number | null;
  /** The server's message while a refused save waits for Reload or Keep mine. */
  conflict: string | null;
  form: SponsorForm;
  saved: SponsorForm;
  /** Field messages are shown once a save was attempted. */
  submitted: boolean;
  articlesPage: number;
}

export type SponsorFormEvent =
  | { type: 'sponsor.open' }
  | { type: 'sponsor.change'; patch: Partial<SponsorForm> }
  | { type: 'sponsor.save' }
  | { type: 'sponsor.updated'; sponsor: Sponsor }
  | { type: 'articles.page'; page: number }
  | { type: 'article.remove'; articleId: number }
  | { type: 'article.assign'; articleId: number }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

const lifecycle = recordSaving<Sponsor>();

const formOf = (sponsor: Sponsor): SponsorForm => ({
  companyName: sponsor.companyName,
  companyUrl: sponsor.companyUrl,
});

export const sponsorFormMachine = setup({
  types: {
    context: {} as SponsorFormContext,
    events: {} as SponsorFormEvent,
    input: {} as SponsorFormInput,
  },
  actors: {
    loadSponsor: fromPromise<Sponsor, { id: number }>(async () => {
      throw new Error('loadSponsor is not provided');
    }),
    saveSponsor: fromPromise<Sponsor, SaveSponsorInput>(async () => {
      throw new Error('saveSponsor is not provided');
    }),
    removeArticle: fromPromise<Sponsor, ArticlesChange>(async () => {
      throw new Error('removeArticle is not provided');
    }),
    assignArticle: fromPromise<AssignResult, ArticlesChange>(async () => {
      throw new Error('assignArticle is not provided');
    }),
  },
  guards: {
    isCreating: ({ context }) => context.id === null,
    isValid: ({ context }) => SponsorFormSchema.safeParse(context.form).success,
    wasCreated: ({ context }) => context.id === null,
    hasAssignError: (_, params: { error: string | null }) => params.error !== null,
    isStale,
  },
  actions: {
    assignSponsor: assign(({ context }, sponsor: Sponsor) => {
      const pages = pageCount(sponsor.articleList.length);
      return {
        sponsor,
        id: sponsor.id,
        version: sponsor.version,
        conflict: null,
        form: formOf(sponsor),
        saved: formOf(sponsor),
        articlesPage: Math.min(context.articlesPage, pages),
      };
    }),
    /** Keep mine: the form stays as typed and is saved next on their version. */
    assignTheirVersion: assign(({ context }, sponsor: Sponsor) => ({
      sponsor,
      version: sponsor.version,
      conflict: null,
      articlesPage: Math.min(context.articlesPage, pageCount(sponsor.articleList.length)),
    })),
    assignConflict: assign(conflictOf),
    /** An upload or an article change: the form's unsaved edits stay. */
    assignSponsorOnly: assign(({ context }, sponsor: Sponsor) => ({
      sponsor,
      articlesPage: Math.min(context.articlesPage, pageCount(sponsor.articleList.length)),
    })),
    assignPatch: assign({
      form: ({ context }, patch: Partial<SponsorForm>) => ({ ...context.form, ...patch }),
    }),
    markSubmitted: assign({ submitted: true }),
    assignPage: assign((_, page: number) => ({ articlesPage: page })),
    /** Create → the new sponsor's edit page; provided by the screen. */
    goToEdit: (_, _id: number) => {},
    notifyUpdated: () => {},
    notifyUpdateFailed: () => {},
    notifyRemoved: () => {},
    notifyRemoveFailed: () => {},
    notifyAssigned: () => {},
    /** The add response's first error value, or 'Unable to add article'. */
    notifyAssignFailed: (_, _message: string | null) => {},
    /** The candidates in the assign dialog change after an assignment; provided by the screen. */
    refreshCandidates: () => {},
  },
}).createMachine({
  id: 'sponsorForm',
  context: ({ input }) => ({
    id: input.id,
    sponsor: null,
    version: null,
    conflict: null,
    form: EMPTY_SPONSOR_FORM,
    saved: EMPTY_SPONSOR_FORM,
    submitted: false,
    articlesPage: 1,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'The screen opens the form: Add starts empty, Edit loads the sponsor.',
      on: { 'sponsor.open': [{ guard: 'isCreating', target: 'ready' }, { target: 'loading' }] },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSponsor',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'ready', actions: { type: 'assignSponsor', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { tags: ['error'] },
    ready: {
      on: {
        'sponsor.change': { actions: { type: 'assignPatch', params: ({ event }) => event.patch } },
        'sponsor.save': [
          { guard: 'isValid', target: 'saving', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
        'sponsor.updated': { actions: { type: 'assignSponsorOnly', params: ({ event }) => event.sponsor } },
        'articles.page': { actions: { type: 'assignPage', params: ({ event }) => event.page } },
        'article.remove': { target: 'removing' },
        'article.assign': { target: 'assigning' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveSponsor',
        input: ({ context }) => ({ id: context.id, form: context.form, version: context.version }),
        onDone: [
          {
            guard: 'wasCreated',
            target: 'ready',
            actions: [
              { type: 'assignSponsor', params: ({ event }) => event.output },
              { type: 'goToEdit', params: ({ event }) => event.output.id },
            ],
          },
          {
            target: 'ready',
            actions: [{ type: 'assignSponsor', params: ({ event }) => event.output }, 'notifyUpdated'],
          },
        ],
        onError: [lifecycle.onStale, { target: 'ready', actions: 'notifyUpdateFailed' }],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'sponsorForm',
      record: 'this sponsor',
      load: 'loadSponsor',
      loadInput: loadById,
      assignRecord: 'assignSponsor',
      notifyFailed: 'notifyUpdateFailed',
    }),
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeArticle',
        input: ({ context, event }) => ({
          sponsorId: context.id!,
          articleId: (event as Extract<SponsorFormEvent, { type: 'article.remove' }>).articleId,
        }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignSponsorOnly', params: ({ event }) => event.output }, 'notifyRemoved'],
        },
        onError: { target: 'ready', actions: 'notifyRemoveFailed' },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: {
        src: 'assignArticle',
        input: ({ context, event }) => ({
          sponsorId: context.id!,
          articleId: (event as Extract<SponsorFormEvent, { type: 'article.assign' }>).articleId,
        }),
        onDone: [
          {
            guard: { type: 'hasAssignError', params: ({ event }) => ({ error: event.output.error }) },
            target: 'ready',
            actions: { type: 'notifyAssignFailed', params: ({ event }) => event.output.error },
          },
          {
            target: 'ready',
            actions: [
              { type: 'assignSponsorOnly', params: ({ event }) => event.output.sponsor },
              'notifyAssigned',
              'refreshCandidates',
            ],
          },
        ],
        onError: { target: 'ready', actions: { type: 'notifyAssignFailed', params: () => null } },
      },
    },
  },
});

export type SponsorFormActorRef = ActorRefFrom<typeof sponsorFormMachine>;
export type SponsorFormSnapshot = SnapshotFrom<typeof sponsorFormMachine>;

export const selectSponsorForm = (s: SponsorFormSnapshot) => s.context.form;
export const selectSponsor = (s: SponsorFormSnapshot) => s.context.sponsor;
export const selectSponsorErrors = (s: SponsorFormSnapshot): Record<string, string[]> => {
  if (!s.context.submitted) return {};
  const result = SponsorFormSchema.safeParse(s.context.form);
  return result.success ? {} : fieldErrors(result.error);
};
export const selectIsSponsorDirty = (s: SponsorFormSnapshot) =>
  s.context.form.companyName !== s.context.saved.companyName ||
  s.context.form.companyUrl !== s.context.saved.companyUrl;
export const selectIsSaving = (s: SponsorFormSnapshot) => s.matches('saving');
export const selectIsLoading = (s: SponsorFormSnapshot) => s.matches('loading') || s.matches('opening');
export const selectLoadFailed = (s: SponsorFormSnapshot) => s.hasTag('error');
export const selectArticlesPage = (s: SponsorFormSnapshot) => s.context.articlesPage;
export const selectIsBusy = (s: SponsorFormSnapshot) => s.hasTag('busy');
/** The refused save's message while the form waits for Reload or Keep mine; null otherwise. */
export const selectConflict = (s: SponsorFormSnapshot) => (s.hasTag('conflict') ? s.context.conflict : null);
