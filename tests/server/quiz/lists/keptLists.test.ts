/**
 * Searches and deep pages answered from the whole list kept in memory (ADR 313). For any search of printable ASCII,
 * any page and sort, the kept list gives the rows, their order and the total that the page's statement gives, on
 * PGlite and on PostgreSQL: titles and owners in mixed case, LIKE's own characters, letters outside ASCII, owners
 * missing, quizzes expired. The routes answer from it once it is read, and a write is seen by the next search.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { QUIZ_LIST_PATHS } from '../../../../src/api/quiz/lists/quizListsContract';
import { CLASS_PATHS, ClassListResponseSchema } from '../../../../src/api/classes/classesContract';
import type { FilterCondition, ParsedListRequest } from '../../../../src/domain/shared/listQuery';
import {
  keptQuizPage,
  keptSearchOf,
  listQuizzes,
  listScope,
  QUIZ_RESOURCES,
  readKeptQuizList,
  type QuizListOptions,
} from '../../../../server/repositories/quiz/lists/quizLists';
import { classScope } from '../../../../server/auth/classAccess';
import {
  keptClassPage,
  keptClassSearch,
  listClasses,
  readKeptClassList,
} from '../../../../server/repositories/classes/classes';
import {
  keptInstitutionPage,
  keptInstitutionSearch,
  listInstitutions,
  readKeptInstitutionList,
} from '../../../../server/repositories/institutions/institutions';
import { createSeededApp, type SeededApp } from './quizListsSetup';
import { QuizListResponseSchema } from '../../../../src/api/quiz/lists/quizListsContract';
import { envelope } from '../../../../src/api/shared/envelope';
import { compileStringify } from '../../../../server/http/serializer';
import { statementsDuring } from '../../testApp';
import { storeOf } from '../../../../server/db/createDb';
import { contains, seed, TERMS, untilKept, WAIT } from './keptListsSeed';

/** A quiz list page and a classes list page as their routes write them. */
const writeListPage = compileStringify(envelope(QuizListResponseSchema))!;
const writeClassPage = compileStringify(envelope(ClassListResponseSchema))!;

/** How long before the clock's now the kept lists are read: the earliest moment the searches are asked at. */
const EARLIEST = 400_000;

