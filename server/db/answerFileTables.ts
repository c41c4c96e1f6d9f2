/** Kysely table interface of the files students send as answers (migration 088, ADR 294). */
import type { ColumnType, Selectable } from 'kysely';

export interface AnswerFileTable {
  /** Random, unguessable; the id the answer names the file by. */
  id: string;
  assignment_id: number;
  /** The attempt the file was sent in (the assignment's attempt number then). */
  attempt_number: number;
  item_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  /** Where the bytes are (answers/uploads/…): never sent to a browser. */
  storage_key: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AnswerFileTables {
  answer_files: AnswerFileTable;
}

export type AnswerFileRow = Selectable<AnswerFileTable>;
