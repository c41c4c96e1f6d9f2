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
  /** The points of the version answered (ADR 196): the score is out of these; the question count when absent. */
  maxScore: z.number().optional(),
  /** An answer waits to be graded by hand: "Needs grading" shows instead of the score. */
  needsGrading: z.boolean().optional(),
  /** Points earned per question item id, once submitted (the CSV's columns for quizzes with points). */
  points: z.record(z.string(), z.number()).optional(),
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
  /** ADR 195/196: the type (absent: choice), points earned and the question's points, feedback of the answer. */
  questionType: z.string().optional(),
  points: z.number().optional(),
  maxPoints: z.number().optional(),
  feedback: z.array(z.string()).optional(),
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
  /** The points of the version answered; the question count when absent. */
  maxScore: z.number().optional(),
  needsGrading: z.boolean().optional(),
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

/** "Needs grading" stands in for a score while an answer waits to be graded by hand. */
export const NEEDS_GRADING = 'Needs grading';

/** A CSV column of points per question (quizzes with points or other types than choice, ADR 196). */
export interface PointsColumn {
  readonly itemId: number;
  /** 'Q3 (2 pts)'. */
  readonly label: string;
}

export const pointsColumnLabel = (number: number, points: number) =>
  `Q${number} (${points} ${points === 1 ? 'pt' : 'pts'})`;

/**
 * The Download CSV file: a header row, then one row per assignment (score as "earned/points", out of the version
 * that student answered: for SPEC's 1-point choice questions "right/questions"). A quiz with points or other types
 * adds one column per question with the points earned.
 */
export function resultsCsv(
  assignments: readonly AssignmentResult[],
  questionCount: number,
  columns: readonly PointsColumn[] = [],
): string {
  const rows = assignments.map((a) => [
    a.email,
    a.submitAt === null
      ? ''
      : a.needsGrading
        ? NEEDS_GRADING
        : `${a.score}/${a.maxScore ?? a.questionCount ?? questionCount}`,
    a.submitAt === null || a.needsGrading ? '' : `${a.percentage}%`,
    a.submitAt ?? '',
    ...columns.map((column) => (a.submitAt === null ? '' : String(a.points?.[String(column.itemId)] ?? ''))),
  ]);
  const header = [...RESULTS_CSV_HEADER, ...columns.map((column) => column.label)];
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const resultsCsvFileName = (quizId: number) => `${quizId}_results.csv`;
