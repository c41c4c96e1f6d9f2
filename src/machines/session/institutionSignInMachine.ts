/**
 * "Sign in with your institution" on the sign-in screen (ADR 182): as the e-mail is typed, asks (debounced, once
 * per domain) whether its domain has an enabled identity provider; when it has, the button shows, and pressing it
 * sends the browser to the server's start address, which goes on to the provider. The sign-in screen loads it with
 * the user's first key in the e-mail field, not with its first paint (ADR 003).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { emailDomainOf } from '../../domain/shared/emailDomain';
import { SEARCH_DEBOUNCE_MS } from '../../domain/shared/timing';

export interface InstitutionSignInContext {
  email: string;
  /** The domain the last answer was about, and whether it has an enabled provider. */
  checkedDomain: string | null;
  available: boolean;
}

export type InstitutionSignInEvent = { type: 'email.change'; email: string } | { type: 'institution.start' };

const domainOf = (email: string) => emailDomainOf(email);

export const institutionSignInMachine = setup({
  types: {
    context: {} as InstitutionSignInContext,
    events: {} as InstitutionSignInEvent,
  },
  actors: {
    /** Whether the e-mail's domain has an enabled provider. */
    lookupProvider: fromPromise<boolean, { email: string }>(async () => {
      throw new Error('lookupProvider is not provided');
    }),
    /** The server's address that starts the sign-in for this e-mail. */
    startAddress: fromPromise<string, { email: string }>(async () => {
      throw new Error('startAddress is not provided');
    }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isSameDomain: ({ context }, params: { email: string }) =>
      context.checkedDomain !== null && domainOf(params.email) === context.checkedDomain,
    hasDomain: (_, params: { email: string }) => domainOf(params.email) !== null,
    isAvailable: ({ context }) => context.available && domainOf(context.email) === context.checkedDomain,
  },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    forgetAnswer: assign({ checkedDomain: null, available: false }),
    assignAnswer: assign(({ context }, params: { available: boolean }) => ({
      checkedDomain: domainOf(context.email),
      available: params.available,
    })),
    /** Sends the browser to the address (provided by the screen). */
    goTo: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'institutionSignIn',
  context: { email: '', checkedDomain: null, available: false },
  initial: 'idle',
  on: {
    'email.change': [
      {
        description: 'Another address of a domain already asked about: the answer stands.',
        guard: { type: 'isSameDomain', params: ({ event }) => ({ email: event.email }) },
        target: '.idle',
        actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.email }) },
      },
      {
        guard: { type: 'hasDomain', params: ({ event }) => ({ email: event.email }) },
        target: '.waiting',
        reenter: true,
        actions: [{ type: 'assignEmail', params: ({ event }) => ({ email: event.email }) }, 'forgetAnswer'],
      },
      {
        target: '.idle',
        actions: [{ type: 'assignEmail', params: ({ event }) => ({ email: event.email }) }, 'forgetAnswer'],
      },
    ],
  },
  states: {
    idle: {
      on: { 'institution.start': { guard: 'isAvailable', target: 'redirecting' } },
    },
    waiting: {
      description: 'Typing: asks once the e-mail has rested for the search debounce.',
      after: { debounce: 'lookingUp' },
    },
    lookingUp: {
      invoke: {
        src: 'lookupProvider',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'idle',
          actions: { type: 'assignAnswer', params: ({ event }) => ({ available: event.output }) },
        },
        // No answer offers no button; the password form is still there.
        onError: { target: 'idle', actions: { type: 'assignAnswer', params: { available: false } } },
      },
    },
    redirecting: {
      description: 'The browser leaves for the provider; the button shows it is busy until the page goes.',
      tags: ['busy'],
      on: { 'email.change': {} },
      invoke: {
        src: 'startAddress',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'leaving',
          actions: { type: 'goTo', params: ({ event }) => ({ url: event.output }) },
        },
        onError: { target: 'idle' },
      },
    },
    leaving: {
      description: 'The browser is on its way to the provider; the button stays busy until the page goes.',
      tags: ['busy'],
      on: { 'email.change': {} },
    },
  },
});

export type InstitutionSignInActorRef = ActorRefFrom<typeof institutionSignInMachine>;
export type InstitutionSignInSnapshot = SnapshotFrom<typeof institutionSignInMachine>;

/** The button shows while the typed e-mail's domain has an enabled provider. */
export const selectOffersInstitution = (snapshot: InstitutionSignInSnapshot) =>
  snapshot.context.available && domainOf(snapshot.context.email) === snapshot.context.checkedDomain;
export const selectIsRedirecting = (snapshot: InstitutionSignInSnapshot) => snapshot.hasTag('busy');
