/** The PGlite dialect and the migration list, on one in-memory PGlite. */
import { readdirSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { createDb, IN_MEMORY } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { migrateDownAll, migrateToLatest } from '../../../server/db/migrator';

let db: Kysely<Database>;
beforeAll(async () => {
  db = createDb({ databaseUrl: undefined, pgliteDir: IN_MEMORY });
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

/** Lets every pending promise and I/O callback run: a turn of the event loop, not a wait for time. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

const flagKeys = async () =>
  (await db.selectFrom('feature_flags').select('key').orderBy('key').execute()).map((r) => r.key);

test('a query issued during a transaction neither joins it nor is lost when it rolls back', async () => {
  let inside!: () => void;
  let rollBack!: () => void;
  const started = new Promise<void>((resolve) => (inside = resolve));
  const outsideIssued = new Promise<void>((resolve) => (rollBack = resolve));
  const failing = db.transaction().execute(async (trx) => {
    await trx.insertInto('feature_flags').values({ key: 'fromRolledBack', enabled: true }).execute();
    inside();
    await outsideIssued;
    throw new Error('roll back');
  });
  await started;
  const outside = db.insertInto('feature_flags').values({ key: 'fromOutside', enabled: true }).execute();
  // One turn of the event loop: the outside query has reached the store and waits while the transaction is open.
  await turn();
  rollBack();

  await expect(failing).rejects.toThrow('roll back');
  await outside;
  expect(await flagKeys()).toEqual(['fromOutside']);
  await db.deleteFrom('feature_flags').execute();
});

test('parallel transactions each commit whole', async () => {
  await Promise.all(
    [1, 2, 3].map((n) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('feature_flags')
          .values({ key: `a${n}`, enabled: true })
          .execute();
        // Another transaction may start here: each still commits whole.
        await turn();
        await trx
          .insertInto('feature_flags')
          .values({ key: `b${n}`, enabled: false })
          .execute();
      }),
    ),
  );
  expect(await flagKeys()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
  await db.deleteFrom('feature_flags').execute();
});

test('e-mails are unique whatever their case', async () => {
  const user = { first_name: 'A', last_name: 'B', password_hash: 'x', roles: [] };
  await db
    .insertInto('users')
    .values({ ...user, email: 'case@demo.test' })
    .execute();
  await expect(
    db
      .insertInto('users')
      .values({ ...user, email: 'CASE@demo.test' })
      .execute(),
  ).rejects.toMatchObject({
    code: '23505',
  });
});

test('every migration file is registered, reverts and applies again', async () => {
  const names = readdirSync(new URL('../../../server/db/migrations/', import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  expect(await migrateDownAll(db)).toEqual([...names].reverse().map((name) => `down ${name}`));
  expect(await migrateToLatest(db)).toEqual(names.map((name) => `up ${name}`));
});
