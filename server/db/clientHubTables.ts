/** Kysely table interfaces of the client hub (migration 103, ADR 348). */
import type { ColumnType, Generated } from 'kysely';
import type { HubHistoryAction } from '../../src/domain/clientHub/clientHub';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface HubLabelTable {
  id: Generated<number>;
  name: string;
  /** 1 when created, one more on every rename and every new order of its playlists (ADR 109). */
  version: Generated<number>;
  created_at: Stamp;
  updated_at: Stamp;
  /** The account that saved the current version (ADR 300). */
  updated_by: number | null;
}

export interface HubAccessTable {
  id: Generated<number>;
  label_id: number;
  institution_id: number;
  starts_at: Stamp;
  /** The instant the access stops: 00:00 UTC after its last day. */
  ends_at: Stamp;
  granted_by: number | null;
  /** Set by Revoke: the access stopped then. */
  revoked_at: Optional<Date>;
  revoked_by: number | null;
  version: Generated<number>;
  created_at: Stamp;
  updated_at: Stamp;
  updated_by: number | null;
}

/** The staff an access names (migration 106, ADR 355); an access naming none is for all the instructors. */
export interface HubAccessStaffTable {
  access_id: number;
  user_id: number;
}

export interface HubPlaylistTable {
  label_id: number;
  playlist_id: number;
  sort_index: number;
}

/** Append-only (a trigger refuses updates and deletes). */
export interface HubHistoryTable {
  id: Generated<number>;
  at: Stamp;
  by_user_id: number | null;
  by_name: string;
  action: HubHistoryAction;
  label_id: number | null;
  label_name: string;
  institution_id: number | null;
  institution_title: string | null;
  detail: Generated<string>;
}

export interface ClientHubTables {
  hub_labels: HubLabelTable;
  hub_access: HubAccessTable;
  hub_access_staff: HubAccessStaffTable;
  hub_playlists: HubPlaylistTable;
  hub_history: HubHistoryTable;
}
