/**
 * Quiz list pages are kept until something they show is written (ADR 160): a repeated request reads no quiz, and a
 * write of a quiz, a tag, a share or an owner's name, or the clock passing a quiz's end date, shows on the very
 * next request.
 */
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { createSeededApp, type SeededApp } from './quizListsSetup';
import { statementsDuring } from '../../testApp';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp({ store: 'pglite' });
}, 60_000);
afterAll(() => t.close());

const firstPage = { navigation: { page: 1, itemsOnPage: 100 } };
const list = async (url: string, payload: object = firstPage) => {
  const response = await t.as('super@demo.test')({ method: 'POST', url, payload });
  expect(response.status).toBe(200);
  return response.body.content as {
    result: { id: number; title: string; tags: { title: string }[]; customer?: { lastName: string } }[];
    navigation: { total_items: number };
  };
};
const templates = () => list(QUIZ_LIST_PATHS.templates);
const customers = () => list(QUIZ_LIST_PATHS.customer);

test('a page asked again is answered without reading the quizzes', async () => {
  const first = await templates();
  const statements = await statementsDuring(t.db, async () => {
    for (let i = 0; i < 5; i++) expect(await templates()).toEqual(first);
  });
  expect(statements.filter((query) => /quizzes/.test(query))).toEqual([]);
});

test('a renamed quiz, a new tag and a deleted quiz show on the next request', async () => {
  const [quiz, other] = (await templates()).result;
  await t.db.updateTable('quizzes').set({ title: 'Renamed while kept' }).where('id', '=', quiz!.id).execute();
  expect((await templates()).result.find((row) => row.id === quiz!.id)?.title).toBe('Renamed while kept');

  const tag = await t.db
    .insertInto('tags')
    .values({ title: 'kept-page tag' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('quiz_tags').values({ quiz_id: quiz!.id, tag_id: tag.id }).execute();
  const tagged = (await templates()).result.find((row) => row.id === quiz!.id);
  expect(tagged?.tags.map((each) => each.title)).toContain('kept-page tag');

  const before = (await templates()).navigation.total_items;
  await t.db.deleteFrom('quizzes').where('id', '=', other!.id).execute();
  const after = await templates();
  expect(after.navigation.total_items).toBe(before - 1);
  expect(after.result.some((row) => row.id === other!.id)).toBe(false);
});

test("an owner's new name shows in the customer list on the next request", async () => {
  const row = (await customers()).result[0]!;
  const owner = await t.db
    .selectFrom('quizzes')
    .select('owner_user_id')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('users')
    .set({ last_name: 'Renamedowner' })
    .where('id', '=', owner.owner_user_id!)
    .execute();
  expect((await customers()).result.find((each) => each.id === row.id)?.customer?.lastName).toBe(
    'Renamedowner',
  );
});

test('a kept customer page drops a quiz once the clock passes its end date', async () => {
  const row = (await customers()).result[0]!;
  const end = new Date(t.clock.now().getTime() + 60_000);
  await t.db.updateTable('quizzes').set({ end_date: end }).where('id', '=', row.id).execute();
  expect((await customers()).result.some((each) => each.id === row.id)).toBe(true);
  expect((await customers()).result.some((each) => each.id === row.id)).toBe(true);
  t.clock.advance(61_000);
  expect((await customers()).result.some((each) => each.id === row.id)).toBe(false);
});

test('each caller gets their own page: the same request by another caller lists their own quizzes', async () => {
  const mine = async (email: string) => {
    const response = await t.as(email)({ method: 'POST', url: QUIZ_LIST_PATHS.mine, payload: firstPage });
    expect(response.status).toBe(200);
    return (response.body.content.result as { id: number }[]).map((row) => row.id);
  };
  const owned = async (email: string) =>
    (
      await t.db
        .selectFrom('quizzes')
        .select('id')
        .where('owner_user_id', '=', await t.userId(email))
        .where('kind', '=', 'user')
        .execute()
    ).map((row) => row.id);
  expect((await owned('cs@demo.test')).length).toBeGreaterThan(0);
  expect((await mine('cs@demo.test')).sort()).toEqual((await owned('cs@demo.test')).sort());
  expect((await mine('super@demo.test')).sort()).toEqual((await owned('super@demo.test')).sort());
});
