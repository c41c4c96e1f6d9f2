/**
 * Question types, points and feedback (ADR 195, ADR 196). Every item names its type (`choice`, SPEC's question, for
 * every existing row), its points (1) and its general feedback; the type's own data is one jsonb `definition`
 * (checked by the type's schema before it is written). Options carry feedback. A student's answer to a type other
 * than choice is a jsonb `response` beside the option ids; a submitted attempt keeps its responses, the points
 * earned out of the points of the version answered, and whether an answer still needs grading by hand.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_items')
    .addColumn('question_type', 'text', (c) => c.notNull().defaultTo('choice'))
    .addColumn('points', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`points >= 0`),
    )
    .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('definition', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('quiz_item_options')
    .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('assignment_answers').addColumn('response', 'jsonb').execute();
  await db.schema
    .alterTable('quiz_assignments')
    .addColumn('responses', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('score', 'double precision')
    .addColumn('max_score', 'double precision')
    .addColumn('needs_grading', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quiz_assignments')
    .dropColumn('responses')
    .dropColumn('score')
    .dropColumn('max_score')
    .dropColumn('needs_grading')
    .execute();
  await db.schema.alterTable('assignment_answers').dropColumn('response').execute();
  await db.schema.alterTable('quiz_item_options').dropColumn('feedback').execute();
  await db.schema
    .alterTable('quiz_items')
    .dropColumn('question_type')
    .dropColumn('points')
    .dropColumn('feedback')
    .dropColumn('definition')
    .execute();
}
