/**
 * The demo accounts, all with DEMO_PASSWORD, created on the first run (when there are no users): one per role, and
 * one more that shows a state rather than a role, an instructor whose trial has ended (ADR 190).
 */
import type { Kysely } from 'kysely';
import type { Role } from '../../src/domain/access/roles';
import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { countUsers, createUser } from '../repositories/session/users';

export interface DemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly Role[];
}

/** One account per role: the role table's tests sign in with each. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'super@demo.test', firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
  { email: 'corporate@demo.test', firstName: 'Cora', lastName: 'Corporate', roles: ['ROLE_CORPORATE_ADMIN'] },
  { email: 'admin@demo.test', firstName: 'Adam', lastName: 'Admin', roles: ['ROLE_ADMIN'] },
  { email: 'cs@demo.test', firstName: 'Casey', lastName: 'Support', roles: ['ROLE_CS_USER'] },
  { email: 'publish@demo.test', firstName: 'Pat', lastName: 'Publisher', roles: ['ROLE_PUBLISH'] },
  { email: 'lti@demo.test', firstName: 'Lee', lastName: 'Lti', roles: ['ROLE_CS_LTI_USER'] },
];

/** An instructor like cs@demo.test whose trial ended before the first start: the dates it may not set are locked. */
export const ENDED_TRIAL_ACCOUNT: DemoAccount = {
  email: 'trial@demo.test',
  firstName: 'Terry',
  lastName: 'Trial',
  roles: ['ROLE_CS_USER'],
};

/** Every account the seed creates, in the order the console lists them at start. */
export const SEEDED_ACCOUNTS: readonly DemoAccount[] = [...DEMO_ACCOUNTS, ENDED_TRIAL_ACCOUNT];

/** Creates the demo accounts when the store has no user yet; returns whether it did. */
export async function seedAccounts(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'demoPassword' | 'passwordHash'>,
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(config, config.demoPassword);
  await db.transaction().execute(async (trx) => {
    for (const account of SEEDED_ACCOUNTS) {
      await createUser(trx, {
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        password_hash: passwordHash,
        roles: [...account.roles],
      });
    }
  });
  return true;
}
