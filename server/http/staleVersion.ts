/** The 409 of a save made on an older version (ADR 109): the message, and `errors.version` to tell it apart. */
import {
  STALE_MESSAGES,
  STALE_VERSION_FIELD,
  type VersionedRecord,
} from '../../src/domain/shared/recordVersions';
import { SERVER_MESSAGES } from '../messages';
import { HttpError, notFound } from './errors';

export function staleVersion(record: VersionedRecord): HttpError {
  const message = STALE_MESSAGES[record];
  return new HttpError(409, message, { [STALE_VERSION_FIELD]: [message] });
}

/**
 * A versioned update's refusal as the route's answer: 404 when the record is gone, the 409 when it moved on;
 * otherwise what the update answered stands.
 */
export function requireUpdated<T>(
  outcome: T | 'missing' | 'stale',
  record: VersionedRecord,
  missing: string = SERVER_MESSAGES.notFound,
): asserts outcome is Exclude<T, 'missing' | 'stale'> {
  if (outcome === 'missing') throw notFound(missing);
  if (outcome === 'stale') throw staleVersion(record);
}
