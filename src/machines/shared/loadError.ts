/**
 * Why a request failed, as the machines keep it: the HTTP status (0 when not an HTTP answer) and what to say, and
 * the reason a failure gives when it has one.
 */
import { ApiError } from '../../api/shared/http';
import { messageOf } from '../../domain/shared/messages';

export interface LoadError {
  readonly status: number;
  readonly message: string;
}

export function toLoadError(error: unknown): LoadError {
  return { status: error instanceof ApiError ? error.status : 0, message: messageOf(error) };
}

/**
 * The reason a failed request gives the user, when it has one: the server's own message, or that the server could
 * not be reached; null for a bare HTTP status (a 500 with no message), where the screen's own words say it better
 * ('Unable to share Class').
 */
export const reasonOf = (error: unknown): string | null =>
  error instanceof ApiError && !error.reasonless && error.message ? error.message : null;

/** A record the caller may not see answers 404 exactly like a missing one (ADR 105). */
export const NOT_FOUND = 404;
