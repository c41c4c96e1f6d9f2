/**
 * On the embedded store, a request that may write goes before the reads waiting for the one session (ADR 381):
 * with the session held (as a transaction holds it) and three reads waiting, a statement of a write is answered
 * first once the session is free; without a write waiting, the reads keep the order they asked in. A read does not
 * starve behind a stream of writes: it has a turn after two writes in a row (ADR 383).
 */
import { sql } from 'kysely';
import { createDb, IN_MEMORY } from '../../../server/db/createDb';
import { runAsWrite } from '../../../server/db/writesFirst';

const db = createDb({ pgliteDir: IN_MEMORY, databaseUrl: undefined });
afterAll(() => db.destroy());

/** Holds the session in a transaction until the returned `free` is called. */
async function holdSession() {
  let held!: () => void;
  let free!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const freed = new Promise<void>((resolve) => (free = resolve));
  const done = db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    held();
    await freed;
  });
  await holding;
  return { free, done };
}

test('a write waiting for the session goes before the reads that asked first', async () => {
  const answered: string[] = [];
  const { free, done } = await holdSession();
  const reads = [1, 2, 3].map((n) => sql`select ${n}`.execute(db).then(() => answered.push(`read ${n}`)));
  const write = runAsWrite(() => sql`select 0`.execute(db)).then(() => answered.push('write'));
  free();
  await Promise.all([done, write, ...reads]);
  expect(answered).toEqual(['write', 'read 1', 'read 2', 'read 3']);
});

test('a read waits behind two writes at most, however many writes wait (ADR 383)', async () => {
  const answered: string[] = [];
  const { free, done } = await holdSession();
  const read = sql`select 1`.execute(db).then(() => answered.push('read'));
  const writes = [1, 2, 3, 4, 5].map((n) =>
    runAsWrite(() => sql`select ${n}`.execute(db)).then(() => answered.push(`write ${n}`)),
  );
  free();
  await Promise.all([done, read, ...writes]);
  expect(answered).toEqual(['write 1', 'write 2', 'read', 'write 3', 'write 4', 'write 5']);
});

test('reads alone are answered in the order they asked', async () => {
  const answered: number[] = [];
  const { free, done } = await holdSession();
  const reads = [1, 2, 3, 4].map((n) => sql`select ${n}`.execute(db).then(() => answered.push(n)));
  free();
  await Promise.all([done, ...reads]);
  expect(answered).toEqual([1, 2, 3, 4]);
});
