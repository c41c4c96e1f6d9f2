/**
 * The collection capability table written out as SQL (ADR 192, 316) holds to the table itself: on random collections
 * with random editor rows (a right given, taken away, or none) and callers with random roles, the collections the
 * list's scope admits for each action are exactly those the table allows, as the gate reads the facts.
 */
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/database';
import {
  collectionScope,
  findCollectionFacts,
} from '../../../server/repositories/methodsCollections/collections';
import { SEEDED_ACCOUNTS } from '../../../server/seed/accounts';
import { ROLES } from '../../../src/domain/access/roles';
import {
  COLLECTION_ACTIONS,
  collectionCapabilities,
} from '../../../src/domain/methodsCollections/collectionCapabilities';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let people: { id: number }[];
beforeAll(async () => {
  t = await createTestApp();
  people = await t.db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      SEEDED_ACCOUNTS.map((account) => account.email),
    )
    .orderBy('id')
    .execute();
});
afterAll(() => t.close());

const rollback = new Error('rollback');
async function rolledBack(body: (trx: Kysely<Database>) => Promise<void>) {
  await t.db
    .transaction()
    .execute(async (trx) => {
      await body(trx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

/** One collection: each person's editor row, none, given (true) or taken away (false). */
const collection = fc.array(fc.constantFrom(null, true, false), { minLength: 7, maxLength: 7 });
const caller = fc.record({ who: fc.nat({ max: 6 }), roles: fc.subarray([...ROLES]) });

test('the scope admits exactly the collections the table allows the caller, for every action', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(collection, { minLength: 1, maxLength: 6 }),
      fc.array(caller, { minLength: 1, maxLength: 3 }),
      async (collections, callers) => {
        await rolledBack(async (trx) => {
          const ids: number[] = [];
          for (const [index, rights] of collections.entries()) {
            const { id } = await trx
              .insertInto('method_collections')
              .values({ title: `Scope ${index}` })
              .returning('id')
              .executeTakeFirstOrThrow();
            ids.push(id);
            const rows = rights.flatMap((canEdit, who) =>
              canEdit === null
                ? []
                : [
                    {
                      collection_id: id,
                      user_id: people[who]!.id,
                      can_edit: canEdit,
                      updated_at: new Date(),
                    },
                  ],
            );
            if (rows.length) await trx.insertInto('method_collection_editors').values(rows).execute();
          }
          for (const c of callers) {
            const user = { id: people[c.who]!.id, roles: c.roles };
            const facts = await Promise.all(ids.map((id) => findCollectionFacts(trx, user, id)));
            for (const action of COLLECTION_ACTIONS) {
              const expected = ids.filter((_, i) => collectionCapabilities(user, facts[i]!).has(action));
              const { rows } = await sql<{ id: number }>`select c.id from method_collections c
                where c.id in (${sql.join(ids)}) and ${collectionScope(user, action)} order by 1`.execute(
                trx,
              );
              expect(
                rows.map((row) => row.id),
                action,
              ).toEqual(expected);
            }
          }
        });
      },
    ),
    { numRuns: 30, seed: 20_261_316, endOnFailure: true },
  );
});
