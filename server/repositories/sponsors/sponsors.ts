/** Sponsors, their assigned articles and the candidate articles of the assign dialog (SPEC sections 3 and 7). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  paging,
  type FilterCondition,
  type Paging,
  type ParsedListRequest,
} from '../../../src/domain/shared/listQuery';
import { listResource, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import type { Sponsor, SponsorCandidate, SponsorListItem } from '../../../src/domain/sponsors/sponsors';

type Db = Kysely<Database>;

/** Stored paths are relative to the storage directory, whose media/ folder is served at /media/. */
const fileUrl = (path: string | null) => (path ? `/${path}` : null);

/**
 * The sponsor list's whitelist for the one list interpreter (ADR 020): a name search (the console sends
 * `company_name contains`; `companyName` is the entity's own spelling), an id, and the sortable Company Name and
 * id. The default order is newest first. Search and sort read the name's visible text, the column
 * `company_name_text` that migration 009 derives from the stored markup (ADR 098).
 */
export const SPONSOR_RESOURCE = listResource({
  name: 'sponsors',
  id: sql`s.id`,
  idOrder: 'desc',
  filters: {
    company_name: textField(sql`s.company_name_text`),
    companyName: textField(sql`s.company_name_text`),
  },
  sorts: { company_name: sql`s.company_name_text`, companyName: sql`s.company_name_text` },
});

export function listSponsors(db: Db, request: ParsedListRequest): Promise<ListPage<SponsorListItem>> {
  return listPage({
    resource: SPONSOR_RESOURCE,
    request,
    from: db.selectFrom('sponsors as s'),
    select: (sponsors) =>
      sponsors.select([
        's.id',
        's.company_name',
        's.company_url',
        's.logo_path',
        's.video_path',
        's.version',
        (eb) =>
          eb
            .selectFrom('sponsor_articles')
            .whereRef('sponsor_articles.sponsor_id', '=', 's.id')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .as('count_of_articles'),
      ]),
    map: (row) => ({
      id: row.id,
      companyName: row.company_name,
      companyUrl: row.company_url,
      logoUrl: fileUrl(row.logo_path),
      videoUrl: fileUrl(row.video_path),
      countOfArticles: Number(row.count_of_articles ?? 0),
      version: row.version,
    }),
  });
}

