/** Finishing an admin registration from an invitation link. */
import type * as z from 'zod';
import { FinishRegistrationRequestSchema } from '../../src/api/session/authContract';
import { MESSAGES } from '../../src/domain/shared/messages';
import { PASSWORD_MIN_LENGTH, type Token } from '../../src/domain/session/session';
import type { AppDeps } from '../appDeps';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { findInvitationByHash, markInvitationUsed } from '../repositories/admins/invitations';
import { createUser, findUserByEmail } from '../repositories/session/users';
import { hashPassword } from './passwords';
import { hashToken } from './secureTokens';
import { issueTokenPair } from './sessions';

/** The wire contract plus the password rules of SPEC section 5, reported under `plainPassword`. */
export const FinishRegistrationBodySchema = FinishRegistrationRequestSchema.superRefine((body, ctx) => {
  const { first, second } = body.plainPassword;
  if (first.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['plainPassword'], message: MESSAGES.passwordTooShort });
  }
  if (first !== second) {
    ctx.addIssue({ code: 'custom', path: ['plainPassword'], message: MESSAGES.passwordsDoNotMatch });
  }
});
export type FinishRegistrationBody = z.infer<typeof FinishRegistrationBodySchema>;

/** Creates the invited account with the invitation's roles, spends the invitation and signs the user in. */
export async function finishRegistration(deps: AppDeps, body: FinishRegistrationBody): Promise<Token> {
  const { db, config, now } = deps;
  const invitation = await findInvitationByHash(db, hashToken(body.token));
  if (!invitation || invitation.used_at) throw badRequest(SERVER_MESSAGES.invitationInvalid);
  if (invitation.expires_at.getTime() <= now().getTime()) throw badRequest(SERVER_MESSAGES.invitationExpired);
  if (await findUserByEmail(db, invitation.email)) throw conflict(SERVER_MESSAGES.emailTaken);

  const passwordHash = await hashPassword(config, body.plainPassword.first);
  const user = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await markInvitationUsed(trx, invitation.id, now()))) return undefined;
      return createUser(trx, {
        email: invitation.email,
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        password_hash: passwordHash,
        roles: invitation.roles,
        created_at: now(),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailTaken);
      throw error;
    });
  if (!user) throw badRequest(SERVER_MESSAGES.invitationInvalid);
  return issueTokenPair(deps, user);
}
