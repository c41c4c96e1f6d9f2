/** Wire contract of SPEC section 7 "Quiz → Results", shared by the console and the server. */
import * as z from 'zod';
import { PersonSchema } from '../../../domain/quiz/quiz';
import {
  AssignmentResultSchema,
  QuestionCorrectnessSchema,
  StudentResultSchema,
} from '../../../domain/quiz/results/results';
import { dbId, isoDateTime } from '../../../domain/shared/fields';

export const RESULTS_PATHS = {
  assignments: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/assign`,
  studentResult: (assignId: number | string) => `/api/admin/quiz/assign/${assignId}`,
  setEndDate: (quizId: number | string) => `/api/admin/quiz/set_end_date/${quizId}`,
} as const;

export const IdParamsSchema = z.object({ id: dbId });

export const AssignmentsQuerySchema = z.object({ format: z.enum(['json', 'csv']).optional() });

/** What the results screen shows of the quiz itself. */
export const ResultsQuizSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isGraded: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Seconds; null means no time limit. */
  duration: z.number().nullable(),
  questionCount: z.number().int(),
  owner: PersonSchema.nullable(),
  /** The owner's trial or subscription end: deadlines cannot go beyond it, and after it they cannot change. */
  ownerSubscriptionEndsAt: z.string().nullable(),
});
export type ResultsQuiz = z.infer<typeof ResultsQuizSchema>;

export const QuizResultsSchema = z.object({
  quiz: ResultsQuizSchema,
  /** The quiz selector: the other quizzes of the same customer. */
  quizzes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Distributed to (assignments) and completed by (submitted assignments). */
  distributedTo: z.number().int(),
  completedBy: z.number().int(),
  assignments: z.array(AssignmentResultSchema),
  questions: z.array(QuestionCorrectnessSchema),
});
export type QuizResults = z.infer<typeof QuizResultsSchema>;

export const StudentResultResponseSchema = StudentResultSchema;

export const SetEndDateRequestSchema = z.object({ end_date: isoDateTime.nullable() });
export type SetEndDateRequest = z.infer<typeof SetEndDateRequestSchema>;

export const SetEndDateResponseSchema = z.object({ id: z.number().int(), endDate: z.string().nullable() });
