/** The error the HTTP client raises for a save made on an older version (ADR 109), as the server words it. */
import { ApiError } from '../../src/api/shared/http';
import { STALE_MESSAGES, type VersionedRecord } from '../../src/domain/shared/recordVersions';

/** `savedByYou`: the version that won was the caller's own save, from another tab or device (ADR 300). */
export const staleError = (record: VersionedRecord, savedByYou = false) => {
  const message = STALE_MESSAGES[record];
  const errors = { version: [message] };
  return new ApiError(409, message, errors, { message, errors, savedByYou });
};
