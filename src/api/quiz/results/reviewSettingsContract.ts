/**
 * Wire contract of a quiz's review setting (ADR 210): when its students see the score, and when the right answers
 * and the feedback; and the instructor's release of the scores when the score waits for it. Shared by the console
 * and the server; the rules themselves are src/domain/take/reviewRules.ts.
 */
import * as z from 'zod';
import { ANSWERS_SHOWN, SCORE_SHOWN } from '../../../domain/take/reviewRules';

export const REVIEW_SETTINGS_PATHS = {
  settings: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/review`,
  release: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/review/release`,
} as const;

export const ReviewSettingsSchema = z.object({
  score: z.enum(SCORE_SHOWN),
  answers: z.enum(ANSWERS_SHOWN),
  /** When the scores were released; null while not released (or withdrawn). */
  releasedAt: z.string().nullable(),
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;

export const SetReviewSettingsRequestSchema = z.object({
  score: z.enum(SCORE_SHOWN),
  answers: z.enum(ANSWERS_SHOWN),
});
export type SetReviewSettingsRequest = z.infer<typeof SetReviewSettingsRequestSchema>;

/** Release the scores (true), or withdraw a release made by mistake (false). */
export const ReleaseScoresRequestSchema = z.object({ released: z.boolean() });
