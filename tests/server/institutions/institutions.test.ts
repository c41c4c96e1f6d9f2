import { sql } from 'kysely';
import { INSTITUTION_PATHS } from '../../../src/api/institutions/institutionsContract';
import { call } from '../testApp';
import { createSeededApp, type SeededApp } from '../quiz/lists/quizListsSetup';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 60_000);
afterAll(() => t.close());

const list = (payload: object, email = 'admin@demo.test') =>
  t.as(email)({ method: 'POST', url: INSTITUTION_PATHS.list, payload });
const count = async (where: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from institutions where ${sql.raw(where)}`.execute(t.db))
      .rows[0]!.n,
  );

test('20 per page, sorted by title, in the SPEC paging shape', async () => {
  const { status, body } = await list({ navigation: { page: 1, itemsOnPage: 50 } });
  expect(status).toBe(200);
  const total = await count('true');
  expect(body.content.navigation).toMatchObject({ page: 1, total_items: total, items_per_page: 20 });
  const titles = body.content.result.map((row: { title: string }) => row.title);
  expect(titles.length).toBe(Math.min(20, total));
});

test.each([
  ['education', 'has_education_subscription'],
  ['education-not-unlimited', 'has_education_subscription and not has_unlimited_subscription'],
  ['unlimited', 'has_unlimited_subscription'],
  ['none', 'not has_education_subscription and not has_unlimited_subscription'],
])('hasSubscription %s', async (hasSubscription, where) => {
  const { body } = await list({ hasSubscription });
  expect(body.content.navigation.total_items).toBe(await count(where));
});

test('filters approved and product_id', async () => {
  const { body } = await list({ filter: [{ property: 'approved', operator: 'equals', value: true }] });
  expect(body.content.navigation.total_items).toBe(await count('approved'));
  expect(body.content.result.every((row: { approved: boolean }) => row.approved)).toBe(true);
  const none = await list({ filter: [{ property: 'product_id', operator: 'is_null' }] });
  expect(none.body.content.navigation.total_items).toBe(await count('product_id is null'));
});

test('a number keyword finds the id, any other keyword searches titles', async () => {
  const first = await t.db
    .selectFrom('institutions')
    .select(['id', 'title'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const byId = await list({ keyword: String(first.id) });
  expect(byId.body.content.result.map((row: { id: number }) => row.id)).toEqual([first.id]);
  const word = first.title.split(' ')[0]!.toLowerCase();
  const byTitle = await list({ keyword: word });
  expect(byTitle.body.content.navigation.total_items).toBe(await count(`title ilike '%${word}%'`));
});

test('an unknown filter property is refused, naming it', async () => {
  const { status, body } = await list({
    filter: [{ property: 'email_domain', operator: 'equals', value: 'x' }],
  });
  expect(status).toBe(400);
  expect(body.content.message).toBe('Unknown filter property: email_domain');
});

test('quiz users may pick institutions; publish users may not; strangers 401', async () => {
  expect((await list({}, 'cs@demo.test')).status).toBe(200);
  expect((await list({}, 'publish@demo.test')).status).toBe(403);
  expect((await call(t.app, { method: 'POST', url: INSTITUTION_PATHS.list, payload: {} })).status).toBe(401);
});
