/** Kysely table interfaces of playlists: a user's named list of labels and articles. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export const PLAYLIST_ITEM_TYPES = ['article', 'label'] as const;
export type PlaylistItemType = (typeof PLAYLIST_ITEM_TYPES)[number];

export interface PlaylistTable {
  id: Generated<number>;
  title: string;
  owner_user_id: number | null;
  created_at: CreatedAt;
  /** 1 when created, one more on every save (migration 013, ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PlaylistItemTable {
  id: Generated<number>;
  playlist_id: number;
  title: string;
  sort_index: number;
  type: PlaylistItemType;
  /** The section (domain) a label groups; null for plain article entries. */
  domain_id: number | null;
  /** Article ids in order: one for an article entry, those under a label for a label. */
  article_ids: Json<number[]>;
}

export interface PlaylistTables {
  playlists: PlaylistTable;
  playlist_items: PlaylistItemTable;
}

export type Playlist = Selectable<PlaylistTable>;
export type PlaylistItem = Selectable<PlaylistItemTable>;
export type NewPlaylistItem = Insertable<PlaylistItemTable>;
