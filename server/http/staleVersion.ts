/**
 * The 409 of a save made on an older version (ADR 109): the message, `errors.version` to tell it apart, and whether
 * the version that won was the caller's own save (ADR 300).
 */
import type { StaleVersionAnswer } from '../../src/api/shared/staleVersion';
import {
  isStaleOutcome,
  STALE_MESSAGES,
  STALE_VERSION_FIELD,
  type StaleOutcome,
  type VersionedRecord,
} from '../../src/domain/shared/recordVersions';
import { SERVER_MESSAGES } from '../messages';
import { HttpError, notFound } from './errors';

/** The refusal; `savedByYou` when the current version is the caller's own save, from another tab or device (ADR 300). */
export function staleVersion(record: VersionedRecord, savedByYou = false): HttpError {
  return staleAnswer(STALE_MESSAGES[record], savedByYou);
}

/** The refusal in a message of the route's own (a class's form). */
export function staleAnswer(message: string, savedByYou: boolean): HttpError {
  const answer: StaleVersionAnswer = { message, errors: { [STALE_VERSION_FIELD]: [message] }, savedByYou };
  return new HttpError(409, message, answer.errors, { savedByYou: answer.savedByYou });
}

/**
 * A versioned update's refusal as the route's answer: 404 when the record is gone, the 409 when it moved on;
 * otherwise what the update answered stands.
 */
export function requireUpdated<T>(
  outcome: T | 'missing' | StaleOutcome,
  record: VersionedRecord,
  missing: string = SERVER_MESSAGES.notFound,
): asserts outcome is Exclude<T, 'missing' | StaleOutcome> {
  if (outcome === 'missing') throw notFound(missing);
  if (isStaleOutcome(outcome)) throw staleVersion(record, outcome === 'staleByYou');
}
