/**
 * Who a launch signs in (ADRs 183, 185). An instructor is the console user linked to the platform's (registration,
 * sub); on a first launch an account is made for them (ROLE_CS_LTI_USER, the registration's institution). The
 * e-mail the id token names is a display attribute: it becomes the account's address, and links the launch to an
 * existing account, only when the institution says this platform's e-mails are verified; even then only an account
 * that is itself only an LTI user of the same institution and not already linked to another sub of this platform.
 * An account that has a password is linked only once its owner signs in with it in the launching browser, as the
 * single sign-on asks (ADR 366). Otherwise the account's address is a placeholder of the platform's identity. The
 * console is handed a one-time code (server/auth/handOver.ts).
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../appDeps';
import type { Database } from '../db/database';
import type { User } from '../db/authTables';
import type { LtiPlatform } from '../db/ltiTables';
import { hashToken, newSecureToken } from '../auth/secureTokens';
import { hasPassword, SSO_LINK_TTL_MS } from '../auth/singleSignOnAccounts';
import { insertLtiLinkRequest, takeLtiLinkRequest } from '../repositories/lti/ltiLinkRequests';
import { findUserByEmail, findUserById, normalizeEmail } from '../repositories/session/users';
import type { LaunchClaims } from './launchVerify';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';

export const LTI_ROLE = 'ROLE_CS_LTI_USER';
/** No password can match this: an LTI account signs in through its course only. */
const NO_PASSWORD = '!lti';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address that stands for a platform's user in the console when its e-mail is not to be trusted. */
export function placeholderEmail(platform: Pick<LtiPlatform, 'id'>, sub: string): string {
  const id = createHash('sha256').update(`${platform.id}\n${sub}`).digest('hex').slice(0, 24);
  return `lti-${id}@lti.invalid`;
}

/**
 * The address a launch is known by: the e-mail it names when the platform's e-mails are verified (and it is one),
 * otherwise the placeholder of (platform, sub), which no other launch and no person can claim.
 */
export function launchEmail(
  platform: Pick<LtiPlatform, 'id' | 'emails_verified'>,
  claims: Pick<LaunchClaims, 'email' | 'sub'>,
): string {
  const email = claims.email?.trim();
  if (platform.emails_verified && email && EMAIL.test(email) && email.length <= 254)
    return normalizeEmail(email);
  return placeholderEmail(platform, claims.sub);
}

function namesOf(claims: LaunchClaims): { first_name: string; last_name: string } {
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  return {
    first_name: (claims.given_name ?? first).trim().slice(0, 200),
    last_name: (claims.family_name ?? rest.join(' ')).trim().slice(0, 200),
  };
}

const onlyLtiUser = (user: User) => user.roles.length === 1 && user.roles[0] === LTI_ROLE;

/**
 * A launch that would take an account with a password: nobody is signed in, and the browser gets the secret with
 * which its owner's password sign-in confirms the link (ADR 366).
 */
export class LtiConfirmationNeeded extends Error {
  constructor(readonly secret: string) {
    super('the account has a password: its owner confirms the link by signing in');
  }
}

/** The existing account a first launch names, when it may be linked but only with its owner's confirmation. */
interface AwaitingOwner {
  readonly awaitingOwner: User;
}

async function linkedUser(trx: Transaction<Database>, platform: LtiPlatform, sub: string) {
  const link = await trx
    .selectFrom('lti_users')
    .select('user_id')
    .where('platform_id', '=', platform.id)
    .where('sub', '=', sub)
    .executeTakeFirst();
  return link && findUserById(trx, link.user_id);
}

/**
 * Whether a first launch of `sub` may take this existing account: an LTI user only, of the registration's
 * institution, linked to no other sub of this platform. The account's row is locked first, so two subs naming one
 * address at once cannot both pass.
 */
