/**
 * Question banks (ADR 232): banks owned by an instructor or an institution, their categories and their questions;
 * random slots held by quiz activities; each attempt's draw pinned on its assignment (and kept with an earlier
 * attempt). A bank question takes its id from the quiz items' sequence, so a drawn question's id never meets a quiz
 * item's: answers, scores and statistics keep naming questions by one id.
 */
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_banks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('question_banks_one_owner', sql`(owner_user_id is null) <> (institution_id is null)`)
    .execute();
  await db.schema.createIndex('question_banks_owner').on('question_banks').column('owner_user_id').execute();
  await db.schema
    .createIndex('question_banks_institution')
    .on('question_banks')
    .column('institution_id')
    .execute();
  await db.schema
    .createTable('bank_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('bank_id', 'integer', (c) => c.notNull().references('question_banks.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('bank_categories_bank').on('bank_categories').column('bank_id').execute();
  await db.schema
    .createTable('bank_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(sql`nextval('quiz_items_id_seq')`))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('bank_categories.id').onDelete('cascade'),
    )
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('bank_questions_category').on('bank_questions').column('category_id').execute();
  await db.schema
    .alterTable('quiz_activities')
    .addColumn('random_slots', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.alterTable('quiz_assignments').addColumn('drawn', 'jsonb').execute();
  await db.schema.alterTable('quiz_attempts').addColumn('drawn', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('drawn').execute();
  await db.schema.alterTable('quiz_assignments').dropColumn('drawn').execute();
  await db.schema.alterTable('quiz_activities').dropColumn('random_slots').execute();
  await db.schema.dropTable('bank_questions').ifExists().execute();
  await db.schema.dropTable('bank_categories').ifExists().execute();
  await db.schema.dropTable('question_banks').ifExists().execute();
}
