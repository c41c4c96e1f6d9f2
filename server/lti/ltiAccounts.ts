/**
 * Who a launch signs in (ADR 183). An instructor is the console user linked to (platform, sub); on a first launch,
 * an account is made for them (ROLE_CS_LTI_USER, the registration's institution) or, when their e-mail already has
 * an account that is only an LTI user of the same institution, that account is linked. Any other existing account
 * is never taken over by a platform's word. The console is handed a one-time code (server/auth/handOver.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { User } from '../db/authTables';
import type { LtiPlatform } from '../db/ltiTables';
import { findUserByEmail, findUserById, normalizeEmail } from '../repositories/users';
import type { LaunchClaims } from './launchVerify';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';

export const LTI_ROLE = 'ROLE_CS_LTI_USER';
/** No password can match this: an LTI account signs in through its course only. */
const NO_PASSWORD = '!lti';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address a launch names, or a stable placeholder for a platform that sends none. */
export function launchEmail(
  platform: Pick<LtiPlatform, 'id'>,
  claims: Pick<LaunchClaims, 'email' | 'sub'>,
): string {
  const email = claims.email?.trim();
  if (email && EMAIL.test(email) && email.length <= 254) return normalizeEmail(email);
  const id = createHash('sha256').update(`${platform.id}\n${claims.sub}`).digest('hex').slice(0, 24);
  return `lti-${id}@lti.invalid`;
}

function namesOf(claims: LaunchClaims): { first_name: string; last_name: string } {
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  return {
    first_name: (claims.given_name ?? first).trim().slice(0, 200),
    last_name: (claims.family_name ?? rest.join(' ')).trim().slice(0, 200),
  };
}

const onlyLtiUser = (user: User) => user.roles.length === 1 && user.roles[0] === LTI_ROLE;

export async function instructorAccount(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('lti_users')
      .select('user_id')
      .where('platform_id', '=', platform.id)
      .where('sub', '=', claims.sub)
      .executeTakeFirst();
    let user = link && (await findUserById(trx, link.user_id));
    if (!user) {
      const email = launchEmail(platform, claims);
      const existing = await findUserByEmail(trx, email);
      if (existing && !(onlyLtiUser(existing) && existing.institution_id === platform.institution_id))
        throw new LtiRefusal(LTI_REFUSALS.accountTaken, 403);
      user =
        existing ??
        (await trx
          .insertInto('users')
          .values({
            email,
            ...namesOf(claims),
            password_hash: NO_PASSWORD,
            roles: [LTI_ROLE],
            institution_id: platform.institution_id,
          })
          .returningAll()
          .executeTakeFirstOrThrow());
      await trx
        .insertInto('lti_users')
        .values({ platform_id: platform.id, sub: claims.sub, user_id: user.id })
        .onConflict((oc) => oc.columns(['platform_id', 'sub']).doUpdateSet({ user_id: user!.id }))
        .execute();
    }
    if (!user.is_active) throw new LtiRefusal(LTI_REFUSALS.accountInactive, 403);
    return user;
  });
}
