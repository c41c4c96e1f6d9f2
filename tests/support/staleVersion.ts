/** The error the HTTP client raises for a save made on an older version (ADR 109), as the server words it. */
import { ApiError } from '../../src/api/shared/http';
import { STALE_MESSAGES, type VersionedRecord } from '../../src/domain/shared/recordVersions';

export const staleError = (record: VersionedRecord) =>
  new ApiError(409, STALE_MESSAGES[record], { version: [STALE_MESSAGES[record]] });
