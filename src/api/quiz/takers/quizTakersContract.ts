/**
 * Wire contract of a quiz's takers (beyond SPEC, ADR 214): how many students have started and submitted it, so the
 * editor can say before a save that they keep the version they started.
 */
import { z } from 'zod';

export const TAKERS_PATHS = {
  takers: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/takers`,
} as const;

export const QuizTakersSchema = z.object({
  /** Students who have started the quiz (submitted or not): each answers the version they started. */
  started: z.number().int().nonnegative(),
  submitted: z.number().int().nonnegative(),
});
export type QuizTakers = z.infer<typeof QuizTakersSchema>;
