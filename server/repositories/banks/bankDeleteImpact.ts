/**
 * What deleting question banks or categories takes with it, and whether it would be refused (ADR 299), for rows
 * the route has already authorised: a bank's categories and questions, a category's questions, and the quizzes
 * whose random slots draw from them (the same test as the DELETE's `bankInUse` and `categoryInUse`).
 */
import { sql, type Kysely } from 'kysely';
import { NO_IMPACT, type DeleteImpact } from '../../../src/api/shared/deleteImpactContract';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

/** The quizzes with a random slot holding one of these fields (a category of theirs, or a bank of theirs). */
async function quizzesDrawing(
  db: Db,
  slots: readonly ({ readonly categoryId: number } | { readonly bankId: number })[],
): Promise<number> {
  if (slots.length === 0) return 0;
  const row = await db
    .selectFrom('quiz_activities')
    .select(sql<string>`count(distinct quiz_id)`.as('n'))
    .where((eb) => eb.or(slots.map((slot) => sql<boolean>`random_slots @> ${JSON.stringify([slot])}::jsonb`)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The count, with `refused` when quizzes draw from the rows. */
const withRefusal = (impact: DeleteImpact, quizzes: number): DeleteImpact =>
  quizzes > 0 ? { ...impact, refused: { quizzes } } : impact;

export async function bankDeleteImpact(db: Db, bankIds: readonly number[]): Promise<DeleteImpact> {
  if (bankIds.length === 0) return { ...NO_IMPACT, categories: 0, questions: 0 };
  const counts = await db
    .selectFrom('bank_categories as c')
    .leftJoin('bank_questions as q', 'q.category_id', 'c.id')
    .select((eb) => [
      eb.fn.count<string>('c.id').distinct().as('categories'),
      eb.fn.count<string>('q.id').as('questions'),
    ])
    .where('c.bank_id', 'in', [...bankIds])
    .executeTakeFirst();
  const quizzes = await quizzesDrawing(
    db,
    bankIds.map((bankId) => ({ bankId })),
  );
  return withRefusal(
    { ...NO_IMPACT, categories: Number(counts?.categories ?? 0), questions: Number(counts?.questions ?? 0) },
    quizzes,
  );
}

export async function categoryDeleteImpact(db: Db, categoryIds: readonly number[]): Promise<DeleteImpact> {
  if (categoryIds.length === 0) return { ...NO_IMPACT, questions: 0 };
  const counts = await db
    .selectFrom('bank_questions')
    .select((eb) => eb.fn.countAll<string>().as('questions'))
    .where('category_id', 'in', [...categoryIds])
    .executeTakeFirst();
  const quizzes = await quizzesDrawing(
    db,
    categoryIds.map((categoryId) => ({ categoryId })),
  );
  return withRefusal({ ...NO_IMPACT, questions: Number(counts?.questions ?? 0) }, quizzes);
}
