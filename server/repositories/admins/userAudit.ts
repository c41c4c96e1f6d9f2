/** The audit log of Users management (ADR 245): one row per change, newest first. */
import { sql, type Kysely } from 'kysely';
import {
  AuditStateSchema,
  type AuditEntry,
  type AuditListResponse,
  type AuditState,
} from '../../../src/api/admins/usersContract';
import { AUDIT_ACTIONS, type AuditAction } from '../../../src/domain/admins/users';
import { searchConditions, type ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import { dateField, listResource, numberField, textField } from '../../lists/listRequest';
import { listPage } from '../shared/listPage';

export interface AuditRecord {
  readonly at: Date;
  readonly actor: { readonly id: number; readonly email: string };
  readonly target: { readonly id: number | null; readonly email: string };
  readonly action: AuditAction;
  readonly before: AuditState;
  readonly after: AuditState;
}

export async function insertAudit(db: Kysely<Database>, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('user_audit')
    .values(
      records.map((record) => ({
        at: record.at,
        actor_id: record.actor.id,
        actor_email: record.actor.email,
        target_user_id: record.target.id,
        target_email: record.target.email,
        action: record.action,
        before: JSON.stringify(record.before),
        after: JSON.stringify(record.after),
      })),
    )
    .execute();
}

const AUDIT_RESOURCE = listResource({
  name: 'userAudit',
  id: sql`a.id`,
  idOrder: 'desc',
  filters: {
    actorEmail: textField(sql`a.actor_email`),
    targetEmail: textField(sql`a.target_email`),
    action: textField(sql`a.action`, ['equals']),
    target_user_id: numberField(sql`a.target_user_id`, ['equals']),
    at: dateField(sql`a.at`),
  },
  sorts: { at: sql`a.at` },
  defaultSort: [['at', 'desc']],
});

const stateOf = (value: unknown): AuditState => {
  const parsed = AuditStateSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : {};
};

const actionOf = (value: string): AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : 'roles';

export function listAudit(
  db: Kysely<Database>,
  options: {
    readonly request: ParsedListRequest;
    readonly keyword?: string | undefined;
    readonly perPage: number;
  },
): Promise<AuditListResponse> {
  const filter = [
    ...options.request.filter,
    ...searchConditions(options.keyword ?? '', ['actorEmail', 'targetEmail'], null),
  ];
  return listPage({
    resource: AUDIT_RESOURCE,
    request: { ...options.request, filter },
    perPage: options.perPage,
    from: db.selectFrom('user_audit as a'),
    select: (rows) =>
      rows.select(['a.id', 'a.at', 'a.actor_email', 'a.target_email', 'a.action', 'a.before', 'a.after']),
    map: (row): AuditEntry => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorEmail: row.actor_email,
      targetEmail: row.target_email,
      action: actionOf(row.action),
      before: stateOf(row.before),
      after: stateOf(row.after),
    }),
  });
}
