/** A `fetch` answered by the real server through `app.inject`: no port, the same routes, guards and database. */
import type { FastifyInstance } from 'fastify';

const ORIGIN = 'http://console.test';
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const request = new Request(new URL(address, ORIGIN), input instanceof Request ? input : init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const hasBody = !NULL_BODY_STATUSES.has(response.statusCode) && request.method !== 'HEAD';
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers,
    });
  };
}
