/** Wire contract of the question statistics of a customer quiz (beyond SPEC), shared by the console and the server. */
import { QuizStatisticsSchema } from '../../../domain/quiz/results/quizStatistics';

export const STATISTICS_PATHS = {
  statistics: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/statistics`,
} as const;

export const QuizStatisticsResponseSchema = QuizStatisticsSchema;
