/**
 * Wire contract of Faculty Resources (ADR 317), shared by the console and the server: the managers' list, one
 * resource, its save and its file; and what instructors read beside a video (an article's resources, how many each
 * article of a search has, a class playlist's) and the viewer's file with its token.
 *
 * @publicModule the Add Video dialog and the class page read an article's resources.
 */
import * as z from 'zod';
import {
  FACULTY_RESOURCE_MESSAGES,
  FacultyResourceRowSchema,
  FacultyResourceSchema,
  RESOURCE_LIMITS,
  ResourceAudienceSchema,
  ResourceCardSchema,
  ResourceFormatSchema,
  ResourceKindSchema,
  resourceProblems,
} from '../../domain/facultyResources/facultyResources';
import { idList, jsonId, list, text, TEXT_MAX } from '../../domain/shared/fields';
import { listResponseSchema, navigationSchema, SortDirectionSchema } from '../../domain/shared/listQuery';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const FACULTY_RESOURCE_PATHS = {
  list: '/api/admin/faculty_resource/list',
  create: '/api/admin/faculty_resource',
  one: (id: number | string) => `/api/admin/faculty_resource/${id}`,
  upload: (id: number | string) => `/api/admin/faculty_resource/${id}/file`,
  /** Instructors: the resources of one article, how many each article has, a class playlist's by video. */
  article: (articleId: number | string) => `/api/admin/faculty_resource/article/${articleId}`,
  articleCounts: '/api/admin/faculty_resource/article_counts',
  classPlaylist: (classId: number | string, playlistId: number | string) =>
    `/api/admin/faculty_resource/class/${classId}/playlist/${playlistId}`,
  /** The viewer: the resource as its reader sees it, a token for its file, the file (Range requests). */
  view: (id: number | string) => `/api/admin/faculty_resource/view/${id}`,
  token: (id: number | string) => `/api/admin/faculty_resource/view/${id}/token`,
  file: (id: number | string) => `/api/admin/faculty_resource/view/${id}/file`,
} as const;

export const RESOURCE_PAGE_SIZE = 20;

export const RESOURCE_SORTS = ['title', 'updatedAt', 'id'] as const;
export const ResourceSortSchema = z.enum(RESOURCE_SORTS);
export type ResourceSort = z.infer<typeof ResourceSortSchema>;

/** The managers' list: title contains the keyword (a whole number is an id), a format, a subject, a sort, a page. */
export const ResourceListRequestSchema = z.object({
  navigation: navigationSchema(RESOURCE_PAGE_SIZE),
  keyword: text(TEXT_MAX.keyword).optional(),
  format: ResourceFormatSchema.optional(),
  subjectId: jsonId.optional(),
  sort: z.tuple([ResourceSortSchema, SortDirectionSchema]).default(['updatedAt', 'desc']),
});
export type ResourceListRequest = z.input<typeof ResourceListRequestSchema>;
export const ResourceListResponseSchema = listResponseSchema(FacultyResourceRowSchema);

const ResourceFieldsSchema = z.object({
  title: text(RESOURCE_LIMITS.title, {
    trim: true,
    required: FACULTY_RESOURCE_MESSAGES.titleRequired,
  }).refine((title) => title.length >= 3, FACULTY_RESOURCE_MESSAGES.titleTooShort),
  description: text(RESOURCE_LIMITS.description, { trim: true }).default(''),
  kind: ResourceKindSchema,
  /** A link's address; ignored for a file. */
  url: text(TEXT_MAX.url, { trim: true }).nullable().optional(),
  subjectIds: list(jsonId, RESOURCE_LIMITS.subjects).default([]),
  /** Published articles only (ADR 314). */
  articleIds: list(jsonId, RESOURCE_LIMITS.articles).default([]),
  audience: ResourceAudienceSchema,
  /** The chosen institutions; ignored when the audience is every institution. */
  institutionIds: list(jsonId, RESOURCE_LIMITS.institutions).default([]),
});

const checked = <T extends z.ZodType<z.output<typeof ResourceFieldsSchema>>>(schema: T) =>
  schema.superRefine((values, ctx) => {
    for (const { path, message } of resourceProblems(values, values.institutionIds.length, 'institutionIds'))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

export const ResourceSaveRequestSchema = checked(ResourceFieldsSchema);
export type ResourceSaveRequest = z.input<typeof ResourceSaveRequestSchema>;
/** An edit names the version it was made on (ADR 109). */
export const ResourceUpdateRequestSchema = checked(
  ResourceFieldsSchema.extend({ version: RecordVersionSchema }),
);
export type ResourceUpdateRequest = z.input<typeof ResourceUpdateRequestSchema>;
export const ResourceResponseSchema = FacultyResourceSchema;

export const ArticleResourcesResponseSchema = z.object({ resources: z.array(ResourceCardSchema) });
export type ArticleResources = z.infer<typeof ArticleResourcesResponseSchema>;

/** A page of article search results: how many resources each article has for the caller (absent: none). */
export const ARTICLE_COUNTS_MAX = 50;
export const ArticleCountsRequestSchema = z.object({ articleIds: idList(ARTICLE_COUNTS_MAX) });
export const ArticleCountsResponseSchema = z.object({
  counts: z.array(z.object({ articleId: z.number().int(), count: z.number().int() })),
});
export type ArticleCounts = z.infer<typeof ArticleCountsResponseSchema>;

/** A class playlist's videos that have resources for the caller, in the playlist's order. */
export const PlaylistResourcesResponseSchema = z.object({
  videos: z.array(
    z.object({
      articleId: z.number().int(),
      title: z.string(),
      resources: z.array(ResourceCardSchema),
    }),
  ),
});
export type PlaylistResources = z.infer<typeof PlaylistResourcesResponseSchema>;

export const ResourceTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const ResourceFileQuerySchema = z.object({
  token: text(TEXT_MAX.token).optional(),
  download: z.enum(['0', '1']).optional(),
});
