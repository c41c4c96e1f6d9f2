/**
 * Indexes for Results and the dashboard while a class is taking a quiz (ADR 263): the classes' own dates of one
 * quiz (`class_quizzes` is keyed by class first, so Results, reminders and the overdue settling read every row of
 * it without this), and a quiz's submissions by time (the dashboard's submitted-since counts per quiz, Results'
 * submitted first).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('class_quizzes_quiz')
    .on('class_quizzes')
    .columns(['quiz_id', 'class_id'])
    .execute();
  await db.schema
    .createIndex('quiz_assignments_quiz_submitted')
    .on('quiz_assignments')
    .columns(['quiz_id', 'submit_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quiz_assignments_quiz_submitted').execute();
  await db.schema.dropIndex('class_quizzes_quiz').execute();
}
