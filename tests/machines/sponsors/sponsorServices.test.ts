import type { HttpClient, RequestOptions } from '../../../src/api/shared/http';
import { listQuery } from '../../../src/domain/shared/listQuery';
import { sponsorPages } from '../../../src/machines/sponsors/sponsorServices';

function recordingHttp() {
  const bodies: unknown[] = [];
  const http: HttpClient = {
    request: <T>(_path: string, options?: RequestOptions<T>) => {
      bodies.push(options?.body);
      const empty = {
        page: 1,
        total_items: 0,
        total_pages: 0,
        items_on_page: 0,
        items_per_page: 20,
        more: false,
      };
      return Promise.resolve({ result: [], navigation: empty } as T);
    },
    download: () => Promise.reject(new Error('not used')),
    lines: () => {
      throw new Error('not used');
    },
  };
  return { http, bodies };
}

test.each([
  ['a name', 'north', 'north'],
  ['digits, which are a name too (never an id)', '1440', '1440'],
])('the sponsor search sends %s as company_name contains', async (_name, search, value) => {
  const { http, bodies } = recordingHttp();
  await sponsorPages(http)(
    { ...listQuery({ search, sort: ['company_name', 'desc'] }), pageSize: 20 },
    new AbortController().signal,
  );
  expect(bodies[0]).toMatchObject({
    navigation: { page: 1, itemsOnPage: 20 },
    filter: [{ bool_operator: 'and', property: 'company_name', operator: 'contains', value }],
    sort: [['company_name', 'desc']],
  });
});
