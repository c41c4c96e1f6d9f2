/**
 * The searchable institution picker's behaviour (ADR 271): the first institutions by title at once, then, a moment
 * after each keystroke, the institutions whose title contains what is typed (or whose id it is); a failed search
 * waits for Retry. The form that holds the picker keeps the chosen institution; this machine only finds them.
 *
 * @publicModule the LTI platform and identity provider forms pick an institution with it.
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';

export interface InstitutionChoice {
  readonly id: number;
  readonly title: string;
}

export interface InstitutionSearchContext {
  readonly keyword: string;
  readonly results: readonly InstitutionChoice[];
}

export type InstitutionSearchEvent =
  { type: 'institutions.type'; keyword: string } | { type: 'institutions.retry' };

export const INSTITUTION_SEARCH_DEBOUNCE_MS = 250;

export const institutionSearchMachine = setup({
  types: {
    context: {} as InstitutionSearchContext,
    events: {} as InstitutionSearchEvent,
  },
  actors: {
    searchInstitutions: fromPromise<readonly InstitutionChoice[], { keyword: string }>(async () => {
      throw new Error('searchInstitutions is not provided');
    }),
  },
  delays: { searchDebounce: INSTITUTION_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'institutionSearch',
  context: { keyword: '', results: [] },
  initial: 'searching',
  on: {
    'institutions.type': {
      target: '.debouncing',
      actions: assign({ keyword: ({ event }) => event.keyword }),
    },
  },
  states: {
    debouncing: { after: { searchDebounce: 'searching' } },
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'searchInstitutions',
        input: ({ context }) => ({ keyword: context.keyword }),
        onDone: { target: 'ready', actions: assign({ results: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { 'institutions.retry': 'searching' } },
  },
});

export type InstitutionSearchActorRef = ActorRefFrom<typeof institutionSearchMachine>;
type Snapshot = ReturnType<InstitutionSearchActorRef['getSnapshot']>;

export const selectInstitutionResults = (snapshot: Snapshot) => snapshot.context.results;
export const selectInstitutionSearching = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectInstitutionSearchFailed = (snapshot: Snapshot) => snapshot.matches('failed');
