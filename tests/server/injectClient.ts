/**
 * The console's own HTTP client over the test app: each request goes through `app.inject`, so a test reads a route
 * the way the console's services do (the envelope unwrapped, the schema parsed, a file's name from its header).
 */
import { createHttpClient, type HttpClient } from '../../src/api/shared/http';
import type { TestApp } from './testApp';

export function injectClient(t: TestApp, token: () => string, seen: string[] = []): HttpClient {
  return createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: token,
    refresh: async () => null,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      seen.push(`${url.pathname}${url.search}`);
      const response = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: init?.headers as Record<string, string>,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
    },
  });
}
