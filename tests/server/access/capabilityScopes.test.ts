/**
 * The capability tables written out as SQL (ADR 192) hold to the tables themselves: on random records in the real
 * database and callers with random roles, the rows each scope admits are exactly those whose facts, as the gate
 * reads them for that caller, the table allows. Quizzes (every action, any subset of kinds, owners on trials that
 * have or have not ended), classes and playlists; on PGlite, and on the PostgreSQL at TEST_DATABASE_URL too.
 */
import fc from 'fast-check';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classScope } from '../../../server/auth/classAccess';
import { playlistScope } from '../../../server/auth/playlistAccess';
import { findQuizRecord, quizScope } from '../../../server/auth/quizAccess';
import type { AuthUser } from '../../../server/auth/guards';
import { createDb } from '../../../server/db/createDb';
import type { Database } from '../../../server/db/database';
import { classFacts } from '../../../server/repositories/classes/classes';
import { findPlaylistFacts } from '../../../server/repositories/playlists/playlists';
import { SEEDED_ACCOUNTS } from '../../../server/seed/accounts';
import { ROLES } from '../../../src/domain/access/roles';
import { CLASS_ACTIONS, classCapabilities } from '../../../src/domain/classes/classCapabilities';
import { PLAYLIST_ACTIONS, playlistCapabilities } from '../../../src/domain/playlists/playlistCapabilities';
import { PROCESS_STATUS, QUIZ_ACTIONS, QUIZ_KINDS, type QuizKind } from '../../../src/domain/quiz/quiz';
import { quizCapabilities } from '../../../src/domain/quiz/quizCapabilities';
import { freshDatabase } from '../store/serverProcesses';
import { createTestApp, type TestApp } from '../testApp';

const RUNS = 40;
const NOW = new Date('2026-05-04T10:00:00Z');
const DAY = 86_400_000;
const USERS = SEEDED_ACCOUNTS.length;

type Db = Kysely<Database>;
interface Person {
  readonly id: number;
  readonly email: string;
}

const person = fc.nat({ max: USERS - 1 });
const caller = fc.record({ who: person, roles: fc.subarray([...ROLES]) });
const quiz = fc.record({
  kind: fc.constantFrom(...QUIZ_KINDS),
  owner: fc.option(person),
  sharedWith: fc.uniqueArray(person, { maxLength: 3 }),
  editable: fc.boolean(),
  processing: fc.boolean(),
  section: fc.boolean(),
});
/** Each account's trial or subscription: none, or ending this many days from now (past or future). */
const subscriptions = fc.array(fc.option(fc.integer({ min: -5, max: 5 })), {
  minLength: USERS,
  maxLength: USERS,
});
const owned = fc.record({ owner: fc.option(person), sharedWith: fc.uniqueArray(person, { maxLength: 3 }) });

