/**
 * The one long-lived actor (ARCHITECTURE "The session"): checking → signedOut | signedIn.
 * Effects are actors injected with `.provide` (see sessionServices.ts); the defaults throw so a missing one is loud.
 */
import {
  assign,
  fromPromise,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type SnapshotFrom,
} from 'xstate';
import type { FinishRegistrationRequest } from '../../api/session/authContract';
import type { FeatureFlags } from '../../domain/access/roles';
import type { FormCheck, SessionUser, SetPasswordForm, SignInForm } from '../../domain/session/session';
import { MESSAGES } from '../../domain/shared/messages';
import { SSO_FAILURE_MESSAGES, type SsoReturn } from '../../domain/session/signedOut';
import { messageOf } from '../../domain/shared/messages';

export interface SignedInSession {
  readonly user: SessionUser;
  readonly flags: FeatureFlags;
}

export interface SessionContext {
  user: SessionUser | null;
  flags: FeatureFlags;
  /** The message shown under the sign-in or set-password form. */
  error: string | null;
  /** Per-field messages of the last rejected form. */
  fieldErrors: Record<string, string[]>;
  /** Ids of screens that hold unsaved changes; sign out is blocked while any exists. */
  unsaved: string[];
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

/** The set-password form checked, with the link's token: what registration sends. */
export interface RegistrationCheck {
  readonly form: FormCheck<SetPasswordForm>;
  readonly token: string;
}

/** The value of a check the guard found valid. */
function checkedValue<T>(check: FormCheck<T>): T {
  if (!check.valid) throw new Error('An invalid form reached its call');
  return check.value;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the stored token and loads the profile; resolves null when there is no usable session. */
    checkSession: fromPromise<SignedInSession | null>(async () => {
      throw new Error('checkSession is not provided');
    }),
    signIn: fromPromise<SignedInSession, SignInForm>(async () => {
      throw new Error('signIn is not provided');
    }),
    finishRegistration: fromPromise<SignedInSession, FinishRegistrationRequest>(async () => {
      throw new Error('finishRegistration is not provided');
    }),
    exchangeSignInCode: fromPromise<SignedInSession, { code: string }>(async () => {
      throw new Error('exchangeSignInCode is not provided');
    }),
    /** Forgets the stored token, then asks the server to end the session; signed out whatever it answers. */
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is not provided');
    }),
    /** Asks the server to end every session of the user, then forgets the stored token. */
    signOutAll: fromPromise<void>(async () => {
      throw new Error('signOutAll is not provided');
    }),
    /**
     * The forms' zod rules (src/domain/session/session.ts), loaded with the first submit rather than with the sign-in
     * screen, whose JavaScript budget has no room for zod (ADR 003). Real by default: they are pure rules.
     */
    checkSignInForm: fromPromise<FormCheck<SignInForm>, SignInForm>(async ({ input }) =>
      (await import('../../domain/session/session')).checkSignInForm(input),
    ),
    checkSetPasswordForm: fromPromise<RegistrationCheck, { form: SetPasswordForm; token: string }>(
      async ({ input }) => ({
        form: (await import('../../domain/session/session')).checkSetPasswordForm(input.form),
        token: input.token,
      }),
    ),
  },
  guards: {
    isFormValid: (_, params: { check: FormCheck<unknown> }) => params.check.valid,
    hasUnsavedChanges: ({ context }) => context.unsaved.length > 0,
    hasSession: (_, params: { session: SignedInSession | null }) => params.session !== null,
    hasSignInCode: (_, params: { result: SsoReturn }) => 'code' in params.result,
    isHandOverRefusal: (_, params: { error: unknown }) => params.error instanceof HandOverRefused,
  },
  actions: {
    assignSession: assign((_, session: SignedInSession) => ({
      user: session.user,
      flags: session.flags,
      error: null,
      fieldErrors: {},
    })),
    clearSession: assign({ user: null, flags: {}, unsaved: [] }),
    assignFlags: assign((_, flags: FeatureFlags) => ({ flags })),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    assignError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      fieldErrors: {},
    })),
    assignExpired: assign({ error: SESSION_EXPIRED_MESSAGE, fieldErrors: {} }),
    assignSsoFailure: assign((_, params: { result: SsoReturn }) => ({
      error: 'failure' in params.result ? SSO_FAILURE_MESSAGES[params.result.failure] : null,
      fieldErrors: {},
    })),
    assignFieldErrors: assign((_, params: { check: FormCheck<unknown> }) => ({
      error: null,
      fieldErrors: params.check.valid ? {} : params.check.fieldErrors,
    })),
    registerUnsaved: assign({
      unsaved: ({ context }, params: { id: string }) =>
        context.unsaved.includes(params.id) ? context.unsaved : [...context.unsaved, params.id],
    }),
    releaseUnsaved: assign({
      unsaved: ({ context }, params: { id: string }) => context.unsaved.filter((id) => id !== params.id),
    }),
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
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'assignSession', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checkingSignIn: {
          description: 'Checks the form with its rules; messages show under the fields and no call is made.',
          tags: ['busy'],
          invoke: {
            src: 'checkSignInForm',
            input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signIn' }>).form,
            onDone: [
              {
                guard: { type: 'isFormValid', params: ({ event }) => ({ check: event.output }) },
                target: 'signingIn',
              },
              {
                target: 'idle',
                actions: { type: 'assignFieldErrors', params: ({ event }) => ({ check: event.output }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
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
            onDone: [
              {
                guard: { type: 'isFormValid', params: ({ event }) => ({ check: event.output.form }) },
                target: 'registering',
              },
              {
                target: 'idle',
                actions: { type: 'assignFieldErrors', params: ({ event }) => ({ check: event.output.form }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        signingIn: {
          description: 'Stores the token, then loads the profile and the feature flags.',
          tags: ['busy'],
          invoke: {
            src: 'signIn',
            input: ({ event }) =>
              checkedValue((event as unknown as DoneActorEvent<FormCheck<SignInForm>>).output),
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'assignSession', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        registering: {
          description: 'Finishes an invited registration; the response token signs the new admin in.',
          tags: ['busy'],
          invoke: {
            src: 'finishRegistration',
            input: ({ event }) => {
              const { form: check, token } = (event as unknown as DoneActorEvent<RegistrationCheck>).output;
              const form = checkedValue(check);
              return {
                firstName: form.firstName.trim(),
                lastName: form.lastName.trim(),
                plainPassword: { first: form.password, second: form.repeatPassword },
                token,
              };
            },
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'assignSession', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
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
          invoke: {
            src: 'signOut',
            onDone: { target: '#session.signedOut' },
            onError: { target: '#session.signedOut' },
          },
        },
        signingOutAll: {
          tags: ['busy'],
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
export const selectHasUnsavedChanges = (snapshot: SessionSnapshot) => snapshot.context.unsaved.length > 0;
