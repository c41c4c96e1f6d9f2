/** Kysely table interfaces of classes and their documents (migration 007). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ClassTable {
  id: Generated<number>;
  title: string;
  owner_user_id: number | null;
  professor: Generated<boolean>;
  created_at: CreatedAt;
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
}

export interface ClassTables {
  classes: ClassTable;
  class_documents: ClassDocumentTable;
}

export type ClassDocumentRow = Selectable<ClassDocumentTable>;
