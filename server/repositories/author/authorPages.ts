/**
 * An author's page (ADR 318): the published articles whose authors list exactly this name, newest first, with the
 * institutions the articles name beside it. The GIN index of migration 096 answers the containment.
 */
import { type Kysely, sql } from 'kysely';
import type { AuthorPage } from '../../../src/api/author/authorContract';
import { mediaUrl } from '../../../src/api/content/contentContract';
import type { Database } from '../../db/database';

/** The most articles a page lists; an author with more shows the newest. */
export const AUTHOR_PAGE_MAX_ARTICLES = 200;

export async function findAuthorPage(db: Kysely<Database>, name: string): Promise<AuthorPage | undefined> {
  const rows = await db
    .selectFrom('articles as a')
    .leftJoin('sections as d', 'd.id', 'a.domain_id')
    .select([
      'a.id',
      'a.title',
      'a.article_type',
      'a.published_at',
      'a.images',
      'a.authors',
      'a.institutions',
      'd.id as domain_id',
      'd.title as domain_title',
    ])
    .where('a.status', '=', 'published')
    .where(sql<boolean>`a.authors @> ${JSON.stringify([{ name }])}::jsonb`)
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(AUTHOR_PAGE_MAX_ARTICLES)
    .execute();
  if (rows.length === 0) return undefined;

  const institutions = new Map<string, { departmentTitle: string; institutionTitle: string }>();
  for (const row of rows) {
    for (const author of row.authors.filter((each) => each.name === name)) {
      for (const index of author.institutionIndexes) {
        const institution = row.institutions[index];
        if (!institution) continue;
        const key = `${institution.departmentTitle}\u0000${institution.institutionTitle}`;
        if (!institutions.has(key)) institutions.set(key, institution);
      }
    }
  }
  return {
    name,
    institutions: [...institutions.values()],
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      articleType: row.article_type,
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
      images: { short: mediaUrl(row.images.short), large: mediaUrl(row.images.large) },
      domain:
        row.domain_id === null || row.domain_title === null
          ? null
          : { id: row.domain_id, title: row.domain_title },
      coAuthors: row.authors.map((author) => author.name).filter((each) => each !== name),
    })),
  };
}
