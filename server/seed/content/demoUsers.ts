/** The demo accounts seeded quizzes belong to, looked up by e-mail (they are created before the content). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DEMO_EMAILS, type DemoUser } from './sampleQuizzes';

export async function findDemoUsers(db: Kysely<Database>): Promise<Map<string, DemoUser>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', [...DEMO_EMAILS]))
    .execute();
  return new Map(
    rows.map((row) => [
      row.email.toLowerCase(),
      { id: row.id, email: row.email.toLowerCase(), firstName: row.first_name, lastName: row.last_name },
    ]),
  );
}
