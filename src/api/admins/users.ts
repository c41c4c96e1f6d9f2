/** Users management's calls (ADR 245); contract in usersContract. */
import type { InvitationResponse } from '../session/authContract';
import { InvitationResponseSchema } from '../session/authContract';
import type { HttpClient } from '../shared/http';
import { listCall } from '../shared/recordCalls';
import {
  AuditListResponseSchema,
  USER_PATHS,
  UserListResponseSchema,
  type AuditListRequest,
  type AuditListResponse,
  type UserChangeRequest,
  type UserListRequest,
  type UserListResponse,
} from './usersContract';

export const fetchUsers = listCall<UserListResponse, UserListRequest>(
  USER_PATHS.list,
  UserListResponseSchema,
);

export const fetchAudit = listCall<AuditListResponse, AuditListRequest>(
  USER_PATHS.audit,
  AuditListResponseSchema,
);

/** One change of an account on the version it was listed with; 409 when someone changed it first. */
export const changeUser = async (
  http: HttpClient,
  id: number,
  change: UserChangeRequest,
  signal?: AbortSignal,
): Promise<void> => {
  await http.request(USER_PATHS.one(id), { method: 'PATCH', body: change, signal });
};

/** A new set-password link for an unused invitation; the old one stops working. */
export const resendInvitation = (
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<InvitationResponse> =>
  http.request(USER_PATHS.resendInvitation(id), {
    method: 'POST',
    body: {},
    schema: InvitationResponseSchema,
    signal,
  });
