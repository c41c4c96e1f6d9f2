/**
 * The change feed (ADR 156): every server process hears, on the `console_changes` channel, which user, session or
 * the feature flags changed, as the database triggers of migration 016 announce them at commit, and which rows of
 * the lists (migration 097, ADR 320).
 *
 * - PostgreSQL: one dedicated `pg` client per process LISTENs. When it drops, the feed reports a reset (anything
 *   may have changed unheard) and is not listening until it has reconnected, then it reports a reset again.
 * - PGlite: one process, one session; PGlite hands its own notifications to `listen()` callbacks while the
 *   committing query returns (on its thread, ADR 340, the notification is posted before the query's answer), so a
 *   change is heard before its writer goes on.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import * as z from 'zod';
import type { Database } from './database';
import type { Store } from './createDb';
import type { EmbeddedStore } from './thread/pgliteThread';

export const CHANGE_CHANNEL = 'console_changes';
/** The `application_name` of the listening connections, as pg_stat_activity shows them. */
export const CHANGE_FEED_APPLICATION = 'console change feed';

const MessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.number().int() }),
  z.object({ kind: z.literal('session'), sessionId: z.string(), userId: z.number().int() }),
  z.object({ kind: z.literal('flags') }),
  /** Something a list shows may have changed, rows unnamed (ADR 160): a truncate, or too many rows at once. */
  z.object({ kind: z.literal('lists') }),
  /** These rows of a list changed: quizzes, classes or institutions by id (migration 097, ADR 320). */
  z.object({
    kind: z.literal('rows'),
    list: z.enum(['quiz', 'class', 'institution']),
    ids: z.array(z.number().int()),
  }),
  /** A barrier this process sent itself (`sync`). */
  z.object({ kind: z.literal('sync'), token: z.string() }),
]);
type Message = z.infer<typeof MessageSchema>;
export type Change = Exclude<Message, { kind: 'sync' }>;

export interface ChangeListener {
  /** A change was committed. */
  change(change: Change): void;
  /** Changes may have been missed (the listening connection dropped, came back, or said something unreadable). */
  reset(): void;
}

export interface ChangeFeed {
  /** Whether changes are heard now; while false nothing read from the database may be kept. */
  readonly listening: boolean;
  /** Starts listening; resolves after the first attempt (a failed one is retried in the background). */
  start(): Promise<void>;
  /** Resolves once every change committed before the call has been heard (or the feed has reset). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  readonly onError?: (error: unknown) => void;
  /** How long `sync` waits for its barrier before it resets instead; default 2 s. */
  readonly syncTimeoutMs?: number;
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

function parse(payload: string | undefined): Message | undefined {
  try {
    return MessageSchema.parse(JSON.parse(payload ?? ''));
  } catch {
    return undefined;
  }
}

/** The feed of a store opened by `createDb`, or one that never listens (nothing may then be cached). */
export function createChangeFeed(
  db: Kysely<Database>,
  store: Store | undefined,
  listener: ChangeListener,
  options: ChangeFeedOptions = {},
): ChangeFeed {
  if (store?.kind === 'postgres') return postgresFeed(store.url, listener, options);
  if (store?.kind === 'pglite') return pgliteFeed(db, store.pglite, listener);
  return { listening: false, start: async () => {}, sync: async () => {}, close: async () => {} };
}

function deliver(listener: ChangeListener, message: Message | undefined): void {
  if (!message) listener.reset();
  else if (message.kind !== 'sync') listener.change(message);
}

function pgliteFeed(db: Kysely<Database>, pglite: EmbeddedStore, listener: ChangeListener): ChangeFeed {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    get listening() {
      return unlisten !== undefined;
    },
    async start() {
      // Through the dialect's lock, so LISTEN never runs inside another caller's transaction.
      unlisten = await db
        .connection()
        .execute(() => pglite.listen(CHANGE_CHANNEL, (payload) => deliver(listener, parse(payload))));
    },
    sync: async () => {},
    async close() {
      const stop = unlisten;
      unlisten = undefined;
      if (stop && !pglite.closed) await stop();
    },
  };
}

function postgresFeed(url: string, listener: ChangeListener, options: ChangeFeedOptions): ChangeFeed {
  const syncTimeoutMs = options.syncTimeoutMs ?? 2_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const barriers = new Map<string, () => void>();

  const settleBarriers = () => {
    for (const done of barriers.values()) done();
    barriers.clear();
  };

  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (error) options.onError?.(error);
    lostClient.removeAllListeners('notification');
    lostClient.end().catch(() => {});
    if (client === lostClient) client = undefined;
    listener.reset();
    settleBarriers();
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const onMessage = (payload: string | undefined) => {
    const message = parse(payload);
    if (message?.kind === 'sync') {
      barriers.get(message.token)?.();
      barriers.delete(message.token);
    }
    deliver(listener, message);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APPLICATION });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      if (notification.channel === CHANGE_CHANNEL) onMessage(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    // Whatever changed before LISTEN took effect was not heard.
    listener.reset();
    client = next;
    retryMs = RETRY_MIN_MS;
  }

  return {
    get listening() {
      return client !== undefined;
    },
    start: connect,
    async sync() {
      const current = client;
      if (!current) return;
      const token = randomUUID();
      const heard = new Promise<void>((resolve) => barriers.set(token, resolve));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          barriers.delete(token);
          listener.reset();
          resolve();
        }, syncTimeoutMs);
      });
      // The queue of notifications is ordered by commit: the barrier arrives after every change committed before.
      current
        .query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ kind: 'sync', token })])
        .catch((error: unknown) => lost(current, error));
      await Promise.race([heard, timedOut]);
      clearTimeout(timer);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      settleBarriers();
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
