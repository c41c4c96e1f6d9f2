/**
 * Takes in at most a few API requests per turn of the event loop (ADR 327). Under a full load of reads, every
 * connection has a request ready in each turn, and a turn that takes them all in runs dozens of reads before the
 * answers a write is waiting on (its database round trips, its change heard back) get their turn: a write of ten
 * round trips then waits ten times for every read in flight. Past `perTurn` in one turn, a request waits for a later
 * turn (setImmediate), in the order it came; the I/O in between runs first. Reads are as many per second, each a few
 * turns later; a write's steps are no longer behind all of them.
 */
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../db/writesFirst';

export interface FairTurns {
  /** Resolves when the request may start: at once while this turn has room, else in a later turn. */
  admit(): Promise<void> | undefined;
}

export function createFairTurns(perTurn: number): FairTurns {
  let admitted = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const nextTurn = () => {
    scheduled = false;
    admitted = 0;
    while (waiting.length > 0 && admitted < perTurn) {
      admitted += 1;
      waiting.shift()!();
    }
    if (admitted > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  return {
    admit() {
      schedule();
      if (waiting.length === 0 && admitted < perTurn) {
        admitted += 1;
        return undefined;
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}

/**
 * The API's reads wait their turn; the console's files and the probes do not, nor does a request that may write
 * (ADR 397): writes are few, and one held back behind a turn's worth of searches is a save the author waits for.
 */
export function registerFairTurns(app: FastifyInstance, perTurn: number): void {
  const turns = createFairTurns(perTurn);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || contextOf(request)?.mayWrite === true) return done();
    const waiting = turns.admit();
    if (waiting === undefined) return done();
    void waiting.then(() => done());
  });
}
