/** Why a read failed, as the list and record machines keep it: the HTTP status (0 when not an HTTP answer) and what to say. */
import { ApiError } from '../../api/shared/http';
import { messageOf } from '../../domain/shared/messages';

export interface LoadError {
  readonly status: number;
  readonly message: string;
}

export function toLoadError(error: unknown): LoadError {
  return { status: error instanceof ApiError ? error.status : 0, message: messageOf(error) };
}

/** A record the caller may not see answers 404 exactly like a missing one (ADR 105). */
export const NOT_FOUND = 404;
