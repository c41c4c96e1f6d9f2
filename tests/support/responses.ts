/** Responses shaped like the server's SPEC section 7 envelopes, for fake `fetch` functions. */

export function contentResponse(
  content: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ content }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(status: number, message: string, errors?: Record<string, string[]>): Response {
  return contentResponse(errors ? { message, errors } : { message }, status);
}

/** What a fake fetch was asked: method, path with query, bearer token and parsed JSON body. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly authorization: string | null;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

export function recordRequest(input: RequestInfo | URL, init: RequestInit = {}): RecordedRequest {
  const url = String(input instanceof Request ? input.url : input);
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const raw = init.body;
  let body: unknown = raw ?? undefined;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return {
    method: init.method ?? 'GET',
    url,
    path: new URL(url, 'http://console.test').pathname,
    authorization: headers.authorization ?? null,
    headers,
    body,
  };
}
