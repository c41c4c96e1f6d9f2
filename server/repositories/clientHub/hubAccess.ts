/**
 * Institutions' access to hub labels (ADR 348): the list with its filters, one access, grant, change its days and
 * revoke, each written to the history in the same transaction. An institution holds one open access of a label (a
 * unique index over those not revoked), so of two grants sent at once one is refused; changes save on their version.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  accessActions,
  accessState,
  dayOf,
  lastDayOf,
  type HubAccess,
} from '../../../src/domain/clientHub/clientHub';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { dateField, listResource, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';
import { updateOnVersion } from '../shared/versionedUpdate';
import { recordChange } from './hubHistory';

type Db = Kysely<Database>;

export const HUB_ACCESS_RESOURCE = listResource({
  name: 'hubAccess',
  id: sql`a.id`,
  filters: {
    institution: textField(sql`i.title`),
    label: textField(sql`l.name`),
    endsAt: dateField(sql`a.ends_at`),
  },
  sorts: {
    institution: sql`lower(i.title)`,
    label: sql`lower(l.name)`,
    startsAt: sql`a.starts_at`,
    endsAt: sql`a.ends_at`,
  },
  defaultSort: [['institution', 'asc']],
});

export interface AccessFilters {
  readonly labelId?: number | undefined;
  readonly institutionId?: number | undefined;
  /** Only accesses running now. */
  readonly current?: boolean | undefined;
}

/** A running access (not revoked, started, not past its last day), as SQL over `a`. */
export const currentAccess = (now: Date) =>
  sql<SqlBool>`a.revoked_at is null and a.starts_at <= ${now} and a.ends_at > ${now}`;

