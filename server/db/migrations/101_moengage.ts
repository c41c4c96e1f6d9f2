/**
 * The MoEngage connection (ADR 347): one row of settings (its key sealed, its version for stale saves), the outbox
 * of events waiting to be sent (written in the transaction of the change that caused them) and the delivery log.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moengage_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('data_center', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('api_key', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_as_customer_id', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('customer_salt', 'text', (c) => c.notNull())
    .addColumn('stopped_reason', 'text')
    .addColumn('stopped_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('moengage_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_email', 'text', (c) => c.notNull())
    .addColumn('attributes', 'jsonb', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('moengage_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('sent', 'retried', 'failed', 'testPassed', 'testFailed')`),
    )
    .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer')
    .addColumn('excerpt', 'text')
    .execute();
  await db.schema.createIndex('moengage_deliveries_at').on('moengage_deliveries').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moengage_deliveries').ifExists().execute();
  await db.schema.dropTable('moengage_outbox').ifExists().execute();
  await db.schema.dropTable('moengage_settings').ifExists().execute();
}
