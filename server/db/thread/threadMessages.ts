/** What the main thread and the database thread say to each other (ADR 340). */

/** How the thread opens its store: a directory (or `memory://`), and a dump to start from. */
export interface ThreadStart {
  readonly dataDir: string;
  readonly loadDataDir?: Blob;
}

/** A request as the caller writes it; the thread's client numbers it. */
export type ThreadAsk =
  | { readonly op: 'query'; readonly sql: string; readonly params: unknown[] }
  | { readonly op: 'listen' | 'unlisten'; readonly channel: string }
  | { readonly op: 'dump'; readonly compression: 'none' | 'gzip' | 'auto' }
  | { readonly op: 'close' };

export type ThreadRequest = ThreadAsk & { readonly id: number };

export type ThreadReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: Record<string, unknown> }
  | { readonly kind: 'answer'; readonly id: number; readonly value: unknown }
  | { readonly kind: 'error'; readonly id: number; readonly error: Record<string, unknown> }
  | { readonly kind: 'notify'; readonly channel: string; readonly payload: string };
