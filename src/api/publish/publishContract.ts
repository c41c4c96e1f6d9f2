/**
 * Wire contract of the publisher's desk (/publish, ADR 314): the article list with its filters, one article, its
 * save, its lifecycle steps, its media uploads, the sections an article may belong to and the desk's figures for
 * the dashboard. Shared by the console and the server.
 *
 * @publicModule the dashboard shows the desk's figures.
 */
import * as z from 'zod';
import { ArticleTypeSchema } from '../../domain/content/content';
import { ArticleStatusSchema, ArticleStepSchema, STEP_NOTE_MAX } from '../../domain/publish/articleLifecycle';
import { ArticleSaveSchema, DeskArticleRowSchema, DeskArticleSchema } from '../../domain/publish/deskArticle';
import { isoDateTime, jsonId, list, text, TEXT_MAX } from '../../domain/shared/fields';
import { listResponseSchema, navigationSchema, SortDirectionSchema } from '../../domain/shared/listQuery';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';
import { UI_LANGUAGE_CODES } from '../../domain/shared/languages';

export const PUBLISH_PATHS = {
  list: '/api/admin/publish/article_list',
  create: '/api/admin/publish/article',
  one: (id: number | string) => `/api/admin/publish/article/${id}`,
  step: (id: number | string) => `/api/admin/publish/article/${id}/step`,
  video: (id: number | string) => `/api/admin/publish/article/${id}/video`,
  subtitles: (id: number | string, language: string) =>
    `/api/admin/publish/article/${id}/subtitles/${language}`,
  image: (id: number | string, kind: ArticleImageKind) => `/api/admin/publish/article/${id}/image/${kind}`,
  sections: '/api/admin/publish/sections',
  desk: '/api/admin/publish/desk',
} as const;

export const DESK_PAGE_SIZE = 20;

/** The columns the desk's list sorts by. */
export const DESK_SORTS = ['title', 'status', 'updatedAt', 'publishedAt', 'scheduledAt', 'id'] as const;
export const DeskSortSchema = z.enum(DESK_SORTS);
export type DeskSort = z.infer<typeof DeskSortSchema>;

/**
 * The desk's list: a keyword (a whole number is an id, anything else title-contains, SPEC section 5), filters by
 * status, article type and subject, a sort and a page. The console keeps it in the URL.
 */
export const DeskListRequestSchema = z.object({
  navigation: navigationSchema(DESK_PAGE_SIZE),
  keyword: text(TEXT_MAX.keyword).optional(),
  statuses: list(ArticleStatusSchema, 5).optional(),
  articleType: ArticleTypeSchema.optional(),
  subjectId: jsonId.optional(),
  /** Scheduled from this moment on / published since this moment: the dashboard's links. */
  scheduledBefore: isoDateTime.optional(),
  publishedSince: isoDateTime.optional(),
  sort: z.tuple([DeskSortSchema, SortDirectionSchema]).default(['updatedAt', 'desc']),
});
export type DeskListRequest = z.input<typeof DeskListRequestSchema>;
export const DeskListResponseSchema = listResponseSchema(DeskArticleRowSchema);
export type DeskListResponse = z.infer<typeof DeskListResponseSchema>;

export const ArticleCreateRequestSchema = ArticleSaveSchema;
/** An edit names the version it was made on (ADR 109). */
export const ArticleUpdateRequestSchema = z.object({
  article: ArticleSaveSchema,
  version: RecordVersionSchema,
});
export type ArticleUpdateRequest = z.input<typeof ArticleUpdateRequestSchema>;
export const ArticleResponseSchema = DeskArticleSchema;

/**
 * One lifecycle step. `version` is the version the caller saw: a step on an article changed since answers 409.
 * A bulk step sends none and is checked against the article's status alone.
 */
export const ArticleStepRequestSchema = z.object({
  step: ArticleStepSchema,
  note: text(STEP_NOTE_MAX, { trim: true }).optional(),
  at: isoDateTime.optional(),
  version: RecordVersionSchema.optional(),
});
export type ArticleStepRequest = z.input<typeof ArticleStepRequestSchema>;

/** Subtitle languages: the console's own (SPEC section 3's UI languages). */
export const SubtitleLanguageSchema = z.enum(UI_LANGUAGE_CODES);
export const ArticleImageKindSchema = z.enum(['thumbnail', 'header']);
export type ArticleImageKind = z.infer<typeof ArticleImageKindSchema>;

export const SectionOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
  domainId: z.number().int().nullable(),
  domainTitle: z.string().nullable(),
});
export type SectionOption = z.infer<typeof SectionOptionSchema>;
export const SectionOptionsResponseSchema = z.array(SectionOptionSchema);

/** The desk's figures on the dashboard of a ROLE_PUBLISH user (and full admins): each links to the filtered list. */
export const DeskFiguresSchema = z.object({
  inReview: z.number().int(),
  scheduledThisWeek: z.number().int(),
  publishedThisMonth: z.number().int(),
  /** The moments the figures count from and to, for the list's filters. */
  weekEnds: z.string(),
  monthStarted: z.string(),
});
export type DeskFigures = z.infer<typeof DeskFiguresSchema>;
