/**
 * The collection screen's document (ADR 316): the title, the description, the published switch and the ordered
 * videos. Pure functions. The videos change through `applyCollectionEdit` (the form's `form.edit`, ADR 125); a video
 * is in a collection once, so its article id is its key while the screen is open. A video the library no longer
 * offers (ADR 314) stays in its place, marked unavailable, until someone removes it.
 */
import * as z from 'zod';
import { ArticleTypeSchema, type ArticleType } from '../content/content';
import { moveItemBy, moveItemTo } from '../shared/listOrder';
import { CollectionFormSchema, type CollectionForm } from './collections';

export interface CollectionArticleEntry {
  readonly id: number;
  readonly title: string;
  readonly articleType: ArticleType;
  /** False once the article is no longer published: 'This video is no longer available'. */
  readonly available: boolean;
}

export interface CollectionDocument {
  readonly title: string;
  readonly description: string;
  readonly published: boolean;
  readonly articles: readonly CollectionArticleEntry[];
}

export const EMPTY_COLLECTION: CollectionDocument = {
  title: '',
  description: '',
  published: false,
  articles: [],
};

/** What the server answered, as the screen edits it. */
export const documentOf = (collection: CollectionDocument): CollectionDocument => ({
  title: collection.title,
  description: collection.description,
  published: collection.published,
  articles: collection.articles.map(({ id, title, articleType, available }) => ({
    id,
    title,
    articleType,
    available,
  })),
});

/** The save's body (without the version). */
export const formOf = (document: CollectionDocument): CollectionForm => ({
  title: document.title,
  description: document.description,
  published: document.published,
  articleIds: document.articles.map((article) => article.id),
});

export const sameDocument = (a: CollectionDocument, b: CollectionDocument) =>
  JSON.stringify(formOf(a)) === JSON.stringify(formOf(b));

/** An article as the Add video dialog's search gives it: offered, so available. */
export interface ChosenArticle {
  readonly id: number;
  readonly title: string;
  readonly articleType: ArticleType;
}

/** One change to the videos. */
export type CollectionEdit =
  | { readonly type: 'article.add'; readonly article: ChosenArticle }
  | { readonly type: 'article.remove'; readonly articleId: number }
  | { readonly type: 'article.moveUp'; readonly articleId: number }
  | { readonly type: 'article.moveDown'; readonly articleId: number }
  | { readonly type: 'article.moveTo'; readonly articleId: number; readonly toIndex: number };

/** The document with these videos; the same document when they did not change. */
const withArticles = (
  document: CollectionDocument,
  articles: readonly CollectionArticleEntry[],
): CollectionDocument => (articles === document.articles ? document : { ...document, articles });

const isArticle = (articleId: number) => (article: CollectionArticleEntry) => article.id === articleId;

/** The document after one edit; a video already there is not added twice, an unknown one moves nothing. */
export function applyCollectionEdit(document: CollectionDocument, edit: CollectionEdit): CollectionDocument {
  switch (edit.type) {
    case 'article.add':
      if (document.articles.some(isArticle(edit.article.id))) return document;
      return withArticles(document, [...document.articles, { ...edit.article, available: true }]);
    case 'article.remove':
      return withArticles(
        document,
        document.articles.filter((article) => article.id !== edit.articleId),
      );
    case 'article.moveUp':
    case 'article.moveDown':
      return withArticles(
        document,
        moveItemBy(document.articles, isArticle(edit.articleId), edit.type === 'article.moveUp' ? -1 : 1),
      );
    case 'article.moveTo':
      return withArticles(document, moveItemTo(document.articles, isArticle(edit.articleId), edit.toIndex));
  }
}

const EntrySchema = z
  .object({
    id: z.number(),
    title: z.string(),
    articleType: ArticleTypeSchema,
    available: z.boolean(),
  })
  .readonly();

/**
 * The document checked as what it saves: its form (`formOf`) piped into `CollectionFormSchema`, whose messages are
 * the form's. A message's path is the save's: `title`, `description` or `articleIds`.
 */
export const CollectionDocumentSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    published: z.boolean(),
    articles: z.array(EntrySchema).readonly(),
  })
  .readonly()
  .transform(formOf)
  .pipe(CollectionFormSchema);
