/**
 * Class Products (ADR 345): products, the features they unlock and the product lines they open, and their grants to
 * institutions. An institution holds at most one open grant (not ended) of a product, so two grants sent at once
 * give one grant and one refusal; renewing a grant extends it instead.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('lines', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('products_name')
    .on('products')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('product_grants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('institution_id', 'integer', (c) =>
      c.notNull().references('institutions.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seats', 'integer')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('product_grants_period', sql`ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('product_grants_open')
    .on('product_grants')
    .columns(['institution_id', 'product_id'])
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema.createIndex('product_grants_product').on('product_grants').column('product_id').execute();
  await db.schema.createIndex('product_grants_ends').on('product_grants').column('ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_grants').ifExists().execute();
  await db.schema.dropTable('products').ifExists().execute();
}
