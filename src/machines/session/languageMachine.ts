/**
 * The console's interface language (ADR 179). It starts with the browser's choice (remembered from an earlier
 * pick, else the browser's preferred languages), follows the profile once the user signs in, and switches when
 * the user picks another language: the new catalog is loaded first, then text, `lang` and `dir` change together,
 * so a screen never shows two languages. A pick is remembered in the browser at once and, when signed in, saved
 * to the profile; a failed save says so and keeps the language.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AreasCatalog, CoreCatalog } from '../../i18n/catalogTypes';
import { enCore } from '../../i18n/enCore';
import type { UiLanguageCode } from '../../domain/shared/languages';

export interface LoadedCatalogs {
  readonly core: CoreCatalog;
  /** Every area's strings: loaded once signed in. */
  readonly areas: AreasCatalog | null;
}

export interface LanguageContext {
  /** The language on screen: its catalogs are loaded. */
  readonly code: UiLanguageCode;
  /** The language asked for last: the one being loaded while `loading`. */
  readonly wanted: UiLanguageCode;
  readonly core: CoreCatalog;
  readonly areas: AreasCatalog | null;
  readonly signedIn: boolean;
  /** False until the first catalog has arrived: screens wait for it rather than flash English. */
  readonly started: boolean;
}

export type LanguageEvent =
  /** The user picked a language (the top bar's or the sign-in screen's switcher). */
  | { type: 'language.choose'; code: UiLanguageCode }
  /** The profile was loaded: its language (null when the user never chose one). */
  | { type: 'language.signedIn'; code: UiLanguageCode | null }
  | { type: 'language.signedOut' };

const withAreas = (context: LanguageContext) => context.signedIn;

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { readonly code: UiLanguageCode },
  },
  actors: {
    loadCatalogs: fromPromise<LoadedCatalogs, { code: UiLanguageCode; withAreas: boolean }>(async () => {
      throw new Error('loadCatalogs not provided');
    }),
    saveLanguage: fromPromise<void, { code: UiLanguageCode }>(async () => {
      throw new Error('saveLanguage not provided');
    }),
  },
  actions: {
    /** Sets `lang` and `dir` of the document (provided by the composition root). */
    applyDocument: (_, _params: { code: UiLanguageCode }) => {},
    /** Keeps the choice in the browser for the next visit, signed in or not. */
    remember: (_, _params: { code: UiLanguageCode }) => {},
    notifyNotSaved: () => {},
    assignWanted: assign((_, params: { code: UiLanguageCode }) => ({ wanted: params.code })),
    assignLoaded: assign(({ context }, loaded: LoadedCatalogs) => ({
      code: context.wanted,
      core: loaded.core,
      areas: loaded.areas ?? (context.wanted === context.code ? context.areas : null),
      started: true,
    })),
    /** A failed load keeps the language on screen. */
    restoreWanted: assign(({ context }) => ({ wanted: context.code, started: true })),
    assignSignedIn: assign({ signedIn: true }),
    assignSignedOut: assign({ signedIn: false }),
  },
  guards: {
    isStarted: ({ context }) => context.started,
    isAnother: ({ context }, params: { code: UiLanguageCode }) => params.code !== context.wanted,
    needsLoad: ({ context }, params: { code: UiLanguageCode | null }) =>
      (params.code !== null && params.code !== context.wanted) || context.areas === null,
    /** A new pick of a signed-in user goes to their profile. */
    mayBeSaved: ({ context, event }) =>
      context.signedIn && event.type === 'language.choose' && event.code !== context.wanted,
  },
}).createMachine({
  id: 'language',
  description:
    "The interface language: the browser's choice before sign-in, the profile's after; a pick loads the catalog, then switches text and direction together, and is saved to the profile when signed in.",
  context: ({ input }) => ({
    code: 'en',
    wanted: input.code,
    core: enCore,
    areas: null,
    signedIn: false,
    started: input.code === 'en',
  }),
  type: 'parallel',
  states: {
    catalog: {
      initial: 'booting',
      states: {
        booting: {
          description: 'English is in the first paint: nothing to load. Any other language loads first.',
          always: [{ guard: 'isStarted', target: 'active.ready' }, { target: 'active' }],
        },
        active: {
          initial: 'loading',
          states: {
            loading: {
              description:
                'Loads the wanted language; the screen keeps the current one until it has arrived.',
              invoke: {
                src: 'loadCatalogs',
                input: ({ context }) => ({ code: context.wanted, withAreas: withAreas(context) }),
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'assignLoaded', params: ({ event }) => event.output },
                    { type: 'applyDocument', params: ({ context }) => ({ code: context.code }) },
                  ],
                },
                onError: { target: 'ready', actions: 'restoreWanted' },
              },
            },
            ready: {},
          },
          on: {
            'language.choose': {
              guard: { type: 'isAnother', params: ({ event }) => ({ code: event.code }) },
              target: '.loading',
              reenter: true,
              actions: [
                { type: 'assignWanted', params: ({ event }) => ({ code: event.code }) },
                { type: 'remember', params: ({ event }) => ({ code: event.code }) },
              ],
            },
            'language.signedIn': [
              {
                guard: { type: 'needsLoad', params: ({ event }) => ({ code: event.code }) },
                target: '.loading',
                reenter: true,
                actions: [
                  'assignSignedIn',
                  {
                    type: 'assignWanted',
                    params: ({ context, event }) => ({ code: event.code ?? context.wanted }),
                  },
                  {
                    type: 'remember',
                    params: ({ context, event }) => ({ code: event.code ?? context.wanted }),
                  },
                ],
              },
              { actions: 'assignSignedIn' },
            ],
            'language.signedOut': { actions: 'assignSignedOut' },
          },
        },
      },
    },
    profile: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'language.choose': { guard: 'mayBeSaved', target: 'saving' },
          },
        },
        saving: {
          description: "Saves the pick to the user's profile; a later pick while saving saves again.",
          invoke: {
            src: 'saveLanguage',
            input: ({ context }) => ({ code: context.wanted }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'notifyNotSaved' },
          },
          on: {
            'language.choose': {
              guard: 'mayBeSaved',
              target: 'saving',
              reenter: true,
            },
          },
        },
      },
    },
  },
});

export type LanguageActor = ActorRefFrom<typeof languageMachine>;
export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

/** True until the first language has arrived: screens wait rather than flash another language. */
export const selectStarting = (snapshot: LanguageSnapshot) => !snapshot.context.started;
export const selectLanguage = (snapshot: LanguageSnapshot) => snapshot.context.code;
export const selectCore = (snapshot: LanguageSnapshot) => snapshot.context.core;
export const selectAreas = (snapshot: LanguageSnapshot) => snapshot.context.areas;
export const selectSwitching = (snapshot: LanguageSnapshot) =>
  snapshot.matches({ catalog: { active: 'loading' } });
