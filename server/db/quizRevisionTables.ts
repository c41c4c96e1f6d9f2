/** Kysely table interface of quiz revisions: one row per saved version (migration 004). */
import type { ColumnType } from 'kysely';

export interface QuizRevisionTable {
  quiz_id: number;
  version: number;
  saved_by: number | null;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface QuizRevisionTables {
  quiz_revisions: QuizRevisionTable;
}
