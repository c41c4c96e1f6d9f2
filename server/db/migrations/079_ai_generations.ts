/**
 * Integrations that say what they did (ADRs 252, 253):
 *
 * - `ai_generations`: each question generation as it ended: who asked, which model, the outcome, and the tokens
 *   the provider says it used, so an administrator can see what generation costs and who spends it;
 * - `identity_providers.client_auth`: how the console authenticates at the provider's token endpoint, or 'auto'
 *   for the first method the provider's discovery lists.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_generations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('questions_asked', 'integer', (c) => c.notNull())
    /** 'done', or the failure's code ('cut', 'unknownModel', …). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('ai_generations_at_idx')
    .on('ai_generations')
    .columns(['at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('ai_generations_user_idx').on('ai_generations').column('user_id').execute();
  await db.schema
    .alterTable('identity_providers')
    .addColumn('client_auth', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('identity_providers').dropColumn('client_auth').execute();
  await db.schema.dropTable('ai_generations').execute();
}
