/**
 * Who a sign-in through an institution's provider is (ADR 186). The provider's subject `(issuer, sub)` is the
 * identity: a linked subject is its account; a new e-mail gets a new account linked to the subject; an e-mail
 * alone never reaches an existing account. An account with a password is linked only once its owner signs in
 * with that password in the browser that asked; an account a provider made before links were kept is taken up
 * once by a provider of its own institution.
 */
import { SSO_ROLES } from '../../src/domain/identityProviders/identityProviders';
import { isFullAdmin } from '../../src/domain/access/capabilities';
import type { AppDeps } from '../appDeps';
import type { IdentityProviderRow } from '../db/identityProviderTables';
import { isUniqueViolation } from '../db/errors';
import {
  hasAnyLink,
  insertLink,
  insertLinkRequest,
  linkedUserId,
  takeLinkRequest,
  type ProviderSubject,
} from '../repositories/identityProviders/identityProviderLinks';
import { createUser, findUserByEmail, findUserById, normalizeEmail } from '../repositories/session/users';
import { hashToken, newSecureToken } from './secureTokens';
import { SsoFailed } from './singleSignOnFailure';

/** What an account created through a provider has as password: no hash, so no password ever matches it. */
export const NO_PASSWORD = '!sso';
/** How long the owner of an existing account has to confirm a link by signing in with the password. */
export const SSO_LINK_TTL_MS = 30 * 60_000;

export interface ProviderIdentity extends ProviderSubject {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The account exists with a password: nobody is signed in, and the browser gets the secret that confirms. */
export class SsoConfirmationNeeded extends SsoFailed {
  constructor(readonly secret: string) {
    super('confirmWithPassword');
  }
}

/** A password that can be typed: accounts made by a provider or an LTI launch have none ('!…'). */
export const hasPassword = (passwordHash: string) => passwordHash !== '' && !passwordHash.startsWith('!');

const refuseUnlessAllowed = (user: { is_active: boolean; roles: readonly string[] }) => {
  // Administrators sign in with their password only: a provider never reaches an admin account (ADR 182).
  if (!user.is_active || isFullAdmin(user.roles)) throw new SsoFailed('notAllowed');
};

/** The account this sign-in is, made or linked as ADR 186 says; throws SsoFailed when nobody may be signed in. */
export async function accountFor(
  deps: AppDeps,
  provider: IdentityProviderRow,
  identity: ProviderIdentity,
  retried = false,
): Promise<number> {
  const { db, now } = deps;
  const linked = await linkedUserId(db, identity);
  const linkedUser = linked === undefined ? undefined : await findUserById(db, linked);
  if (linkedUser) {
    refuseUnlessAllowed(linkedUser);
    return linkedUser.id;
  }

  const existing = await findUserByEmail(db, identity.email);
  if (!existing) {
    try {
      return await db.transaction().execute(async (trx) => {
        const user = await createUser(trx, {
          email: normalizeEmail(identity.email),
          first_name: identity.firstName,
          last_name: identity.lastName,
          password_hash: NO_PASSWORD,
          roles: provider.roles.filter((role) => (SSO_ROLES as readonly string[]).includes(role)),
          institution_id: provider.institution_id,
        });
        await insertLink(trx, { ...identity, userId: user.id }, now());
        return user.id;
      });
    } catch (error) {
      // The same person's first sign-in finishing twice at once: the other made the account; ask again once.
      if (isUniqueViolation(error) && !retried) return accountFor(deps, provider, identity, true);
      throw error;
    }
  }

  refuseUnlessAllowed(existing);
  if (hasPassword(existing.password_hash)) {
    const secret = newSecureToken();
    await insertLinkRequest(
      db,
      {
        ...identity,
        secretHash: hashToken(secret),
        userId: existing.id,
        expiresAt: new Date(now().getTime() + SSO_LINK_TTL_MS),
      },
      now(),
    );
    throw new SsoConfirmationNeeded(secret);
  }
  if (existing.password_hash === NO_PASSWORD && existing.institution_id === provider.institution_id) {
    const adopted = await adopt(deps, existing.id, identity);
    if (adopted) return existing.id;
  }
  throw new SsoFailed('notLinked');
}

/**
 * An account a provider made before links were kept has no link and no password: the first sign-in of its own
 * institution's provider links it, once (the account's row is locked, so two at once cannot both link).
 */
async function adopt(deps: AppDeps, userId: number, identity: ProviderSubject): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (await hasAnyLink(trx, userId)) return false;
    await insertLink(trx, { ...identity, userId }, deps.now());
    return true;
  });
}

/**
 * After a password sign-in: when the browser holds the secret of a link waiting for this account, the owner has
 * confirmed it, and the subject is linked. A secret of another account, spent or expired links nothing.
 */
export async function confirmLinkBySignIn(deps: AppDeps, secrets: readonly string[], email: string) {
  if (secrets.length === 0) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  for (const secret of secrets.slice(0, 4)) {
    const request = await takeLinkRequest(deps.db, hashToken(secret), user.id, deps.now());
    if (request) await insertLink(deps.db, { ...request, userId: user.id }, deps.now());
  }
}
