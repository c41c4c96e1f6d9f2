/**
 * A PostgreSQL connection the server ends while it sits idle in the pool (a restart, a failover, an administrator)
 * is dropped and replaced: the process goes on answering instead of ending on an unhandled error.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { createDb, storeOf } from '../../../server/db/createDb';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('an idle PostgreSQL connection ended by the server', () => {
  test('is dropped from the pool, and the next query gets a new one', async () => {
    const db = createDb({ databaseUrl: url, pgliteDir: '' });
    try {
      const store = storeOf(db);
      if (store?.kind !== 'postgres') throw new Error('expected a PostgreSQL store');
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = first.rows[0]!.pid;
      expect(store.pool.idleCount).toBe(1);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => store.pool.idleCount).toBe(0);

      const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(next.rows[0]!.pid).not.toBe(pid);
    } finally {
      await db.destroy();
    }
  });
});
