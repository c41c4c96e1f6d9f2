/**
 * Institutions: e-mail domains, subscription and trial end, editing (ADR 181).
 *
 * - An institution has any number of e-mail domains (`institution_domains`, stored lower-case without '@', each
 *   domain belonging to one institution); the single `institutions.email_domain` column moves there and goes.
 * - Its subscription and trial end (`subscription_ends_at`, `trial_ends_at`) extend its instructors' deadline
 *   limit; a change announces each instructor on the change feed, so the guards read their end again (ADR 156).
 * - A version, as other edited records carry (ADR 109), so two admins' saves cannot overwrite each other silently.
 * - A class names its institution in free text (migration 012); `classes.institution_id` links it to the
 *   institution of that title, set by a trigger whenever the text is written, and filled for existing classes.
 */
import { type Kysely, sql } from 'kysely';
import { createTrigger, createTriggerFunction } from '../migrationStatements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('institution_domains')
    .addColumn('institution_id', 'integer', (c) =>
      c.notNull().references('institutions.id').onDelete('cascade'),
    )
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('institution_domains_pkey', ['institution_id', 'domain'])
    .execute();
  await sql`insert into institution_domains (institution_id, domain)
    select distinct on (d.domain) d.id, d.domain
    from (select id, lower(regexp_replace(btrim(email_domain), '^@', '')) as domain from institutions) d
    where d.domain <> ''
    order by d.domain, d.id`.execute(db);
  await db.schema.alterTable('institutions').dropColumn('email_domain').execute();

  await db.schema
    .alterTable('institutions')
    .addColumn('subscription_ends_at', 'timestamptz')
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await createTriggerFunction(db, 'console_institution_end_changed', [
    "perform pg_notify('console_changes', json_build_object('kind', 'user', 'userId', u.id)::text)",
    'from users u where u.institution_id = new.id;',
    'return null;',
  ]);
  await sql`
    create trigger institutions_end_change_feed after update on institutions for each row
    when (old.subscription_ends_at is distinct from new.subscription_ends_at
      or old.trial_ends_at is distinct from new.trial_ends_at)
    execute function console_institution_end_changed()
  `.execute(db);

  await db.schema
    .alterTable('classes')
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('classes_institution_id').on('classes').column('institution_id').execute();
  await db.schema.createIndex('users_institution_id').on('users').column('institution_id').execute();
  await createTriggerFunction(db, 'console_class_institution_link', [
    '-- A link that still names its institution stays (two institutions may share a title).',
    'if new.institution_id is not null and exists (select 1 from institutions i',
    '    where i.id = new.institution_id and lower(i.title) = lower(btrim(new.institution))) then',
    '  return new;',
    'end if;',
    'new.institution_id := (select i.id from institutions i',
    '  where lower(i.title) = lower(btrim(new.institution)) order by i.id limit 1);',
    'return new;',
  ]);
  await createTrigger(
    db,
    'classes_institution_link before insert or update of institution on classes',
    'row',
    'console_class_institution_link',
  );
  await sql`update classes set institution = institution where institution is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger classes_institution_link on classes`.execute(db);
  await sql`drop function console_class_institution_link()`.execute(db);
  await db.schema.dropIndex('users_institution_id').execute();
  await db.schema.alterTable('classes').dropColumn('institution_id').execute();
  await sql`drop trigger institutions_end_change_feed on institutions`.execute(db);
  await sql`drop function console_institution_end_changed()`.execute(db);
  await db.schema
    .alterTable('institutions')
    .dropColumn('subscription_ends_at')
    .dropColumn('trial_ends_at')
    .dropColumn('version')
    .addColumn('email_domain', 'text')
    .execute();
  await sql`update institutions i set email_domain = (select min(d.domain) from institution_domains d
    where d.institution_id = i.id)`.execute(db);
  await db.schema.dropTable('institution_domains').execute();
}
