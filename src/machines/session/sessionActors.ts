/**
 * The session machine's actors over plain effect functions. Free of zod and of the HTTP client, so the first
 * paint can hold them while the effects themselves load later (./deferredSessionRuntime.ts, ADR 003).
 */
import { fromPromise } from 'xstate';
import type { FinishRegistrationRequest } from '../../api/session/authContract';
import type { SignInForm } from '../../domain/session/session';
import type { SignedInSession } from './sessionMachine';

export interface SessionEffects {
  /** Reads the stored token and loads the profile; null when there is no usable session. */
  checkSession(): Promise<SignedInSession | null>;
  signIn(form: SignInForm): Promise<SignedInSession>;
  /** Trades an LTI launch's one-time code for a session (ADR 183); refused with HandOverRefused. */
  handOver(code: string): Promise<SignedInSession>;
  finishRegistration(request: FinishRegistrationRequest): Promise<SignedInSession>;
  /** Trades the one-time code of a sign-in through an institution's provider for a session (ADR 182). */
  exchangeSignInCode(code: string): Promise<SignedInSession>;
  signOut(): Promise<void>;
  signOutAll(): Promise<void>;
}

export function sessionActors(effects: SessionEffects) {
  return {
    checkSession: fromPromise<SignedInSession | null>(() => effects.checkSession()),
    signIn: fromPromise<SignedInSession, SignInForm>(({ input }) => effects.signIn(input)),
    finishRegistration: fromPromise<SignedInSession, FinishRegistrationRequest>(({ input }) =>
      effects.finishRegistration(input),
    ),
    exchangeSignInCode: fromPromise<SignedInSession, { code: string }>(({ input }) =>
      effects.exchangeSignInCode(input.code),
    ),
    signOut: fromPromise<void>(() => effects.signOut()),
    signOutAll: fromPromise<void>(() => effects.signOutAll()),
  };
}
