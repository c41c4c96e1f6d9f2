/**
 * The metrics read from the store when `GET /metrics` is scraped (ADR 227): the job queue's depth and failed jobs
 * by kind, and, on PostgreSQL, the connection pool's connections. One registry per app, beside the process's.
 */
import { Gauge, Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Store } from '../db/createDb';

export function storeMetrics(db: Kysely<Database>, store: Store | undefined): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue that are not done, by kind and status (pending, running, failed).',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll<string>().as('count')])
        .where('status', '!=', 'done')
        .groupBy(['kind', 'status'])
        .execute();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, Number(row.count));
    },
  });
  if (store?.kind === 'postgres') {
    const pools = { reads: store.pool, writes: store.writes };
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections, of reads and of requests that may write: total open, idle, and requests waiting for one.',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [name, pool] of Object.entries(pools)) {
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
  }
  return registry;
}
