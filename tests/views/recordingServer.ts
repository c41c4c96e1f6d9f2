/** A console HTTP client whose server is a function of the path, method and body; every call is recorded. */
import { createHttpClient } from '../../src/api/shared/http';

export interface RecordedCall {
  readonly path: string;
  readonly method: string;
  readonly body: unknown;
}

export function fakeServer(
  answer: (path: string, method: string, body: unknown) => { status?: number; content: unknown },
) {
  const calls: RecordedCall[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, method, body });
      const reply = answer(path, method, body);
      return new Response(JSON.stringify({ content: reply.content }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { http, calls };
}
