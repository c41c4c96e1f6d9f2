/**
 * A Kysely dialect for PGlite (embedded PostgreSQL). PGlite is one database session, so the driver hands out
 * its single connection to one holder at a time: a transaction keeps it until commit or rollback, and every
 * other query waits its turn instead of running inside somebody else's transaction. On its own thread (ADR 340) the
 * statements of a transaction are awaited on the spot: the transaction holds the session, and a turn of the event
 * loop between each of its statements would hold it for as many turns.
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { EmbeddedStore } from './thread/pgliteThread';

export function pgliteDialect(pglite: EmbeddedStore): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => pgliteDriver(pglite),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

function pgliteDriver(pglite: EmbeddedStore): Driver {
  let queue: Promise<void> = Promise.resolve();
  let release: (() => void) | undefined;
  /** A transaction is open: it holds the one session, so its statements are awaited on the spot (ADR 340). */
  let inTransaction = false;

  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const result =
        inTransaction && pglite.queryNow
          ? pglite.queryNow<R>(query.sql, [...query.parameters])
          : await pglite.query<R>(query.sql, [...query.parameters]);
      return {
        rows: result.rows,
        ...(result.affectedRows !== undefined && { numAffectedRows: BigInt(result.affectedRows) }),
      };
    },
    streamQuery() {
      throw new Error('Streaming is not supported by the PGlite dialect');
    },
  };
  const run = (sql: string) => connection.executeQuery(CompiledQuery.raw(sql)).then(() => undefined);

  return {
    init: async () => {
      await pglite.waitReady;
    },
    acquireConnection: async () => {
      const previous = queue;
      let unlock!: () => void;
      queue = new Promise<void>((resolve) => (unlock = resolve));
      await previous;
      release = unlock;
      return connection;
    },
    releaseConnection: async () => {
      const unlock = release;
      release = undefined;
      unlock?.();
    },
    beginTransaction: async (_connection, settings: TransactionSettings) => {
      await run(
        settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin',
      );
      inTransaction = true;
    },
    commitTransaction: () => run('commit').finally(() => (inTransaction = false)),
    rollbackTransaction: () => run('rollback').finally(() => (inTransaction = false)),
    destroy: async () => {
      await queue;
      if (!pglite.closed) await pglite.close();
    },
  };
}
