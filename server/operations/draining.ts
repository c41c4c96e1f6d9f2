/**
 * Draining a stopping server as rolling updates expect (ADR 362). From the signal on, `/readyz` and every new
 * request answer 503 with `Connection: close` (a load balancer takes the instance out, a client tries another),
 * idle keep-alive sockets are closed at once, and requests under way finish, their answers closing their sockets.
 * The listener itself stays open until nothing is under way and no connection has come for DRAIN_QUIET_MS, so that
 * requests already on their way when the signal came get their 503 instead of a refused or reset connection.
 */
import type { FastifyInstance } from 'fastify';

export const RESTARTING_MESSAGE = 'The server is restarting. Try again in a moment.';

/** How long a draining server waits, after its last request ended and its last connection came, to close. */
const DRAIN_QUIET_MS = 500;

interface Drain {
  /** Whether the server is draining. */
  readonly started: boolean;
  /** Starts draining; resolves once nothing is under way and no connection came for the quiet time. */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly drain: Drain;
  }
}

/** Registered on the root instance before any route, so that its hook answers for all of them. */
export function registerDraining(app: FastifyInstance, quietMs = DRAIN_QUIET_MS): void {
  let started = false;
  let underWay = 0;
  let quiet: NodeJS.Timeout | undefined;
  let drained: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (drained = resolve));

  /** (Re)starts the quiet time when a draining server has nothing under way. */
  const settle = () => {
    clearTimeout(quiet);
    if (started && underWay === 0) quiet = setTimeout(drained, quietMs);
  };
  app.server.on('request', (_request, response) => {
    underWay++;
    clearTimeout(quiet);
    response.once('close', () => {
      underWay--;
      settle();
    });
  });
  app.server.on('connection', settle);

  app.decorate('drain', {
    get started() {
      return started;
    },
    start() {
      if (!started) {
        started = true;
        app.server.closeIdleConnections();
        settle();
      }
      return finished;
    },
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (!started) return;
    reply.header('connection', 'close').header('retry-after', '1').header('cache-control', 'no-store');
    return reply.code(503).send({ content: { message: RESTARTING_MESSAGE } });
  });
  // A request that was under way closes its socket with its answer.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (started) reply.header('connection', 'close');
    return payload;
  });
}