const COLUMNS = [
  'a.id',
  'a.label_id',
  'l.name as label_name',
  'a.institution_id',
  'i.title as institution_title',
  'a.starts_at',
  'a.ends_at',
  'a.revoked_at',
  'a.version',
  sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = a.granted_by)`.as(
    'granted_by_name',
  ),
  sql<string[]>`coalesce((select array_agg(u.email order by u.email) from hub_access_staff s
    join users u on u.id = s.user_id where s.access_id = a.id), '{}')`.as('staff'),
] as const;

interface Row {
  id: number;
  label_id: number;
  label_name: string;
  institution_id: number;
  institution_title: string;
  starts_at: Date;
  ends_at: Date;
  revoked_at: Date | null;
  version: number;
  granted_by_name: string | null;
  staff: string[];
}

const accessOf =
  (now: Date) =>
  (row: Row): HubAccess => {
    const period = {
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      revokedAt: row.revoked_at?.toISOString() ?? null,
    };
    const state = accessState(period, now);
    return {
      id: row.id,
      labelId: row.label_id,
      labelName: row.label_name,
      institutionId: row.institution_id,
      institutionTitle: row.institution_title,
      ...period,
      grantedBy: row.granted_by_name,
      staff: row.staff,
      state,
      actions: accessActions(state),
      version: row.version,
    };
  };

const joined = (db: Db) =>
  db
    .selectFrom('hub_access as a')
    .innerJoin('institutions as i', 'i.id', 'a.institution_id')
    .innerJoin('hub_labels as l', 'l.id', 'a.label_id');

export function listAccess(
  db: Db,
  request: ParsedListRequest,
  filters: AccessFilters,
  now: Date,
): Promise<ListPage<HubAccess>> {
  let from = joined(db);
  if (filters.labelId !== undefined) from = from.where('a.label_id', '=', filters.labelId);
  if (filters.institutionId !== undefined) from = from.where('a.institution_id', '=', filters.institutionId);
  if (filters.current) from = from.where(currentAccess(now));
  return listPage({
    resource: HUB_ACCESS_RESOURCE,
    request,
    from,
    select: (rows) => rows.select(COLUMNS),
    map: accessOf(now),
  });
}

export async function findAccess(db: Db, id: number, now: Date): Promise<HubAccess | undefined> {
  const row = await joined(db).select(COLUMNS).where('a.id', '=', id).executeTakeFirst();
  return row && accessOf(now)(row);
}

const daysText = (startsAt: Date, endsAt: Date) =>
  `${dayOf(startsAt.toISOString())} – ${lastDayOf(endsAt.toISOString())}`;

/** The instructors' accounts an access may name (ADR 355). */
const INSTRUCTOR_ROLES = ['ROLE_CS_USER', 'ROLE_CS_LTI_USER'];

/** A grant naming an e-mail that is no active instructor of the institution: refused whole (400 on `staff`). */
export class UnknownStaff extends Error {}

export function grantAccess(
  db: Db,
  values: { labelId: number; institutionId: number; startsAt: Date; endsAt: Date; staff: readonly string[] },
  now: Date,
  by: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('hub_access')
      .values({
        label_id: values.labelId,
        institution_id: values.institutionId,
        starts_at: values.startsAt,
        ends_at: values.endsAt,
        granted_by: by,
        created_at: now,
        updated_at: now,
        updated_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wanted = [...new Set(values.staff.map((email) => email.toLowerCase()))];
    if (wanted.length > 0) {
      const staff = await trx
        .selectFrom('users')
        .select('id')
        .where('institution_id', '=', values.institutionId)
        .where('is_active', '=', true)
        .where(sql<SqlBool>`roles && ${sql.val(INSTRUCTOR_ROLES)}::text[]`)
        .where(sql<SqlBool>`lower(email) in (${sql.join(wanted)})`)
        .execute();
      if (staff.length !== wanted.length) throw new UnknownStaff();
      await trx
        .insertInto('hub_access_staff')
        .values(staff.map((user) => ({ access_id: id, user_id: user.id })))
        .execute();
    }
    const detail = daysText(values.startsAt, values.endsAt);
    await recordChange(
      trx,
      { action: 'accessGranted', labelId: values.labelId, institutionId: values.institutionId, detail },
      now,
      by,
    );
    return id;
  });
}

/** The row a change is made on, locked: missing, revoked (over for good), or its label and institution. */
async function lockOpen(trx: Db, id: number) {
  const row = await trx
    .selectFrom('hub_access')
    .select(['label_id', 'institution_id', 'starts_at', 'ends_at', 'revoked_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'missing' as const;
  return row.revoked_at === null ? row : ('revoked' as const);
}

export type AccessChange = VersionedUpdate | 'revoked';

/** New days on `version`; a revoked access is over for good (grant again instead). */
export function changeAccessDays(
  db: Db,
  id: number,
  values: { startsAt: Date; endsAt: Date; version: number },
  now: Date,
  by: number,
): Promise<AccessChange> {
  return db.transaction().execute(async (trx) => {
    const before = await lockOpen(trx, id);
    if (typeof before === 'string') return before;
    const outcome = await updateOnVersion(
      trx,
      'hub_access',
      { id },
      values.version,
      { starts_at: values.startsAt, ends_at: values.endsAt, updated_at: now },
      by,
    );
    if (outcome !== 'updated') return outcome;
    const detail = `${daysText(before.starts_at, before.ends_at)} → ${daysText(values.startsAt, values.endsAt)}`;
    const change = {
      action: 'accessChanged' as const,
      labelId: before.label_id,
      institutionId: before.institution_id,
    };
    await recordChange(trx, { ...change, detail }, now, by);
    return outcome;
  });
}

/** Revokes the access now, on `version`: its instructors stop seeing the label's playlists at once. */
export function revokeAccess(
  db: Db,
  id: number,
  version: number,
  now: Date,
  by: number,
): Promise<AccessChange> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOpen(trx, id);
    if (typeof row === 'string') return row;
    const outcome = await updateOnVersion(
      trx,
      'hub_access',
      { id },
      version,
      { revoked_at: now, revoked_by: by, updated_at: now },
      by,
    );
    if (outcome !== 'updated') return outcome;
    const change = {
      action: 'accessRevoked' as const,
      labelId: row.label_id,
      institutionId: row.institution_id,
    };
    await recordChange(trx, change, now, by);
    return outcome;
  });
}
