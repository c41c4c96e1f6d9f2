/** What the session machine holds, and the pure updates its actions assign. */
import type { FeatureFlags } from '../../domain/access/roles';
import type { FormCheck, SessionUser } from '../../domain/session/session';
import { messageOf } from '../../domain/shared/messages';
import { SSO_FAILURE_MESSAGES, type SsoReturn } from '../../domain/session/signedOut';
import type { SignedInSession } from './sessionMachine';

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

export function openedSession(_: unknown, session: SignedInSession) {
  return { user: session.user, flags: session.flags, error: null, fieldErrors: {} };
}

export function shownError(_: unknown, params: { error: unknown }) {
  return { error: messageOf(params.error), fieldErrors: {} };
}

export function shownSsoFailure(_: unknown, params: { result: SsoReturn }) {
  return {
    error: 'failure' in params.result ? SSO_FAILURE_MESSAGES[params.result.failure] : null,
    fieldErrors: {},
  };
}

export function shownFieldErrors(_: unknown, params: { check: FormCheck<unknown> }) {
  return { error: null, fieldErrors: params.check.valid ? {} : params.check.fieldErrors };
}

/** The screens holding unsaved changes, with `id` once. */
export function withUnsaved({ context }: { context: SessionContext }, params: { id: string }) {
  return { unsaved: context.unsaved.includes(params.id) ? context.unsaved : [...context.unsaved, params.id] };
}

export function withoutUnsaved({ context }: { context: SessionContext }, params: { id: string }) {
  return { unsaved: context.unsaved.filter((id) => id !== params.id) };
}
