/**
 * The database thread (ADR 340): PGlite opened here, off the main thread, answering the statements the main thread
 * sends one message at a time (pgliteThread.ts), and passing on the notifications of the channels it listens to.
 * A notification raised by a statement is posted before that statement's answer, so the main thread hears a
 * change before the write that made it answers, as it did with PGlite in its own thread (ADR 156).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../pgliteOptions';
import type { ThreadReply, ThreadRequest, ThreadStart } from './threadMessages';

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

const pglite = new PGlite(start.dataDir, pgliteOptions(start.loadDataDir));
const unlisteners = new Map<string, () => Promise<void>>();

pglite.waitReady.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'failed', error: failure(error) }),
);

port.on('message', (request: ThreadRequest) => {
  void (async () => {
    try {
      switch (request.op) {
        case 'query': {
          const result = await pglite.query(request.sql, request.params);
          reply({
            kind: 'answer',
            id: request.id,
            value: { rows: result.rows, affectedRows: result.affectedRows },
          });
          return;
        }
        case 'listen': {
          if (!unlisteners.has(request.channel)) {
            const channel = request.channel;
            unlisteners.set(
              channel,
              await pglite.listen(channel, (payload) => reply({ kind: 'notify', channel, payload })),
            );
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
