/**
 * Wire contract of SPEC section 7 "Search, content and institutions" used by the quiz editor: article search,
 * the article picker's list, subjects (tags), sections and one article with its video data.
 */
import * as z from 'zod';
import { ArticleTypeSchema, TagSchema } from '../../domain/content/content';
import {
  FilterConditionSchema,
  listResponseSchema,
  navigationSchema,
  PAGE_SIZE,
} from '../../domain/shared/listQuery';
import { dbId, isoDay, LIST_MAX, list, pageParam, text, TEXT_MAX } from '../../domain/shared/fields';
import { VideoDataSchema } from '../../domain/quiz/quiz';

export const CONTENT_PATHS = {
  search: '/api/free/search/',
  articleList: '/api/admin/quiz/article_list',
  tagList: '/api/free/tag_list',
  freeSectionList: (id: number) => `/api/free/section/list/${id}`,
  adminSectionList: (id: number) => `/api/admin/section/list/${id}`,
  article: (lang: string, id: number) => `/api/free/article/${lang}/${id}`,
} as const;

/** The Add Video dialog's filters: Research (journal, encyclopedia) and Education (everything else). */
export const CONTENT_TYPES = ['research', 'education'] as const;
export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;

export const SearchQuerySchema = z.object({
  query: text(TEXT_MAX.keyword).optional(),
  content_type: ContentTypeSchema.optional(),
  page: pageParam.default(1),
  /** Publication date range, inclusive days. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The videos of one playlist the caller may read (a publisher's playlist in Add Video, ADR 355). */
  playlist_id: dbId.optional(),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

export const ArticleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
  images: z.object({ short: z.string(), large: z.string() }),
  publishedAt: z.string(),
  inCollection: z.boolean(),
  /** The authors' names, in the article's order: each links to the author's page (ADR 318). */
  authors: z.array(z.string()).default([]),
  domain: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ArticleCard = z.infer<typeof ArticleCardSchema>;

export const SearchResponseSchema = listResponseSchema(ArticleCardSchema);
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
export const SEARCH_PAGE_SIZE = PAGE_SIZE.articleSearch;

export const ArticleListRequestSchema = z.object({
  navigation: navigationSchema(20),
  contentType: ArticleTypeSchema.optional(),
  bySection: z.boolean().optional(),
  withTemplate: z.boolean().optional(),
  totalCount: z.boolean().optional(),
  /** title contains, or section_id equals. */
  filter: list(FilterConditionSchema, LIST_MAX.filters).default([]),
});
export type ArticleListRequest = z.input<typeof ArticleListRequestSchema>;

export const ArticleRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
  sectionId: z.number().int().nullable(),
  /** Whether a template quiz exists for the article. */
  hasTemplate: z.boolean(),
});
export type ArticleRow = z.infer<typeof ArticleRowSchema>;
export const ArticleListResponseSchema = listResponseSchema(ArticleRowSchema);
export type ArticleListResponse = z.infer<typeof ArticleListResponseSchema>;

export const TagListResponseSchema = z.array(TagSchema);

export const SectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  parentId: z.number().int().nullable(),
  articleType: ArticleTypeSchema,
});
export type Section = z.infer<typeof SectionSchema>;
/** The section and its child sections. */
export const SectionListResponseSchema = z.object({
  section: SectionSchema,
  children: z.array(SectionSchema),
});
export type SectionListResponse = z.infer<typeof SectionListResponseSchema>;

export const AdminSectionQuerySchema = z.object({
  page: pageParam.default(1),
  items_per_page: z.coerce.number().int().min(1).max(200).default(20),
});
export const AdminSectionListResponseSchema = listResponseSchema(SectionSchema);

export const ArticleDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  header_image: z.string().nullable(),
  images: z.object({ short: z.string(), large: z.string() }),
  authors: z.array(z.object({ name: z.string(), institutionIndexes: z.array(z.number().int()) })),
  institutions: z.array(z.object({ departmentTitle: z.string(), institutionTitle: z.string() })),
  path: z.array(z.object({ type: z.enum(['subject', 'topic']), title: z.string() })),
  inCollection: z.boolean(),
  article_type: ArticleTypeSchema,
  domain: z.object({ id: z.number().int(), title: z.string(), articleType: ArticleTypeSchema }).nullable(),
  videoData: VideoDataSchema.nullable(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** Stored media paths are relative to the storage directory; the server serves them under /media/. */
export function mediaUrl(storagePath: string | null | undefined): string {
  if (!storagePath) return '';
  if (/^https?:\/\//.test(storagePath) || storagePath.startsWith('/')) return storagePath;
  return `/${storagePath.replace(/^\/+/, '')}`;
}
