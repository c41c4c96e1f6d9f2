/**
 * Wire contract of several attempts (ADR 219): a quiz's attempts setting (how many, and which counts) and one
 * student's attempts with the one that counts. Shared by the console and the server; the rule itself is
 * src/domain/take/attemptCounting.ts.
 */
import * as z from 'zod';
import { ATTEMPT_COUNTING, MAX_ATTEMPTS_LIMIT } from '../../../domain/take/attemptCounting';

export const ATTEMPTS_PATHS = {
  setting: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/attempts`,
  ofStudent: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/attempts`,
} as const;

export const ATTEMPTS_MESSAGES = {
  maxAttempts: `Attempts should be a whole number from 1 to ${MAX_ATTEMPTS_LIMIT}, or unlimited`,
} as const;

export const AttemptsSettingSchema = z.object({
  /** null: unlimited. */
  maxAttempts: z
    .number({ error: ATTEMPTS_MESSAGES.maxAttempts })
    .int({ error: ATTEMPTS_MESSAGES.maxAttempts })
    .min(1, { error: ATTEMPTS_MESSAGES.maxAttempts })
    .max(MAX_ATTEMPTS_LIMIT, { error: ATTEMPTS_MESSAGES.maxAttempts })
    .nullable(),
  counting: z.enum(ATTEMPT_COUNTING),
});
export type AttemptsSettingBody = z.infer<typeof AttemptsSettingSchema>;

export const StudentAttemptsSchema = z.object({
  counting: z.enum(ATTEMPT_COUNTING),
  /** The attempt that counts; null for the average (all count) or before any submission. */
  countedNumber: z.number().int().nullable(),
  /** The submitted attempts, earliest first. */
  attempts: z.array(
    z.object({
      number: z.number().int(),
      score: z.number(),
      maxScore: z.number(),
      percentage: z.number(),
      needsGrading: z.boolean(),
      submitAt: z.string(),
    }),
  ),
});
export type StudentAttempts = z.infer<typeof StudentAttemptsSchema>;
