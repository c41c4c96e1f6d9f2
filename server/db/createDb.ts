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
 */
export function createDb(
  config: DbConfig,
  dataDir?: Blob,
  options: { thread?: boolean } = {},
): Kysely<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: READ_CONNECTIONS });
    const writes = new pg.Pool({ connectionString: config.databaseUrl, max: WRITE_CONNECTIONS });
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

/** A short description of where the data lives, for start-up logs (no credentials). */
export function describeDb(config: DbConfig): string {
  if (!config.databaseUrl)
    return config.pgliteDir === IN_MEMORY ? 'PGlite in memory' : `PGlite at ${config.pgliteDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
