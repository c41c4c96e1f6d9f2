/** What the main thread and the database thread say to each other (ADR 340). */
import type { MessagePort } from 'node:worker_threads';

/**
 * How the thread opens its store: a directory (or `memory://`) and a dump to start from; and where it answers the
 * statements the main thread waits for (`now`): a port of their own, and a signal it raises once the answer is there.
 */
export interface ThreadStart {
  readonly dataDir: string;
  readonly loadDataDir?: Blob;
  readonly nowPort: MessagePort;
  readonly nowSignal: SharedArrayBuffer;
}

/** A request as the caller writes it; the thread's client numbers it. */
export type ThreadAsk =
  | { readonly op: 'query'; readonly sql: string; readonly params: unknown[]; readonly now?: true }
  | { readonly op: 'listen' | 'unlisten'; readonly channel: string }
  | { readonly op: 'dump'; readonly compression: 'none' | 'gzip' | 'auto' }
  | { readonly op: 'close' };

export type ThreadRequest = ThreadAsk & { readonly id: number };

/** A notification PGlite raised, on its channel. */
export interface Raised {
  readonly channel: string;
  readonly payload: string;
}

export type ThreadReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: Record<string, unknown> }
  /** `raised`: the notifications the statement raised, heard before its answer (ADR 156). */
  | {
      readonly kind: 'answer';
      readonly id: number;
      readonly value: unknown;
      readonly raised?: readonly Raised[];
    }
  | {
      readonly kind: 'error';
      readonly id: number;
      readonly error: Record<string, unknown>;
      readonly raised?: readonly Raised[];
    }
  | { readonly kind: 'notify'; readonly channel: string; readonly payload: string };
