/** Wire contract of a class's roster from its course platform (ADR 385), shared by the console and the server. */
import * as z from 'zod';
import { dbId } from '../../domain/shared/fields';

export const LTI_ROSTER_PATHS = {
  sync: (classId: number | string) => `/api/lti/class/${classId}/roster-sync`,
} as const;

export const LtiRosterParamsSchema = z.object({ id: dbId });

export const LtiRosterSyncSchema = z.object({
  /** Learners the sync made students of the class. */
  added: z.number().int().nonnegative(),
  /** Students an earlier sync added whom the platform no longer lists as active learners. */
  removed: z.number().int().nonnegative(),
  /** Active learners the platform lists. */
  learners: z.number().int().nonnegative(),
});
export type LtiRosterSync = z.infer<typeof LtiRosterSyncSchema>;
