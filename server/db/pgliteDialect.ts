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
import { isWriting } from './writesFirst';
import { embeddedStoreOpened } from './yieldToLoop';

export function pgliteDialect(pglite: EmbeddedStore): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => pgliteDriver(pglite),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** How many turns requests that may write take in a row while reads wait (ADR 383). */
const WRITES_IN_A_ROW = 2;

/**
 * The one session, handed to one holder at a time, in the order asked, except that a request that may write goes
 * before the reads waiting (ADR 381): under a full load of searches a save's every statement would otherwise wait
 * for all the reads asked before it. Not forever (ADR 383): after two writers in a row, a waiting read has its turn,
 * or at 20 saves a second a read (a quiz opened, a kept list catching up with the saves) waited seconds.
 */
function sessionTurns() {
  let held = false;
  let writesInARow = 0;
  const writes: (() => void)[] = [];
  const reads: (() => void)[] = [];
  return {
    take(): Promise<void> {
      if (!held) {
        held = true;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => (isWriting() ? writes : reads).push(resolve));
    },
    give(): void {
      const readsTurn = reads.length > 0 && (writes.length === 0 || writesInARow >= WRITES_IN_A_ROW);
      const next = readsTurn ? reads.shift() : writes.shift();
      writesInARow = readsTurn || !next ? 0 : writesInARow + 1;
      if (next) next();
      else held = false;
    },
    /** Resolves once nobody holds the session and nobody waits for it. */
    async idle(): Promise<void> {
      while (held) {
        await this.take();
        this.give();
      }
    },
  };
}

function pgliteDriver(pglite: EmbeddedStore): Driver {
  const session = sessionTurns();
  const closed = embeddedStoreOpened();
  let holding = false;
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
      await session.take();
      holding = true;
      return connection;
    },
    releaseConnection: async () => {
      if (!holding) return;
      holding = false;
      session.give();
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
      closed();
      await session.idle();
      if (!pglite.closed) await pglite.close();
    },
  };
}
