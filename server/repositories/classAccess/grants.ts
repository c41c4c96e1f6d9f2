/**
 * Grants of products to institutions (ADR 345): the list with its filters, one grant, grant, renew and end now.
 * An institution holds one open grant of a product (a unique index over the grants not ended), so of two grants
 * sent at once one is refused; renew and end save on the version they were made on.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  grantActions,
  grantState,
  type Grant,
  type HeldGrant,
} from '../../../src/domain/classAccess/classAccess';
import type { SectionProduct } from '../../../src/domain/content/content';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { dateField, listResource, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';
import { updateOnVersion } from '../shared/versionedUpdate';

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

export const GRANT_RESOURCE = listResource({
  name: 'grants',
  id: sql`g.id`,
  filters: {
    institution: textField(sql`i.title`),
    product: textField(sql`p.name`),
    endsAt: dateField(sql`g.ends_at`),
  },
  sorts: {
    institution: sql`lower(i.title)`,
    product: sql`lower(p.name)`,
    startsAt: sql`g.starts_at`,
    endsAt: sql`coalesce(g.ended_at, g.ends_at)`,
  },
  defaultSort: [['endsAt', 'asc']],
});

export interface GrantFilters {
  readonly institutionId?: number | undefined;
  readonly productId?: number | undefined;
  /** Running grants that stop within this many days. */
  readonly endingWithin?: number | undefined;
}

const COLUMNS = [
  'g.id',
  'g.institution_id',
  'i.title as institution_title',
  'g.product_id',
  'p.name as product_name',
  'g.starts_at',
  'g.ends_at',
  'g.seats',
  'g.ended_at',
  'g.version',
] as const;

interface Row {
  id: number;
  institution_id: number;
  institution_title: string;
  product_id: number;
  product_name: string;
  starts_at: Date;
  ends_at: Date;
  seats: number | null;
  ended_at: Date | null;
  version: number;
}

const grantOf =
  (now: Date) =>
  (row: Row): Grant => {
    const period = {
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      endedAt: row.ended_at?.toISOString() ?? null,
    };
    const state = grantState(period, now);
    return {
      id: row.id,
      institutionId: row.institution_id,
      institutionTitle: row.institution_title,
      productId: row.product_id,
      productName: row.product_name,
      seats: row.seats,
      ...period,
      state,
      actions: grantActions(state),
      version: row.version,
    };
  };

const joined = (db: Db) =>
  db
    .selectFrom('product_grants as g')
    .innerJoin('institutions as i', 'i.id', 'g.institution_id')
    .innerJoin('products as p', 'p.id', 'g.product_id');

/** A running grant (started, not past its end, not ended now), as SQL over `g`. */
export const currentGrant = (now: Date) =>
  sql<SqlBool>`g.ended_at is null and g.starts_at <= ${now} and g.ends_at > ${now}`;

export function listGrants(
  db: Db,
  request: ParsedListRequest,
  filters: GrantFilters,
  now: Date,
): Promise<ListPage<Grant>> {
  let from = joined(db);
  if (filters.institutionId !== undefined) from = from.where('g.institution_id', '=', filters.institutionId);
  if (filters.productId !== undefined) from = from.where('g.product_id', '=', filters.productId);
  if (filters.endingWithin !== undefined)
    from = from
      .where(currentGrant(now))
      .where('g.ends_at', '<=', new Date(now.getTime() + filters.endingWithin * DAY_MS));
  return listPage({
    resource: GRANT_RESOURCE,
    request,
    from,
    select: (grants) => grants.select(COLUMNS),
    map: grantOf(now),
  });
}

export async function findGrant(db: Db, id: number, now: Date): Promise<Grant | undefined> {
  const row = await joined(db).select(COLUMNS).where('g.id', '=', id).executeTakeFirst();
  return row && grantOf(now)(row);
}

export async function createGrant(
  db: Db,
  values: { institutionId: number; productId: number; startsAt: Date; endsAt: Date; seats: number | null },
  now: Date,
  by: number,
): Promise<number> {
  const row = await db
    .insertInto('product_grants')
    .values({
      institution_id: values.institutionId,
      product_id: values.productId,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      seats: values.seats,
      created_at: now,
      updated_at: now,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new end on `version`; an ended grant runs again (its end now cleared). */
export function renewGrant(db: Db, id: number, endsAt: Date, version: number, now: Date, by: number) {
  return updateOnVersion(
    db,
    'product_grants',
    { id },
    version,
    { ends_at: endsAt, ended_at: null, ended_by: null, updated_at: now },
    by,
  );
}

/** Ends the grant now, on `version`. */
export function endGrant(
  db: Db,
  id: number,
  version: number,
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(
    db,
    'product_grants',
    { id },
    version,
    { ended_at: now, ended_by: by, updated_at: now },
    by,
  );
}

/**
 * The grants held by the user's institution (none without one), each with its product's name and features: what
 * `featureLock` reads. One statement: every request a feature guards asks it (ADR 383).
 */
export async function heldGrantsOfUser(db: Db, userId: number): Promise<HeldGrant[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('product_grants as g', 'g.institution_id', 'u.institution_id')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select(['g.starts_at', 'g.ends_at', 'g.ended_at', 'p.name', 'p.features'])
    .where('u.id', '=', userId)
    .execute();
  return rows.map((row) => ({
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    productName: row.name,
    features: row.features,
  }));
}

/** The product lines the current grants of the user's institution open (ADR 355): their sections count as subscribed. */
export async function grantedLinesOf(db: Db, userId: number, now: Date): Promise<SectionProduct[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('product_grants as g', 'g.institution_id', 'u.institution_id')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select(sql<SectionProduct>`unnest(p.lines)`.as('line'))
    .where('u.id', '=', userId)
    .where(currentGrant(now))
    .execute();
  return [...new Set(rows.map((row) => row.line))];
}

/** Running grants stopping within `days`, soonest first: the dashboard's card. */
export async function grantsEndingWithin(db: Db, now: Date, days: number, limit: number): Promise<Grant[]> {
  const rows = await joined(db)
    .select(COLUMNS)
    .where(currentGrant(now))
    .where('g.ends_at', '<=', new Date(now.getTime() + days * DAY_MS))
    .orderBy('g.ends_at')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map(grantOf(now));
}
