/** An author's page (ADR 318): GET /api/admin/author/{name with underscores}. */
import { authorSegment } from '../../domain/author/authorName';
import type { HttpClient } from '../shared/http';
import { AUTHOR_PATHS, AuthorPageSchema, type AuthorPage } from './authorContract';

export function fetchAuthorPage(http: HttpClient, name: string, signal?: AbortSignal): Promise<AuthorPage> {
  return http.request(AUTHOR_PATHS.one(authorSegment(name)), { schema: AuthorPageSchema, signal });
}
