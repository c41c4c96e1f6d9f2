/**
 * Wire contract of an author's page (ADR 318): the author's name as the articles spell it, the institutions named
 * beside it, and the published articles that list them, newest first.
 */
import * as z from 'zod';
import { ArticleTypeSchema } from '../../domain/content/content';
import { text, TEXT_MAX } from '../../domain/shared/fields';

export const AUTHOR_PATHS = {
  /** The address segment (`authorSegment`), encoded: `/api/admin/author/Ada_Lovelace`. */
  one: (segment: string) => `/api/admin/author/${encodeURIComponent(segment)}`,
} as const;

export const AuthorParamsSchema = z.object({ name: text(TEXT_MAX.personName * 3).min(1) });

export const AuthorArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
  publishedAt: z.string().nullable(),
  images: z.object({ short: z.string(), large: z.string() }),
  domain: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The other authors of the article, in its order. */
  coAuthors: z.array(z.string()),
});
export type AuthorArticle = z.infer<typeof AuthorArticleSchema>;

export const AuthorPageSchema = z.object({
  name: z.string(),
  /** Each institution once, as the articles give them: "Department, Institution" or the institution alone. */
  institutions: z.array(z.object({ departmentTitle: z.string(), institutionTitle: z.string() })),
  articles: z.array(AuthorArticleSchema),
});
export type AuthorPage = z.infer<typeof AuthorPageSchema>;
