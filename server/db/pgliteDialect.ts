/**
 * A Kysely dialect for PGlite (embedded PostgreSQL). PGlite is one database session, so the driver hands out
 * its single connection to one holder at a time: a transaction keeps it until commit or rollback, and every
 * other query waits its turn instead of running inside somebody else's transaction.
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

  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const result = await pglite.query<R>(query.sql, [...query.parameters]);
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
    beginTransaction: (_connection, settings: TransactionSettings) =>
      run(settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin'),
    commitTransaction: () => run('commit'),
    rollbackTransaction: () => run('rollback'),
    destroy: async () => {
      await queue;
      if (!pglite.closed) await pglite.close();
    },
  };
}
