/**
 * The kept lists follow the writes (ADR 320), on PGlite and on PostgreSQL: random writes between random reads of
 * every route a kept list answers. Each page a route sends is the page its statement sends for the same request (a
 * second app on the same store, which keeps nothing), a writer's own save shows in their very next request, and
 * once a list is kept every later search or deep page of it is answered from it: a write changes its rows, it does
 * not drop it. With two processes on one PostgreSQL, a save through one shows in the other's kept list.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { CLASS_PATHS } from '../../../../src/api/classes/classesContract';
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { QUIZ_PATHS } from '../../../../src/api/quiz/quizzesContract';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import { fromQuiz, toPayload } from '../../../../src/domain/quiz/quizPayload';
import { buildApp } from '../../../../server/app';
import { createDb, storeOf } from '../../../../server/db/createDb';
import { classBody } from '../../classes/classFixtures';
import { bearer, call, createTestApp } from '../../testApp';
import { contains, keptAnswers, seed, WAIT } from './keptListsSeed';
import { createSeededApp, type SeededApp } from './quizListsSetup';

/** A plugin that changes nothing: the app over it opens a store `createDb` does not know, so it keeps nothing. */
const unchanged: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => result,
};

/** The same store through an app that keeps no list, page or caller: every answer is its statement's. */
async function statementApp(t: SeededApp): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.db.withPlugin(unchanged),
    config: t.config,
    now: t.clock.now,
    distDir: '/nonexistent',
    jobWorker: false,
  });
  await app.ready();
  return app;
}

/** A small generator of the same numbers for the same seed (mulberry32), so a failing run can be replayed. */
function numbers(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    below,
    pick: <T>(items: readonly T[]): T => items[below(items.length)]!,
    chance: (p: number) => next() < p,
  };
}

type Who = 'super@demo.test' | 'cs@demo.test';

/** A read of a route a kept list answers: who asks, the request, and the kept list that answers it. */
interface Read {
  readonly who: Who;
  readonly request: InjectOptions;
  /** The kept list that answers it (route, caller, order), or null when no kept list answers this request. */
  readonly list: string | null;
}

const query = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** Terms as users type them: words of the seeded titles, names and e-mails, the titles the writes give, ids. */
const SEARCHES = [
  'recap',
  'cells 1',
  'zebra',
  'Zebra 1',
  'lab',
  'school',
  'lovelace',
  'ada',
  'ab',
  '7',
  '12',
  '%',
];

function randomRead(random: ReturnType<typeof numbers>, written: readonly string[]): Read {
  const term = random.chance(0.25) ? null : random.pick([...SEARCHES, ...written.slice(-5)]);
  const itemsOnPage = random.pick([5, 20, 50]);
  const page = 1 + random.below(term === null ? 12 : 3);
  const navigation = { page, itemsOnPage };
  const kept = term !== null || page > 1;
  // A keyword that is a number searches the id, which the statement answers (classes' lists find it too).
  const keywordKept = term === null ? page > 1 : !/^\d+$/.test(term.trim());
  const title = term === null ? [] : [contains('title', term)];
  const post = (who: Who, url: string, payload: object, list: string): Read => ({
    who,
    request: { method: 'POST', url, payload },
    list: kept ? list : null,
  });
  const sort = random.pick([[], [['title', 'asc']]] as const);
  const keyword = ['email', 'firstName', 'lastName', 'title'].map((property) =>
    contains(property, term ?? '', 'or'),
  );
  const reads: (() => Read)[] = [
    () =>
      post(
        'super@demo.test',
        QUIZ_LIST_PATHS.templates,
        { navigation, filter: title, sort },
        `templates ${sort}`,
      ),
    () => post('super@demo.test', QUIZ_LIST_PATHS.library, { navigation, filter: title }, 'library'),
    () => post('super@demo.test', QUIZ_LIST_PATHS.sharedAdmin, { navigation, filter: title }, 'shared'),
    () => post('super@demo.test', QUIZ_LIST_PATHS.admin, { navigation, filter: title }, 'admin super'),
    () => post('cs@demo.test', QUIZ_LIST_PATHS.admin, { navigation, filter: title }, 'admin cs'),
    () => post('cs@demo.test', QUIZ_LIST_PATHS.mine, { navigation, filter: title }, 'mine'),
    () => ({
      who: 'cs@demo.test',
      request: {
        method: 'GET',
        url: `${QUIZ_LIST_PATHS.sharedByMe}?${query({ page, itemsOnPage, keyword: term ?? undefined })}`,
      },
      list: keywordKept ? 'shared by me' : null,
    }),
    () =>
      post(
        'super@demo.test',
        QUIZ_LIST_PATHS.customer,
        { navigation, filter: term === null ? [] : keyword },
        'customer',
      ),
    () => ({
      who: 'super@demo.test',
      request: {
        method: 'GET',
        url: `${QUIZ_LIST_PATHS.customer}?${query({ page, itemsOnPage, keyword: term ?? undefined })}`,
      },
      list: keywordKept ? 'customer' : null,
    }),
    () => {
      const who = random.pick(['super@demo.test', 'cs@demo.test'] as const);
      const order = who === 'cs@demo.test' ? {} : random.pick([{}, { sort: 'title', direction: 'asc' }]);
      const url = `${CLASS_PATHS.list}?${query({ page, itemsOnPage, keyword: term ?? undefined, ...order })}`;
      return {
        who,
        request: { method: 'GET', url },
        list: kept ? `classes ${who} ${JSON.stringify(order)}` : null,
      };
    },
    () => {
      const institutionSort = random.pick([[], [['title', 'desc']]] as const);
      const payload = {
        navigation: { page, itemsOnPage: 20 },
        sort: institutionSort,
        ...(term === null ? {} : { keyword: term }),
      };
      const read = post(
        'super@demo.test',
        '/api/admin/institution',
        payload,
        `institutions ${institutionSort}`,
      );
      return { ...read, list: keywordKept ? read.list : null };
    },
  ];
  return random.pick(reads)();
}

