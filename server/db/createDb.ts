/** Opens the store: PostgreSQL when DATABASE_URL is set, otherwise PGlite in a data directory (or in memory). */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { createProcessLog } from '../operations/processLog';
import { pgliteDialect } from './pgliteDialect';
import { pgliteOptions } from './pgliteOptions';
import { PgliteThread, type EmbeddedStore } from './thread/pgliteThread';
import { writesFirstPool } from './writesFirst';

export type DbConfig = Pick<ServerConfig, 'databaseUrl' | 'pgliteDir'>;

export const IN_MEMORY = 'memory://';

/** Which store a Kysely instance opened: the change feed (ADR 156) listens on it. */
export type Store =
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /** The reads' connections; `writes` holds those of requests that may write (ADR 381). */
      readonly pool: pg.Pool;
      readonly writes: pg.Pool;
    }
  | { readonly kind: 'pglite'; readonly pglite: EmbeddedStore };

/** Connections per server process: reads, and the requests that may write beside them (ADR 381). */
const READ_CONNECTIONS = 10;
/**
 * As many as the reads': writes wait on one another's row locks inside transactions (a sign-in's claim, a save),
 * and a waiting transaction holds its connection.
 */
const WRITE_CONNECTIONS = 10;

const STORES = new WeakMap<Kysely<Database>, Store>();
const poolLog = createProcessLog(process.env.LOG_LEVEL);

/** The store behind a Kysely instance opened by `createDb`; undefined for one opened elsewhere. */
export const storeOf = (db: Kysely<Database>): Store | undefined => STORES.get(db);

/**
 * `dataDir`: a PGlite data directory dumped earlier (`PGlite.dumpDataDir`) to start from instead of an empty one:
 * the test suite opens each test's store from one migrated and seeded copy.
 * `thread`: PGlite runs on its own thread (ADR 340), as the server's processes open it; the command-line tools
 * and most tests open it in their own thread.
 * `keep`: a serving process's PostgreSQL connections are kept once open, however long they idle (ADR 403);
 * `openConnections` opens them all before it serves. Elsewhere an idle connection closes after 10 s.
 */
export function createDb(
  config: DbConfig,
  dataDir?: Blob,
  options: { thread?: boolean; keep?: boolean } = {},
): Kysely<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: READ_CONNECTIONS,
      min: options.keep ? READ_CONNECTIONS : 0,
    });
    const writes = new pg.Pool({
      connectionString: config.databaseUrl,
      max: WRITE_CONNECTIONS,
      min: options.keep ? WRITE_CONNECTIONS : 0,
    });
    // An idle connection the database ends (a restart, a failover, an administrator) is an 'error' on the pool,
    // which drops it and opens another on the next query; unheard, that event would end the whole process.
    for (const each of [pool, writes])
      each.on('error', (error: Error & { code?: string }) => {
        poolLog.warn(
          { code: error.code },
          'An idle database connection was lost; the next query opens another',
        );
      });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: writesFirstPool(pool, writes) }),
    });
    STORES.set(db, { kind: 'postgres', url: config.databaseUrl, pool, writes });
    return db;
  }
  if (config.pgliteDir !== IN_MEMORY) mkdirSync(config.pgliteDir, { recursive: true });
  if (options.thread) {
    const pglite = new PgliteThread(config.pgliteDir, dataDir);
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    STORES.set(db, { kind: 'pglite', pglite });
    return db;
  }
  const pglite = new PGlite(config.pgliteDir, pgliteOptions(dataDir));
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  STORES.set(db, { kind: 'pglite', pglite });
  return db;
}

/**
 * Opens every connection of a PostgreSQL store's pools before the process serves (ADR 403): a connection opened
 * while requests wait costs a new backend, its authentication and its cold caches, and a burst of them stalled
 * every write under way for up to a second. One that cannot be opened (PostgreSQL's `max_connections`) is warned
 * of, and the pool opens it when a request needs it, as before. Nothing to open on PGlite.
 */
export async function openConnections(db: Kysely<Database>): Promise<void> {
  const store = storeOf(db);
  if (store?.kind !== 'postgres') return;
  const pools = [
    [store.pool, READ_CONNECTIONS],
    [store.writes, WRITE_CONNECTIONS],
  ] as const;
  const opened = await Promise.allSettled(
    pools.flatMap(([pool, size]) => Array.from({ length: size }, () => pool.connect())),
  );
  for (const each of opened) if (each.status === 'fulfilled') each.value.release();
  const failed = opened.filter((each) => each.status === 'rejected');
  if (failed.length > 0) {
    poolLog.warn(
      { failed: failed.length, of: opened.length, reason: String(failed[0]!.reason) },
      "Some database connections could not be opened at start; they open when needed (check PostgreSQL's max_connections)",
    );
  }
}

/** A short description of where the data lives, for start-up logs (no credentials). */
export function describeDb(config: DbConfig): string {
  if (!config.databaseUrl)
    return config.pgliteDir === IN_MEMORY ? 'PGlite in memory' : `PGlite at ${config.pgliteDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
