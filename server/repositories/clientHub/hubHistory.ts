/** The client hub's history (ADR 348): one append-only row per change, with the names as they were then. */
import { sql, type Kysely } from 'kysely';
import type { HubHistoryAction, HubHistoryEntry } from '../../../src/domain/clientHub/clientHub';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import { dateField, listResource, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';

type Db = Kysely<Database>;

export const HUB_HISTORY_RESOURCE = listResource({
  name: 'hubHistory',
  id: sql`h.id`,
  filters: {
    label: textField(sql`h.label_name`),
    institution: textField(sql`h.institution_title`),
    at: dateField(sql`h.at`),
  },
  // Entries are appended as changes commit, so the id orders changes made in the same instant too.
  sorts: { at: sql`h.at`, order: sql`h.id` },
  defaultSort: [
    ['at', 'desc'],
    ['order', 'desc'],
  ],
});

export interface HubChange {
  readonly action: HubHistoryAction;
  readonly labelId: number;
  readonly institutionId?: number | undefined;
  readonly detail?: string | undefined;
}

/** Appends one change, in the transaction that made it; the names are read there so the entry keeps them. */
export async function recordChange(db: Db, change: HubChange, at: Date, by: number): Promise<void> {
  const names = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .select(sql<string>`first_name || ' ' || last_name`.as('n'))
        .where('id', '=', by)
        .as('by_name'),
      eb.selectFrom('hub_labels').select('name').where('id', '=', change.labelId).as('label_name'),
      eb
        .selectFrom('institutions')
        .select('title')
        .where('id', '=', change.institutionId ?? 0)
        .as('institution_title'),
    ])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('hub_history')
    .values({
      at,
      by_user_id: by,
      by_name: names.by_name ?? '',
      action: change.action,
      label_id: change.labelId,
      label_name: names.label_name ?? '',
      institution_id: change.institutionId ?? null,
      institution_title: change.institutionId === undefined ? null : (names.institution_title ?? null),
      detail: change.detail ?? '',
    })
    .execute();
}

export function listHistory(
  db: Db,
  request: ParsedListRequest,
  filters: { labelId?: number | undefined; institutionId?: number | undefined },
): Promise<ListPage<HubHistoryEntry>> {
  let from = db.selectFrom('hub_history as h');
  if (filters.labelId !== undefined) from = from.where('h.label_id', '=', filters.labelId);
  if (filters.institutionId !== undefined) from = from.where('h.institution_id', '=', filters.institutionId);
  return listPage({
    resource: HUB_HISTORY_RESOURCE,
    request,
    from,
    select: (rows) =>
      rows.select([
        'h.id',
        'h.at',
        'h.by_name',
        'h.action',
        'h.label_name',
        'h.institution_title',
        'h.detail',
      ]),
    map: (row) => ({
      id: row.id,
      at: row.at.toISOString(),
      by: row.by_name,
      action: row.action,
      labelName: row.label_name,
      institutionTitle: row.institution_title,
      detail: row.detail,
    }),
  });
}
