/** Accounts. E-mails are stored trimmed and lower-cased; lookups normalise the same way. */
import { sql, type Kysely } from 'kysely';
import type { NewUser, User } from '../../db/authTables';
import type { Database } from '../../db/database';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function createUser(db: Kysely<Database>, user: NewUser): Promise<User> {
  return db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
