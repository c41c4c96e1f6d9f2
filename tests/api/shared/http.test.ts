import * as z from 'zod';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  createHttpClient,
  type HttpClientOptions,
} from '../../../src/api/shared/http';
import { contentResponse, errorResponse, recordRequest, type RecordedRequest } from '../../support/responses';
import { MESSAGES, messageOf } from '../../../src/domain/shared/messages';
import { reasonOf } from '../../../src/machines/shared/loadError';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** An http client over a fake fetch that answers with `handler` and records every request. */
function clientWith(handler: Handler, options: Partial<HttpClientOptions> = {}) {
  const requests: RecordedRequest[] = [];
  let token: string | null = 'access-1';
  const refresh = vi.fn(async () => {
    token = 'access-2';
    return token;
  });
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => token,
    refresh,
    fetch: async (input, init) => {
      const request = recordRequest(input, init);
      requests.push(request);
      return handler(request);
    },
    ...options,
  });
  return { http, requests, refresh };
}

describe('responses', () => {
  test('a successful response is unwrapped to its content', async () => {
    const { http } = clientWith(() => contentResponse({ id: 7, title: 'Cells' }));
    await expect(http.request('/api/quiz/7')).resolves.toEqual({ id: 7, title: 'Cells' });
  });

  test('the content is parsed with the given schema', async () => {
    const schema = z.object({ id: z.coerce.number(), tags: z.array(z.string()).default([]) });
    const { http } = clientWith(() => contentResponse({ id: '7' }));
    await expect(http.request('/api/quiz/7', { schema })).resolves.toEqual({ id: 7, tags: [] });
  });

  test('content that does not match the schema rejects', async () => {
    const { http } = clientWith(() => contentResponse({ id: 'seven' }));
    await expect(
      http.request('/api/quiz/7', { schema: z.object({ id: z.number() }) }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  test('a 204 resolves with nothing', async () => {
    const { http } = clientWith(() => new Response(null, { status: 204 }));
    await expect(http.request('/api/quiz/7', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  test('an error envelope rejects with an ApiError carrying status, message and the errors map', async () => {
    const errors = { title: ['Title is too short'], 'activities.0.items': ['Add at least one question'] };
    const { http } = clientWith(() => errorResponse(422, 'The quiz is not valid', errors));
    const error = await http
      .request('/api/quiz', { method: 'POST', body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The quiz is not valid', errors });
    expect(messageOf(error, 'Unable to save')).toBe('The quiz is not valid');
    expect(reasonOf(error)).toBe('The quiz is not valid');
  });

  test('an error without an envelope rejects with the status text', async () => {
    const { http } = clientWith(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await http.request('/api/quiz').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', errors: undefined, reasonless: true });
    // A bare status is no reason to show a user: the screen's own words are said instead.
    expect(messageOf(error)).toBe(MESSAGES.oops);
    expect(messageOf(error, 'Unable to share Class')).toBe('Unable to share Class');
    expect(reasonOf(error)).toBeNull();
  });

  test('a network failure rejects with an ApiError of status 0 and the network message', async () => {
    const { http } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    const error = await http.request('/api/quiz').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  test('an aborted request rejects with the abort reason, not a network error', async () => {
    const controller = new AbortController();
    const reason = new Error('the screen was left');
    const { http } = clientWith(() => {
      controller.abort(reason);
      throw reason;
    });
    await expect(http.request('/api/quiz', { signal: controller.signal })).rejects.toBe(reason);
  });
});

describe('requests', () => {
  test('a request carries the bearer token, asks for JSON and sends a JSON body', async () => {
    const { http, requests } = clientWith(() => contentResponse(null));
    await http.request('/api/quiz', {
      method: 'POST',
      body: { title: 'Cells' },
      query: { page: 2, q: 'a b', x: undefined },
    });
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'http://console.test/api/quiz?page=2&q=a+b',
        authorization: 'Bearer access-1',
        body: { title: 'Cells' },
      }),
    ]);
    expect(requests[0]!.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  test('anonymous calls send no bearer and never refresh', async () => {
    const { http, requests, refresh } = clientWith(() => errorResponse(401, 'Invalid e-mail or password'));
    await expect(
      http.request('/api/admin/security/get_access_token', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid e-mail or password' });
    expect(requests.map((request) => request.authorization)).toEqual([null]);
    expect(refresh).not.toHaveBeenCalled();
  });

  test('a 401 is retried once with the refreshed token', async () => {
    const { http, requests, refresh } = clientWith((request) =>
      request.authorization === 'Bearer access-2'
        ? contentResponse({ ok: true })
        : errorResponse(401, 'Expired'),
    );
    await expect(http.request('/api/quiz')).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  test('a 401 after the refresh is returned as an ApiError 401', async () => {
    const { http, requests, refresh } = clientWith(() => errorResponse(401, 'Token revoked'));
    await expect(http.request('/api/quiz')).rejects.toMatchObject({ status: 401, message: 'Token revoked' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  test('when the session cannot be refreshed the first 401 is returned without a retry', async () => {
    const { http, requests } = clientWith(() => errorResponse(401, 'Expired'), { refresh: async () => null });
    await expect(http.request('/api/quiz')).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(requests).toHaveLength(1);
  });

  test('parallel 401s share one refresh and each request retries once', async () => {
    const { http, requests, refresh } = clientWith((request) =>
      request.authorization === 'Bearer access-2'
        ? contentResponse(request.path)
        : errorResponse(401, 'Expired'),
    );
    const results = await Promise.all(['/api/a', '/api/b', '/api/c'].map((path) => http.request(path)));
    expect(results).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      expect(
        requests.filter((request) => request.path === path).map((request) => request.authorization),
      ).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
  });

  test('a 401 that comes back after another request refreshed retries with the new token, without a second refresh', async () => {
    let answerSlow!: () => void;
    const slowAnswer = new Promise<void>((resolve) => {
      answerSlow = resolve;
    });
    const { http, requests, refresh } = clientWith(async (request) => {
      if (request.authorization === 'Bearer access-2') return contentResponse(request.path);
      if (request.path === '/api/slow') await slowAnswer;
      return errorResponse(401, 'Expired');
    });
    const slow = http.request('/api/slow');
    await expect(http.request('/api/fast')).resolves.toBe('/api/fast');
    answerSlow();
    await expect(slow).resolves.toBe('/api/slow');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.filter((request) => request.path === '/api/slow')).toHaveLength(2);
  });
});

describe('renewal before expiry', () => {
  test('a token about to lapse is refreshed before the request leaves: no request is refused with a 401', async () => {
    const { http, requests, refresh } = clientWith(
      (request) =>
        request.authorization === 'Bearer access-2'
          ? contentResponse(request.path)
          : errorResponse(401, 'Expired'),
      { needsRenewal: (token) => token === 'access-1' },
    );
    const results = await Promise.all(['/api/a', '/api/b'].map((path) => http.request(path)));
    expect(results).toEqual(['/api/a', '/api/b']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer access-2', 'Bearer access-2']);
  });

  test('a token far from its expiry is sent as it is, without a refresh', async () => {
    const { http, requests, refresh } = clientWith(() => contentResponse({ ok: true }), {
      needsRenewal: () => false,
    });
    await http.request('/api/quiz');
    expect(refresh).not.toHaveBeenCalled();
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer access-1']);
  });

  test('when the renewal fails the request goes once with the old token and its 401 is the answer', async () => {
    const refresh = vi.fn(async () => null);
    const { http, requests } = clientWith(() => errorResponse(401, 'Expired'), {
      needsRenewal: () => true,
      refresh,
    });
    await expect(http.request('/api/quiz')).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });
});

describe('download', () => {
  const file = (disposition?: string) => () =>
    new Response('PK-zip-bytes', {
      status: 200,
      headers: disposition ? { 'Content-Disposition': disposition } : {},
    });

  test.each([
    ['attachment; filename="quiz 12.zip"', 'quiz 12.zip'],
    ['attachment; filename=results.csv', 'results.csv'],
    ["attachment; filename*=UTF-8''r%C3%A9sultats%20quiz.csv", 'résultats quiz.csv'],
    ['attachment; filename="fallback.zip"; filename*=UTF-8\'\'qti%E2%80%942.1.zip', 'qti—2.1.zip'],
    [undefined, null],
  ])('Content-Disposition %s gives the file name %s', async (disposition, fileName) => {
    const { http } = clientWith(file(disposition));
    const result = await http.download('/api/quiz/7/export');
    expect(result.fileName).toBe(fileName);
    await expect(result.blob.text()).resolves.toBe('PK-zip-bytes');
  });

  test('a download asks for any type with the bearer token', async () => {
    const { http, requests } = clientWith(file('attachment; filename="a.zip"'));
    await http.download('/api/quiz/7/export');
    expect(requests[0]).toMatchObject({ authorization: 'Bearer access-1', headers: { accept: '*/*' } });
  });

  test('a download read with onProgress reports the bytes received of the Content-Length, then the whole file', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('PK-zip'));
        controller.enqueue(new TextEncoder().encode('-bytes'));
        controller.close();
      },
    });
    const { http } = clientWith(
      () =>
        new Response(body, {
          status: 200,
          headers: { 'Content-Length': '12', 'Content-Type': 'application/zip' },
        }),
    );
    const reports: [number, number | null][] = [];
    const result = await http.download('/api/quiz/7/export', {
      onProgress: (received, total) => reports.push([received, total]),
    });
    expect(reports).toEqual([
      [0, 12],
      [6, 12],
      [12, 12],
    ]);
    await expect(result.blob.text()).resolves.toBe('PK-zip-bytes');
    expect(result.blob.type).toBe('application/zip');
  });

  test('without Content-Length the progress has no total', async () => {
    const { http } = clientWith(file('attachment; filename="a.zip"'));
    const totals: (number | null)[] = [];
    await http.download('/api/quiz/7/export', { onProgress: (_received, total) => totals.push(total) });
    expect(new Set(totals)).toEqual(new Set([null]));
  });

  test('a failed download rejects with the server message', async () => {
    const { http } = clientWith(() => errorResponse(404, 'Quiz not found'));
    await expect(http.download('/api/quiz/7/export')).rejects.toMatchObject({
      status: 404,
      message: 'Quiz not found',
    });
  });
});
