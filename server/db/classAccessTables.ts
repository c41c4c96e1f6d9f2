/** Kysely table interfaces of Class Products (migration 102, ADR 345). */
import type { ColumnType, Generated } from 'kysely';
import type { Feature } from '../../src/domain/classAccess/classAccess';
import type { SectionProduct } from '../../src/domain/content/content';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProductTable {
  id: Generated<number>;
  name: string;
  features: Feature[];
  lines: SectionProduct[];
  /** 1 when created, one more on every save (ADR 109). */
  version: Generated<number>;
  created_at: Stamp;
  updated_at: Stamp;
  /** The account that saved the current version (ADR 300). */
  updated_by: number | null;
}

export interface ProductGrantTable {
  id: Generated<number>;
  institution_id: number;
  product_id: number;
  starts_at: Stamp;
  /** The instant the grant stops: 00:00 UTC after its last day. */
  ends_at: Stamp;
  seats: number | null;
  /** Set by End now: the grant stopped then; Renew clears it. */
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_by: number | null;
  /** The end the MoEngage "ending soon" notice was sent for (migration 105, ADR 355); null before any. */
  ending_notice_for: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  created_at: Stamp;
  updated_at: Stamp;
  updated_by: number | null;
}

export interface ClassAccessTables {
  products: ProductTable;
  product_grants: ProductGrantTable;
}
