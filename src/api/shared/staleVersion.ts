/** Whether a failed save was refused because the record changed since it was loaded (ADR 109). */
import { STALE_VERSION_FIELD } from '../../domain/shared/recordVersions';
import { ApiError } from './http';

export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.errors?.[STALE_VERSION_FIELD] !== undefined;
