/**
 * Class Products (ADR 345): products and grants under the super admin's area, saves on their version, and what
 * grants decide on the server — class create refused for an instructor whose institution's grants hold no current
 * one for classes, with the product and since when; no grants at all keeps today's behaviour.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_ACCESS_PATHS as PATHS } from '../../../src/api/classAccess/classAccessContract';
import { CLASS_ACCESS_MESSAGES } from '../../../src/domain/classAccess/classAccess';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let sup: { authorization: string };
let cs: { authorization: string };
let institutionId: number;
let otherInstitutionId: number;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function post(url: string, payload: unknown, headers = sup) {
  return call(t.app, { method: 'POST', url, headers, payload: payload as object });
}

async function product(name: string, features: string[]) {
  const response = await post(PATHS.productCreate, { name, features, lines: [] });
  expect(response.status).toBe(200);
  return response.body.content as { id: number; version: number };
}

async function grant(productId: number, institution = institutionId, startsOn = day(-10), endsOn = day(30)) {
  return post(PATHS.grantCreate, { institutionId: institution, productId, startsOn, endsOn, seats: null });
}

const createClass = () => post('/api/admin/class/', { title: 'Genetics' }, cs);

beforeAll(async () => {
  t = await createTestApp();
  sup = bearer(await t.signIn('super@demo.test'));
  cs = bearer(await t.signIn('cs@demo.test'));
  const rows = await t.db
    .insertInto('institutions')
    .values([{ title: 'Granted College' }, { title: 'Other College' }])
    .returning('id')
    .execute();
  [institutionId, otherInstitutionId] = rows.map((row) => row.id) as [number, number];
  await t.db
    .updateTable('users')
    .set({ institution_id: institutionId })
    .where('email', '=', 'cs@demo.test')
    .execute();
}, 60_000);
afterAll(() => t.close());

describe('products', () => {
  test('a product is created, listed and read with the features it unlocks', async () => {
    const core = await product('Core Plus', ['classes', 'quizzes']);
    const list = await post(PATHS.productList, {
      filter: [{ bool_operator: 'and', property: 'name', operator: 'contains', value: 'core plus' }],
    });
    expect(list.body.content.result).toEqual([
      expect.objectContaining({ id: core.id, features: ['classes', 'quizzes'], openGrants: 0 }),
    ]);
  });

  test('bad input is a 400 naming the field and stores nothing', async () => {
    const unknownFeature = await post(PATHS.productCreate, {
      name: 'Broken',
      features: ['teleport'],
      lines: [],
    });
    expect(unknownFeature.status).toBe(400);
    expect(Object.keys(unknownFeature.body.content.errors)).toEqual(['features.0']);
    const noFeature = await post(PATHS.productCreate, { name: 'Broken', features: [], lines: [] });
    expect(noFeature.body.content.errors.features).toEqual([CLASS_ACCESS_MESSAGES.featuresRequired]);
    const stored = await t.db.selectFrom('products').select('id').where('name', '=', 'Broken').execute();
    expect(stored).toEqual([]);
  });

  test('a second product of the same name is refused with 409 naming the field', async () => {
    await product('Lab Manual', ['exports']);
    const again = await post(PATHS.productCreate, { name: 'lab manual', features: ['exports'], lines: [] });
    expect(again.status).toBe(409);
    expect(again.body.content.errors.name).toEqual([CLASS_ACCESS_MESSAGES.nameTaken]);
  });

  test('two saves of one version give one 200 and one 409, and the winner is stored', async () => {
    const created = await product('Business', ['exports']);
    const save = (name: string) =>
      call(t.app, {
        method: 'PATCH',
        url: PATHS.product(created.id),
        headers: sup,
        payload: { name, features: ['exports'], lines: ['business'], version: created.version },
      });
    const answers = await Promise.all([save('Business A'), save('Business B')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.content.message).toBe(STALE_MESSAGES.product);
    const winner = answers.find((a) => a.status === 200)!.body.content as { name: string; version: number };
    const stored = await call(t.app, { method: 'GET', url: PATHS.product(created.id), headers: sup });
    expect(stored.body.content).toMatchObject({ name: winner.name, version: created.version + 1 });
  });

  test('a product with a grant that has not ended cannot be deleted; without one it can', async () => {
    const used = await product('In Use', ['lti']);
    expect((await grant(used.id)).status).toBe(200);
    const refused = await call(t.app, { method: 'DELETE', url: PATHS.product(used.id), headers: sup });
    expect(refused.status).toBe(409);
    expect(refused.body.content.message).toBe(CLASS_ACCESS_MESSAGES.productInUse);
    const unused = await product('Unused', ['lti']);
    const deleted = await call(t.app, { method: 'DELETE', url: PATHS.product(unused.id), headers: sup });
    expect(deleted.status).toBe(200);
    const gone = await call(t.app, { method: 'GET', url: PATHS.product(unused.id), headers: sup });
    expect(gone.status).toBe(404);
  });

  test('only a super admin reaches the products and grants', async () => {
    const admin = bearer(await t.signIn('admin@demo.test'));
    expect((await post(PATHS.productList, {}, admin)).status).toBe(403);
    expect((await post(PATHS.grantList, {}, cs)).status).toBe(403);
  });
});

describe('grants', () => {
  test('two grants of one product to one institution sent at once give one grant and one 409', async () => {
    const p = await product('Twice', ['quizzes']);
    const answers = await Promise.all([grant(p.id), grant(p.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.content.message).toBe(CLASS_ACCESS_MESSAGES.grantOpen);
    const stored = await t.db
      .selectFrom('product_grants')
      .select('id')
      .where('product_id', '=', p.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  test('a grant whose last day is before its first is a 400 on endsOn and stores nothing', async () => {
    const p = await product('Backwards', ['quizzes']);
    const answer = await grant(p.id, institutionId, day(5), day(1));
    expect(answer.status).toBe(400);
    expect(answer.body.content.errors.endsOn).toEqual([CLASS_ACCESS_MESSAGES.endBeforeStart]);
    expect(
      await t.db.selectFrom('product_grants').select('id').where('product_id', '=', p.id).execute(),
    ).toEqual([]);
  });

  test('the list filters by institution, product and ending within N days', async () => {
    const p = await product('Filtered', ['quizzes']);
    const soon = (await grant(p.id, institutionId, day(-5), day(10))).body.content;
    const later = (await grant(p.id, otherInstitutionId, day(-5), day(200))).body.content;
    const ids = async (body: object) =>
      (
        (await post(PATHS.grantList, { ...body, navigation: { page: 1, itemsOnPage: 50 } })).body.content
          .result as { id: number }[]
      ).map((g) => g.id);
    expect(await ids({ productId: p.id })).toEqual([soon.id, later.id]);
    expect(await ids({ productId: p.id, institutionId: otherInstitutionId })).toEqual([later.id]);
    expect(await ids({ productId: p.id, endingWithin: 30 })).toEqual([soon.id]);
  });

  test('end now and renew save on their version: a stale one is a 409 and changes nothing', async () => {
    const p = await product('Ending', ['quizzes']);
    const g = (await grant(p.id)).body.content as { id: number; version: number };
    const end = (version: number) => post(PATHS.end(g.id), { version });
    const answers = await Promise.all([end(g.version), end(g.version)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const ended = answers.find((a) => a.status === 200)!.body.content;
    expect(ended.state).toBe('ended');
    // An ended grant is renewed, never ended again; a running one offers both.
    expect(ended.actions).toEqual(['renew']);
    expect(g).toMatchObject({ actions: ['renew', 'end'] });
    const staleRenew = await post(PATHS.renew(g.id), { endsOn: day(100), version: g.version });
    expect(staleRenew.status).toBe(409);
    expect(staleRenew.body.content.message).toBe(STALE_MESSAGES.grant);
    const renewed = await post(PATHS.renew(g.id), { endsOn: day(100), version: ended.version });
    expect(renewed.status).toBe(200);
    expect(renewed.body.content).toMatchObject({
      state: 'current',
      endedAt: null,
      endsAt: `${day(101)}T00:00:00.000Z`,
    });
  });

  test('a grant the caller asks of that does not exist is a 404', async () => {
    const answer = await post(PATHS.end(999_999), { version: 1 });
    expect(answer.status).toBe(404);
  });
});

describe('what grants decide', () => {
  test('an instructor whose institution holds no grant at all creates classes as before', async () => {
    await t.db
      .updateTable('users')
      .set({ institution_id: otherInstitutionId })
      .where('email', '=', 'cs@demo.test')
      .execute();
    const bare = await t.db
      .insertInto('institutions')
      .values({ title: 'No Grants' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ institution_id: bare.id })
      .where('email', '=', 'cs@demo.test')
      .execute();
    expect((await createClass()).status).toBe(200);
    const locks = await call(t.app, { method: 'GET', url: PATHS.featureLocks, headers: cs });
    expect(locks.body.content.locks).toEqual([]);
    await t.db
      .updateTable('users')
      .set({ institution_id: institutionId })
      .where('email', '=', 'cs@demo.test')
      .execute();
  });

  test('class create is refused, naming the product and since when, once the grant unlocking classes ends; renewed, it is allowed again', async () => {
    const classes = await product('Classes Product', ['classes']);
    const g = (await grant(classes.id)).body.content as { id: number; version: number };
    expect((await createClass()).status).toBe(200);

    const ended = (await post(PATHS.end(g.id), { version: g.version })).body.content as {
      version: number;
      endedAt: string;
    };
    const refused = await createClass();
    const message = CLASS_ACCESS_MESSAGES.featureLocked(
      'classes',
      'Classes Product',
      ended.endedAt.slice(0, 10),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.content.message).toBe(message);
    const locks = await call(t.app, { method: 'GET', url: PATHS.featureLocks, headers: cs });
    expect(locks.body.content.locks).toContainEqual({
      feature: 'classes',
      product: 'Classes Product',
      endedAt: ended.endedAt,
    });

    expect((await post(PATHS.renew(g.id), { endsOn: day(60), version: ended.version })).status).toBe(200);
    expect((await createClass()).status).toBe(200);
  });

  test('the institution list answers product_id and feature from current grants, and from its own columns without grants', async () => {
    const p = await product('Listed', ['aiGeneration']);
    await grant(p.id, otherInstitutionId);
    const legacy = await t.db
      .insertInto('institutions')
      .values({ title: 'Legacy Listed', product_id: p.id, feature: 'aiGeneration' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const titles = async (property: string, operator: string, value: unknown) =>
      (
        (
          await post('/api/admin/institution', {
            filter: [{ bool_operator: 'and', property, operator, value }],
            navigation: { page: 1, itemsOnPage: 50 },
          })
        ).body.content.result as { title: string }[]
      )
        .map((i) => i.title)
        .sort();
    expect(await titles('product_id', 'equals', p.id)).toEqual(['Legacy Listed', 'Other College']);
    expect(await titles('feature', 'contains', 'aigen')).toEqual(['Legacy Listed', 'Other College']);
    expect(legacy.id).toBeGreaterThan(0);
  });

  test('the dashboard shows a super admin the grants ending within 30 days, and an instructor none', async () => {
    const p = await product('Dashboard Soon', ['exports']);
    const soon = (await grant(p.id, otherInstitutionId, day(-1), day(20))).body.content as { id: number };
    const dashboard = await call(t.app, { method: 'GET', url: '/api/admin/dashboard', headers: sup });
    expect((dashboard.body.content.grantsEnding as { id: number }[]).map((g) => g.id)).toContain(soon.id);
    const own = await call(t.app, { method: 'GET', url: '/api/admin/dashboard', headers: cs });
    expect(own.body.content.grantsEnding).toBeNull();
  });
});
