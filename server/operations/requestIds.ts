/**
 * Request ids (ADR 229): an id a proxy or caller sent in `X-Request-Id` is kept when it looks like one (up to 128
 * characters of letters, digits and `._:@/+=-`); without one, the trace id of a W3C `traceparent` header (a
 * tracing proxy's or client's), so the log lines join the caller's trace; otherwise the server makes a UUID.
 * Fastify puts it on every log line of the request as `reqId`; every answer carries it back in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const USABLE = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** W3C Trace Context: version 00, a trace id of 32 hex digits not all zero, a parent id, flags. */
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && USABLE.test(given)) return given;
  const trace = request.headers.traceparent;
  const traceId = typeof trace === 'string' ? TRACEPARENT.exec(trace.trim())?.[1] : undefined;
  if (traceId && !/^0+$/.test(traceId)) return traceId;
  return randomUUID();
}
