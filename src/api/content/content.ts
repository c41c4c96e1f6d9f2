/** Content calls of the quiz editor's dialogs: article search, the article picker, subjects, one article. */
import {
  ArticleListResponseSchema,
  CONTENT_PATHS,
  SearchResponseSchema,
  SectionListResponseSchema,
  TagListResponseSchema,
  type ArticleListRequest,
  type ArticleListResponse,
  type SearchQuery,
  type SearchResponse,
  type SectionListResponse,
} from './contentContract';
import type { HttpClient } from '../shared/http';
import type { LocalCache } from '../shared/localCache';
import {
  SECTION_SUBSCRIPTION_PATH,
  SectionSubscriptionSchema,
  type SectionSubscription,
} from './sectionSubscriptionContract';
import type { Tag } from '../../domain/content/content';

export function searchArticles(
  http: HttpClient,
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params: Record<string, string> = { page: String(query.page ?? 1) };
  if (query.query) params.query = query.query;
  if (query.content_type) params.content_type = query.content_type;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (query.playlist_id !== undefined) params.playlist_id = String(query.playlist_id);
  return http.request(CONTENT_PATHS.search, { query: params, schema: SearchResponseSchema, signal });
}

export function listArticles(
  http: HttpClient,
  request: ArticleListRequest,
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  return http.request(CONTENT_PATHS.articleList, {
    method: 'POST',
    body: request,
    schema: ArticleListResponseSchema,
    signal,
  });
}

export function fetchTags(http: HttpClient, signal?: AbortSignal): Promise<Tag[]> {
  return http.request(CONTENT_PATHS.tagList, { schema: TagListResponseSchema, signal });
}

/**
 * A section and its child sections (SPEC section 7, "cached locally"): kept in the local cache for the configured
 * hours (ADR 265) and read from the server again once expired; without a cache, always from the server.
 */
export async function fetchSectionList(
  http: HttpClient,
  sectionId: number,
  cache: LocalCache | null,
  signal?: AbortSignal,
): Promise<SectionListResponse> {
  const key = `sectionList:${sectionId}`;
  const kept = cache?.read(key, (value) => SectionListResponseSchema.parse(value)) ?? null;
  if (kept) return kept;
  const list = await http.request(CONTENT_PATHS.freeSectionList(sectionId), {
    schema: SectionListResponseSchema,
    signal,
  });
  cache?.write(key, list);
  return list;
}

/** The caller's trial or subscription and the top-level sections it opens (ADR 265). */
export function fetchSectionSubscription(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<SectionSubscription> {
  return http.request(SECTION_SUBSCRIPTION_PATH, { schema: SectionSubscriptionSchema, signal });
}
