/**
 * Counting what a deletion takes with it (ADR 266), for rows the route has already authorised: a quiz's places in
 * classes and the submitted results deleted with its assignments; a class's students and its documents (kept or in
 * Deleted); a playlist's places in classes; a sponsor's article assignments; a translation group's translations. A class's submitted results stay with the students (ADR 132), so they
 * are not counted.
 */
import type { Kysely } from 'kysely';
import type { DeleteImpact } from '../../../src/api/shared/deleteImpactContract';
import { NO_IMPACT } from '../../../src/api/shared/deleteImpactContract';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;

async function countWhere<T extends keyof Database>(
  db: Db,
  table: T,
  column: string,
  ids: readonly number[],
  extra?: 'submitted',
): Promise<number> {
  if (ids.length === 0) return 0;
  // The table and column names are this module's own constants, never the caller's input.
  let query = db
    .selectFrom(table as 'quiz_assignments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column as 'quiz_id', 'in', ids);
  if (extra === 'submitted') query = query.where('submit_at', 'is not', null);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function quizDeleteImpact(db: Db, ids: readonly number[]): Promise<DeleteImpact> {
  return {
    ...NO_IMPACT,
    classes: await countWhere(db, 'class_quizzes', 'quiz_id', ids),
    results: await countWhere(db, 'quiz_assignments', 'quiz_id', ids, 'submitted'),
  };
}

export async function classDeleteImpact(db: Db, ids: readonly number[]): Promise<DeleteImpact> {
  return {
    ...NO_IMPACT,
    students: await countWhere(db, 'class_students', 'class_id', ids),
    documents: await countWhere(db, 'class_documents', 'class_id', ids),
  };
}

export async function playlistDeleteImpact(db: Db, ids: readonly number[]): Promise<DeleteImpact> {
  return { ...NO_IMPACT, classes: await countWhere(db, 'class_playlists', 'playlist_id', ids) };
}

export async function sponsorDeleteImpact(db: Db, ids: readonly number[]): Promise<DeleteImpact> {
  return { ...NO_IMPACT, articles: await countWhere(db, 'sponsor_articles', 'sponsor_id', ids) };
}

export async function translationGroupDeleteImpact(db: Db, ids: readonly number[]): Promise<DeleteImpact> {
  return { ...NO_IMPACT, translations: await countWhere(db, 'site_translations', 'group_id', ids) };
}
