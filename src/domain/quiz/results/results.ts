/**
 * Results of a distributed quiz (SPEC sections 2, 3 and 9): assignments, a student's result, scores, the CSV
 * export and the per-question correctness the results carry. Pure.
 *
 * @publicModule the student page scores an attempt with the same rules.
 */
import * as z from 'zod';
import { STUDENT_STATES, STUDENT_STATE_LABELS } from './studentStates';
import { AnswerFileSchema } from '../../../questionTypes/fileUpload/domain/fileUpload';
import { MeasuredPartsSchema } from '../../../questionTypes/numeric/domain/numericReview';
import type { VideoCsvColumn } from './videoStatistics';
import { measuredPartColumns } from './measuredPartsCsv';

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
  /** The names of the files sent, per file upload question's item id, once submitted (ADR 294; the CSV names them). */
  files: z.record(z.string(), z.string()).optional(),
  /** Where the student stands (studentStates.ts); absent from answers written before states. */
  state: z.enum(STUDENT_STATES).optional(),
  /**
   * A newer attempt is open while an earlier one counts (ADR 230): its number and state; `state`, the score and
   * the percentage are then the counted attempt's.
   */
  openAttempt: z.object({ number: z.number().int(), state: z.enum(STUDENT_STATES) }).optional(),
  /** The student's name when they have an account here. */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /** When the student was last reminded to submit (ADR 211). */
  remindedAt: z.string().nullable().optional(),
  /**
   * ADR 329, quizzes with a video item: the mean share of the videos the current attempt watched (0..1) and whether
   * every one was watched to the completion share. Absent for a quiz without videos.
   */
  watched: z.object({ share: z.number(), completed: z.boolean() }).optional(),
  /** ADR 391: how the parts of each measured numeric answer fared, by item id, once submitted (the CSV's last columns). */
  measuredParts: z.record(z.string(), MeasuredPartsSchema).optional(),
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
  /** How many of its hints the student used (ADR 293); absent: none. */
  hintsUsed: z.number().int().optional(),
  /** The files the student sent, for a question answered by files (ADR 294): downloaded by id. */
  files: z.array(AnswerFileSchema).optional(),
  /** A measured numeric answer: which of its value, unit and significant figures lost credit (ADR 384). */
  parts: MeasuredPartsSchema.optional(),
});
export type StudentAnswer = z.infer<typeof StudentAnswerSchema>;

/** How a student's answer reads: right, partly right (some of its points, e.g. a teacher's partial score), or wrong. */
export type AnswerVerdict = 'correct' | 'partlyCorrect' | 'incorrect';

export function answerVerdict(answer: StudentAnswer): AnswerVerdict {
  if (answer.isCorrectAnswer) return 'correct';
  return (answer.points ?? 0) > 0 ? 'partlyCorrect' : 'incorrect';
}

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

/** The CSV's columns before one column per question (ADR 211: SPEC's e-mail, score, percentage and date first). */
export const RESULTS_CSV_HEADER = [
  'Email',
  'First name',
  'Last name',
  'State',
  'Score',
  'Maximum',
  'Percentage',
  'Date Submitted',
  'Date Submitted (ISO 8601)',
] as const;