function keptListsAgree(open: () => Promise<SeededApp>) {
  let t: SeededApp;
  let caller: QuizListOptions['caller'];
  /** Every text a search reads, for searches cut out of them. */
  let texts: string[];
  beforeAll(async () => {
    t = await open();
    await seed(t);
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'roles'])
      .where('email', '=', 'super@demo.test')
      .executeTakeFirstOrThrow();
    caller = user;
    const { rows } = await sql<{ text: string }>`select q.title as text from quizzes q
      union all select email from users union all select first_name || ' ' || last_name from users`.execute(
      t.db,
    );
    texts = rows.map((row) => row.text);
  }, 120_000);
  afterAll(() => t.close());

  const lists = {
    templates: {
      scope: () => listScope.kind('template'),
      hidesEnded: false,
      resource: QUIZ_RESOURCES.templates,
      filter: (term: string): FilterCondition[] => [contains('title', term)],
      withCustomer: false,
    },
    customer: {
      scope: (now: Date) => listScope.both(listScope.kind('user'), listScope.notExpired(now)),
      // Kept with the quizzes not ended when it is read, each keeping its end: a quiz leaves it the moment it ends.
      hidesEnded: true,
      resource: QUIZ_RESOURCES.customer,
      filter: (term: string): FilterCondition[] =>
        ['email', 'firstName', 'lastName', 'title'].map((property) => contains(property, term, 'or')),
      withCustomer: true,
    },
  } as const;

  for (const [name, list] of Object.entries(lists)) {
    for (const sort of [[], [['title', 'asc']], [['updatedAt', 'desc']]] as [string, 'asc' | 'desc'][][]) {
      test(`${name}, sorted by ${JSON.stringify(sort)}: every search and page is the statement's`, async () => {
        const base = {
          resource: list.resource,
          withCustomer: list.withCustomer,
          hidesEnded: list.hidesEnded,
        };
        // Read at the earliest moment asked below; it answers from then on.
        const readAt = new Date(t.clock.now().getTime() - EARLIEST);
        const kept = (
          await readKeptQuizList(t.db, {
            ...base,
            scope: list.scope(readAt),
            now: readAt,
            request: { navigation: { page: 1, itemsOnPage: 20 }, filter: [], sort },
          })
        )?.value;
        expect(kept).toBeDefined();
        const before = { ...base, caller, now: new Date(readAt.getTime() - 1) };
        const request = { navigation: { page: 1, itemsOnPage: 20 }, filter: [], sort };
        // A moment before the read, for a list that hides ended quizzes, is its statement's to answer.
        expect(keptQuizPage(kept!, null, { ...before, request }) === undefined).toBe(list.hidesEnded);
        // A piece of a title, a name or an e-mail, as found or with one character changed (so that its trigrams
        // are there but not in that order), in another case; known terms; random letters of the titles.
        const piece = fc
          .tuple(
            fc.nat(texts.length - 1),
            fc.nat(40),
            fc.integer({ min: 1, max: 9 }),
            fc.option(fc.tuple(fc.nat(8), fc.constantFrom(...'a 1%_\\e'.split(''))), { nil: null }),
            fc.boolean(),
          )
          .map(([text, start, length, change, upper]) => {
            let cut = texts[text]!.slice(start % texts[text]!.length, (start % texts[text]!.length) + length);
            if (change) cut = cut.slice(0, change[0]) + change[1] + cut.slice(change[0] + 1);
            return upper ? cut.toUpperCase() : cut;
          });
        const term = fc.oneof(
          piece,
          fc.constantFrom(...TERMS),
          fc.string({ unit: fc.constantFrom(...'aceprlsRECAP 1479%_\\'.split('')), maxLength: 6 }),
        );
        await fc.assert(
          fc.asyncProperty(
            fc.option(term, { nil: null }),
            fc.integer({ min: 1, max: 30 }),
            fc.constantFrom(5, 20, 50),
            // The moment of the request: around the ends of the customer quizzes, back and forth, and at the very
            // millisecond of an end (which a few microseconds past it leaves in the list).
            fc.oneof(
              fc.integer({ min: -EARLIEST, max: 400_000 }),
              fc.integer({ min: -20, max: 20 }).map((k) => k * 17_000),
            ),
            async (search, page, itemsOnPage, moment) => {
              const now = new Date(t.clock.now().getTime() + moment);
              const request: ParsedListRequest = {
                navigation: { page, itemsOnPage },
                filter: search === null ? [] : list.filter(search),
                sort,
              };
              const options = { ...base, scope: list.scope(now), request, caller, now };
              if (search !== null && !/^[\x20-\x7e]*$/.test(search)) {
                expect(keptSearchOf(list.resource, request.filter)).toBeUndefined();
                return;
              }
              expect(keptSearchOf(list.resource, request.filter)).toEqual({ term: search });
              const statement = await listQuizzes(t.db, options);
              // The kept page as sent is the statement's page as the route writes it.
              const sent = keptQuizPage(kept!, search, options);
              expect(sent).toBeDefined();
              expect(JSON.parse(sent!.toString('utf8'))).toEqual(
                JSON.parse(writeListPage({ content: statement })),
              );
            },
          ),
          { numRuns: 80 },
        );
      });
    }
  }

  /** A search box's keyword: a piece of the texts, a known term, an id, or none. */
  const keyword = () =>
    fc.option(
      fc.oneof(
        fc.constantFrom(...TERMS, '1', '12', ' lab ', 'SCHOOL 1'),
        fc.string({ unit: fc.constantFrom(...'abclrs 1257%_'.split('')), maxLength: 5 }),
      ),
      { nil: null },
    );

  test("classes, for a full admin and for an instructor: every search and page is the statement's", async () => {
    for (const email of ['super@demo.test', 'cs@demo.test']) {
      const who = await t.db
        .selectFrom('users')
        .select(['id', 'email', 'roles'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const scope = classScope(who, 'view');
      for (const order of [
        {},
        { sort: 'title', direction: 'asc' },
        { sort: 'startDate', direction: 'desc' },
      ] as const) {
        const kept = (await readKeptClassList(t.db, scope, order))?.value;
        expect(kept).toBeDefined();
        await fc.assert(
          fc.asyncProperty(
            keyword(),
            fc.integer({ min: 1, max: 12 }),
            fc.constantFrom(5, 20),
            async (term, page, itemsOnPage) => {
              const query = { ...order, page, itemsOnPage, ...(term === null ? {} : { keyword: term }) };
              const search = keptClassSearch(query);
              if (!search) {
                expect(term).toMatch(/[^\x20-\x7e]/);
                return;
              }
              const statement = await listClasses(t.db, who, scope, query);
              expect(JSON.parse(keptClassPage(kept!, search.term, who, query).toString('utf8'))).toEqual(
                JSON.parse(writeClassPage({ content: statement })),
              );
            },
          ),
          { numRuns: 25 },
        );
      }
    }
  });

  test("institutions: every search and page is the statement's", async () => {
    for (const sort of [[], [['createdAt', 'desc']], [['title', 'desc']]] as [string, 'asc' | 'desc'][][]) {
      const base = { navigation: { page: 1, itemsOnPage: 20 }, filter: [], sort };
      const kept = (await readKeptInstitutionList(t.db, base))?.value;
      expect(kept).toBeDefined();
      await fc.assert(
        fc.asyncProperty(keyword(), fc.integer({ min: 1, max: 15 }), async (term, page) => {
          const options = {
            request: { ...base, navigation: { page, itemsOnPage: 20 } },
            ...(term === null ? {} : { keyword: term }),
            perPage: 20,
          };
          const search = keptInstitutionSearch(options);
          const statement = await listInstitutions(t.db, options, t.clock.now());
          // A keyword that is a number searches the id: the statement's.
          if (term !== null && /^\d+$/.test(term.trim())) expect(search).toBeUndefined();
          if (!search) return;
          expect(keptInstitutionPage(kept!, search.term, options)).toEqual(statement);
        }),
        { numRuns: 40 },
      );
    }
  });

  test("a class's new student is counted by the next search of the kept classes list", async () => {
    const classes = async (keyword: string) => {
      const response = await t.as('super@demo.test')({
        method: 'GET',
        url: `${CLASS_PATHS.list}?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(response.status).toBe(200);
      return (response.body.content as { result: { id: number; title: string; studentsCount: number }[] })
        .result;
    };
    await untilKept((n) => classes(`recap ${n}`));
    const [first] = await classes('cells 1');
    const counted = (await classes('cells 1')).find((row) => row.id === first!.id)!.studentsCount;
    await sql`insert into class_students (class_id, email, token) values (${first!.id}, 'new@school.test', ${`kept-${first!.id}`})`.execute(
      t.db,
    );
    // The kept list goes when the change is heard: the next searches count the student, never the list read before.
    await expect
      .poll(async () => (await classes('CELLS 1')).find((row) => row.id === first!.id)?.studentsCount, WAIT)
      .toBe(counted + 1);
  });

  test('searches the kept list cannot answer as the store would are left to the statement', () => {
    const { templates, customer } = QUIZ_RESOURCES;
    // Letters outside ASCII lower-case differently in JavaScript and in a store's locale.
    expect(keptSearchOf(templates, [contains('title', 'Straße')])).toBeUndefined();
    expect(keptSearchOf(templates, [contains('title', 'İst')])).toBeUndefined();
    // Other filters, or a title search beside them.
    expect(keptSearchOf(templates, [contains('title', 'a'), contains('title', 'b')])).toBeUndefined();
    expect(keptSearchOf(templates, [{ ...contains('title', 'a'), operator: 'equals' }])).toBeUndefined();
    // The customer list's keyword is its four columns; a title search alone is its statement's.
    expect(keptSearchOf(customer, [contains('title', 'a')])).toBeUndefined();
  });

  test('the route answers from the kept list once it is read, and a write is seen by the next search', async () => {
    const ask = (title: string, page = 1) =>
      t.as('super@demo.test')({
        method: 'POST',
        url: QUIZ_LIST_PATHS.templates,
        payload: { navigation: { page, itemsOnPage: 20 }, filter: [contains('title', title)] },
      });
    const titles = async (title: string) =>
      ((await ask(title)).body.content as { result: { title: string }[] }).result.map((row) => row.title);
    // Each ask a new search, as users type: the first reads the list in the background.
    await untilKept(async (n) => expect((await ask(`recap ${n}`)).status).toBe(200));
    const [quiz] = (
      await sql<{ id: number }>`select id from quizzes where kind = 'template' order by id limit 1`.execute(
        t.db,
      )
    ).rows;
    expect(await titles('Zebra kept')).toEqual([]);
    await sql`update quizzes set title = 'Zebra kept list' where id = ${quiz!.id}`.execute(t.db);
    // The kept list and pages go when the change is heard; the search finds the new title, from the store or
    // from the list read again, never the list read before.
    await expect.poll(() => titles('ZEBRA KEPT'), WAIT).toEqual(['Zebra kept list']);
    await untilKept((n) => ask(`cells ${n}`));
    expect(await titles('zebra KEPT l')).toEqual(['Zebra kept list']);
  });

  test('a customer search answered from the kept list drops a quiz the moment it ends, asking the store nothing', async () => {
    const ids = async (term: string) => {
      const filter = ['email', 'firstName', 'lastName', 'title'].map((property) =>
        contains(property, term, 'or'),
      );
      const response = await t.as('super@demo.test')({
        method: 'POST',
        url: QUIZ_LIST_PATHS.customer,
        payload: { navigation: { page: 1, itemsOnPage: 50 }, filter },
      });
      expect(response.status).toBe(200);
      return (response.body.content as { result: { id: number }[] }).result.map((row) => row.id);
    };
    await untilKept((n) => ids(`lovelace ${n}`));
    const now = t.clock.now();
    const { rows } = await sql<{ id: number; title: string; ends: string }>`
      select id, title, ceil(extract(epoch from end_date) * 1000) as ends from quizzes
      where kind = 'user' and end_date > ${now.toISOString()}::timestamptz and title ~ '^[ -~]*$'
      order by end_date, id limit 1`.execute(t.db);
    // The quiz that ends next among those whose title a kept list searches (printable ASCII).
    const next = rows[0]!;
    expect(await ids(next.title)).toContain(next.id);
    // Its page is kept until that end, which the kept list knows: the clock passing it is no statement.
    const onPGlite = storeOf(t.db)?.kind === 'pglite';
    const asked = async (run: () => Promise<unknown>) => (onPGlite ? statementsDuring(t.db, run) : run());
    const beforeEnd = await asked(async () => {
      t.clock.advance(Number(next.ends) - 1 - t.clock.now().getTime());
      expect(await ids(next.title)).toContain(next.id);
    });
    const atEnd = await asked(async () => {
      t.clock.advance(1);
      expect(await ids(next.title)).not.toContain(next.id);
    });
    if (onPGlite)
      expect([beforeEnd, atEnd].flat().filter((query) => /quizzes/.test(String(query)))).toEqual([]);
  });
}

describe('on PGlite', () => {
  keptListsAgree(() => createSeededApp({ store: 'pglite' }));
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  keptListsAgree(() => createSeededApp());
});
