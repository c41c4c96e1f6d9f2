/** The site banner: one current banner, created once, then edited (SPEC section 4 "Banner"). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Banner } from '../../src/domain/banner';

type Db = Kysely<Database>;

export interface BannerValues {
  readonly message: string;
  readonly type: number;
  readonly published: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function currentBanner(db: Db): Promise<Banner | null> {
  const row = await db
    .selectFrom('banners')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    message: row.message,
    type: row.type,
    isActive: row.is_active,
    isPublished: row.is_published,
    createdAt: row.created_at.toISOString(),
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
  };
}

export async function createBanner(db: Db, values: BannerValues): Promise<number> {
  const row = await db
    .insertInto('banners')
    .values({ message: values.message, type: values.type, is_published: values.published })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Db, id: number, values: BannerValues): Promise<boolean> {
  const result = await db
    .updateTable('banners')
    .set({ message: values.message, type: values.type, is_published: values.published })
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
