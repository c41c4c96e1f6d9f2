/** Subjects (tags) for the editor's Subjects dialog. */
import type { Kysely } from 'kysely';
import type { Tag } from '../../../src/domain/content/content';
import type { Database } from '../../db/database';

export function listTags(db: Kysely<Database>): Promise<Tag[]> {
  return db.selectFrom('tags').select(['id', 'title']).orderBy('title').execute();
}
