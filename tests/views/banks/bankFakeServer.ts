/**
 * What the Banks screen's view tests share: a CS user, a bank question as the server sends it, and a fake server
 * whose `answer` says what each request gets (undefined: 404), every write recorded in `sent`.
 */
import { createHttpClient } from '../../../src/api/shared/http';

export const CS = { user: { firstName: 'Casey', lastName: 'Support', roles: ['ROLE_CS_USER'] }, flags: {} };

export { bankQuestion as question } from '../../support/bankQuestion';

export const json = (status: number, content: unknown) =>
  new Response(JSON.stringify({ content }), { status, headers: { 'Content-Type': 'application/json' } });

export interface SentCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export function bankHttp(
  answer: (
    method: string,
    path: string,
    body: string | undefined,
  ) => Response | Promise<Response | undefined> | undefined,
) {
  const sent: SentCall[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? String(init.body) : undefined;
      if (method !== 'GET') sent.push({ method, path, body: body ? JSON.parse(body) : null });
      return (await answer(method, path, body)) ?? json(404, { message: 'Not found' });
    },
  });
  return { http, sent };
}
