/**
 * The real effects of an author's page (ADR 318): its record is the author's published articles, read for the name
 * the address gives. A name nobody writes under answers 404, which the record machine shows as not found.
 */
import { fetchAuthorPage } from '../../api/author/author';
import type { HttpClient } from '../../api/shared/http';
import { recordServices } from '../shared/recordMachine';

export function createAuthorServices(http: HttpClient) {
  return recordServices((name: string, signal: AbortSignal) => fetchAuthorPage(http, name, signal));
}
