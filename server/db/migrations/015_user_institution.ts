/**
 * An account's institution (ADR 132): a Restricted user quiz goes only to e-mails of its owner's institution domain
 * (SPEC section 4). Existing accounts take the institution whose e-mail domain is their own address's domain.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id').onDelete('set null'))
    .execute();
  await sql`update users u set institution_id = (
      select i.id from institutions i
      where i.email_domain is not null and lower(i.email_domain) = lower(split_part(u.email, '@', 2))
      order by i.id limit 1)
    where u.institution_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('institution_id').execute();
}
