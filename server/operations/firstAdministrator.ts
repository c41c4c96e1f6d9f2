/**
 * The first administrator of a real install (ADR 361). No account is seeded there, so the operator names one:
 * `npm run create-admin -- --email …` makes the invitation Users management makes, with ROLE_SUPER_ADMIN, and
 * gives its one-time link to the set-password screen, where that person chooses a password nobody else has known.
 */
import type { Kysely } from 'kysely';
import { InvitationRequestSchema } from '../../src/domain/session/session';
import type { Role } from '../../src/domain/access/roles';
import { createInvitation } from '../auth/invitations';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';

const FIRST_ADMINISTRATOR_ROLES: readonly Role[] = ['ROLE_SUPER_ADMIN'];

/** What `start` prints when a store without the demo has no account yet. */
export const CREATE_ADMIN_HINT =
  'No account yet. Create the first administrator with `npm run create-admin -- --email you@example.com` ' +
  '(on the embedded store, stop the server first): it prints a one-time link to choose the password.';

export class FirstAdministratorError extends Error {}

export interface AdministratorInvitation {
  readonly email: string;
  /** The set-password page, absolute: PUBLIC_URL, or this machine's port. */
  readonly link: string;
  readonly expiresAt: string;
}

/** Invites `email` as a super admin; refuses an address that is not one, or that has an account already. */
export async function inviteAdministrator(
  db: Kysely<Database>,
  config: ServerConfig,
  email: string,
  now: Date,
): Promise<AdministratorInvitation> {
  const request = InvitationRequestSchema.safeParse({ email, roles: FIRST_ADMINISTRATOR_ROLES });
  if (!request.success) throw new FirstAdministratorError(`--email: ${request.error.issues[0]!.message}`);
  try {
    const invitation = await createInvitation({ db, config, now: () => now }, request.data, null);
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    return { email: invitation.email, link: `${origin}${invitation.link}`, expiresAt: invitation.expiresAt };
  } catch (error) {
    if (error instanceof HttpError)
      throw new FirstAdministratorError(`${request.data.email}: ${error.message}`);
    throw error;
  }
}
