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
  /** ADR 211: remind the students who have not submitted. */
  remind: (quizId: number | string) => `/api/admin/quiz/user_quiz/${quizId}/remind`,
} as const;

export const IdParamsSchema = z.object({ id: dbId });

export const AssignmentsQuerySchema = z.object({
  format: z.enum(['json', 'csv']).optional(),
  /** The instructor's IANA time zone for the CSV's local times (an unknown one reads as UTC). */
  tz: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_+\-/]+$/)
    .optional(),
});

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
  /** The owner's classes that run the quiz by dates of their own (ADR 353): the quiz's dates do not apply there. */
  classDates: z
    .array(
      z.object({
        classId: z.number().int(),
        title: z.string(),
        opensAt: z.string().nullable(),
        deadline: z.string().nullable(),
      }),
    )
    .optional(),
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
  /** ADR 211: whether this server sends mail (Remind), so the screen can say plainly when it does not. */
  mailEnabled: z.boolean().optional(),
});
export type QuizResults = z.infer<typeof QuizResultsSchema>;

export const StudentResultResponseSchema = StudentResultSchema;

export const SetEndDateRequestSchema = z.object({ end_date: isoDateTime.nullable() });
export type SetEndDateRequest = z.infer<typeof SetEndDateRequestSchema>;

export const SetEndDateResponseSchema = z.object({ id: z.number().int(), endDate: z.string().nullable() });

/** ADR 211: remind these students (all who have not submitted when absent). */
export const RemindRequestSchema = z.object({
  assignmentIds: z.array(dbId).max(5000).optional(),
});
export type RemindRequest = z.infer<typeof RemindRequestSchema>;

export const RemindResponseSchema = z.object({
  /** The students a reminder was queued for. */
  reminded: z.array(z.string()),
  /** Students left out: reminded less than an hour ago. */
  recentlyReminded: z.array(z.string()),
});
export type RemindResponse = z.infer<typeof RemindResponseSchema>;
