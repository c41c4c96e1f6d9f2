/**
 * The desk's API in memory for the console's view tests (ADR 314): the list, one article, its save, steps and
 * subtitle removal, the sections and subjects, the desk's figures. Every call is recorded; `answer` may be replaced
 * per path to refuse something.
 */
import { createHttpClient } from '../../../src/api/shared/http';
import type { DeskArticle, DeskArticleRow } from '../../../src/domain/publish/deskArticle';
import { deskArticle } from '../../machines/publish/deskFixtures';

export const STALE = 'This article was changed by someone else. Reload it or keep your changes.';

export interface DeskCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const page = <T>(result: readonly T[]) => ({
  result,
  navigation: {
    page: 1,
    total_items: result.length,
    total_pages: 1,
    items_on_page: result.length,
    items_per_page: 20,
    more: false,
  },
});

export function deskServer(rows: DeskArticleRow[] = [], article: DeskArticle = deskArticle()) {
  const calls: DeskCall[] = [];
  const state = { rows, article, stepAnswer: null as null | { status: number; content: unknown } };
  const route = (method: string, path: string, body: unknown): { status: number; content: unknown } => {
    if (path.endsWith('/api/admin/publish/article_list')) return { status: 200, content: page(state.rows) };
    if (path.endsWith('/api/admin/publish/sections'))
      return {
        status: 200,
        content: [
          { id: 3, title: 'Cell Biology', articleType: 'journal', domainId: 1, domainTitle: 'Biology' },
          { id: 4, title: 'Genetics', articleType: 'science_education', domainId: 1, domainTitle: 'Biology' },
        ],
      };
    if (path.endsWith('/api/free/tag_list'))
      return {
        status: 200,
        content: [
          { id: 2, title: 'Biology' },
          { id: 5, title: 'Chemistry' },
        ],
      };
    if (path.endsWith('/step')) {
      if (state.stepAnswer) return state.stepAnswer;
      return { status: 200, content: state.article };
    }
    if (path.includes('/subtitles/') && method === 'DELETE') return { status: 200, content: state.article };
    if (path.endsWith('/api/admin/publish/article') && method === 'POST')
      return { status: 200, content: { ...state.article, ...(body as object), id: 90, version: 1 } };
    if (/\/api\/admin\/publish\/article\/\d+$/.test(path)) {
      if (method === 'PATCH') {
        const { article, version } = body as { article: Partial<DeskArticle>; version: number };
        if (version !== state.article.version)
          return { status: 409, content: { message: STALE, errors: { version: [STALE] } } };
        state.article = { ...state.article, ...article, version: state.article.version + 1 };
      }
      return { status: 200, content: state.article };
    }
    return { status: 404, content: { message: `Not found: ${path}` } };
  };
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const answer = route(method, path, body);
      return new Response(JSON.stringify({ content: answer.content }), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { http, calls, state };
}
