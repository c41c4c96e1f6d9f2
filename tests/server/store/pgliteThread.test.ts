/**
 * PGlite on its own thread (ADR 340), as the server's processes open it: other requests are answered while a long
 * statement runs, a write is heard before it answers (the writer's next request sees it, ADR 156), PostgreSQL's
 * errors come back with their codes, a transaction is one, and a dump made through the thread opens again.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeOf } from '../../../server/db/createDb';
import { isUniqueViolation } from '../../../server/db/errors';
import { bearer, call, createTestApp, switchFlag, type TestApp } from '../testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ thread: true });
}, 60_000);
afterAll(() => t.close());

/** A statement that keeps PGlite busy for a while (about a second on a quiet machine). */
const longStatement = () =>
  sql<{ n: string }>`select count(*)::text as n from generate_series(1, 2000000) as g(i)`.execute(t.db);

describe('PGlite on its own thread', () => {
  test('the cheap routes keep answering while a long statement runs', async () => {
    let done = false;
    let answers = 0;
    const asking = (async () => {
      while (!done) {
        const config = await t.app.inject({ method: 'GET', url: '/admin/config.json' });
        expect(config.statusCode).toBe(200);
        if (!done) answers++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const { rows } = await longStatement();
    done = true;
    await asking;
    expect(rows[0]!.n).toBe('2000000');
    // In the main thread the statement holds the loop from start to end: not one answer comes meanwhile.
    expect(answers).toBeGreaterThan(3);
  });

  test("a write is heard before it answers: the flag's next request already sees it", async () => {
    const auth = bearer(await t.signIn('super@demo.test'));
    const flag = await t.db.selectFrom('feature_flags').select(['key', 'enabled']).executeTakeFirstOrThrow();
    const enabledOnScreen = async () => {
      const flags = await call(t.app, { method: 'GET', url: '/api/admin/feature_flags', headers: auth });
      return JSON.stringify(flags.body.content);
    };
    const before = await enabledOnScreen();
    await switchFlag(t, flag.key, !flag.enabled);
    expect(await enabledOnScreen()).not.toBe(before);
    await switchFlag(t, flag.key, flag.enabled);
    expect(
      (
        await t.db
          .selectFrom('feature_flags')
          .select('enabled')
          .where('key', '=', flag.key)
          .executeTakeFirstOrThrow()
      ).enabled,
    ).toBe(flag.enabled);
  });

  test('errors come back with their PostgreSQL code, and a failed transaction leaves nothing', async () => {
    const flag = await t.db.selectFrom('feature_flags').select('key').executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('feature_flags')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const flagsBefore = await count();
    const failed = await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('feature_flags').values({ key: 'thread_test_flag', enabled: true }).execute();
        await trx.insertInto('feature_flags').values({ key: flag.key, enabled: true }).execute();
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(failed)).toBe(true);
    expect(failed).toMatchObject({ constraint: expect.stringContaining('feature_flags') });
    expect(await count()).toBe(flagsBefore);
  });

  test("a transaction's statements follow one another without waiting for other turns of the event loop", async () => {
    // The transaction holds the one session: were each statement's answer read in a later turn, every request
    // running meanwhile would hold the session too (ADR 340).
    let turns = 0;
    let done = false;
    const ticking = (async () => {
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        turns += 1;
      }
    })();
    let during = 0;
    await t.db.transaction().execute(async (trx) => {
      const before = turns;
      for (let n = 0; n < 30; n += 1) await sql`select ${n}::int as n`.execute(trx);
      during = turns - before;
    });
    done = true;
    await ticking;
    expect(during).toBeLessThan(5);
  });

  test('a dump made through the thread opens as a store with the same rows', async () => {
    const store = storeOf(t.db);
    if (store?.kind !== 'pglite') throw new Error('the test app runs on PGlite');
    const users = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const copy = new PGlite('memory://', {
      extensions: { pg_trgm },
      loadDataDir: await store.pglite.dumpDataDir('none'),
    });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from users');
      expect(rows[0]!.n).toBe(Number(users.n));
    } finally {
      await copy.close();
    }
  });
});
