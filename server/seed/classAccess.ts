/**
 * Class Products' demo (ADR 345): Core and Science Education, granted to the demo instructors' institution (Core for
 * a year, Science Education ending in 20 days, so the dashboard's card has one) and Core to one more institution.
 */
import { sql, type Kysely } from 'kysely';
import type { Feature } from '../../src/domain/classAccess/classAccess';
import type { SectionProduct } from '../../src/domain/content/content';
import type { Database } from '../db/database';

const LOCK_KEY = 7_301_345;
const DAY_MS = 86_400_000;

const PRODUCTS: readonly { name: string; features: Feature[]; lines: SectionProduct[] }[] = [
  { name: 'Core', features: ['classes', 'quizzes', 'questionBanks', 'exports'], lines: ['core'] },
  { name: 'Science Education', features: ['aiGeneration', 'lti'], lines: ['science_education'] },
];

/** A day boundary `days` from today (00:00 UTC), as grants store their start and end. */
const dayFrom = (now: Date, days: number) =>
  new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) + days * DAY_MS);

export async function seedClassAccess(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await trx.selectFrom('products').select('id').limit(1).executeTakeFirst()) return 0;
    const cs = await trx
      .selectFrom('users')
      .select('institution_id')
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirst();
    const demo = cs?.institution_id ?? null;
    if (demo === null) return 0;
    const ids: number[] = [];
    for (const product of PRODUCTS) {
      const { id } = await trx
        .insertInto('products')
        .values({
          name: product.name,
          features: sql<Feature[]>`${product.features}::text[]`,
          lines: sql<SectionProduct[]>`${product.lines}::text[]`,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const [core, scienceEducation] = ids as [number, number];
    const other = await trx
      .selectFrom('institutions')
      .select('id')
      .where('id', '!=', demo)
      .orderBy('id')
      .executeTakeFirst();
    const grants = [
      {
        institution_id: demo,
        product_id: core,
        starts_at: dayFrom(now, -30),
        ends_at: dayFrom(now, 365),
        seats: 50,
      },
      {
        institution_id: demo,
        product_id: scienceEducation,
        starts_at: dayFrom(now, -345),
        ends_at: dayFrom(now, 20),
        seats: null,
      },
      ...(other
        ? [
            {
              institution_id: other.id,
              product_id: core,
              starts_at: dayFrom(now, -10),
              ends_at: dayFrom(now, 180),
              seats: 200,
            },
          ]
        : []),
    ];
    await trx.insertInto('product_grants').values(grants).execute();
    return grants.length;
  });
}
