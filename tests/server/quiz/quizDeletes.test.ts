import { sql } from 'kysely';
import { quizDeletePath } from '../../../src/api/quiz/lists/quizListsContract';
import { call } from '../testApp';
import { createSeededApp, type SeededApp } from './lists/quizListsSetup';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 60_000);
afterAll(() => t.close());

async function children(quizId: number) {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from quiz_activities where quiz_id = ${quizId}) as activities,
      (select count(*) from quiz_items i join quiz_activities a on a.id = i.activity_id where a.quiz_id = ${quizId}) as items,
      (select count(*) from quiz_item_options o join quiz_items i on i.id = o.item_id
         join quiz_activities a on a.id = i.activity_id where a.quiz_id = ${quizId}) as options,
      (select count(*) from quiz_shares where quiz_id = ${quizId}) as shares,
      (select count(*) from quiz_assignments where quiz_id = ${quizId}) as assignments,
      (select count(*) from quiz_tags where quiz_id = ${quizId}) as tags,
      (select count(*) from quizzes where id = ${quizId}) as quiz`.execute(t.db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
}

const firstQuiz = async (kind: string, where = sql`true`) =>
  (
    await sql<{ id: number }>`select q.id from quizzes q left join users u on u.id = q.owner_user_id
     where q.kind = ${kind} and ${where} order by q.id limit 1`.execute(t.db)
  ).rows[0]!.id;

test('a deleted template is gone with its activities, items, options and tags', async () => {
  const id = await firstQuiz('template');
  const before = await children(id);
  expect(before.items).toBeGreaterThan(0);
  expect(before.options).toBeGreaterThan(0);
  const { status, body } = await t.as('super@demo.test')({
    method: 'DELETE',
    url: quizDeletePath('template', id),
  });
  expect(status).toBe(200);
  expect(body.content).toEqual({ id });
  expect(await children(id)).toEqual({
    activities: 0,
    items: 0,
    options: 0,
    shares: 0,
    assignments: 0,
    tags: 0,
    quiz: 0,
  });
  expect(
    (await t.as('super@demo.test')({ method: 'DELETE', url: quizDeletePath('template', id) })).status,
  ).toBe(404);
});

test('an owner deletes their user quiz with its shares and assignments', async () => {
  const id = await firstQuiz(
    'user',
    sql`u.email = 'trial@demo.test' and exists (select 1 from quiz_assignments s where s.quiz_id = q.id)`,
  );
  expect((await children(id)).assignments).toBeGreaterThan(0);
  expect((await t.as('trial@demo.test')({ method: 'DELETE', url: quizDeletePath('user', id) })).status).toBe(
    200,
  );
  expect((await children(id)).quiz).toBe(0);
  expect((await children(id)).assignments).toBe(0);
});

test("others' quizzes are refused and stay: 404 when not the caller's to see, 403 for super-admin kinds", async () => {
  const superUserQuiz = await firstQuiz('user', sql`u.email = 'super@demo.test'`);
  const hidden = await t.as('cs@demo.test')({ method: 'DELETE', url: quizDeletePath('user', superUserQuiz) });
  const missing = await t.as('cs@demo.test')({ method: 'DELETE', url: quizDeletePath('user', 999_999) });
  expect(hidden.status).toBe(404);
  expect(hidden.body).toEqual(missing.body);
  const library = await firstQuiz('library');
  const admin = await firstQuiz('admin');
  expect(
    (await t.as('cs@demo.test')({ method: 'DELETE', url: quizDeletePath('library', library) })).status,
  ).toBe(403);
  expect(
    (await t.as('corporate@demo.test')({ method: 'DELETE', url: quizDeletePath('admin', admin) })).status,
  ).toBe(403);
  expect((await children(superUserQuiz)).quiz).toBe(1);
  expect((await children(library)).quiz).toBe(1);
  expect((await call(t.app, { method: 'DELETE', url: quizDeletePath('admin', admin) })).status).toBe(401);
});

test('a super admin deletes any kind through its own route; a wrong kind or unknown id is 404', async () => {
  const library = await firstQuiz('library');
  const admin = await firstQuiz('admin');
  const superAdmin = t.as('super@demo.test');
  expect((await superAdmin({ method: 'DELETE', url: quizDeletePath('admin', library) })).status).toBe(404);
  expect((await superAdmin({ method: 'DELETE', url: quizDeletePath('library', library) })).status).toBe(200);
  expect((await superAdmin({ method: 'DELETE', url: quizDeletePath('admin', admin) })).status).toBe(200);
  expect((await superAdmin({ method: 'DELETE', url: quizDeletePath('user', 999_999) })).status).toBe(404);
  const cs = await firstQuiz('user', sql`u.email = 'cs@demo.test'`);
  expect((await superAdmin({ method: 'DELETE', url: quizDeletePath('user', cs) })).status).toBe(200);
});
