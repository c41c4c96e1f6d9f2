/** Admin invitations: a super admin invites an e-mail with roles; the link lets that person finish registration. */
import type { InvitationRequest } from '../../src/domain/session/session';
import type { InvitationResponse } from '../../src/api/session/authContract';
import type { AppDeps } from '../appDeps';
import type { Invitation } from '../db/authTables';
import { conflict } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { insertInvitation, listPendingInvitations } from '../repositories/admins/invitations';
import { findUserByEmail, normalizeEmail } from '../repositories/session/users';
import { hashToken, newSecureToken } from './secureTokens';

export const INVITATION_TTL_DAYS = 7;

/** The set-password screen reads the token after the first 7 characters of the query string (`?token=`). */
export function invitationLink(routePrefix: string, token: string): string {
  return `${routePrefix}/set-password?token=${encodeURIComponent(token)}`;
}

/** `createdBy` null: the operator's first administrator, made from the command line (ADR 361). */
export async function createInvitation(
  { db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>,
  request: InvitationRequest,
  createdBy: number | null,
): Promise<InvitationResponse> {
  const email = normalizeEmail(request.email);
  if (await findUserByEmail(db, email)) throw conflict(SERVER_MESSAGES.emailTaken);
  const token = newSecureToken();
  const createdAt = now();
  const roles = [...new Set(request.roles)];
  const invitation = await insertInvitation(db, {
    email,
    roles,
    token_hash: hashToken(token),
    expires_at: new Date(createdAt.getTime() + INVITATION_TTL_DAYS * 86_400_000),
    created_by: createdBy,
    created_at: createdAt,
  });
  return {
    email,
    roles,
    token,
    link: invitationLink(config.routePrefix, token),
    expiresAt: invitation.expires_at.toISOString(),
  };
}

export interface PendingInvitation {
  id: number;
  email: string;
  roles: string[];
  expiresAt: string;
  createdAt: string;
  expired: boolean;
}

const toPending = (invitation: Invitation, now: Date): PendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  roles: invitation.roles,
  expiresAt: invitation.expires_at.toISOString(),
  createdAt: invitation.created_at.toISOString(),
  expired: invitation.expires_at.getTime() <= now.getTime(),
});

/** Invitations not used yet, expired ones too; their tokens are not recoverable (only hashes are stored). */
export async function pendingInvitations({ db, now }: AppDeps): Promise<PendingInvitation[]> {
  const at = now();
  return (await listPendingInvitations(db)).map((invitation) => toPending(invitation, at));
}
