/** The site banner: one current banner, created once, then edited (SPEC section 4 "Banner"). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Banner } from '../../../src/domain/banner/banner';
import {
  staleOutcome,
  type StaleOutcome,
  type VersionedUpdate,
} from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';

type Db = Kysely<Database>;

export interface BannerValues {
  readonly message: string;
  readonly type: number;
  readonly published: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The banner's columns a create or an edit writes. */
const bannerColumns = (values: BannerValues) => ({
  message: values.message,
  type: values.type,
  is_published: values.published,
});

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
    version: row.version,
  };
}

/**
 * Creates the banner when there is none; refuses as stale when one exists (someone created it since the form was
 * loaded, ADR 109; the caller's own account, maybe, ADR 300). The table lock makes two creates wait for each other,
 * so only the first one stores.
 */
export async function createBanner(db: Db, values: BannerValues, by: number): Promise<number | StaleOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const existing = await trx
      .selectFrom('banners')
      .select('updated_by')
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (existing) return staleOutcome(existing.updated_by, by);
    const row = await trx
      .insertInto('banners')
      .values({ ...bannerColumns(values), updated_by: by })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Saves an edit made on `version`: the check and the increment are one UPDATE. */
export async function updateBanner(
  db: Db,
  id: number,
  values: BannerValues & { readonly version: number },
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(db, 'banners', { id, is_active: true }, values.version, bannerColumns(values), by);
}
