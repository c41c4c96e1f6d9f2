/** Content calls of the quiz editor's dialogs: article search, the article picker, subjects, one article. */
import {
  ArticleListResponseSchema,
  CONTENT_PATHS,
  SearchResponseSchema,
  TagListResponseSchema,
  type ArticleListRequest,
  type ArticleListResponse,
  type SearchQuery,
  type SearchResponse,
} from './contentContract';
import type { HttpClient } from '../shared/http';
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
