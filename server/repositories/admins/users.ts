/** Users management (ADR 245): every account as a list, and the rows a change locks and writes. */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ManagedUser, UserListResponse, UserStatus } from '../../../src/api/admins/usersContract';
import { isInternalAccount } from '../../../src/domain/admins/users';
import type { Role } from '../../../src/domain/access/roles';
import { searchConditions, type ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import type { User } from '../../db/authTables';
import { listResource, NULLABLE_ID_OPS, numberField, textField } from '../../lists/listRequest';
import { listPage } from '../shared/listPage';

const LAST_SIGN_IN = sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = u.id)`;

const USER_RESOURCE = listResource({
  name: 'users',
  id: sql`u.id`,
  filters: {
    email: textField(sql`u.email`),
    firstName: textField(sql`u.first_name`),
    lastName: textField(sql`u.last_name`),
    institution_id: numberField(sql`u.institution_id`, NULLABLE_ID_OPS),
    institution: textField(sql`i.title`, ['contains']),
  },
  sorts: { email: sql`u.email`, lastName: sql`u.last_name`, lastSignIn: LAST_SIGN_IN },
  defaultSort: [['email', 'asc']],
});

/** The SQL of ADR 246's internal staff: marked, or at the company's domain or one of its subdomains. */
function internalSql(domain: string | null) {
  if (!domain) return sql<SqlBool>`u.is_staff`;
  const host = sql`split_part(u.email, '@', 2)`;
  return sql<SqlBool>`(u.is_staff or ${host} = ${domain} or ${host} like ${`%.${domain}`})`;
}

/**
 * The customer quiz list's internal-owner filter (SPEC section 9, ADR 246): the quiz's owner is not internal staff.
 * `q` is the quiz; an owner gone or unknown counts as a customer.
 */
export function ownerNotInternal(domain: string | null) {
  return sql<SqlBool>`not exists (select 1 from users u where u.id = q.owner_user_id and ${internalSql(domain)})`;
}

export interface UserListOptions {
  readonly request: ParsedListRequest;
  readonly keyword?: string | undefined;
  readonly role?: Role | undefined;
  readonly status?: UserStatus | undefined;
  readonly internal?: boolean | undefined;
  readonly internalDomain: string | null;
  readonly perPage: number;
  /** The caller's actions on each row (the capability table). */
  readonly actionsOf: (
    row: Pick<ManagedUser, 'id' | 'roles' | 'isActive' | 'isStaff'>,
  ) => ManagedUser['actions'];
}

export function listManagedUsers(db: Kysely<Database>, options: UserListOptions): Promise<UserListResponse> {
  const filter = [
    ...options.request.filter,
    ...searchConditions(options.keyword ?? '', ['email', 'firstName', 'lastName']),
  ];
  const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
  if (options.role) conditions.push(sql<SqlBool>`${options.role} = any(u.roles)`);
  if (options.status) conditions.push(sql<SqlBool>`u.is_active = ${options.status === 'active'}`);
  if (options.internal) conditions.push(internalSql(options.internalDomain));
  const where = conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`true`;
  return listPage({
    resource: USER_RESOURCE,
    request: { ...options.request, filter },
    perPage: options.perPage,
    from: db.selectFrom('users as u').leftJoin('institutions as i', 'i.id', 'u.institution_id').where(where),
    select: (users) =>
      users.select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.roles',
        'u.is_active',
        'u.is_staff',
        'u.version',
        'i.id as institution_id',
        'i.title as institution_title',
        LAST_SIGN_IN.as('last_sign_in'),
      ]),
    map: (row): ManagedUser => {
      const facts = { id: row.id, roles: row.roles, isActive: row.is_active, isStaff: row.is_staff };
      return {
        ...facts,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        isInternal: isInternalAccount({ email: row.email, isStaff: row.is_staff }, options.internalDomain),
        institution:
          row.institution_id !== null && row.institution_title !== null
            ? { id: row.institution_id, title: row.institution_title }
            : null,
        lastSignInAt: row.last_sign_in ? new Date(row.last_sign_in).toISOString() : null,
        version: row.version,
        actions: options.actionsOf(facts),
      };
    },
  });
}

/**
 * The ids of the active super admins, their rows locked until the transaction ends: two changes that could each
 * remove the last one are made one after the other, and the second sees the first.
 */
export async function lockActiveSuperAdmins(trx: Kysely<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('is_active', '=', true)
    .where(sql<SqlBool>`'ROLE_SUPER_ADMIN' = any(roles)`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** One account, its row locked until the transaction ends. */
export function lockUser(trx: Kysely<Database>, id: number): Promise<User | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
