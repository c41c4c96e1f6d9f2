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
 * asynchronous context. Work outside a request (jobs, the change feed, start-up) reads as a read.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { PostgresPool } from 'kysely';
import type pg from 'pg';

const writing = new AsyncLocalStorage<true>();

/** Runs `work` as a request that may write: statements it starts take the writes' connections. */
export const runAsWrite = <T>(work: () => T): T => writing.run(true, work);

/** True inside a request that may write (or `runAsWrite`). */
export const isWriting = (): boolean => writing.getStore() === true;

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks each request that may write before anything of it reaches the store. */
export function registerWritesFirst(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (READ_METHODS.has(request.method)) return done();
    runAsWrite(done);
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
