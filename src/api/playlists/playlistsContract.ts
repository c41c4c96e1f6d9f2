/** Wire contract of the playlist calls (SPEC section 7 "Playlists"), shared by the console and the server. */
import * as z from 'zod';
import { ArticleTypeSchema } from '../../domain/content/content';
import {
  listResponseSchema,
  ListRequestSchema,
  navigationSchema,
  PAGE_SIZE,
} from '../../domain/shared/listQuery';
import { jsonId } from '../../domain/shared/fields';
import { PLAYLIST_ACTIONS } from '../../domain/playlists/playlistCapabilities';
import { PlaylistFormSchema } from '../../domain/playlists/playlists';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const PLAYLIST_PATHS = {
  myList: '/api/admin/playlist/my_list',
  fromPublisher: '/api/admin/playlist/from_publisher',
  articleList: '/api/free/playlist/article_list',
  sectionMenu: '/api/free/playlist/section_menu',
  create: '/api/admin/playlist',
  one: (id: number | string) => `/api/admin/playlist/${id}`,
  addArticle: (playlistId: number | string) => `/api/admin/playlist/add_article/${playlistId}`,
} as const;

export const PlaylistSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  countOfArticles: z.number().int(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;
/** What the caller may do with one playlist, as the server's capability table answers for them (ADR 192). */
const PlaylistActionsSchema = z.array(z.enum(PLAYLIST_ACTIONS));

/** A row of My Playlists: the summary, when it was made (ISO date and time), its version and the caller's actions. */
export const PlaylistListItemSchema = PlaylistSummarySchema.extend({
  createdAt: z.string(),
  version: z.number().int(),
  actions: PlaylistActionsSchema,
  /** Curated by the publisher for the caller's institution's hub label (ADR 348): read-only for the caller. */
  fromPublisher: z.literal(true).optional(),
});
export type PlaylistListItem = z.infer<typeof PlaylistListItemSchema>;
/** Search by id or title (`id` equals, `title` contains), sort by title, createdAt, countOfArticles or id. */
export const MyPlaylistsRequestSchema = ListRequestSchema;
export const MyPlaylistsResponseSchema = listResponseSchema(PlaylistListItemSchema);
export type MyPlaylistsResponse = z.infer<typeof MyPlaylistsResponseSchema>;
/** The playlists the publisher curates for the caller's institution now (ADR 348, 355): Add Video's source. */
export const PublisherPlaylistsSchema = z.object({ result: z.array(PlaylistSummarySchema) });
export type PublisherPlaylists = z.infer<typeof PublisherPlaylistsSchema>;
/** The same answer read as summaries only (the quiz editor's Import playlists dialog needs no more). */
export const MyPlaylistSummariesSchema = listResponseSchema(PlaylistSummarySchema);
export type MyPlaylistSummaries = z.infer<typeof MyPlaylistSummariesSchema>;

export const PlaylistArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
  /**
   * The article was taken down after it was added (ADR 314): shown with its title as "This video is no longer
   * available"; it stays until the owner removes it. Absent: it is offered.
   */
  unavailable: z.literal(true).optional(),
});
export type PlaylistArticle = z.infer<typeof PlaylistArticleSchema>;

/** SPEC section 3 "Playlist label item". */
export const PlaylistLabelItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sortIndex: z.number().int(),
  type: z.enum(['article', 'label']),
  domainId: z.number().int().nullable(),
  articles: z.array(PlaylistArticleSchema),
});
export type PlaylistLabelItem = z.infer<typeof PlaylistLabelItemSchema>;

export const PlaylistArticleListRequestSchema = z.object({
  playlistId: jsonId,
  navigation: navigationSchema(PAGE_SIZE.playlistArticles),
});
export type PlaylistArticleListRequest = z.input<typeof PlaylistArticleListRequestSchema>;
export const PlaylistArticleListResponseSchema = listResponseSchema(PlaylistLabelItemSchema);
export type PlaylistArticleListResponse = z.infer<typeof PlaylistArticleListResponseSchema>;

export const SectionMenuEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  children: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export const SectionMenuResponseSchema = z.array(SectionMenuEntrySchema);
export type SectionMenu = z.infer<typeof SectionMenuResponseSchema>;

/** One playlist as the editor reads it: every entry, in order, and the version a save must name (ADR 109, 120). */
export const PlaylistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  items: z.array(PlaylistLabelItemSchema),
  actions: PlaylistActionsSchema,
  /** Curated by the publisher for the caller's institution (ADR 348): the caller reads it, nothing more. */
  fromPublisher: z.literal(true).optional(),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

/** Create: the title and the entries in order (ADR 120). */
export const PlaylistCreateRequestSchema = PlaylistFormSchema;
/** Edit: the whole playlist again, with the version it was loaded with; an older version answers 409. */
export const PlaylistUpdateRequestSchema = PlaylistFormSchema.extend({ version: RecordVersionSchema });
export type PlaylistUpdateRequest = z.input<typeof PlaylistUpdateRequestSchema>;

/** Add one article at the end of a playlist (ADR 120). */
export const AddArticleRequestSchema = z.object({ articleId: jsonId });
/** SPEC section 3: the ids of the caller's playlists that now hold the article. */
export const AddArticleResponseSchema = z.object({ in_user_playlist: z.array(z.number().int()) });
export type AddArticleResponse = z.infer<typeof AddArticleResponseSchema>;
