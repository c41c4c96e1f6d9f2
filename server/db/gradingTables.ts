/** Kysely table interface of the grade history (migration 067_grading, ADR 209). */
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface GradeChangeTable {
  id: Generated<number>;
  assignment_id: number;
  /** The question's item id; null for the attempt's comment. */
  item_id: number | null;
  changed_by: number | null;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  from_points: number | null;
  to_points: number | null;
  from_comment: string | null;
  to_comment: string | null;
}

export interface GradingTables {
  grade_changes: GradeChangeTable;
}

export type GradeChange = Selectable<GradeChangeTable>;
