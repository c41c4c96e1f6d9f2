/**
 * Writes do not queue behind reads for a PostgreSQL connection (ADR 381). Under a full load of searches every
 * connection of the pool is taken and dozens of reads wait for one; a save's few round trips outside its
 * transaction (who is asking, the version it saves over, the change it announces) each joined the end of that
 * queue, so a save of one row waited behind every search in flight, several times over. A request that may write
 * (any method but GET, HEAD and OPTIONS) runs with its own small pool: the store takes its connections from there,
 * and reads keep theirs.
 *
 * Which pool a statement takes is known from the request it runs for: the request marks itself in an
 * AsyncLocalStorage before its handler runs, and Kysely asks the pool for a connection inside that request's
 * asynchronous context. Work outside a request (jobs, the change feed, start-up) reads as a read. The same context
 * counts the request's own writes to the tables the change feed announces (ADR 383).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

/** What the store knows of the request a statement runs for. */
export interface RequestContext {
  /**
   * The request may write (any method but GET, HEAD and OPTIONS, unless its route only reads): its statements take
   * the writes' connections.
   */
  readonly mayWrite: boolean;
  /**
   * How many statements of this request wrote a table the change feed announces: the request answers once its
   * process has heard them (authCache.ts, ADR 383). Counted for this request alone, so a read that ran beside
   * someone else's write does not wait for that write's announcement.
   */
  watchedWrites: number;
}

const requests = new AsyncLocalStorage<RequestContext>();
const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** Runs `work` as a request that may write: statements it starts take the writes' connections. */
export const runAsWrite = <T>(work: () => T): T => requests.run({ mayWrite: true, watchedWrites: 0 }, work);

/** True inside a request that may write (or `runAsWrite`). */
export const isWriting = (): boolean => requests.getStore()?.mayWrite === true;

/** The request the running statement is for; undefined outside a request (jobs, the change feed, start-up). */
export const currentRequest = (): RequestContext | undefined => requests.getStore();

/** A request's context, once its first hook ran. */
export const contextOf = (request: FastifyRequest): RequestContext | undefined => contexts.get(request);

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that only reads though its method may write (a list asked for by POST, as SPEC has it). */
    readonly readsOnly?: boolean;
  }
}

/** Gives each request its context before anything of it reaches the store. */
export function registerWritesFirst(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const mayWrite = !READ_METHODS.has(request.method) && request.routeOptions.config.readsOnly !== true;
    const context: RequestContext = { mayWrite, watchedWrites: 0 };
    contexts.set(request, context);
    requests.run(context, done);
  });
}

/** One pool to Kysely: a connection from `writes` for a request that may write, otherwise from `reads`. */
export function writesFirstPool(reads: pg.Pool, writes: pg.Pool): PostgresPool {
  return {
    connect: () => (isWriting() ? writes : reads).connect(),
    end: async () => {
      await Promise.all([reads.end(), writes.end()]);
    },
  };
}
