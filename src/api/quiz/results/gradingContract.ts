/** Wire contract of grading (ADR 209), shared by the console and the server. */
import * as z from 'zod';
import { AttemptGradingSchema, NeedsGradingEntrySchema } from '../../../domain/quiz/results/grading';

export const GRADING_PATHS = {
  attempt: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/grading`,
  points: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/grading/points`,
  comment: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}/grading/comment`,
  needsGrading: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/needs_grading`,
} as const;

export const AttemptGradingResponseSchema = AttemptGradingSchema;

export const NeedsGradingResponseSchema = z.object({ entries: z.array(NeedsGradingEntrySchema) });
export type NeedsGradingList = z.infer<typeof NeedsGradingResponseSchema>;
