/**
 * Kysely table interfaces of Methods Collections, their editors (migration 084, ADR 265) and their videos
 * (migration 094, ADR 316).
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface MethodCollectionTable {
  id: Generated<number>;
  title: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  description: Generated<string>;
  /** The cover picture's storage key (under media/uploads/collections), null without one. */
  cover_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** A published collection makes its articles `in_collection` (a trigger keeps them in step). */
  published: Generated<boolean>;
  /** 1 when created, one more on every save (ADR 109). */
  version: Generated<number>;
  created_by: ColumnType<number | null, number | null | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The account that saved the current version (ADR 300). */
  updated_by: number | null;
}

export interface MethodCollectionEditorTable {
  collection_id: number;
  user_id: number;
  /** Whether the user edits the collection (false once taken away: the row keeps who changed it and when). */
  can_edit: boolean;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** One video of a collection, at its place (0 first). */
export interface MethodCollectionArticleTable {
  collection_id: number;
  article_id: number;
  sort_index: number;
}

export interface CollectionTables {
  method_collections: MethodCollectionTable;
  method_collection_editors: MethodCollectionEditorTable;
  method_collection_articles: MethodCollectionArticleTable;
}
