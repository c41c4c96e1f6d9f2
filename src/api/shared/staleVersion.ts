/** Whether a failed save was refused because the record changed since it was loaded (ADR 109). */
import * as z from 'zod';
import { STALE_VERSION_FIELD } from '../../domain/shared/recordVersions';
import { ApiError } from './http';

/**
 * The 409 answer to a save made on an older version: the message, `errors.version` that marks it, and whether the
 * current version was saved by the caller's own account, in another tab or on another device (ADR 300). It says
 * nothing of any other account.
 */
export const StaleVersionAnswerSchema = z.object({
  message: z.string(),
  errors: z.object({ [STALE_VERSION_FIELD]: z.array(z.string()) }),
  savedByYou: z.boolean(),
});
export type StaleVersionAnswer = z.infer<typeof StaleVersionAnswerSchema>;

export const isStaleVersion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.errors?.[STALE_VERSION_FIELD] !== undefined;

/** The refused save's current version was saved by the caller's own account (false when the answer does not say). */
export const isSavedByYou = (error: unknown): boolean =>
  isStaleVersion(error) && StaleVersionAnswerSchema.safeParse(error.content).data?.savedByYou === true;
