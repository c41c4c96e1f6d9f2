/**
 * What the people who run the console watch (ADR 227): `GET /healthz` (the process answers), `GET /readyz` (it can
 * work: 503 with the reasons otherwise) and `GET /metrics` (Prometheus text). Outside `/api` and the console's
 * prefix, so neither the API's guards nor the console's fallback page ever answer for them. Registered on the root
 * instance first: its hook counts every request of the app.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Registry } from 'prom-client';
import type { ServerConfig } from '../../config';
import { storeOf } from '../../db/createDb';
import type { Database } from '../../db/database';
import { heavyWorkFor } from '../../heavyWork/heavyWork';
import { httpRequestDuration, httpRequests, processRegistry } from '../../operations/metrics';
import { registerDraining } from '../../operations/draining';
import { checkReadiness, isReady, listenToStore } from '../../operations/readiness';
import { REQUEST_ID_HEADER } from '../../operations/requestIds';
import { storeMetrics } from '../../operations/storeMetrics';

const METRICS_TOKEN_REQUIRED = 'The metrics need the bearer token set in METRICS_TOKEN.';
const METRICS_LOOPBACK_ONLY =
  'Without METRICS_TOKEN the metrics answer only a scraper on this machine: set METRICS_TOKEN to scrape them from elsewhere.';

export const OPERATIONS_PATHS = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

export interface OperationsOptions {
  /** The store as opened (not wrapped), so that its pool can be read. */
  readonly db: Kysely<Database>;
  readonly config: Pick<ServerConfig, 'metricsToken'>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A scraper on this machine itself (ADR 357): a loopback connection that no proxy forwarded. Behind a proxy on the
 * same machine every request comes from loopback, but the proxy names its client in a forwarding header.
 */
function scrapedFromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined &&
    headers['x-real-ip'] === undefined
  );
}

function allowedToScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return scrapedFromThisMachine(request);
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when a stopping server asks its open streams to send their final event and end (ADR 229). */
    readonly streamsEnding: AbortSignal;
  }
}

const STREAM_ENDERS = new WeakMap<FastifyInstance, AbortController>();

/** Asks every open stream of the app (the question generation's) to end now with its final event. */
export function endStreams(app: FastifyInstance): void {
  STREAM_ENDERS.get(app)?.abort();
}

export function registerOperations(app: FastifyInstance, { db, config }: OperationsOptions): void {
  // First: a stopping server answers every request that comes after the signal with 503, /readyz included (ADR 362).
  registerDraining(app);
  const ender = new AbortController();
  STREAM_ENDERS.set(app, ender);
  app.decorate('streamsEnding', ender.signal);
  const heavyWork = heavyWorkFor(app);
  const appMetrics = storeMetrics(db, storeOf(db));

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path itself: one series per route, whatever ids the paths carry.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(OPERATIONS_PATHS.health, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  listenToStore(db);
  app.get(OPERATIONS_PATHS.ready, async (_request, reply) => {
    const checks = await checkReadiness(db, heavyWork);
    const ready = isReady(checks);
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });

  app.get(OPERATIONS_PATHS.metrics, async (request, reply) => {
    if (!allowedToScrape(request, config.metricsToken)) {
      reply.header('www-authenticate', 'Bearer');
      const message = config.metricsToken === undefined ? METRICS_LOOPBACK_ONLY : METRICS_TOKEN_REQUIRED;
      return reply.code(401).send({ content: { message } });
    }
    const registry = Registry.merge([processRegistry, appMetrics]);
    reply.header('cache-control', 'no-store');
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
