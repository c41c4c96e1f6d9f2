/**
 * Request ids (ADR 229): an id a proxy or caller sent in `X-Request-Id` is kept when it looks like one (up to 128
 * characters of letters, digits and `._:@/+=-`), otherwise the server makes a UUID. Fastify puts it on every log
 * line of the request as `reqId`; every answer carries it back in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const USABLE = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && USABLE.test(given) ? given : randomUUID();
}
