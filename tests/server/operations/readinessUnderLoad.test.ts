/**
 * Readiness says whether the process can serve, not how fast (ADR 356): a heavy-work thread still starting on a
 * busy machine, and a PostgreSQL pool whose every connection is busy, answer late but are not "unavailable", so a
 * load balancer does not pull an instance for being busy. The PostgreSQL part is skipped without
 * TEST_DATABASE_URL (`eval "$(bash scripts/postgres.sh | tail -n 1)"`).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHeavyWork } from '../../../server/heavyWork/heavyWork';
import { READINESS_TIMEOUT_MS } from '../../../server/operations/readiness';
import { postgresTestApp } from '../postgresTestApp';
import { call, type TestApp } from '../testApp';

test('a heavy-work thread slower to answer than the check waits is busy, not unready; a closed one is named', async () => {
  const heavyWork = createHeavyWork();
  try {
    // A thread not started yet takes far longer than a millisecond to load and answer its first ping.
    expect(await heavyWork.problem(1)).toBeNull();
    await expect.poll(() => heavyWork.problem(READINESS_TIMEOUT_MS), { timeout: 30_000 }).toBeNull();
  } finally {
    await heavyWork.close();
  }
  expect(await heavyWork.problem(1)).toBe('the heavy-work thread is closed');
});

const url = process.env.TEST_DATABASE_URL;
/** Longer than any readiness check ever waited (5 s before ADR 356). */
const BUSY_SECONDS = 6;

describe.runIf(url)('on PostgreSQL', () => {
  const store = postgresTestApp(url!, 'console_readiness');
  let t: TestApp;
  beforeAll(async () => {
    t = await store.start();
  }, 120_000);
  afterAll(() => store.stop());

  test('with every connection of the pool busy, /readyz answers ready within seconds', async () => {
    const ready = () => call(t.app, { method: 'GET', url: '/readyz' });
    await expect.poll(async () => (await ready()).status, { timeout: 30_000 }).toBe(200);
    // More statements than the pool has connections, each longer than a check waits.
    const busy = Array.from({ length: 12 }, () => sql`select pg_sleep(${BUSY_SECONDS})`.execute(t.db));
    let busyEnded = false;
    void Promise.all(busy).then(() => (busyEnded = true));
    try {
      const response = await ready();
      expect(response.body).toEqual({
        status: 'ready',
        checks: { migrations: 'ok', store: 'ok', heavyWork: 'ok' },
      });
      expect(response.status).toBe(200);
      // It answered while the busy statements still ran: it did not wait for them.
      expect(busyEnded).toBe(false);
    } finally {
      await Promise.all(busy);
    }
  }, 60_000);
});