export async function findSponsor(db: Db, id: number): Promise<Sponsor | undefined> {
  const row = await db.selectFrom('sponsors').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const articles = await db
    .selectFrom('sponsor_articles')
    .innerJoin('articles', 'articles.id', 'sponsor_articles.article_id')
    .select(['articles.id', 'articles.title', 'sponsor_articles.created_at', 'sponsor_articles.is_active'])
    .where('sponsor_articles.sponsor_id', '=', id)
    .orderBy('sponsor_articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .execute();
  return {
    id: row.id,
    companyName: row.company_name,
    companyUrl: row.company_url,
    logoUrl: fileUrl(row.logo_path),
    videoUrl: fileUrl(row.video_path),
    countOfArticles: articles.length,
    articleList: articles.map((a) => ({
      id: a.id,
      title: a.title,
      createdAt: a.created_at.toISOString(),
      isActive: a.is_active,
    })),
    version: row.version,
  };
}

export async function createSponsor(
  db: Db,
  values: { companyName: string; companyUrl: string },
  by: number,
): Promise<number> {
  const row = await db
    .insertInto('sponsors')
    .values({ company_name: values.companyName, company_url: values.companyUrl, updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves the form made on `version`. The check and the increment are one UPDATE, so of two saves of one version
 * exactly one wins; the loser changes nothing.
 */
export async function updateSponsor(
  db: Db,
  id: number,
  values: { companyName: string; companyUrl: string; version: number },
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  const form = { company_name: values.companyName, company_url: values.companyUrl, updated_at: now };
  return updateOnVersion(db, 'sponsors', { id }, values.version, form, by);
}

export async function deleteSponsor(
  db: Db,
  id: number,
): Promise<{ logo: string | null; video: string | null } | undefined> {
  const row = await db
    .deleteFrom('sponsors')
    .where('id', '=', id)
    .returning(['logo_path', 'video_path'])
    .executeTakeFirst();
  return row ? { logo: row.logo_path, video: row.video_path } : undefined;
}

/** Points the sponsor at a new file; returns the path it replaced. */
export async function setSponsorFile(
  db: Db,
  id: number,
  kind: 'logo' | 'video',
  path: string,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sponsors')
      .select(['logo_path', 'video_path'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('sponsors')
      .set(kind === 'logo' ? { logo_path: path, updated_at: now } : { video_path: path, updated_at: now })
      .where('id', '=', id)
      .execute();
    return { previous: kind === 'logo' ? row.logo_path : row.video_path };
  });
}

/**
 * Assigns articles; an article already sponsored by another sponsor is refused (one sponsor per article).
 * Returns the refusals keyed by article id.
 */
export async function assignArticles(
  db: Db,
  sponsorId: number,
  articleIds: readonly number[],
  now: Date,
): Promise<Record<string, string>> {
  return db.transaction().execute(async (trx) => {
    const errors: Record<string, string> = {};
    // Only offered articles are sponsored (ADR 314): another is refused as unknown.
    const existing = await trx
      .selectFrom('articles')
      .select('id')
      .where('id', 'in', [...articleIds])
      .where('status', '=', 'published')
      .execute();
    const known = new Set(existing.map((a) => a.id));
    const taken = await trx
      .selectFrom('sponsor_articles')
      .innerJoin('sponsors', 'sponsors.id', 'sponsor_articles.sponsor_id')
      .select(['sponsor_articles.article_id', 'sponsor_articles.sponsor_id'])
      .where('sponsor_articles.article_id', 'in', [...articleIds])
      .execute();
    const takenBy = new Map(taken.map((t) => [t.article_id, t.sponsor_id]));
    const toInsert: number[] = [];
    for (const id of articleIds) {
      if (!known.has(id)) errors[String(id)] = `Article ${id} does not exist`;
      else if (takenBy.get(id) === sponsorId)
        errors[String(id)] = `Article ${id} is already assigned to this sponsor`;
      else if (takenBy.has(id)) errors[String(id)] = `Article ${id} is already assigned to another sponsor`;
      else toInsert.push(id);
    }
    if (toInsert.length > 0)
      await trx
        .insertInto('sponsor_articles')
        .values(toInsert.map((article_id) => ({ sponsor_id: sponsorId, article_id, created_at: now })))
        .execute();
    return errors;
  });
}

export async function removeArticles(
  db: Db,
  sponsorId: number,
  articleIds: readonly number[],
): Promise<number> {
  const result = await db
    .deleteFrom('sponsor_articles')
    .where('sponsor_id', '=', sponsorId)
    .where('article_id', 'in', [...articleIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Articles for the assign dialog: searched by id (or domain id), sponsored (1) or not yet sponsored (2); offered
 * ones only (ADR 314).
 */
export async function listCandidates(
  db: Db,
  request: { page: number; perPage: number; filter: readonly FilterCondition[]; withSponsor: 1 | 2 },
): Promise<{ result: SponsorCandidate[]; navigation: Paging }> {
  let base = db
    .selectFrom('articles')
    .leftJoin('sponsor_articles', 'sponsor_articles.article_id', 'articles.id')
    .leftJoin('sponsors', 'sponsors.id', 'sponsor_articles.sponsor_id')
    .leftJoin('sections as domain', 'domain.id', 'articles.domain_id')
    .where('articles.status', '=', 'published');
  for (const condition of request.filter) {
    if (condition.operator !== 'equals' || typeof condition.value !== 'number') continue;
    if (condition.property === 'id') base = base.where('articles.id', '=', condition.value);
    if (condition.property === 'domain_id') base = base.where('articles.domain_id', '=', condition.value);
  }
  base =
    request.withSponsor === 1
      ? base.where('sponsor_articles.sponsor_id', 'is not', null)
      : base.where('sponsor_articles.sponsor_id', 'is', null);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'articles.id',
      'articles.title',
      'articles.article_type',
      'domain.id as domain_id',
      'domain.title as domain_title',
      'sponsors.id as sponsor_id',
      'sponsors.company_name',
    ])
    .orderBy('articles.id', 'desc')
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage)
    .execute();
  return {
    result: rows.map((row) => ({
      id: row.id,
      title: row.title,
      article_type: row.article_type,
      domain: row.domain_id === null ? null : { id: row.domain_id, title: row.domain_title ?? '' },
      sponsor_data:
        row.sponsor_id === null ? null : { id: row.sponsor_id, companyName: row.company_name ?? '' },
    })),
    navigation: paging(request.page, request.perPage, Number(total), rows.length),
  };
}