async function mayLink(trx: Transaction<Database>, platform: LtiPlatform, sub: string, user: User) {
  if (!onlyLtiUser(user) || user.institution_id !== platform.institution_id) return false;
  await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
  const other = await trx
    .selectFrom('lti_users')
    .select('sub')
    .where('platform_id', '=', platform.id)
    .where('user_id', '=', user.id)
    .where('sub', '!=', sub)
    .executeTakeFirst();
  return other === undefined;
}

async function firstLaunchAccount(
  trx: Transaction<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
): Promise<User | AwaitingOwner | undefined> {
  const email = launchEmail(platform, claims);
  let user = await findUserByEmail(trx, email);
  const existed = user !== undefined;
  if (!user) {
    user = await trx
      .insertInto('users')
      .values({
        email,
        ...namesOf(claims),
        password_hash: NO_PASSWORD,
        roles: [LTI_ROLE],
        institution_id: platform.institution_id,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    // Another launch made it meanwhile: it is checked like any existing account.
    user ??= await findUserByEmail(trx, email);
  }
  if (!user || !(await mayLink(trx, platform, claims.sub, user)))
    throw new LtiRefusal(LTI_REFUSALS.accountTaken, 403);
  // Someone signs in to it with a password: a launch naming its address does not take it unasked (ADR 366).
  if (existed && hasPassword(user.password_hash)) return { awaitingOwner: user };
  await trx
    .insertInto('lti_users')
    .values({ platform_id: platform.id, sub: claims.sub, user_id: user.id })
    .onConflict((oc) => oc.columns(['platform_id', 'sub']).doNothing())
    .execute();
  // A link made by a parallel first launch of the same sub wins; it is never moved to another account.
  return linkedUser(trx, platform, claims.sub);
}

/**
 * The account an instructor's launch signs in. Throws LtiConfirmationNeeded when it names an account with a
 * password (the link waits for its owner), LtiRefusal when nobody may be signed in.
 */
export async function instructorAccount(
  deps: Pick<AppDeps, 'db' | 'now'>,
  platform: LtiPlatform,
  claims: LaunchClaims,
): Promise<User> {
  const found = await deps.db.transaction().execute(async (trx) => {
    const user =
      (await linkedUser(trx, platform, claims.sub)) ?? (await firstLaunchAccount(trx, platform, claims));
    if (!user) throw new LtiRefusal(LTI_REFUSALS.accountTaken, 403);
    const account = 'awaitingOwner' in user ? user.awaitingOwner : user;
    if (!account.is_active) throw new LtiRefusal(LTI_REFUSALS.accountInactive, 403);
    return user;
  });
  if (!('awaitingOwner' in found)) return found;
  const secret = newSecureToken();
  const now = deps.now();
  await insertLtiLinkRequest(
    deps.db,
    {
      platformId: platform.id,
      sub: claims.sub,
      secretHash: hashToken(secret),
      userId: found.awaitingOwner.id,
      expiresAt: new Date(now.getTime() + SSO_LINK_TTL_MS),
    },
    now,
  );
  throw new LtiConfirmationNeeded(secret);
}

/**
 * After a password sign-in to `userId`: each launch link this browser holds the secret of is made, when the account
 * is still linked to no other sub of that platform (checked under the account's row lock, as a launch checks).
 */
export async function confirmLtiLinkBySignIn(
  deps: Pick<AppDeps, 'db' | 'now'>,
  secrets: readonly string[],
  userId: number,
): Promise<void> {
  for (const secret of secrets.slice(0, 4)) {
    const request = await takeLtiLinkRequest(deps.db, hashToken(secret), userId, deps.now());
    if (!request) continue;
    await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const other = await trx
        .selectFrom('lti_users')
        .select('sub')
        .where('platform_id', '=', request.platformId)
        .where('user_id', '=', userId)
        .where('sub', '!=', request.sub)
        .executeTakeFirst();
      if (other) return;
      await trx
        .insertInto('lti_users')
        .values({ platform_id: request.platformId, sub: request.sub, user_id: userId })
        .onConflict((oc) => oc.columns(['platform_id', 'sub']).doNothing())
        .execute();
    });
  }
}
