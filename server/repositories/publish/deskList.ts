/**
 * The desk's list (ADR 314): every article in any status, searched by id or title, filtered by status, type,
 * subject and the dashboard's moments, sorted, one page at a time, each row with the caller's actions. Beside it
 * the sections an article may belong to and the desk's figures for the dashboard.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  DeskFigures,
  DeskListRequestSchema,
  SectionOption,
} from '../../../src/api/publish/publishContract';
import { ARTICLE_STATUSES, type DeskRole } from '../../../src/domain/publish/articleLifecycle';
import type { DeskArticleRow } from '../../../src/domain/publish/deskArticle';
import { DB_INT_MAX } from '../../../src/domain/shared/fields';
import type * as z from 'zod';
import type { Database } from '../../db/database';
import { escapeLike } from '../../lists/listRequest';
import { countedPage } from '../shared/listPage';
import { personOf } from './articleHistory';
import { deskActionsOf } from './deskArticles';

type Db = Kysely<Database>;
export type ParsedDeskListRequest = z.output<typeof DeskListRequestSchema>;

/** Statuses sort in the order of an article's life, not by their names. */
const STATUS_ORDER = sql.raw(
  `case a.status ${ARTICLE_STATUSES.map((status, index) => `when '${status}' then ${index}`).join(' ')} end`,
);

const SORT_SQL = {
  title: sql`lower(a.title)`,
  status: STATUS_ORDER,
  updatedAt: sql`a.updated_at`,
  publishedAt: sql`a.published_at`,
  scheduledAt: sql`a.scheduled_at`,
  id: sql`a.id`,
} as const;

export async function listDeskArticles(
  db: Db,
  request: ParsedDeskListRequest,
  role: DeskRole | null,
): Promise<{ rows: DeskArticleRow[]; total: number }> {
  let base = db.selectFrom('articles as a');
  const keyword = request.keyword?.trim();
  if (keyword) {
    // SPEC section 5: a whole number is an id (one no id can be matches nothing), anything else title-contains.
    base = /^\d+$/.test(keyword)
      ? base.where('a.id', '=', Number(keyword) <= DB_INT_MAX ? Number(keyword) : 0)
      : base.where('a.title', 'ilike', `%${escapeLike(keyword)}%`);
  }
  if (request.statuses?.length) base = base.where('a.status', 'in', request.statuses);
  if (request.articleType) base = base.where('a.article_type', '=', request.articleType);
  if (request.subjectId !== undefined) {
    const subjectId = request.subjectId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('article_tags as t')
          .select('t.tag_id')
          .whereRef('t.article_id', '=', 'a.id')
          .where('t.tag_id', '=', subjectId),
      ),
    );
  }
  if (request.scheduledBefore) base = base.where('a.scheduled_at', '<', new Date(request.scheduledBefore));
  if (request.publishedSince) base = base.where('a.published_at', '>=', new Date(request.publishedSince));
  const [column, direction] = request.sort;
  const order = sql`${SORT_SQL[column]} ${sql.raw(direction)} nulls last, a.id ${sql.raw(direction)}`;
  const { navigation } = request;
  const page = await countedPage(
    base,
    (articles) =>
      articles
        .leftJoin('sections as s', 's.id', 'a.section_id')
        .leftJoin('sections as d', 'd.id', 's.parent_id')
        .leftJoin('users as u', 'u.id', 'a.updated_by')
        .select((eb) => [
          'a.id',
          'a.title',
          'a.status',
          'a.article_type',
          'a.updated_at',
          'a.scheduled_at',
          'a.published_at',
          'a.ever_published',
          's.id as section_id',
          's.title as section_title',
          'd.title as domain_title',
          'u.first_name',
          'u.last_name',
          'u.email',
          eb
            .exists(
              eb
                .selectFrom('article_videos as v')
                .select('v.id')
                .whereRef('v.article_id', '=', 'a.id')
                .where(sql<SqlBool>`coalesce(v.cdn_file, v.fp_resource_id) is not null`),
            )
            .as('has_video'),
        ])
        .orderBy(order),
    { page: navigation.page, perPage: navigation.itemsOnPage },
    (row) => row,
  );
  const subjects = await subjectsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      articleType: row.article_type,
      section:
        row.section_id === null || row.section_title === null
          ? null
          : { id: row.section_id, title: row.section_title, domainTitle: row.domain_title },
      subjects: subjects.get(row.id) ?? [],
      updatedAt: row.updated_at.toISOString(),
      updatedBy: personOf(row),
      scheduledAt: row.scheduled_at?.toISOString() ?? null,
      publishedAt: row.published_at?.toISOString() ?? null,
      hasVideo: Boolean(row.has_video),
      actions: deskActionsOf(row.status, row.ever_published, role),
    })),
  };
}

async function subjectsOf(db: Db, articleIds: readonly number[]) {
  const bySubject = new Map<number, { id: number; title: string }[]>();
  if (articleIds.length === 0) return bySubject;
  const rows = await db
    .selectFrom('article_tags as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.id', 't.title'])
    .where('at.article_id', 'in', [...articleIds])
    .orderBy('t.title')
    .execute();
  for (const row of rows) {
    const list = bySubject.get(row.article_id) ?? [];
    list.push({ id: row.id, title: row.title });
    bySubject.set(row.article_id, list);
  }
  return bySubject;
}

/** The sections an article may belong to: those under a domain, in the order of the catalogue. */
export async function listSectionOptions(db: Db): Promise<SectionOption[]> {
  const rows = await db
    .selectFrom('sections as s')
    .innerJoin('sections as d', 'd.id', 's.parent_id')
    .select(['s.id', 's.title', 's.article_type', 'd.id as domain_id', 'd.title as domain_title'])
    .orderBy('d.sort_index')
    .orderBy('d.id')
    .orderBy('s.sort_index')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    articleType: row.article_type,
    domainId: row.domain_id,
    domainTitle: row.domain_title,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's figures (ADR 319): in review; scheduled from now to the end of the seventh day (today and the
 * next six, UTC); first published since the 1st of this month (UTC).
 */
export async function deskFigures(db: Db, now: Date): Promise<DeskFigures> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekEnds = new Date(today + 7 * DAY_MS);
  const monthStarted = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const articles = () => db.selectFrom('articles');
  const count = async (query: ReturnType<typeof articles>) =>
    Number((await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const [inReview, scheduled, published] = await Promise.all([
    count(articles().where('status', '=', 'in_review')),
    count(articles().where('status', '=', 'scheduled').where('scheduled_at', '<', weekEnds)),
    count(articles().where('status', '=', 'published').where('published_at', '>=', monthStarted)),
  ]);
  return {
    inReview,
    scheduledThisWeek: scheduled,
    publishedThisMonth: published,
    weekEnds: weekEnds.toISOString(),
    monthStarted: monthStarted.toISOString(),
  };
}
