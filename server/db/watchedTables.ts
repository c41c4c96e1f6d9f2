/** Kysely table interface of what each attempt watched of its videos (migration 098, ADR 329). */
import type { ColumnType, Selectable } from 'kysely';
import type { Segment } from '../../src/domain/take/watchedSegments';

export interface AssignmentWatchedTable {
  assignment_id: number;
  /** The attempt that watched (the assignment's attempt number then). */
  attempt_number: number;
  /** The video item of the quiz. */
  item_id: number;
  /** Merged played segments, `[start, end]` in seconds. */
  segments: ColumnType<Segment[], string, string>;
  watched_seconds: number;
  /** Plays per hundredth of the video (migration 100, ADR 339): 100 counts, [] for a row written before them. */
  plays: ColumnType<number[], string | undefined, string>;
  /** The video's length in seconds as counted: the article's recorded one, else the first report's. */
  duration: number;
  /** When the video was first watched to the completion share; null until then. */
  completed_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface WatchedTables {
  assignment_watched: AssignmentWatchedTable;
}

export type AssignmentWatched = Selectable<AssignmentWatchedTable>;
