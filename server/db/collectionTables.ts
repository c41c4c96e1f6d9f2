/** Kysely table interfaces of Methods Collections and their editors (migration 084, ADR 265). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface MethodCollectionTable {
  id: Generated<number>;
  title: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface MethodCollectionEditorTable {
  collection_id: number;
  user_id: number;
  /** Whether the user edits the collection (false once taken away: the row keeps who changed it and when). */
  can_edit: boolean;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface CollectionTables {
  method_collections: MethodCollectionTable;
  method_collection_editors: MethodCollectionEditorTable;
}
