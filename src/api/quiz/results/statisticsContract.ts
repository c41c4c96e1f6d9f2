/** Wire contract of the question statistics of a customer quiz (beyond SPEC), shared by the console and the server. */
import { QuizStatisticsSchema } from '../../../domain/quiz/results/quizStatistics';
import { VideoStatisticsSchema } from '../../../domain/quiz/results/videoStatistics';

export const STATISTICS_PATHS = {
  statistics: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/statistics`,
  /** ADR 339: the watching curve, chapters and in-video questions of each video of the quiz. */
  videoStatistics: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/video_statistics`,
} as const;

export const QuizStatisticsResponseSchema = QuizStatisticsSchema;

export const VideoStatisticsResponseSchema = VideoStatisticsSchema;
