/** Users management's real effects over src/api (ADR 245): the users and audit lists, and one account's change. */
import { fromPromise } from 'xstate';
import { changeUser, fetchAudit, fetchUsers } from '../../api/admins/users';
import {
  USER_STATUSES,
  type AuditEntry,
  type AuditListRequest,
  type ManagedUser,
  type UserListRequest,
  type UserStatus,
} from '../../api/admins/usersContract';
import { ROLES, type Role } from '../../domain/access/roles';
import { buildListRequest, type FilterCondition } from '../../domain/shared/listQuery';
import type { HttpClient } from '../../api/shared/http';
import type { FetchListPage, ListPageRequest } from '../shared/listMachine';
import { listPages } from '../shared/listPages';
import type { ChangeUserInput } from './userActionsMachine';

/** The list's filters as the URL names them. */
export const USER_FILTERS = {
  role: 'role',
  status: 'status',
  institution: 'institution',
  internal: 'internal',
} as const;

const isRole = (value: string | undefined): value is Role =>
  (ROLES as readonly string[]).includes(value ?? '');
const isStatus = (value: string | undefined): value is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(value ?? '');

/** The list request of a query: the search as the keyword (name or e-mail), then the filters it names. */
export function userListRequest(query: ListPageRequest): UserListRequest {
  const { role, status, institution, internal } = query.filters;
  const filter: FilterCondition[] = institution?.trim()
    ? [{ bool_operator: 'and', property: 'institution', operator: 'contains', value: institution.trim() }]
    : [];
  const base = buildListRequest({ ...query, search: '' }, query.pageSize, filter);
  return {
    ...base,
    ...(query.search.trim() ? { keyword: query.search.trim() } : {}),
    ...(isRole(role) ? { role } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(internal === 'yes' ? { internal: true } : {}),
  };
}

export const userPages = (http: HttpClient): FetchListPage<ManagedUser> =>
  listPages(http, fetchUsers, userListRequest);

const auditRequest = (query: ListPageRequest): AuditListRequest => ({
  ...buildListRequest({ ...query, search: '' }, query.pageSize),
  ...(query.search.trim() ? { keyword: query.search.trim() } : {}),
});

export const auditPages = (http: HttpClient): FetchListPage<AuditEntry> =>
  listPages(http, fetchAudit, auditRequest);

export const createUserActionServices = (http: HttpClient) => ({
  actors: {
    changeUser: fromPromise<void, ChangeUserInput>(({ input, signal }) =>
      changeUser(http, input.id, input.change, signal),
    ),
  },
});
