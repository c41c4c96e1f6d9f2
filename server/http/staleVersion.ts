/** The 409 of a save made on an older version (ADR 109): the message, and `errors.version` to tell it apart. */
import {
  STALE_MESSAGES,
  STALE_VERSION_FIELD,
  type VersionedRecord,
} from '../../src/domain/shared/recordVersions';
import { HttpError } from './errors';

export function staleVersion(record: VersionedRecord): HttpError {
  const message = STALE_MESSAGES[record];
  return new HttpError(409, message, { [STALE_VERSION_FIELD]: [message] });
}
