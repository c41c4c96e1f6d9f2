/**
 * How the student page's machines judge a failed call, and what a child of the page tells it when a call failed for
 * the whole page. The HTTP status is read by shape (ApiError's `status`; 0 for no answer), so the page's machines
 * carry neither the HTTP client nor its zod schemas (ADR 140).
 */
import { errorParams } from '../shared/errorParams';

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};

/** The call got no answer at all (the network). */
export const isUnanswered = (error: unknown) => statusOf(error) === 0;
/** No answer, or one worth asking again: the network, the server's own failures, throttling. */
export function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
/** The server will not take it any more: submitted elsewhere, expired, time over. */
export const isClosed = (error: unknown) => [403, 409, 410].includes(statusOf(error));
/** The server knows no assignment by this token. */
export const isLinkGone = (error: unknown) => statusOf(error) === 404;

/**
 * What a child of the page machine tells it of a call that failed for the whole page: the link is gone (the page
 * says it is not valid) or the attempt is closed (the page reads the assignment again).
 */
export type TakeCallReport = { type: 'take.linkGone' } | { type: 'take.closed' };

/** A child's failed call that found the link gone: it tells the page and rests in `ended`. */
export const whenLinkGone = {
  guard: { type: 'isLinkGone', params: errorParams },
  target: 'ended',
  actions: { type: 'report', params: { type: 'take.linkGone' } },
} as const;

/** A child's failed call that found the attempt closed: it tells the page and rests in `ended`. */
export const whenClosed = {
  guard: { type: 'isClosed', params: errorParams },
  target: 'ended',
  actions: { type: 'report', params: { type: 'take.closed' } },
} as const;
