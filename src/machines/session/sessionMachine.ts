/**
 * The one long-lived actor (ARCHITECTURE "The session"): checking → signedOut | signedIn.
 * Effects are actors injected with `.provide` (see sessionServices.ts); the defaults throw so a missing one is loud.
 */
import { assign, setup, type ActorRefFrom, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import type { FeatureFlags } from '../../domain/access/roles';
import type { FormCheck, SessionUser, SetPasswordForm, SignInForm } from '../../domain/session/session';
import { MESSAGES } from '../../domain/shared/messages';
import type { SsoReturn } from '../../domain/session/signedOut';
import {
  openedSession,
  shownError,
  shownFieldErrors,
  shownSsoFailure,
  withUnsaved,
  withoutUnsaved,
  type SessionContext,
} from './sessionContext';
import { SESSION_DEFAULT_ACTORS, type RegistrationCheck } from './sessionDefaultActors';
import {
  BACK_WITH_ERROR,
  TO_SIGNED_IN,
  afterCheck,
  checkedValue,
  registrationRequestOf,
} from './sessionTransitions';

export interface SignedInSession {
  readonly user: SessionUser;
  readonly flags: FeatureFlags;
}

export type SessionEvent =
  | { type: 'session.signIn'; form: SignInForm }
  | { type: 'session.finishRegistration'; form: SetPasswordForm; token: string }
  /** The browser came back from an institution's provider: a one-time code to trade, or why it failed (ADR 182). */
  | { type: 'session.ssoReturned'; result: SsoReturn }
  | { type: 'session.signOut' }
  /** "Sign out of all devices": ends every session of the user on the server, then this one (ADR 103). */
  | { type: 'session.signOutAll' }
  | { type: 'session.dismissBlocked' }
  | { type: 'session.dismissSignOutFailure' }
  | { type: 'session.expired' }
  /** The Feature Flags area switched a flag: menus and routes follow the new flags without a reload. */
  | { type: 'session.flagsChanged'; flags: FeatureFlags }
  | { type: 'unsaved.register'; id: string }
  | { type: 'unsaved.release'; id: string };

export const SESSION_EXPIRED_MESSAGE = MESSAGES.sessionExpired;

/** The start-up check was given an LTI launch's one-time code and the server refused it (expired, used; ADR 183). */
export class HandOverRefused extends Error {
  override name = 'HandOverRefused';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: SESSION_DEFAULT_ACTORS,
  guards: {
    isFormValid: (_, params: { check: FormCheck<unknown> }) => params.check.valid,
    hasUnsavedChanges: ({ context }) => context.unsaved.length > 0,
    hasSession: (_, params: { session: SignedInSession | null }) => params.session !== null,
    hasSignInCode: (_, params: { result: SsoReturn }) => 'code' in params.result,
    isHandOverRefusal: (_, params: { error: unknown }) => params.error instanceof HandOverRefused,
  },
  actions: {
    assignSession: assign(openedSession),
    clearSession: assign({ user: null, flags: {}, unsaved: [] }),
    assignFlags: assign((_, flags: FeatureFlags) => ({ flags })),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    assignError: assign(shownError),
    assignExpired: assign({ error: SESSION_EXPIRED_MESSAGE, fieldErrors: {} }),
    assignSsoFailure: assign(shownSsoFailure),
    assignFieldErrors: assign(shownFieldErrors),
    registerUnsaved: assign(withUnsaved),
    releaseUnsaved: assign(withoutUnsaved),
  },
}).createMachine({
  id: 'session',
  context: { user: null, flags: {}, error: null, fieldErrors: {}, unsaved: [] },
  initial: 'checking',
  on: {
    'unsaved.register': { actions: { type: 'registerUnsaved', params: ({ event }) => ({ id: event.id }) } },
    'unsaved.release': { actions: { type: 'releaseUnsaved', params: ({ event }) => ({ id: event.id }) } },
  },
  states: {
    checking: {
      description:
        'A spinner shows until the stored session is checked (or the one-time code of an LTI launch traded for one).',
      tags: ['busy'],
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => event.output! },
          },
          { target: 'signedOut' },
        ],
        onError: [
          {
            description: 'A refused LTI launch code is said on the sign-in screen.',
            guard: { type: 'isHandOverRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      initial: 'idle',
      entry: 'clearSession',
      states: {
        idle: {
          on: {
            'session.signIn': { target: 'checkingSignIn', actions: 'clearErrors' },
            'session.finishRegistration': { target: 'checkingSetPassword', actions: 'clearErrors' },
            'session.ssoReturned': [
              {
                guard: { type: 'hasSignInCode', params: ({ event }) => ({ result: event.result }) },
                target: 'exchangingSignInCode',
                actions: 'clearErrors',
              },
              { actions: { type: 'assignSsoFailure', params: ({ event }) => ({ result: event.result }) } },
            ],
          },
        },
        exchangingSignInCode: {
          description:
            "Back from an institution's provider: trades the one-time code for a token pair, stored and loaded as after a password sign-in.",
          tags: ['busy'],
          invoke: {
            src: 'exchangeSignInCode',
            input: ({ event }) => {
              const { result } = event as Extract<SessionEvent, { type: 'session.ssoReturned' }>;
              return { code: 'code' in result ? result.code : '' };
            },
            onDone: TO_SIGNED_IN,
            onError: BACK_WITH_ERROR,
          },
        },
        checkingSignIn: {
          description: 'Checks the form with its rules; messages show under the fields and no call is made.',
          tags: ['busy'],
          invoke: {
            src: 'checkSignInForm',
            input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signIn' }>).form,
            onDone: afterCheck('signingIn', (check: FormCheck<SignInForm>) => check),
            onError: BACK_WITH_ERROR,
          },
        },
        checkingSetPassword: {
          description: 'Checks the set-password form with its rules before anything is sent.',
          tags: ['busy'],
          invoke: {
            src: 'checkSetPasswordForm',
            input: ({ event }) => {
              const { form, token } = event as Extract<SessionEvent, { type: 'session.finishRegistration' }>;
              return { form, token };
            },
            onDone: afterCheck('registering', (output: RegistrationCheck) => output.form),
            onError: BACK_WITH_ERROR,
          },
        },
        signingIn: {
          description: 'Stores the token, then loads the profile and the feature flags.',
          tags: ['busy'],
          invoke: {
            src: 'signIn',
            input: ({ event }) =>
              checkedValue((event as unknown as DoneActorEvent<FormCheck<SignInForm>>).output),
            onDone: TO_SIGNED_IN,
            onError: BACK_WITH_ERROR,
          },
        },
        registering: {
          description: 'Finishes an invited registration; the response token signs the new admin in.',
          tags: ['busy'],
          invoke: {
            src: 'finishRegistration',
            input: ({ event }) =>
              registrationRequestOf((event as unknown as DoneActorEvent<RegistrationCheck>).output),
            onDone: TO_SIGNED_IN,
            onError: BACK_WITH_ERROR,
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.expired': { target: 'signedOut', actions: 'assignExpired' },
        'session.flagsChanged': { actions: { type: 'assignFlags', params: ({ event }) => event.flags } },
      },
      states: {
        idle: {
          on: {
            'session.signOut': [
              { guard: 'hasUnsavedChanges', target: 'signOutBlocked' },
              { target: 'signingOut' },
            ],
            'session.signOutAll': [
              { guard: 'hasUnsavedChanges', target: 'signOutBlocked' },
              { target: 'signingOutAll' },
            ],
          },
        },
        signOutBlocked: {
          description: 'Sign out (of this or of all devices) waits while a screen holds unsaved changes.',
          on: {
            'session.dismissBlocked': { target: 'idle' },
            'session.signOut': [{ guard: 'hasUnsavedChanges' }, { target: 'signingOut' }],
            'session.signOutAll': [{ guard: 'hasUnsavedChanges' }, { target: 'signingOutAll' }],
          },
        },
        signingOut: {
          description: 'Signed out locally at once; a failed server call does not keep the user signed in.',
          tags: ['busy'],
          on: {
            // A request still in flight when the server ends the session answers 401: that is the sign-out, not an expiry.
            'session.expired': { target: '#session.signedOut' },
          },
          invoke: {
            src: 'signOut',
            onDone: { target: '#session.signedOut' },
            onError: { target: '#session.signedOut' },
          },
        },
        signingOutAll: {
          tags: ['busy'],
          on: { 'session.expired': { target: '#session.signedOut' } },
          invoke: {
            src: 'signOutAll',
            onDone: { target: '#session.signedOut' },
            onError: { target: 'signOutAllFailed' },
          },
        },
        signOutAllFailed: {
          description:
            'The server did not confirm that every device is signed out, so this one stays signed in and says so.',
          tags: ['error'],
          on: {
            'session.dismissSignOutFailure': { target: 'idle' },
            'session.signOutAll': { target: 'signingOutAll' },
          },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectRoles = (snapshot: SessionSnapshot) => snapshot.context.user?.roles ?? [];
export const selectFlags = (snapshot: SessionSnapshot) => snapshot.context.flags;
export const selectError = (snapshot: SessionSnapshot) => snapshot.context.error;
export const selectFieldErrors = (snapshot: SessionSnapshot) => snapshot.context.fieldErrors;
export const selectIsBusy = (snapshot: SessionSnapshot) => snapshot.hasTag('busy');
export const selectIsChecking = (snapshot: SessionSnapshot) => snapshot.matches('checking');
export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('signedIn');
export const selectIsSignOutBlocked = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: 'signOutBlocked' });
export const selectIsSignOutAllFailed = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: 'signOutAllFailed' });