function csvField(value: string): string {
  // Formula-looking cells are defused: spreadsheets would evaluate them.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV column of points per question (ADR 196; since ADR 211 every quiz has them). */
export interface PointsColumn {
  readonly itemId: number;
  /** 'Q3 (2 pts)'. */
  readonly label: string;
  /** A column of the names of the files sent instead of the points (ADR 294): 'Q3 file'. */
  readonly files?: true;
  /** The question's number (ADR 391: its measured parts' columns are named with it). */
  readonly number?: number;
}

/** The CSV's column of the files sent to a file upload question (ADR 294). */
export const fileColumnLabel = (number: number) => `Q${number} file`;

export const pointsColumnLabel = (number: number, points: number) =>
  `Q${number} (${points} ${points === 1 ? 'pt' : 'pts'})`;

/** A number as spreadsheets read it in every language: digits and a dot, no grouping, at most two decimals. */
const csvNumber = (value: number) => String(Math.round(value * 100) / 100);

const knownTimeZone = (zone: string | undefined) => {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/**
 * 'YYYY-MM-DD HH:mm' of an instant in a time zone (UTC when absent or unknown): a text both Excel and LibreOffice
 * read as a date and time in every language.
 */
export function localDateTime(iso: string, zone: string | undefined): string {
  const timeZone = knownTimeZone(zone);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A byte-order mark first, so Excel reads the file as UTF-8. */
const CSV_BOM = '\uFEFF';

export interface ResultsCsvOptions {
  /** The instructor's IANA time zone for the local submitted time; UTC when absent or unknown. */
  readonly timeZone?: string;
  /** ADR 339: per student, each chapter and each part of a video before a question watched, after ADR 329's. */
  readonly videoColumns?: readonly VideoCsvColumn[];
}

/**
 * The Download CSV file (ADR 211): UTF-8 with a byte-order mark, a header row, then one row per assignment: e-mail,
 * first and last name, state, points, maximum and percentage as plain numbers (never "1/5", which spreadsheets read
 * as a date), the submitted time in the instructor's time zone beside the ISO time, then one column per question
 * with the points earned, out of the version that student answered.
 */
/** ADR 329: the CSV's watching columns, after the points. */
export const WATCHED_CSV_HEADER = ['Video Watched (%)', 'Video Completed'] as const;

/** Whether the results are of a quiz with a video item (ADR 329: only those carry what each student watched). */
export const withVideo = (assignments: readonly AssignmentResult[]) =>
  assignments.some((a) => a.watched !== undefined);

const watchedCsvCells = (watched: AssignmentResult['watched']) =>
  watched ? [csvNumber(Math.round(watched.share * 100)), watched.completed ? 'Yes' : 'No'] : ['0', 'No'];

export function resultsCsv(
  assignments: readonly AssignmentResult[],
  questionCount: number,
  columns: readonly PointsColumn[] = [],
  options: ResultsCsvOptions = {},
): string {
  const timeZone = knownTimeZone(options.timeZone);
  // ADR 329: a quiz with a video item gives each student's share watched and whether they watched to the end.
  const videoShown = withVideo(assignments);
  const videoColumns = options.videoColumns ?? [];
  // ADR 391: each measured answer's parts, after every column the file had before.
  const partColumns = measuredPartColumns(
    columns.flatMap((c) =>
      c.files || c.number === undefined ? [] : [{ itemId: c.itemId, number: c.number }],
    ),
    assignments.map((a) => a.measuredParts),
  );
  const rows = assignments.map((a) => {
    const submitted = a.submitAt !== null;
    const scored = submitted && !a.needsGrading;
    return [
      a.email,
      a.firstName ?? '',
      a.lastName ?? '',
      STUDENT_STATE_LABELS[
        a.state ?? (submitted ? (a.needsGrading ? 'needs_grading' : 'submitted') : 'not_started')
      ],
      scored ? csvNumber(a.score) : '',
      submitted ? csvNumber(a.maxScore ?? a.questionCount ?? questionCount) : '',
      scored ? csvNumber(a.percentage) : '',
      a.submitAt === null ? '' : localDateTime(a.submitAt, timeZone),
      a.submitAt ?? '',
      ...columns.map((column) => {
        if (column.files) return submitted ? (a.files?.[String(column.itemId)] ?? '') : '';
        const points = submitted ? a.points?.[String(column.itemId)] : undefined;
        return points === undefined ? '' : csvNumber(points);
      }),
      ...(videoShown ? watchedCsvCells(a.watched) : []),
      ...videoColumns.map((column) => column.cells.get(a.id) ?? ''),
      ...partColumns.map((column) => column.cell(a.measuredParts)),
    ];
  });
  const header = [
    ...RESULTS_CSV_HEADER.map((label, index) =>
      index === RESULTS_CSV_HEADER.length - 2 ? `Date Submitted (${timeZone})` : label,
    ),
    ...columns.map((column) => column.label),
    ...(videoShown ? WATCHED_CSV_HEADER : []),
    ...videoColumns.map((column) => column.label),
    ...partColumns.map((column) => column.label),
  ];
  return csvFile([header, ...rows]);
}

/** Rows as a CSV file spreadsheets open right: a byte-order mark, quoted and defused fields, CRLF lines. */
export const csvFile = (rows: readonly (readonly string[])[]) =>
  `${CSV_BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** 'Cell biology 2026-11-23.csv': the quiz title (without characters file systems refuse) and the day. */
export function resultsCsvFileName(title: string, day: string): string {
  const safe = [...title]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'Results'} ${day}.csv`;
}