function keptListsFollowWrites(open: () => Promise<SeededApp>, seedNumber: number) {
  let t: SeededApp;
  let statement: FastifyInstance;
  const tokens = new Map<Who, string>();

  beforeAll(async () => {
    t = await open();
    await seed(t);
    statement = await statementApp(t);
    for (const who of ['super@demo.test', 'cs@demo.test'] as const) {
      tokens.set(who, (await t.signIn(who)).accessToken);
    }
  }, 120_000);
  afterAll(async () => {
    await statement?.close();
    await t?.close();
  });

  const send = (app: FastifyInstance, who: Who, request: InjectOptions) =>
    call(app, { ...request, headers: { ...request.headers, ...bearer(tokens.get(who)!) } });

  /** The route's answer, from its kept list where one answers it, and the statement's for the same request. */
  async function both(read: Read) {
    const kept = await send(t.app, read.who, read.request);
    const plain = await send(statement, read.who, read.request);
    expect(kept.status).toBe(200);
    return { kept: kept.body, plain: plain.body };
  }

  /** A template of the demo content (it has questions) renamed through the quiz editor's save, as its author. */
  async function renameTemplate(id: number, title: string): Promise<void> {
    const loaded = await send(t.app, 'super@demo.test', {
      method: 'GET',
      url: QUIZ_PATHS.one('template', id),
    });
    expect(loaded.status).toBe(200);
    const quiz = loaded.body.content as Quiz;
    const payload = { ...toPayload(fromQuiz(quiz), 'template', 'edit', quiz.version), title };
    const saved = await send(t.app, 'super@demo.test', {
      method: 'PATCH',
      url: QUIZ_PATHS.one('template', id),
      payload,
    });
    expect(saved.status).toBe(200);
  }

  const ids = async (from: string) =>
    (await sql<{ id: number }>`${sql.raw(from)}`.execute(t.db)).rows.map((row) => row.id);

  test("random writes between random reads: every page is the statement's, and a kept list stays kept", async () => {
    const random = numbers(seedNumber);
    const onPGlite = storeOf(t.db)?.kind === 'pglite';
    const demoTemplates = await ids(
      "select q.id from quizzes q where q.kind = 'template' and exists (select 1 from quiz_activities a where a.quiz_id = q.id) order by q.id",
    );
    const written: string[] = [];
    /** The kept lists seen answering: from then on each of their searches and deep pages is theirs. */
    const keptSeen = new Set<string>();
    let fromKept = 0;

    /** One read: the kept answer equals the statement's (at once on PGlite, once heard on PostgreSQL). */
    async function check(read: Read, heardAtOnce: boolean) {
      let answeredFromKept = false;
      const agree = async () => {
        const before = await keptAnswers();
        const { kept, plain } = await both(read);
        answeredFromKept = (await keptAnswers()) > before;
        return { kept, plain };
      };
      let answers = await agree();
      // Another process's write is heard a moment after it commits: its readers may answer without it meanwhile.
      if (!heardAtOnce) {
        await expect
          .poll(async () => {
            answers = await agree();
            return isDeepStrictEqual(answers.kept, answers.plain);
          }, WAIT)
          .toBe(true)
          .catch(() => undefined);
      }
      expect(answers.kept, JSON.stringify(read.request)).toEqual(answers.plain);
      if (read.list === null) return;
      if (keptSeen.has(read.list))
        expect(answeredFromKept, `${read.list} answered from its kept list`).toBe(true);
      if (answeredFromKept) {
        keptSeen.add(read.list);
        fromKept += 1;
      }
    }

    const writes: (() => Promise<'own' | 'other'>)[] = [
      // A template renamed through the editor's save: its author's next search finds it.
      async () => {
        const id = random.pick(demoTemplates);
        const title = `Zebra ${written.length} saved`;
        await renameTemplate(id, title);
        written.push(title);
        const found = await send(t.app, 'super@demo.test', {
          method: 'POST',
          url: QUIZ_LIST_PATHS.templates,
          payload: { navigation: { page: 1, itemsOnPage: 20 }, filter: [contains('title', title)] },
        });
        expect(found.body.content.result.map((row: { id: number }) => row.id)).toEqual([id]);
        return 'own';
      },
      // A new class and a student invited to one, through the console's routes.
      async () => {
        const title = `Zebra class ${written.length}`;
        const created = await send(t.app, 'cs@demo.test', {
          method: 'POST',
          url: CLASS_PATHS.list,
          payload: classBody(title),
        });
        expect(created.status).toBe(200);
        written.push(title);
        const found = await send(t.app, 'cs@demo.test', {
          method: 'GET',
          url: `${CLASS_PATHS.list}?${query({ page: 1, itemsOnPage: 20, keyword: title })}`,
        });
        expect(found.body.content.result.map((row: { id: number }) => row.id)).toEqual([
          created.body.content.id,
        ]);
        return 'own';
      },
      async () => {
        const [classId] = await ids(
          `select id from classes order by md5(id || '${random.below(1e9)}') limit 1`,
        );
        const invited = await send(t.app, 'super@demo.test', {
          method: 'POST',
          url: CLASS_PATHS.invite(classId!),
          payload: { emails: [`student${written.length}.${random.below(1e6)}@school.test`] },
        });
        expect(invited.status).toBe(200);
        return 'own';
      },
      // Others' writes, straight to the store: tags, shares, assignments, ends, owners, deletes, new rows.
      async () => {
        const tag = `zebra tag ${random.below(5)}`;
        await sql`insert into tags (title) select ${tag} where not exists (select 1 from tags where title = ${tag})`.execute(
          t.db,
        );
        await sql`insert into quiz_tags (quiz_id, tag_id)
          select q.id, g.id from quizzes q, tags g where g.title = ${tag} and q.id = (select id from quizzes order by md5(id::text || ${random.below(1e9)}) limit 1)
          on conflict do nothing`.execute(t.db);
        return 'other';
      },
      async () => {
        await sql`update tags set title = title || 'x' where id = (select tag_id from quiz_tags order by md5(tag_id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`insert into quiz_shares (quiz_id, user_email, user_first_name, user_last_name)
          select id, 'cs@demo.test', 'Casey', 'Shared' from quizzes where kind in ('admin', 'user')
          order by md5(id::text || ${random.below(1e9)}) limit 1`.execute(t.db);
        return 'other';
      },
      async () => {
        await sql`delete from quiz_shares where id = (select id from quiz_shares order by md5(id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`insert into quiz_assignments (quiz_id, user_email, token)
          select id, 'someone@school.test', ${`kept-writes-${written.length}-${random.below(1e9)}`} from quizzes
          where kind = 'user' order by md5(id::text || ${random.below(1e9)}) limit 1`.execute(t.db);
        return 'other';
      },
      async () => {
        const seconds = random.below(120) - 30;
        await sql`update quizzes set end_date = ${t.clock.now().toISOString()}::timestamptz + ${seconds} * interval '1 second'
          where id = (select id from quizzes where kind = 'user' order by md5(id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`update users set last_name = 'Lovelace_' || ${random.below(1000)}
          where id = (select owner_user_id from quizzes where owner_user_id is not null order by md5(owner_user_id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`delete from quizzes where id = (select id from quizzes q where not exists
          (select 1 from quiz_activities a where a.quiz_id = q.id) order by md5(q.id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        const title = `Zebra ${written.length} Recap`;
        written.push(title);
        const kind = random.pick(['template', 'user', 'admin', 'library']);
        await sql`insert into quizzes (kind, title, quiz_type, owner_user_id, created_at)
          values (${kind}, ${title}, ${kind === 'library' ? 'textbook' : null},
            (select id from users where email = 'cs@demo.test'),
            ${t.clock.now().toISOString()}::timestamptz)`.execute(t.db);
        return 'other';
      },
      async () => {
        await sql`update quizzes set title = ${`Zebra ${written.length} ${random.pick(['RECAP', 'Cells', 'lab'])}`}
          where id = (select id from quizzes order by md5(id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`update classes set title = ${`Zebra ${written.length} Lab`}
          where id = (select id from classes order by md5(id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        await sql`delete from class_students where id = (select id from class_students order by md5(id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`insert into class_shares (class_id, user_id)
          select c.id, u.id from classes c, users u where u.email = 'cs@demo.test'
            and c.id = (select id from classes order by md5(id::text || ${random.below(1e9)}) limit 1) on conflict do nothing`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        await sql`update institutions set title = ${`Zebra school ${written.length}`}
          where id = (select id from institutions order by md5(id::text || ${random.below(1e9)}) limit 1)`.execute(
          t.db,
        );
        return 'other';
      },
      async () => {
        t.clock.advance(random.below(20_000));
        return 'own';
      },
    ];

    for (let step = 0; step < 160; step += 1) {
      if (random.chance(0.35)) {
        const who = await random.pick(writes)();
        // Another process's write is heard a moment after it commits; on PGlite, while it commits.
        await check(randomRead(random, written), who === 'own' || onPGlite);
      } else await check(randomRead(random, written), true);
    }
    // Most searches and deep pages were the kept lists' (the first of each list reads it meanwhile).
    expect(keptSeen.size).toBeGreaterThanOrEqual(8);
    expect(fromKept).toBeGreaterThan(40);
  }, 600_000);
}

describe('on PGlite', () => {
  keptListsFollowWrites(() => createSeededApp({ store: 'pglite' }), 20_260_301);
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  keptListsFollowWrites(() => createSeededApp(), 20_260_302);

  test('a save through one process shows in the kept list of another on the same PostgreSQL', async () => {
    const first = await createSeededApp();
    const store = storeOf(first.db);
    if (store?.kind !== 'postgres') throw new Error('the first app is not on PostgreSQL');
    const second = await createTestApp({ db: createDb({ ...first.config, databaseUrl: store.url }) });
    try {
      const token = (await second.signIn('super@demo.test')).accessToken;
      const search = (term: string) =>
        call(second.app, {
          method: 'POST',
          url: QUIZ_LIST_PATHS.templates,
          headers: bearer(token),
          payload: { navigation: { page: 1, itemsOnPage: 20 }, filter: [contains('title', term)] },
        });
      const before = await keptAnswers();
      await expect
        .poll(
          async () =>
            (await search(`recap ${Math.random()}`)).status === 200 && (await keptAnswers()) > before,
          WAIT,
        )
        .toBe(true);
      const [id] = (
        await sql<{ id: number }>`select id from quizzes where kind = 'template' and exists
        (select 1 from quiz_activities a where a.quiz_id = quizzes.id) order by id limit 1`.execute(first.db)
      ).rows;
      const loaded = await first.as('super@demo.test')({
        method: 'GET',
        url: QUIZ_PATHS.one('template', id!.id),
      });
      const quiz = loaded.body.content as Quiz;
      const saved = await first.as('super@demo.test')({
        method: 'PATCH',
        url: QUIZ_PATHS.one('template', quiz.id),
        payload: {
          ...toPayload(fromQuiz(quiz), 'template', 'edit', quiz.version),
          title: 'Okapi across processes',
        },
      });
      expect(saved.status).toBe(200);
      const kept = await keptAnswers();
      await expect
        .poll(
          async () => (await search('okapi across')).body.content.result.map((row: { id: number }) => row.id),
          WAIT,
        )
        .toEqual([quiz.id]);
      // Answered from the list the other process keeps, changed in place rather than read again.
      expect(await keptAnswers()).toBeGreaterThan(kept);
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);
});
