/**
 * GET /api/section_subscription (ADR 265) against the real server: every console role reads its own standing; an
 * account without an end sees every top-level section, one whose trial has ended sees none but those of the product
 * lines its institution's current grants open (ADR 355); without a sign-in 401.
 */
import { SECTION_SUBSCRIPTION_PATH } from '../../../src/api/content/sectionSubscriptionContract';
import { sql } from 'kysely';
import { seedContent } from '../../../server/seed/content';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir, now: new Date('2026-03-15T10:00:00Z') });
});
afterAll(() => t.close());

const read = async (email: string) => {
  const { accessToken } = await t.signIn(email);
  return call(t.app, { method: 'GET', url: SECTION_SUBSCRIPTION_PATH, headers: bearer(accessToken) });
};

async function topLevelTitles() {
  const rows = await t.db
    .selectFrom('sections')
    .select('title')
    .where('parent_id', 'is', null)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.title);
}

describe('GET /api/section_subscription', () => {
  test('each console role reads its own standing; with no end every top-level section is open', async () => {
    const titles = await topLevelTitles();
    expect(titles.length).toBeGreaterThan(0);
    for (const email of [
      'super@demo.test',
      'corporate@demo.test',
      'admin@demo.test',
      'cs@demo.test',
      'publish@demo.test',
      'lti@demo.test',
    ]) {
      const { status, body } = await read(email);
      expect(status).toBe(200);
      expect(body.content).toMatchObject({ kind: null, endsAt: null, active: true });
      expect(body.content.sections.map((section: { title: string }) => section.title)).toEqual(titles);
    }
  });

  test('a trial that has ended opens no section; one that runs opens them all', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, kind: 'trial', ends_at: new Date('2020-01-01T00:00:00Z') })
      .execute();
    const ended = await read('cs@demo.test');
    expect(ended.body.content).toEqual({
      kind: 'trial',
      endsAt: '2020-01-01T00:00:00.000Z',
      active: false,
      sections: [],
    });
    await t.db
      .updateTable('user_subscriptions')
      .set({ kind: 'subscription', ends_at: new Date('2099-01-01T00:00:00Z') })
      .where('user_id', '=', user.id)
      .execute();
    const running = await read('cs@demo.test');
    expect(running.body.content).toMatchObject({ kind: 'subscription', active: true });
    expect(running.body.content.sections.length).toBe((await topLevelTitles()).length);
    await t.db.deleteFrom('user_subscriptions').where('user_id', '=', user.id).execute();
  });

  test("once the trial has ended, the product lines of the institution's current grants open their sections, and an ended grant none", async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirstOrThrow();
    const institution = await t.db
      .insertInto('institutions')
      .values({ title: 'Core Granted College' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ institution_id: institution.id })
      .where('id', '=', user.id)
      .execute();
    await t.db
      .insertInto('user_subscriptions')
      .values({ user_id: user.id, kind: 'trial', ends_at: new Date('2020-01-01T00:00:00Z') })
      .execute();
    const product = await t.db
      .insertInto('products')
      .values({
        name: 'Core and Business',
        features: sql`'{classes}'::text[]`,
        lines: sql`'{core,business}'::text[]`,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    const grant = await t.db
      .insertInto('product_grants')
      .values({
        institution_id: institution.id,
        product_id: product.id,
        starts_at: new Date(now - 10 * day),
        ends_at: new Date(now + 30 * day),
        seats: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const granted = await t.db
      .selectFrom('sections')
      .select('title')
      .where('parent_id', 'is', null)
      .where('product', 'in', ['core', 'business'])
      .orderBy('sort_index')
      .orderBy('id')
      .execute();
    expect(granted.length).toBeGreaterThan(0);

    const running = await read('cs@demo.test');
    expect(running.body.content).toMatchObject({ kind: 'trial', active: false });
    expect(running.body.content.sections.map((section: { title: string }) => section.title)).toEqual(
      granted.map((row) => row.title),
    );

    await t.db
      .updateTable('product_grants')
      .set({ ended_at: new Date(now - day) })
      .where('id', '=', grant.id)
      .execute();
    expect((await read('cs@demo.test')).body.content.sections).toEqual([]);
    await t.db.deleteFrom('user_subscriptions').where('user_id', '=', user.id).execute();
  });

  test('without a sign-in 401; two reads at once both answer', async () => {
    expect((await call(t.app, { method: 'GET', url: SECTION_SUBSCRIPTION_PATH })).status).toBe(401);
    const [a, b] = await Promise.all([read('admin@demo.test'), read('admin@demo.test')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.content).toEqual(b.body.content);
  });
});
