/**
 * PGlite on its own thread (ADR 340): the same store as an in-process PGlite, for the statements, the
 * notifications and the dumps the server uses, with PGlite's work done by a worker thread (pgliteWorker.ts). The
 * main thread only sends statements and takes their rows, so a long statement (a whole list read, a rebuild) no
 * longer holds every other request, and PGlite's work runs beside the requests' on a second core.
 *
 * A thread that stops (a crash, out of memory) fails what it was asked and everything asked later: the store is
 * gone, as a lost database is.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Raised, ThreadAsk, ThreadReply, ThreadRequest, ThreadStart } from './threadMessages';

/** What the server uses of an embedded PostgreSQL: PGlite itself, or PGlite on its thread. */
export interface EmbeddedStore {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  /**
   * The statement's answer awaited on the spot, holding the main thread as PGlite in it would: for the statements of
   * a transaction, which holds the store's one session until it ends (absent: `query` serves).
   */
  queryNow?<T>(sql: string, params?: unknown[]): { rows: T[]; affectedRows?: number };
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

/** Set where the server runs as a bundle (scripts/serverBundle.mjs): the bundled thread entry beside it. */
declare const PGLITE_WORKER_BUNDLE: string | undefined;
/** The thread's entry: the bundled one, or workerEntry.mjs, which registers tsx's loader first. */
const ENTRY = new URL(
  typeof PGLITE_WORKER_BUNDLE === 'string' ? PGLITE_WORKER_BUNDLE : './workerEntry.mjs',
  import.meta.url,
);

/** How long a wait for a statement's answer checks whether the thread is still there. */
const NOW_WAIT_MS = 5_000;

/** An error as the store raised it: its message, and PostgreSQL's fields (`code`, `constraint`…) on it. */
function errorOf(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'The database failed'));
  for (const [key, value] of Object.entries(fields))
    if (key !== 'message') Object.assign(error, { [key]: value });
  return error;
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

export class PgliteThread implements EmbeddedStore {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private readonly nowPort: MessagePort;
  private readonly nowSignal = new Int32Array(new SharedArrayBuffer(4));
  private stopped: Error | null = null;
  private closing = false;

  constructor(dataDir: string, loadDataDir?: Blob) {
    const { port1, port2 } = new MessageChannel();
    this.nowPort = port1;
    const start: ThreadStart = {
      dataDir,
      ...(loadDataDir ? { loadDataDir } : {}),
      nowPort: port2,
      nowSignal: this.nowSignal.buffer as SharedArrayBuffer,
    };
    this.worker = new Worker(ENTRY, { execArgv: [], workerData: start, transferList: [port2] });
    let ready!: () => void;
    let failed!: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Nobody may wait for it (a store opened and closed at once): its failure is the queries'.
    this.waitReady.catch(() => undefined);
    this.worker.on('message', (message: ThreadReply) => {
      switch (message.kind) {
        case 'ready':
          return ready();
        case 'failed':
          return failed(errorOf(message.error));
        case 'notify':
          for (const callback of this.listeners.get(message.channel) ?? []) callback(message.payload);
          return;
        case 'answer':
        case 'error': {
          const job = this.pending.get(message.id);
          this.pending.delete(message.id);
          this.hear(message.raised);
          if (message.kind === 'answer') job?.resolve(message.value);
          else job?.reject(errorOf(message.error));
          return;
        }
      }
    });
    const stop = (error: Error) => {
      if (this.stopped) return;
      this.stopped = error;
      failed(error);
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => stop(new Error(`The database thread stopped: ${error.message}`)));
    this.worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));
  }

  get closed(): boolean {
    return this.closing || this.stopped !== null;
  }

  private ask<T>(request: ThreadAsk): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  /** Hands the notifications a statement raised to their listeners, before its answer goes to its caller. */
  private hear(raised: readonly Raised[] | undefined): void {
    for (const { channel, payload } of raised ?? [])
      for (const callback of this.listeners.get(channel) ?? []) callback(payload);
  }

  query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[]; affectedRows?: number }> {
    return this.ask({ op: 'query', sql, params });
  }

  queryNow<T>(sql: string, params: unknown[] = []): { rows: T[]; affectedRows?: number } {
    if (this.stopped) throw this.stopped;
    const id = this.nextId++;
    Atomics.store(this.nowSignal, 0, 0);
    this.worker.postMessage({ op: 'query', sql, params, now: true, id } satisfies ThreadRequest);
    for (;;) {
      // The thread raises the signal once the answer is on the port; a thread that died never does.
      if (Atomics.wait(this.nowSignal, 0, 0, NOW_WAIT_MS) === 'timed-out' && this.threadGone()) {
        throw new Error('The database thread stopped');
      }
      const received = receiveMessageOnPort(this.nowPort);
      if (!received) continue;
      const message = received.message as ThreadReply;
      if (message.kind !== 'answer' && message.kind !== 'error') continue;
      this.hear(message.raised);
      if (message.kind === 'error') throw errorOf(message.error);
      return message.value as { rows: T[]; affectedRows?: number };
    }
  }

  /** Whether the thread is gone: its exit is heard later, on the event loop the wait is holding. */
  private threadGone(): boolean {
    return this.stopped !== null || this.worker.threadId === -1;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) this.listeners.set(channel, (callbacks = new Set()));
    callbacks.add(callback);
    await this.ask({ op: 'listen', channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (!this.closed) await this.ask({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.ask<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.closing || this.stopped) return;
    try {
      await this.ask({ op: 'close' });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }
}
