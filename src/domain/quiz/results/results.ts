/**
 * Results of a distributed quiz (SPEC sections 2, 3 and 9): assignments, a student's result, scores, the CSV
 * export and the per-question correctness the results carry. Pure.
 *
 * @publicModule the student page scores an attempt with the same rules.
 */
import * as z from 'zod';

// The zod-free rules live in resultRules.ts (the student page's first script carries no zod, ADR 140).
export { durationParts, scoreTone } from './resultRules';
export type { DurationParts, ScoreTone } from './resultRules';

export const AssignmentResultSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Percent of right answers once submitted. */
  progress: z.number(),
  submitAt: z.string().nullable(),
  score: z.number(),
  percentage: z.number(),
  /** Questions of the quiz version this student answered; the quiz's own count when absent. */
  questionCount: z.number().int().optional(),
});
export type AssignmentResult = z.infer<typeof AssignmentResultSchema>;

export const StudentAnswerSchema = z.object({
  questionOrder: z.number().int(),
  title: z.string(),
  isCorrectAnswer: z.boolean(),
  userAnswer: z.string(),
  userIndexAnswer: z.array(z.number().int()),
  correctAnswer: z.string(),
  correctIndexAnswer: z.array(z.number().int()),
});
export type StudentAnswer = z.infer<typeof StudentAnswerSchema>;

export const StudentResultSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  assignedUser: z.string(),
  title: z.string(),
  dateSubmitted: z.string().nullable(),
  score: z.number(),
  rightAnswers: z.number().int(),
  questionCount: z.number().int(),
  isGraded: z.boolean(),
  questions: z.array(StudentAnswerSchema),
});
export type StudentResult = z.infer<typeof StudentResultSchema>;

/**
 * SPEC section 9: score = question count × progress / 100. Progress is a rounded percentage, so the product is
 * rounded back to whole questions (exact for quizzes under 100 questions).
 */
export function resultScore(questionCount: number, progress: number): number {
  return Math.round((questionCount * progress) / 100);
}

export const QuestionCorrectnessSchema = z.object({
  questionOrder: z.number().int(),
  title: z.string(),
  /** Submitted answers that were right. */
  correct: z.number().int(),
  /** Submitted answers. */
  answered: z.number().int(),
});
export type QuestionCorrectness = z.infer<typeof QuestionCorrectnessSchema>;

/** Whether a chosen set of options is exactly the right set. */
export function isCorrectChoice(chosen: readonly number[], right: readonly number[]): boolean {
  const set = new Set(chosen);
  return set.size === right.length && right.every((id) => set.has(id));
}

export const RESULTS_CSV_HEADER = ['Email', 'Score', 'Percentage', 'Date Submitted'] as const;

function csvField(value: string): string {
  // Formula-looking cells are defused: spreadsheets would evaluate them.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The Download CSV file: a header row, then one row per assignment (score as "right/questions", out of the
 * questions of the version that student answered).
 */
export function resultsCsv(assignments: readonly AssignmentResult[], questionCount: number): string {
  const rows = assignments.map((a) => [
    a.email,
    a.submitAt === null ? '' : `${a.score}/${a.questionCount ?? questionCount}`,
    a.submitAt === null ? '' : `${a.percentage}%`,
    a.submitAt ?? '',
  ]);
  return `${[[...RESULTS_CSV_HEADER], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const resultsCsvFileName = (quizId: number) => `${quizId}_results.csv`;
