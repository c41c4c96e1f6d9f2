/**
 * Users management (ADR 245): a super admin changes an account's roles, activation or staff mark on the version it
 * was read with, or sends an invitation again. Each change is checked against the users capability table and the
 * one-super-admin rule inside one transaction that locks the active super admins and the account, is written to the
 * audit log with what it was before and after, and a deactivation ends the account's sessions at once.
 */
import type { InvitationResponse } from '../../src/api/session/authContract';
import type { AuditState } from '../../src/api/admins/usersContract';
import {
  orderedRoles,
  refusalOf,
  userCapabilities,
  USER_MESSAGES,
  type UserAction,
  type UserChange,
} from '../../src/domain/admins/users';
import type { AppDeps } from '../appDeps';
import type { User } from '../db/authTables';
import { badRequest, forbidden, notFound } from '../http/errors';
import { staleVersion } from '../http/staleVersion';
import { SERVER_MESSAGES } from '../messages';
import { insertAudit, type AuditRecord } from '../repositories/admins/userAudit';
import { lockActiveSuperAdmins, lockUser } from '../repositories/admins/users';
import { revokeSessionsIn } from '../repositories/session/refreshTokens';
import type { AuthUser } from './guards';
import { INVITATION_TTL_DAYS, invitationLink } from './invitations';
import { hashToken, newSecureToken } from './secureTokens';

const factsOf = (user: User) => ({
  id: user.id,
  roles: user.roles,
  isActive: user.is_active,
  isStaff: user.is_staff,
});

/** The capability each part of a change needs. */
function actionsNeeded(user: User, change: UserChange): UserAction[] {
  const needed: UserAction[] = [];
  if (change.roles) needed.push('changeRoles');
  if (change.isActive !== undefined && change.isActive !== user.is_active)
    needed.push(change.isActive ? 'reactivate' : 'deactivate');
  if (change.isStaff !== undefined && change.isStaff !== user.is_staff)
    needed.push(change.isStaff ? 'markStaff' : 'unmarkStaff');
  return needed;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** The audit entries of a change: one per kind of change that altered something. */
function auditOf(before: User, after: User, actor: AuthUser, at: Date): AuditRecord[] {
  const base = {
    at,
    actor: { id: actor.id, email: actor.email },
    target: { id: after.id, email: after.email },
  };
  const records: AuditRecord[] = [];
  const entry = (action: AuditRecord['action'], was: AuditState, now: AuditState) =>
    records.push({ ...base, action, before: was, after: now });
  if (!sameRoles(before.roles, after.roles)) entry('roles', { roles: before.roles }, { roles: after.roles });
  if (before.is_active !== after.is_active)
    entry(
      after.is_active ? 'reactivate' : 'deactivate',
      { isActive: before.is_active },
      { isActive: after.is_active },
    );
  if (before.is_staff !== after.is_staff)
    entry('staff', { isStaff: before.is_staff }, { isStaff: after.is_staff });
  return records;
}

export async function changeUser(
  { db, now }: AppDeps,
  actor: AuthUser,
  id: number,
  change: UserChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const superAdmins = await lockActiveSuperAdmins(trx);
    // The caller's rights as they stand now: a super admin demoted a moment ago acts no more.
    if (!superAdmins.includes(actor.id)) throw forbidden(SERVER_MESSAGES.forbidden);
    const user = await lockUser(trx, id);
    if (!user) throw notFound(SERVER_MESSAGES.notFound);
    const allowed = userCapabilities(actor, factsOf(user));
    if (actionsNeeded(user, change).some((action) => !allowed.has(action)))
      throw forbidden(
        change.isActive === false && user.id === actor.id
          ? USER_MESSAGES.selfDeactivate
          : SERVER_MESSAGES.forbidden,
      );
    if (user.version !== change.version) throw staleVersion('user');
    const roles = change.roles ? orderedRoles(change.roles) : user.roles;
    const isActive = change.isActive ?? user.is_active;
    const refusal = refusalOf(actor, factsOf(user), { roles, isActive }, superAdmins);
    if (refusal) throw badRequest(refusal, { [change.roles ? 'roles' : 'isActive']: [refusal] });

    const updated = await trx
      .updateTable('users')
      .set({
        roles,
        is_active: isActive,
        is_staff: change.isStaff ?? user.is_staff,
        version: user.version + 1,
      })
      .where('id', '=', id)
      .where('version', '=', change.version)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw staleVersion('user');
    const at = now();
    if (user.is_active && !updated.is_active) await revokeSessionsIn(trx, id, at);
    await insertAudit(trx, auditOf(user, updated, actor, at));
  });
}

/**
 * Sends an unused invitation again: a new link (the old one stops working) valid for another seven days. The link
 * is answered once, as when the invitation was made.
 */
export async function resendInvitation(
  { db, config, now }: AppDeps,
  actor: AuthUser,
  id: number,
): Promise<InvitationResponse> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!invitation) throw notFound(USER_MESSAGES.invitationGone);
    const token = newSecureToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + INVITATION_TTL_DAYS * 86_400_000);
    await trx
      .updateTable('invitations')
      .set({ token_hash: hashToken(token), expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
    await insertAudit(trx, [
      {
        at,
        actor: { id: actor.id, email: actor.email },
        target: { id: null, email: invitation.email },
        action: 'resendInvitation',
        before: { expiresAt: invitation.expires_at.toISOString() },
        after: { expiresAt: expiresAt.toISOString() },
      },
    ]);
    return {
      email: invitation.email,
      roles: orderedRoles(invitation.roles),
      token,
      link: invitationLink(config.routePrefix, token),
      expiresAt: expiresAt.toISOString(),
    };
  });
}
