/**
 * Article queries of the quiz editor: the Add Video search, the article picker's list and one article's video. They
 * offer published articles only (ADR 314); one article as the editor reads it is there for the desk in any status.
 */
import { type Kysely, sql } from 'kysely';
import type {
  ArticleCard,
  ArticleDetail,
  ArticleRow,
  ContentType,
} from '../../../src/api/content/contentContract';
import { mediaUrl } from '../../../src/api/content/contentContract';
import type { ArticleType } from '../../../src/domain/content/content';
import type { Database } from '../../db/database';
import { countedPage, type PageRequest } from '../shared/listPage';
import { videoDataOf } from '../quiz/videoArticles';
import { isOffered } from '../../../src/domain/publish/articleLifecycle';

/** Research is the journal and the encyclopedia; everything else is education. */
const RESEARCH_TYPES: readonly ArticleType[] = ['journal', 'encyclopedia_of_experiments'];

export interface ArticleSearch extends PageRequest {
  readonly query?: string | undefined;
  readonly contentType?: ContentType | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** Only the videos of this playlist (the caller's right to read it is checked first, ADR 355). */
  readonly playlistId?: number | undefined;
}

/** An article's id, title and type, as cards, rows and video data name it. */
const articleRef = (row: {
  readonly id: number;
  readonly title: string;
  readonly article_type: ArticleType;
}) => ({
  id: row.id,
  title: row.title,
  articleType: row.article_type,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchArticles(
  db: Kysely<Database>,
  search: ArticleSearch,
): Promise<{ rows: ArticleCard[]; total: number }> {
  let base = db.selectFrom('articles as a').where('a.status', '=', 'published');
  const keyword = search.query?.trim();
  if (keyword) {
    base = /^\d+$/.test(keyword)
      ? base.where('a.id', '=', Number(keyword))
      : base.where('a.title', 'ilike', `%${escapeLike(keyword)}%`);
  }
  if (search.contentType === 'research') base = base.where('a.article_type', 'in', [...RESEARCH_TYPES]);
  if (search.contentType === 'education') base = base.where('a.article_type', 'not in', [...RESEARCH_TYPES]);
  if (search.playlistId !== undefined)
    base = base.where(
      'a.id',
      'in',
      sql<number>`(select (jsonb_array_elements_text(pi.article_ids))::int
        from playlist_items pi where pi.playlist_id = ${search.playlistId})`,
    );
  if (search.from) base = base.where('a.published_at', '>=', new Date(`${search.from}T00:00:00Z`));
  if (search.to) {
    base = base.where(
      'a.published_at',
      '<',
      sql<Date>`${`${search.to}T00:00:00Z`}::timestamptz + interval '1 day'`,
    );
  }
  return countedPage(
    base,
    (articles) =>
      articles
        .leftJoin('sections as d', 'd.id', 'a.domain_id')
        .select([
          'a.id',
          'a.title',
          'a.article_type',
          'a.images',
          'a.published_at',
          'a.in_collection',
          'a.authors',
          'd.id as domain_id',
          'd.title as domain_title',
        ])
        .orderBy('a.published_at', 'desc')
        .orderBy('a.id', 'desc'),
    search,
    (r) => ({
      ...articleRef(r),
      images: { short: mediaUrl(r.images.short), large: mediaUrl(r.images.large) },
      // Offered articles are published, so they have their date (a check of migration 093).
      publishedAt: (r.published_at ?? new Date(0)).toISOString(),
      inCollection: r.in_collection,
      authors: r.authors.map((author) => author.name),
      domain:
        r.domain_id === null || r.domain_title === null ? null : { id: r.domain_id, title: r.domain_title },
    }),
  );
}

export interface ArticleListQuery extends PageRequest {
  readonly titleContains?: string | undefined;
  readonly sectionId?: number | undefined;
  readonly articleId?: number | undefined;
  readonly contentType?: ArticleType | undefined;
}

export async function listArticles(
  db: Kysely<Database>,
  query: ArticleListQuery,
): Promise<{ rows: ArticleRow[]; total: number }> {
  let base = db.selectFrom('articles as a').where('a.status', '=', 'published');
  if (query.titleContains) base = base.where('a.title', 'ilike', `%${escapeLike(query.titleContains)}%`);
  if (query.sectionId !== undefined) base = base.where('a.section_id', '=', query.sectionId);
  if (query.articleId !== undefined) base = base.where('a.id', '=', query.articleId);
  if (query.contentType) base = base.where('a.article_type', '=', query.contentType);
  return countedPage(
    base,
    (articles) =>
      articles
        .select((eb) => [
          'a.id',
          'a.title',
          'a.article_type',
          'a.section_id',
          eb
            .exists(
              eb
                .selectFrom('quizzes as q')
                .select('q.id')
                .whereRef('q.article_id', '=', 'a.id')
                .where('q.kind', '=', 'template'),
            )
            .as('has_template'),
        ])
        .orderBy('a.id', 'asc'),
    query,
    (r) => ({ ...articleRef(r), sectionId: r.section_id, hasTemplate: Boolean(r.has_template) }),
  );
}

/**
 * One article with its video. An article that is not offered is found only for the desk (`anyStatus`): to anyone
 * else it is missing, as an id that names nothing (ADR 105).
 */
export async function findArticle(
  db: Kysely<Database>,
  id: number,
  options: { readonly anyStatus: boolean } = { anyStatus: false },
): Promise<ArticleDetail | undefined> {
  const row = await db
    .selectFrom('articles as a')
    .leftJoin('sections as d', 'd.id', 'a.domain_id')
    .selectAll('a')
    .select(['d.id as d_id', 'd.title as d_title', 'd.article_type as d_type'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row || (!options.anyStatus && !isOffered(row.status))) return undefined;
  const video = await db
    .selectFrom('article_videos')
    .selectAll()
    .where('article_id', '=', id)
    .orderBy('id')
    .executeTakeFirst();
  return {
    id: row.id,
    title: row.title,
    header_image: row.header_image === null ? null : mediaUrl(row.header_image),
    images: { short: mediaUrl(row.images.short), large: mediaUrl(row.images.large) },
    authors: row.authors,
    institutions: row.institutions,
    path: row.path,
    inCollection: row.in_collection,
    article_type: row.article_type,
    domain:
      row.d_id === null || row.d_title === null || row.d_type === null
        ? null
        : { id: row.d_id, title: row.d_title, articleType: row.d_type },
    videoData: video ? videoDataOf(articleRef(row), video) : null,
  };
}
