/** Kysely table interfaces of classes and their documents (migrations 007 and 012). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ClassTable {
  id: Generated<number>;
  title: string;
  owner_user_id: number | null;
  professor: Generated<boolean>;
  created_at: CreatedAt;
  institution: string | null;
  /** The institution whose title `institution` names, set by a trigger when the text is written (ADR 181). */
  institution_id: Generated<number | null>;
  description: Generated<string>;
  /** Days (`date`); read them with to_char so no time zone moves them. */
  start_date: ColumnType<Date | null, string | null | undefined, string | null>;
  end_date: ColumnType<Date | null, string | null | undefined, string | null>;
  published: Generated<boolean>;
  /** Incremented on every update; a save carrying an older version is a conflict (ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
  /** The share list's own version, incremented on every share (ADR 188). */
  shares_version: Generated<number>;
  /** The account that saved the share list's current version; null when not known (ADR 300). */
  shares_updated_by: number | null;
  updated_at: CreatedAt;
}

export interface ClassStudentTable {
  id: Generated<number>;
  class_id: number;
  /** Stored lower-case. */
  email: string;
  name: string | null;
  status: Generated<string>;
  /** The invitation's secret: what a student's link carries. */
  token: string;
  invited_by: number | null;
  invited_at: CreatedAt;
}

export interface ClassShareTable {
  class_id: number;
  user_id: number;
  shared_at: CreatedAt;
}

export interface ClassQuizTable {
  class_id: number;
  quiz_id: number;
  added_at: CreatedAt;
  /** False: the class follows the quiz's start and end dates; true: `opens_at` and `deadline` hold (ADR 217). */
  own_dates: Generated<boolean>;
  opens_at: Date | null;
  deadline: Date | null;
  dates_changed_at: Date | null;
  dates_changed_by: number | null;
}

export interface ClassPlaylistTable {
  class_id: number;
  playlist_id: number;
  added_at: CreatedAt;
}

export interface ClassDocumentTable {
  id: Generated<number>;
  class_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  /** Relative to the storage directory; never served publicly. */
  storage_path: string;
  uploaded_by: number | null;
  created_at: CreatedAt;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Whether the class's students see it. */
  shared: Generated<boolean>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Incremented on every rename, share or replaced file; a save carrying an older version is a conflict (ADR 109, 188). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

export interface ClassTables {
  classes: ClassTable;
  class_documents: ClassDocumentTable;
  class_students: ClassStudentTable;
  class_shares: ClassShareTable;
  class_quizzes: ClassQuizTable;
  class_playlists: ClassPlaylistTable;
}

export type ClassRow = Selectable<ClassTable>;
export type ClassDocumentRow = Selectable<ClassDocumentTable>;
