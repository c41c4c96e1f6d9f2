/**
 * The article form as stored (ADR 314): its section must be one of the sections an article belongs to (a section
 * under a domain, whose domain the article takes), its subjects must exist; the subjects' titles and then the
 * topics make its `path`, as the library's readers have it.
 */
import type * as z from 'zod';
import { ARTICLE_MESSAGES, type ArticleSaveSchema } from '../../../src/domain/publish/deskArticle';
import type { ArticlePathEntry } from '../../db/contentTables';
import { refusal, type DeskRefusal, type Trx } from './articleChanges';

export type ParsedArticleSave = z.output<typeof ArticleSaveSchema>;

export interface ResolvedSave {
  readonly domainId: number | null;
  /** The subjects' titles in the order the save names them. */
  readonly subjectTitles: readonly string[];
}

export async function resolveSave(trx: Trx, save: ParsedArticleSave): Promise<ResolvedSave | DeskRefusal> {
  let domainId: number | null = null;
  if (save.sectionId !== null) {
    const section = await trx
      .selectFrom('sections')
      .select('parent_id')
      .where('id', '=', save.sectionId)
      .where('parent_id', 'is not', null)
      .executeTakeFirst();
    if (!section) return refusal('invalid', { field: 'sectionId', message: ARTICLE_MESSAGES.sectionUnknown });
    domainId = section.parent_id;
  }
  const ids = [...new Set(save.subjectIds)];
  const tags = ids.length
    ? await trx.selectFrom('tags').select(['id', 'title']).where('id', 'in', ids).execute()
    : [];
  if (tags.length !== ids.length)
    return refusal('invalid', { field: 'subjectIds', message: ARTICLE_MESSAGES.subjectUnknown });
  const titles = new Map(tags.map((tag) => [tag.id, tag.title]));
  return { domainId, subjectTitles: ids.map((id) => titles.get(id)!) };
}

/** The columns the form writes. */
export function articleColumns(save: ParsedArticleSave, resolved: ResolvedSave) {
  const path: ArticlePathEntry[] = [
    ...resolved.subjectTitles.map((title) => ({ type: 'subject' as const, title })),
    ...save.topics.map((title) => ({ type: 'topic' as const, title })),
  ];
  return {
    title: save.title,
    abstract: save.abstract,
    article_type: save.articleType,
    section_id: save.sectionId,
    domain_id: resolved.domainId,
    authors: JSON.stringify(save.authors),
    institutions: JSON.stringify(save.institutions),
    path: JSON.stringify(path),
  };
}

export async function writeSubjects(
  trx: Trx,
  articleId: number,
  subjectIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
  const unique = [...new Set(subjectIds)];
  if (unique.length > 0)
    await trx
      .insertInto('article_tags')
      .values(unique.map((tag_id) => ({ article_id: articleId, tag_id })))
      .execute();
}
