/**
 * Sessions that can be ended (ADR 103) and sign-in throttling per account and address pair (ADR 104).
 *
 * - `sessions`: one row per sign-in, named by the refresh-token family id that access tokens carry; revoking it
 *   ends the access tokens and refresh tokens of that sign-in at once. Existing families are copied in.
 * - `login_attempts`: one row per failed sign-in with both the account and the client address, instead of one
 *   row per key, so failures can be counted per pair, per account and per address. Past failures are dropped.
 */
import { sql, type Kysely } from 'kysely';
import { createKeyedLoginAttempts } from '../migrationStatements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  // A family counts as revoked when none of its tokens is left unrevoked.
  await sql`
    insert into sessions (id, user_id, created_at, revoked_at)
    select family_id, min(user_id), min(created_at),
           case when bool_and(revoked_at is not null) then max(revoked_at) end
    from refresh_tokens group by family_id
  `.execute(db);
  await db.schema
    .alterTable('refresh_tokens')
    .addForeignKeyConstraint('refresh_tokens_family_fk', ['family_id'], 'sessions', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema.dropTable('login_attempts').execute();
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_account_idx')
    .on('login_attempts')
    .columns(['account', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_address_idx')
    .on('login_attempts')
    .columns(['address', 'attempted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute();
  await createKeyedLoginAttempts(db);

  await db.schema.alterTable('refresh_tokens').dropConstraint('refresh_tokens_family_fk').execute();
  // Revocation lived on the tokens before: a revoked session's tokens stay refused.
  await sql`
    update refresh_tokens set revoked_at = s.revoked_at
    from sessions s where s.id = refresh_tokens.family_id
      and s.revoked_at is not null and refresh_tokens.revoked_at is null
  `.execute(db);
  await db.schema.dropTable('sessions').execute();
}
