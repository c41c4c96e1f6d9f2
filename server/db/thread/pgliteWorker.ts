/**
 * The database thread (ADR 340): PGlite opened here, off the main thread, answering the statements the main thread
 * sends one message at a time (pgliteThread.ts), and passing on the notifications of the channels it listens to.
 * The notifications a statement raises travel with its answer, so the main thread hears a change before the write
 * that made it answers, as it did with PGlite in its own thread (ADR 156). A statement the main thread waits for
 * (`now`: inside a transaction) is answered on a port of its own, and the signal raised for it to read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../pgliteOptions';
import type { Raised, ThreadReply, ThreadRequest, ThreadStart } from './threadMessages';

const port = parentPort!;
const start = workerData as ThreadStart;

/** What an error carries across: its message and PostgreSQL's fields (code, detail, constraint…). */
function failure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

const reply = (message: ThreadReply) => port.postMessage(message);
const signal = new Int32Array(start.nowSignal);

/** Answers a statement the main thread waits for: on its port, then the signal it waits on. */
function replyNow(message: ThreadReply) {
  start.nowPort.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

/** The notifications raised while a statement runs (PGlite calls the listeners before the statement answers). */
let raising: Raised[] | null = null;
function raise(channel: string, payload: string) {
  if (raising) raising.push({ channel, payload });
  else reply({ kind: 'notify', channel, payload });
}

const pglite = new PGlite(start.dataDir, pgliteOptions(start.loadDataDir));
const unlisteners = new Map<string, () => Promise<void>>();

pglite.waitReady.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'failed', error: failure(error) }),
);

/** Runs one statement, its notifications gathered for its answer. PGlite runs one statement at a time. */
let statements: Promise<unknown> = Promise.resolve();
function runQuery(request: Extract<ThreadRequest, { op: 'query' }>): Promise<void> {
  const send = request.now ? replyNow : reply;
  const run = statements.then(async () => {
    raising = [];
    try {
      const result = await pglite.query(request.sql, request.params);
      send({
        kind: 'answer',
        id: request.id,
        value: { rows: result.rows, affectedRows: result.affectedRows },
        raised: raising,
      });
    } catch (error) {
      send({ kind: 'error', id: request.id, error: failure(error), raised: raising });
    } finally {
      raising = null;
    }
  });
  statements = run;
  return run;
}

port.on('message', (request: ThreadRequest) => {
  void (async () => {
    try {
      switch (request.op) {
        case 'query':
          return await runQuery(request);
        case 'listen': {
          if (!unlisteners.has(request.channel)) {
            const channel = request.channel;
            unlisteners.set(channel, await pglite.listen(channel, (payload) => raise(channel, payload)));
          }
          reply({ kind: 'answer', id: request.id, value: null });
          return;
        }
        case 'unlisten': {
          const stop = unlisteners.get(request.channel);
          unlisteners.delete(request.channel);
          if (stop && !pglite.closed) await stop();
          reply({ kind: 'answer', id: request.id, value: null });
          return;
        }
        case 'dump': {
          const dump = await (await pglite.dumpDataDir(request.compression)).arrayBuffer();
          port.postMessage({ kind: 'answer', id: request.id, value: dump } satisfies ThreadReply, [dump]);
          return;
        }
        case 'close': {
          if (!pglite.closed) await pglite.close();
          reply({ kind: 'answer', id: request.id, value: null });
          return;
        }
      }
    } catch (error) {
      reply({ kind: 'error', id: request.id, error: failure(error) });
    }
  })();
});
