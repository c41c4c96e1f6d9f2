import { sql } from 'kysely';
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { QuizListItemSchema } from '../../../../src/domain/quiz/quiz';
import { call } from '../../testApp';
import { createSeededApp, type SeededApp } from './quizListsSetup';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 60_000);
afterAll(() => t.close());

const superAdmin = () => t.as('super@demo.test');
const csUser = () => t.as('cs@demo.test');
const post = (url: string, payload: object = {}) => ({ method: 'POST' as const, url, payload });

const countOf = async (where: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from quizzes q where ${sql.raw(where)}`.execute(t.db))
      .rows[0]!.n,
  );

describe('template list', () => {
  test('pages the templates, newest first, in the SPEC paging shape', async () => {
    const total = await countOf("kind = 'template'");
    const { status, body } = await superAdmin()(
      post(QUIZ_LIST_PATHS.templates, { navigation: { page: 1, itemsOnPage: 3 } }),
    );
    expect(status).toBe(200);
    expect(body.content.navigation).toEqual({
      page: 1,
      total_items: total,
      total_pages: Math.ceil(total / 3),
      items_on_page: 3,
      items_per_page: 3,
      more: true,
    });
    const rows = (body.content.result as unknown[]).map((row) => QuizListItemSchema.parse(row));
    expect(rows.every((row) => row.kind === 'template')).toBe(true);
    const dates = rows.map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]!.countOfQuestions).toBeGreaterThan(0);
    expect(rows[0]!.article).not.toBeNull();
  });

  test('title contains is case-insensitive and treats % and _ literally', async () => {
    const search = (value: string) =>
      superAdmin()(
        post(QUIZ_LIST_PATHS.templates, {
          filter: [{ bool_operator: 'and', property: 'title', operator: 'contains', value }],
        }),
      );
    const { body } = await search('CHECK YOUR');
    expect(body.content.result.length).toBeGreaterThan(0);
    expect(body.content.result.every((row: { title: string }) => /check your/i.test(row.title))).toBe(true);
    expect((await search('%')).body.content.navigation.total_items).toBe(0);
    expect((await search('_')).body.content.navigation.total_items).toBe(0);
  });

  test('a whole-number search finds the quiz by id', async () => {
    const id = (
      await t.db.selectFrom('quizzes').select('id').where('kind', '=', 'template').executeTakeFirstOrThrow()
    ).id;
    const { body } = await superAdmin()(
      post(QUIZ_LIST_PATHS.templates, {
        filter: [{ property: 'id', operator: 'equals', value: String(id) }],
      }),
    );
    expect(body.content.result.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  test('sorts by a whitelisted column both ways', async () => {
    const titles = async (direction: 'asc' | 'desc') =>
      (
        await superAdmin()(post(QUIZ_LIST_PATHS.templates, { sort: [['title', direction]] }))
      ).body.content.result.map((row: { title: string }) => row.title);
    const asc = await titles('asc');
    expect(asc.length).toBeGreaterThan(1);
    expect(await titles('desc')).toEqual([...asc].reverse());
  });

  test('an unknown filter property or sort is refused, naming it', async () => {
    const filter = await superAdmin()(
      post(QUIZ_LIST_PATHS.templates, { filter: [{ property: 'password', operator: 'equals', value: 'x' }] }),
    );
    expect(filter.status).toBe(400);
    expect(filter.body.content).toEqual({
      message: 'Unknown filter property: password',
      errors: { filter: ['Unknown filter property: password'] },
    });
    const operator = await superAdmin()(
      post(QUIZ_LIST_PATHS.templates, { filter: [{ property: 'title', operator: 'gt', value: 'x' }] }),
    );
    expect(operator.status).toBe(400);
    expect(operator.body.content.message).toBe('Unknown filter operator for title: gt');
    const sort = await superAdmin()(
      post(QUIZ_LIST_PATHS.templates, { sort: [['q.title; drop table users', 'asc']] }),
    );
    expect(sort.status).toBe(400);
    expect(sort.body.content.message).toBe('Unknown sort property: q.title; drop table users');
  });

  test('only a super admin may list templates; others get the access message, strangers 401', async () => {
    const denied = await csUser()(post(QUIZ_LIST_PATHS.templates));
    expect(denied.status).toBe(403);
    expect(denied.body.content.message).toBe(
      'You have no access to quizzes based on your subscription level.',
    );
    expect((await t.as('publish@demo.test')(post(QUIZ_LIST_PATHS.templates))).status).toBe(403);
    expect((await call(t.app, post(QUIZ_LIST_PATHS.templates))).status).toBe(401);
  });
});

describe('library list', () => {
  const library = (operator: 'is_null' | 'is_not_null', keyword?: string) =>
    superAdmin()(
      post(QUIZ_LIST_PATHS.library, {
        navigation: { page: 1, itemsOnPage: 50 },
        filter: [
          { property: 'section_id', operator },
          ...(keyword ? [{ property: 'title', operator: 'contains', value: keyword }] : []),
        ],
      }),
    );

  test('textbooks have no section, sections have one; sorted by title; 20 per page whatever is asked', async () => {
    const textbooks = (await library('is_null')).body.content;
    const sections = (await library('is_not_null')).body.content;
    expect(textbooks.navigation.total_items).toBe(await countOf("kind = 'library' and section_id is null"));
    expect(sections.navigation.total_items).toBe(
      await countOf("kind = 'library' and section_id is not null"),
    );
    expect(textbooks.navigation.items_per_page).toBe(20);
    expect(textbooks.result.every((row: { sectionId: number | null }) => row.sectionId === null)).toBe(true);
    expect(sections.result.every((row: { sectionId: number | null }) => row.sectionId !== null)).toBe(true);
    const titles = textbooks.result.map((row: { title: string }) => row.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : 1)));
  });

  test('a quiz being processed is listed with its status', async () => {
    const { result } = (await library('is_not_null')).body.content;
    expect(result.some((row: { processStatus: number }) => row.processStatus === 0)).toBe(true);
  });
});

describe('customer quizzes', () => {
  test('hide expired quizzes unless the toggle is on', async () => {
    const now = t.clock.now().toISOString();
    const live = await superAdmin()(
      post(QUIZ_LIST_PATHS.customer, { navigation: { page: 1, itemsOnPage: 100 } }),
    );
    expect(live.body.content.navigation.total_items).toBe(
      await countOf(`kind = 'user' and (end_date is null or end_date > '${now}')`),
    );
    const all = await superAdmin()(
      post(QUIZ_LIST_PATHS.customer, {
        navigation: { page: 1, itemsOnPage: 100 },
        filter: [{ property: 'showExpired', operator: 'equals', value: true }],
      }),
    );
    expect(all.body.content.navigation.total_items).toBe(await countOf("kind = 'user'"));
    expect(all.body.content.navigation.total_items).toBeGreaterThan(live.body.content.navigation.total_items);
    const viaGet = await superAdmin()({ method: 'GET', url: `${QUIZ_LIST_PATHS.customer}?showExpired=1` });
    expect(viaGet.body.content.navigation.total_items).toBe(all.body.content.navigation.total_items);
  });

  test('the keyword matches the owner first name, last name, e-mail or the title', async () => {
    const owner = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirstOrThrow();
    const byKeyword = async (keyword: string) =>
      (
        await superAdmin()({
          method: 'GET',
          url: `${QUIZ_LIST_PATHS.customer}?showExpired=true&itemsOnPage=100&keyword=${encodeURIComponent(keyword)}`,
        })
      ).body.content.result as { customer: { email: string }; title: string }[];
    const byEmail = await byKeyword('cs@demo');
    expect(byEmail.length).toBe(await countOf(`kind = 'user' and owner_user_id = ${owner.id}`));
    expect(byEmail.every((row) => row.customer.email === 'cs@demo.test')).toBe(true);
    expect((await byKeyword(owner.last_name)).some((row) => row.customer.email === 'cs@demo.test')).toBe(
      true,
    );
    const byTitle = await byKeyword('immune response');
    expect(byTitle.map((row) => row.title)).toContain('Immune Response Warm-up');
  });

  test('sort by owner e-mail', async () => {
    const { body } = await superAdmin()(
      post(QUIZ_LIST_PATHS.customer, {
        navigation: { page: 1, itemsOnPage: 100 },
        sort: [['email', 'asc']],
        filter: [{ property: 'showExpired', operator: 'equals', value: '1' }],
      }),
    );
    const emails = body.content.result.map((row: { customer: { email: string } }) => row.customer.email);
    expect(emails).toEqual([...emails].sort());
  });

  test('are for super admins only', async () => {
    expect((await csUser()(post(QUIZ_LIST_PATHS.customer))).status).toBe(403);
    expect((await csUser()({ method: 'GET', url: QUIZ_LIST_PATHS.customer })).status).toBe(403);
  });
});

describe("a user's own lists", () => {
  test('My Quizzes lists only the caller’s user quizzes', async () => {
    const id = await t.userId('cs@demo.test');
    const { status, body } = await csUser()(
      post(QUIZ_LIST_PATHS.mine, { navigation: { page: 1, itemsOnPage: 100 } }),
    );
    expect(status).toBe(200);
    expect(body.content.navigation.total_items).toBe(
      await countOf(`kind = 'user' and owner_user_id = ${id}`),
    );
    expect(
      body.content.result.every(
        (row: { createdBy: { email: string } }) => row.createdBy.email === 'cs@demo.test',
      ),
    ).toBe(true);
  });

  test('Shared By Me lists the caller’s quizzes shared with users or distributed by a share, with whom', async () => {
    const id = await t.userId('super@demo.test');
    const { body } = await superAdmin()({ method: 'GET', url: `${QUIZ_LIST_PATHS.sharedByMe}?page=1` });
    // ADR 133: sharing a user quiz distributes it to students (assignments without a class).
    expect(body.content.navigation.total_items).toBe(
      await countOf(
        `kind = 'user' and owner_user_id = ${id} and (exists (select 1 from quiz_shares s where s.quiz_id = q.id) or exists (select 1 from quiz_assignments a where a.quiz_id = q.id and a.class_id is null))`,
      ),
    );
    const physics = body.content.result.find(
      (row: { title: string }) => row.title === 'Physics of Motion Demo Quiz',
    );
    expect(physics.sharedList.map((entry: { user: { email: string } }) => entry.user.email)).toEqual([
      'corporate@demo.test',
    ]);
  });

  test('the admin quiz list shows a non-super-admin only the admin quizzes shared with them', async () => {
    const email = 'corporate@demo.test';
    const { body } = await t.as(email)(
      post(QUIZ_LIST_PATHS.admin, { navigation: { page: 1, itemsOnPage: 100 } }),
    );
    expect(body.content.navigation.total_items).toBe(
      await countOf(
        `kind = 'admin' and exists (select 1 from quiz_shares s where s.quiz_id = q.id and s.user_email = '${email}')`,
      ),
    );
    // Shared with them, each may be viewed, downloaded and copied, and no more: they do not manage it.
    expect(body.content.result.length).toBeGreaterThan(0);
    for (const row of body.content.result as { actions: string[] }[]) {
      expect([...row.actions].sort()).toEqual(['copy', 'download', 'view']);
    }
    const all = await superAdmin()(post(QUIZ_LIST_PATHS.admin));
    expect(all.body.content.navigation.total_items).toBe(await countOf("kind = 'admin'"));
    expect(all.body.content.navigation.items_per_page).toBe(20);
  });

  test('the admin quiz list filters by title only', async () => {
    const { status } = await superAdmin()(
      post(QUIZ_LIST_PATHS.admin, { filter: [{ property: 'endDate', operator: 'is_null' }] }),
    );
    expect(status).toBe(400);
  });

  test('Shared By Admins lists every shared admin quiz for a super admin only', async () => {
    const { body } = await superAdmin()(
      post(QUIZ_LIST_PATHS.sharedAdmin, { navigation: { page: 1, itemsOnPage: 100 } }),
    );
    expect(body.content.navigation.total_items).toBe(
      await countOf("kind = 'admin' and exists (select 1 from quiz_shares s where s.quiz_id = q.id)"),
    );
    expect(body.content.result.every((row: { sharedList: unknown[] }) => row.sharedList.length > 0)).toBe(
      true,
    );
    expect((await csUser()(post(QUIZ_LIST_PATHS.sharedAdmin))).status).toBe(403);
  });
});

test('a page past the end is empty but still counts the whole list', async () => {
  const { body } = await superAdmin()(
    post(QUIZ_LIST_PATHS.templates, { navigation: { page: 99, itemsOnPage: 20 } }),
  );
  expect(body.content.result).toEqual([]);
  expect(body.content.navigation).toMatchObject({ page: 99, items_on_page: 0, more: false });
  expect(body.content.navigation.total_items).toBeGreaterThan(0);
});

describe('one statement per page (ADR 157)', () => {
  const templates = (page: number, itemsOnPage: number, sort?: [string, 'asc' | 'desc'][]) =>
    superAdmin()(
      post(QUIZ_LIST_PATHS.templates, { navigation: { page, itemsOnPage }, ...(sort ? { sort } : {}) }),
    );

  test('a row carries exactly the fields of the contract, none of the query’s own columns', async () => {
    const { body } = await superAdmin()(
      post(QUIZ_LIST_PATHS.customer, { navigation: { page: 1, itemsOnPage: 5 } }),
    );
    const contract = Object.keys(QuizListItemSchema.shape);
    expect(body.content.result.length).toBeGreaterThan(0);
    for (const row of body.content.result as Record<string, unknown>[]) {
      expect(Object.keys(row).filter((key) => !contract.includes(key))).toEqual([]);
    }
  });

  test('pages in any order join up into the whole list, each row once, with its details', async () => {
    for (const sort of [undefined, [['title', 'asc']], [['updatedAt', 'desc']]] as const) {
      const whole = (
        await templates(
          1,
          200,
          sort?.map((pair) => [...pair]),
        )
      ).body.content;
      const pages = [];
      for (let page = 1; page <= Math.ceil(whole.navigation.total_items / 3); page++) {
        const { body } = await templates(
          page,
          3,
          sort?.map((pair) => [...pair]),
        );
        expect(body.content.navigation.total_items).toBe(whole.navigation.total_items);
        pages.push(...body.content.result);
      }
      expect(pages).toEqual(whole.result);
    }
  });

  test('a late page shows the tags, question counts and shares of its own rows', async () => {
    const whole = (await templates(1, 200)).body.content.result as { id: number; countOfQuestions: number }[];
    const last = whole.at(-1)!;
    const { body } = await templates(whole.length, 1);
    expect(body.content.result).toEqual([whole.at(-1)]);
    const counted = await sql<{ n: string }>`
      select count(*) as n from quiz_items i join quiz_activities a on a.id = i.activity_id
      where a.quiz_id = ${last.id} and i.type <> 1`.execute(t.db);
    expect(body.content.result[0].countOfQuestions).toBe(Number(counted.rows[0]!.n));
  });
});
