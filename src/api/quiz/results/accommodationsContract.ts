/** Wire contract of a student's second chances (ADR 212): accommodations and reopening, console and server. */
import * as z from 'zod';
import { isoDateTime } from '../../../domain/shared/fields';

export const ACCOMMODATION_PATHS = {
  accommodation: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/accommodation`,
  reopen: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/reopen`,
} as const;

/** One student's accommodation and where their attempt stands, as the student's detail shows it. */
export const StudentAccommodationSchema = z.object({
  extraMinutes: z.number().int().nullable(),
  /** 1.5 for 1.5×. */
  timeFactor: z.number().nullable(),
  personalDeadline: isoDateTime.nullable(),
  /** The quiz has a time limit: extra time applies only then. */
  timed: z.boolean(),
  /** The deadline that counts for the student: the quiz's, extended by the personal one. */
  deadline: isoDateTime.nullable(),
  /** Submitted or expired: the attempt can be reopened (unless the class has ended). */
  reopenable: z.boolean(),
  reopenedAt: isoDateTime.nullable(),
  reopenedBy: z.string().nullable(),
});
export type StudentAccommodation = z.infer<typeof StudentAccommodationSchema>;
