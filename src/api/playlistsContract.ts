/** Wire contract of the playlist calls the quiz editor's Import playlists dialog makes (SPEC section 7). */
import * as z from 'zod';
import { ArticleTypeSchema } from '../domain/content';
import { listResponseSchema, ListRequestSchema, navigationSchema, PAGE_SIZE } from '../domain/listQuery';
import { jsonId } from '../domain/fields';

export const PLAYLIST_PATHS = {
  myList: '/api/admin/playlist/my_list',
  articleList: '/api/free/playlist/article_list',
  sectionMenu: '/api/free/playlist/section_menu',
} as const;

export const PlaylistSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  countOfArticles: z.number().int(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;
export const MyPlaylistsRequestSchema = ListRequestSchema;
export const MyPlaylistsResponseSchema = listResponseSchema(PlaylistSummarySchema);
export type MyPlaylistsResponse = z.infer<typeof MyPlaylistsResponseSchema>;

export const PlaylistArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema,
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
