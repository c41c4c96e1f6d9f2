/** Kysely table interfaces of the MoEngage connection (migration 101, ADR 347). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MoengageOutcome } from '../../src/domain/moengage/moengageDeliveries';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface MoengageSettingsTable {
  /** Always 1: the console has one connection. */
  id: number;
  data_center: string;
  app_id: string;
  /** Sealed with sealSecret for 'moengage_settings.api_key'; never sent to the console. */
  api_key: string | null;
  enabled: boolean;
  email_as_customer_id: boolean;
  /** Random, made with the row: the opaque customer ids are keyed hashes of e-mails under it. */
  customer_salt: string;
  /** 'unauthorized' once MoEngage refused the key; cleared by a save. */
  stopped_reason: string | null;
  stopped_at: Timestamp | null;
  version: Generated<number>;
  updated_at: Timestamp;
  updated_by: number | null;
}
export type MoengageSettingsRow = Selectable<MoengageSettingsTable>;

export interface MoengageOutboxTable {
  id: Generated<string>;
  /** MoEngage's action name (MOENGAGE_EVENTS). */
  action: string;
  /** Whom the event is about; turned into the customer id when sent, then the row is gone. */
  subject_email: string;
  attributes: Json<Record<string, unknown>>;
  occurred_at: Timestamp;
  attempts: Generated<number>;
  /** Taken by a delivery under way; one older than the lease is taken again. */
  claimed_at: Timestamp | null;
}

export interface MoengageDeliveriesTable {
  id: Generated<number>;
  at: Timestamp;
  outcome: MoengageOutcome;
  events: Generated<number>;
  status: number | null;
  excerpt: string | null;
}

export interface MoengageTables {
  moengage_settings: MoengageSettingsTable;
  moengage_outbox: MoengageOutboxTable;
  moengage_deliveries: MoengageDeliveriesTable;
}
