/** A collections server in memory for the view tests: the list, one collection, its saves and its editors. */
import type {
  Collection,
  CollectionEditorEntry,
  CollectionListItem,
} from '../../../src/api/methodsCollections/collectionsContract';
import { createHttpClient } from '../../../src/api/shared/http';
import type { SessionUser } from '../../../src/domain/session/session';

export const ADMIN: SessionUser = { firstName: 'Ada', lastName: 'Admin', roles: ['ROLE_ADMIN'] };

const ALL = ['view', 'edit', 'reorder', 'publish', 'delete', 'manageEditors'] as const;

export function collectionRecord(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 7,
    version: 1,
    title: 'Neuroscience Methods',
    description: 'Recording and imaging the nervous system.',
    published: true,
    coverUrl: null,
    articles: [
      { id: 41, title: 'Patch-Clamp Recording', articleType: 'journal', available: true },
      { id: 42, title: 'Calcium Imaging in Slices', articleType: 'journal', available: false },
      { id: 43, title: 'Optogenetic Stimulation', articleType: 'journal', available: true },
    ],
    actions: [...ALL],
    updatedAt: '2026-03-02T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

const json = (content: unknown, status = 200) =>
  new Response(JSON.stringify({ content }), { status, headers: { 'Content-Type': 'application/json' } });

export function collectionServer(options: { record?: Collection; rows?: CollectionListItem[] } = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  let record = options.record ?? collectionRecord();
  const editors: CollectionEditorEntry[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path, body });
      if (method === 'POST' && path.endsWith('/api/admin/collections/list')) {
        const result = options.rows ?? [];
        const navigation = {
          page: 1,
          total_items: result.length,
          total_pages: 1,
          items_on_page: result.length,
        };
        return json({ result, navigation: { ...navigation, items_per_page: 20, more: false } });
      }
      if (method === 'GET' && path.endsWith(`/api/admin/collections/${record.id}`)) return json(record);
      if (method === 'PATCH' && path.endsWith(`/api/admin/collections/${record.id}`)) {
        const byId = new Map(record.articles.map((a) => [a.id, a]));
        record = {
          ...record,
          title: body.title,
          description: body.description,
          published: body.published,
          version: record.version + 1,
          articles: (body.articleIds as number[]).map((id) => byId.get(id)!),
        };
        return json(record);
      }
      if (method === 'GET' && path.endsWith(`/api/admin/collections/${record.id}/editors`))
        return json(editors);
      throw new Error(`unexpected request in this test: ${method} ${path}`);
    },
  });
  return { http, requests, saved: () => requests.filter((r) => r.method === 'PATCH').map((r) => r.body) };
}
