/** GET /api/section_subscription from the console (ADR 265): the path asked and the answer checked by its contract. */
import { fetchSectionSubscription } from '../../../src/api/content/content';
import { createHttpClient } from '../../../src/api/shared/http';
import { contentResponse, recordRequest, type RecordedRequest } from '../../support/responses';

function clientAnswering(content: unknown) {
  const requests: RecordedRequest[] = [];
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      requests.push(recordRequest(input, init));
      return contentResponse(content);
    },
  });
  return { http, requests };
}

test('asks for the caller’s own standing and answers it as the contract reads it', async () => {
  const standing = {
    kind: 'trial',
    endsAt: '2026-06-01T00:00:00.000Z',
    active: true,
    sections: [{ id: 1, title: 'Biology', parentId: null, articleType: 'journal' }],
  };
  const { http, requests } = clientAnswering(standing);
  await expect(fetchSectionSubscription(http)).resolves.toEqual(standing);
  expect(requests[0]!.url).toBe('http://console.test/api/section_subscription');
});

test('an answer of another shape is refused', async () => {
  const { http } = clientAnswering({ kind: 'forever', sections: 'all' });
  await expect(fetchSectionSubscription(http)).rejects.toThrow();
});
