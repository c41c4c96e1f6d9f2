/**
 * The session machine's default actors: the effects throw until a screen provides them (sessionActors.ts), so a
 * missing one is loud; the form checks are real, since they are pure rules.
 */
import { fromPromise } from 'xstate';
import type { FinishRegistrationRequest } from '../../api/session/authContract';
import type { FormCheck, SetPasswordForm, SignInForm } from '../../domain/session/session';
import type { SignedInSession } from './sessionMachine';

/** The set-password form checked, with the link's token: what registration sends. */
export interface RegistrationCheck {
  readonly form: FormCheck<SetPasswordForm>;
  readonly token: string;
}

export const SESSION_DEFAULT_ACTORS = {
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
};
