/** Kysely table interface of the attempts a student finished before trying again (migration 072, ADR 219). */
import type { ColumnType, Selectable } from 'kysely';
import type { AttemptDraw } from './bankTables';

type Json<T> = ColumnType<T, string, string>;

export interface QuizAttemptTable {
  assignment_id: number;
  number: number;
  quiz_version: number | null;
  started_at: Date | null;
  submit_at: Date;
  late: boolean;
  answers: Json<Record<string, number[]>>;
  responses: Json<Record<string, unknown>>;
  score: number | null;
  max_score: number | null;
  progress: number;
  needs_grading: boolean;
  hand_scores: Json<Record<string, number>>;
  points_overrides: ColumnType<Record<string, number> | null, string | null, string | null>;
  question_comments: ColumnType<Record<string, string> | null, string | null, string | null>;
  attempt_comment: string | null;
  /** The attempt's draw from random slots (migration 074, ADR 232). */
  drawn: ColumnType<AttemptDraw | null, string | null | undefined, string | null>;
  /** The hints asked for, by item id (migration 087, ADR 293). */
  hints_used: ColumnType<Record<string, number>, string | undefined, string>;
}

export interface AttemptTables {
  quiz_attempts: QuizAttemptTable;
}

export type QuizAttempt = Selectable<QuizAttemptTable>;
