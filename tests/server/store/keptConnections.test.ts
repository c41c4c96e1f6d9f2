/**
 * A serving process opens its PostgreSQL connections before it serves and keeps them however long they idle
 * (ADR 403): a connection opened while requests wait costs a new backend, its authentication and its cold caches,
 * and a burst of them stalled every write under way.
 */
import { sql } from 'kysely';
import { createDb, openConnections, storeOf } from '../../../server/db/createDb';

const url = process.env.TEST_DATABASE_URL;

const postgresStore = (db: ReturnType<typeof createDb>) => {
  const store = storeOf(db);
  if (store?.kind !== 'postgres') throw new Error('expected a PostgreSQL store');
  return store;
};

afterEach(() => {
  vi.useRealTimers();
});

describe.runIf(url)('a serving process’s PostgreSQL connections', () => {
  test('are all open before it serves, and a burst of reads opens no other', async () => {
    const db = createDb({ databaseUrl: url, pgliteDir: '' }, undefined, { keep: true });
    try {
      const store = postgresStore(db);
      await openConnections(db);
      expect(store.pool.totalCount).toBe(10);
      expect(store.writes.totalCount).toBe(10);
      const burst = await Promise.all(
        Array.from({ length: 30 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.02)`.execute(db),
        ),
      );
      expect(new Set(burst.map((result) => result.rows[0]!.pid)).size).toBe(10);
      expect(store.pool.totalCount).toBe(10);
    } finally {
      await db.destroy();
    }
  });

  test('stay open while idle; elsewhere an idle connection closes after 10 s', async () => {
    const serving = createDb({ databaseUrl: url, pgliteDir: '' }, undefined, { keep: true });
    const tool = createDb({ databaseUrl: url, pgliteDir: '' });
    try {
      // The pools' idle timers are the fake ones: 10 s pass at once.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await openConnections(serving);
      await Promise.all(Array.from({ length: 3 }, () => sql`select pg_sleep(0.02)`.execute(tool)));
      expect(postgresStore(tool).pool.totalCount).toBe(3);
      vi.advanceTimersByTime(11_000);
      vi.useRealTimers();
      await expect.poll(() => postgresStore(tool).pool.totalCount).toBe(0);
      expect(postgresStore(serving).pool.totalCount).toBe(10);
      expect(postgresStore(serving).writes.totalCount).toBe(10);
    } finally {
      await Promise.all([serving.destroy(), tool.destroy()]);
    }
  });
});

test('a database that refuses connections at start is warned of, and the process still starts', async () => {
  const refused = new URL(url ?? 'postgres://console:console@127.0.0.1:5432/console');
  refused.port = '1';
  const db = createDb({ databaseUrl: refused.toString(), pgliteDir: '' }, undefined, { keep: true });
  try {
    await expect(openConnections(db)).resolves.toBeUndefined();
    expect(postgresStore(db).pool.totalCount).toBe(0);
  } finally {
    await db.destroy();
  }
});
