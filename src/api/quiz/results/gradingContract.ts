/**
 * Wire contract of grading (ADR 209), shared by the console and the server: GET `attempt` reads an attempt's grading,
 * PUT `attempt` saves its points and comments in one save on their version (ADR 352).
 */
import * as z from 'zod';
import { AttemptGradingSchema, NeedsGradingEntrySchema } from '../../../domain/quiz/results/grading';

export const GRADING_PATHS = {
  attempt: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/grading`,
  needsGrading: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/needs_grading`,
} as const;

export const AttemptGradingResponseSchema = AttemptGradingSchema;

export const NeedsGradingResponseSchema = z.object({ entries: z.array(NeedsGradingEntrySchema) });
export type NeedsGradingList = z.infer<typeof NeedsGradingResponseSchema>;