/** Runs `body` in a transaction that is always rolled back, so every run starts from the same database. */
async function rolledBack(db: Db, body: (trx: Db) => Promise<void>) {
  const rollback = new Error('rollback');
  await db
    .transaction()
    .execute(async (trx) => {
      await body(trx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

/** The ids among `ids` that `scope` admits, as a list route's WHERE clause would. */
async function admitted(
  db: Db,
  table: 'quizzes as q' | 'classes as c' | 'playlists as p',
  scope: RawBuilder<SqlBool>,
  ids: number[],
) {
  const alias = table.slice(-1);
  const rows = await sql<{ id: number }>`select ${sql.ref(`${alias}.id`)} as id from ${sql.raw(table)}
    where ${sql.ref(`${alias}.id`)} in (${sql.join(ids)}) and ${scope} order by 1`.execute(db);
  return rows.rows.map((row) => row.id);
}

function suite(open: () => Promise<{ db: Db; close(): Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  const people: Person[] = [];

  beforeAll(async () => {
    ({ db, close } = await open());
    for (const account of SEEDED_ACCOUNTS)
      people.push(
        await db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('email', '=', account.email)
          .executeTakeFirstOrThrow(),
      );
  });
  afterAll(() => close());

  const as = (c: { who: number; roles: string[] }) =>
    ({ ...people[c.who]!, roles: c.roles }) as unknown as AuthUser;

  test('the quiz scope admits exactly the quizzes the quiz table allows, for every action', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(quiz, { minLength: 1, maxLength: 8 }),
        fc.array(caller, { minLength: 1, maxLength: 3 }),
        subscriptions,
        fc.subarray([...QUIZ_KINDS], { minLength: 1 }),
        async (quizzes, callers, ends, kinds: QuizKind[]) => {
          await rolledBack(db, async (trx) => {
            const { id: sectionId } = await trx
              .insertInto('sections')
              .values({ title: 'Cells', product: 'core', article_type: 'science_core' })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .deleteFrom('user_subscriptions')
              .where(
                'user_id',
                'in',
                people.map((p) => p.id),
              )
              .execute();
            for (const [index, days] of ends.entries())
              if (days !== null)
                await trx
                  .insertInto('user_subscriptions')
                  .values({
                    user_id: people[index]!.id,
                    kind: 'trial',
                    ends_at: new Date(NOW.getTime() + days * DAY),
                  })
                  .execute();
            const ids: number[] = [];
            for (const q of quizzes) {
              const { id } = await trx
                .insertInto('quizzes')
                .values({
                  kind: q.kind,
                  title: 'Scope quiz',
                  owner_user_id: q.owner === null ? null : people[q.owner]!.id,
                  editable: q.editable,
                  process_status: q.processing ? PROCESS_STATUS.processing : PROCESS_STATUS.ready,
                  section_id: q.section ? sectionId : null,
                  ...(q.kind === 'library' ? { quiz_type: q.section ? 'section' : 'textbook' } : {}),
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              for (const share of q.sharedWith)
                await trx
                  .insertInto('quiz_shares')
                  .values({ quiz_id: id, user_email: people[share]!.email })
                  .execute();
              ids.push(id);
            }
            for (const c of callers) {
              const user = as(c);
              const records = await Promise.all(ids.map((id) => findQuizRecord(trx, user, id, NOW)));
              for (const action of QUIZ_ACTIONS) {
                const expected = records
                  .filter((r) => kinds.includes(r!.kind) && quizCapabilities(user, r!.facts).has(action))
                  .map((r) => r!.id);
                const label = `${action} as ${user.email} ${JSON.stringify(c.roles)} over ${kinds.join(',')}`;
                expect(
                  await admitted(trx, 'quizzes as q', quizScope(user, action, NOW, kinds), ids),
                  label,
                ).toEqual(expected);
              }
            }
          });
        },
      ),
      { numRuns: RUNS, seed: 20_261_192, endOnFailure: true },
    );
  });

  test('the class scope admits exactly the classes the class table allows, for every action', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(owned, { minLength: 1, maxLength: 8 }),
        fc.array(caller, { minLength: 1, maxLength: 3 }),
        async (classes, callers) => {
          await rolledBack(db, async (trx) => {
            const ids: number[] = [];
            for (const k of classes) {
              const { id } = await trx
                .insertInto('classes')
                .values({
                  title: 'Scope class',
                  owner_user_id: k.owner === null ? null : people[k.owner]!.id,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              for (const share of k.sharedWith)
                await trx
                  .insertInto('class_shares')
                  .values({ class_id: id, user_id: people[share]!.id })
                  .execute();
              ids.push(id);
            }
            for (const c of callers) {
              const user = as(c);
              const facts = await Promise.all(ids.map((id) => classFacts(trx, id)));
              for (const action of CLASS_ACTIONS) {
                const expected = ids.filter((_, i) => classCapabilities(user, facts[i]!).has(action));
                expect(await admitted(trx, 'classes as c', classScope(user, action), ids), action).toEqual(
                  expected,
                );
              }
            }
          });
        },
      ),
      { numRuns: RUNS, seed: 20_261_192, endOnFailure: true },
    );
  });

  test('the playlist scope admits exactly the playlists the playlist table allows, for every action', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(person), { minLength: 1, maxLength: 8 }),
        fc.array(caller, { minLength: 1, maxLength: 3 }),
        async (owners, callers) => {
          await rolledBack(db, async (trx) => {
            const ids: number[] = [];
            for (const owner of owners) {
              const { id } = await trx
                .insertInto('playlists')
                .values({ title: 'Scope playlist', owner_user_id: owner === null ? null : people[owner]!.id })
                .returning('id')
                .executeTakeFirstOrThrow();
              ids.push(id);
            }
            for (const c of callers) {
              const user = as(c);
              const facts = await Promise.all(ids.map((id) => findPlaylistFacts(trx, id)));
              for (const action of PLAYLIST_ACTIONS) {
                const expected = ids.filter((_, i) => playlistCapabilities(user, facts[i]!).has(action));
                expect(
                  await admitted(trx, 'playlists as p', playlistScope(user, action), ids),
                  action,
                ).toEqual(expected);
              }
            }
          });
        },
      ),
      { numRuns: RUNS, seed: 20_261_192, endOnFailure: true },
    );
  });
}

describe('on PGlite', () => {
  suite(async () => {
    const t: TestApp = await createTestApp({ store: 'pglite' });
    return { db: t.db, close: () => t.close() };
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('on PostgreSQL', () => {
  suite(async () => {
    const fresh = await freshDatabase(url!);
    const t = await createTestApp({ db: createDb({ databaseUrl: fresh.url, pgliteDir: '' }) });
    return {
      db: t.db,
      close: async () => {
        await t.close();
        await fresh.drop();
      },
    };
  });
});
