/**
 * Wire contract of the dashboard (beyond SPEC section 7, ADR 176), shared by the console and the server: one GET
 * answering the caller's figures. A section the caller may not see is null, never zero.
 */
import * as z from 'zod';
import { GrantSchema } from '../../domain/classAccess/classAccess';

export const DASHBOARD_PATHS = { dashboard: '/api/admin/dashboard' } as const;

const count = z.number().int().min(0);

export const DeadlineEntrySchema = z.object({
  classId: z.number().int(),
  classTitle: z.string(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  endDate: z.string(),
});
export type DeadlineEntry = z.infer<typeof DeadlineEntrySchema>;

export const WaitingResultSchema = z.object({
  quizId: z.number().int(),
  quizTitle: z.string(),
  count,
});
export type WaitingResult = z.infer<typeof WaitingResultSchema>;

export const OwnFiguresSchema = z.object({
  /** The caller's e-mail: a super admin's own user quizzes are found by it in Customer Quizzes. */
  ownerEmail: z.string(),
  quizzes: count,
  classes: count,
  students: count,
  /** Attempts submitted on the caller's quizzes in the last 7 days (ADR 177). */
  resultsWaiting: count,
  /** The quizzes those attempts belong to, most attempts first. */
  waitingByQuiz: z.array(WaitingResultSchema),
  deadlinesThisWeek: z.array(DeadlineEntrySchema),
  /** Submitted attempts per UTC day over the last 30 days (days without any are left out). */
  attemptsPerDay: z.array(z.object({ day: z.string(), count })),
  /** Submitted attempts of the last 30 days per score band (`from` = 0, 10, … 90). */
  scoreBands: z.array(z.object({ from: z.number().int(), count })),
});
export type OwnFigures = z.infer<typeof OwnFiguresSchema>;

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;

export const RecentJobSchema = z.object({
  id: z.number().int(),
  /** `library.process` (a section library) or `library.rebuildQuiz` (one quiz). */
  kind: z.string(),
  status: z.enum(JOB_STATES),
  /** The quiz a one-quiz rebuild works on, with its title when it still exists. */
  quizId: z.number().int().nullable(),
  quizTitle: z.string().nullable(),
  updatedAt: z.string(),
  error: z.string().nullable(),
});
export type RecentJob = z.infer<typeof RecentJobSchema>;

export const ProcessingFiguresSchema = z.object({
  /** Library quizzes marked processing (processStatus 0). */
  quizzesProcessing: count,
  /** Rebuild jobs queued or running. */
  jobsQueued: count,
  recentJobs: z.array(RecentJobSchema),
});
export type ProcessingFigures = z.infer<typeof ProcessingFiguresSchema>;

export const DashboardSchema = z.object({
  /** The server's time the figures were counted at. */
  countedAt: z.string(),
  own: OwnFiguresSchema.nullable(),
  processing: ProcessingFiguresSchema.nullable(),
  sponsorsWithoutLogo: count.nullable(),
  /** Grants running out within ENDING_SOON_DAYS, soonest first (ADR 345); null without the Class Products area. */
  grantsEnding: z.array(GrantSchema).nullable(),
  /** Whether the caller has the Publish area (its screens are not part of this console yet). */
  publish: z.boolean(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
