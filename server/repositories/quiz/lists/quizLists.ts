/**
 * The quiz lists (SPEC section 7 "Quiz"): one statement per page over `quizzes` with the list request interpreted
 * by server/lists, carrying the page's tags, question counts, shares and assignments and the filtered total.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  PagingSchema,
  type FilterCondition,
  type ParsedListRequest,
  type Paging,
} from '../../../../src/domain/shared/listQuery';
import { QuizListItemSchema, type QuizListItem } from '../../../../src/domain/quiz/quiz';
import { quizCapabilities, quizFactsOf } from '../../../../src/domain/quiz/quizCapabilities';
import type { Database } from '../../../db/database';
import {
  dateField,
  escapeLike,
  listOrderTerms,
  listWhere,
  NULLABLE_ID_OPS,
  numberField,
  orderBySql,
  pageWindow,
  pagingOf,
  textField,
  type ListResource,
  type OrderTerm,
  type PageWindow,
} from '../../../lists/listRequest';
import { cappedCount, estimatedCount, pageRead, totalOfPage } from '../../../lists/listTotal';
import { readMarks, seekPage, type KeepMarks, type KeysetList, type Seek } from '../../../lists/pageMarks';
import { inOrder, KeptList, storeLowersAsciiAlike, type KeptRow } from '../../../lists/keptList';
import { keyOf, keySelect, keyTermsOf, storeTextOrder, type KeyColumn } from '../../../lists/keptOrder';
import type { KeptListSource } from '../../../lists/liveList';
import { pageBytes, rowJsonWriter, RowTexts, type RowJson } from '../../../lists/rowJson';
import { compileStringify } from '../../../http/serializer';
import { ownerClassDates } from '../../classes/classQuizDates';

type Db = Kysely<Database>;

const QUIZ_FIELDS = {
  id: numberField(sql`q.id`),
  title: textField(sql`q.title`),
  createdAt: dateField(sql`q.created_at`),
  endDate: dateField(sql`q.end_date`),
  section_id: numberField(sql`q.section_id`, NULLABLE_ID_OPS),
  processStatus: numberField(sql`q.process_status`, ['equals', 'not_equals']),
} as const satisfies ListResource['filters'];

const QUIZ_SORTS = {
  id: sql`q.id`,
  title: sql`q.title`,
  createdAt: sql`q.created_at`,
  updatedAt: sql`q.updated_at`,
  endDate: sql`q.end_date`,
};

/** What a deep page seeks by (ADR 242): the sorts over non-null columns of the quiz itself. */
const QUIZ_KEYSET: KeysetList = {
  table: sql`quizzes q`,
  id: QUIZ_SORTS.id,
  columns: [QUIZ_SORTS.title, QUIZ_SORTS.createdAt, QUIZ_SORTS.updatedAt],
};

const newestFirst = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
] as const;

export const QUIZ_RESOURCES = {
  templates: { name: 'templates', filters: QUIZ_FIELDS, sorts: QUIZ_SORTS, defaultSort: newestFirst },
  /** SPEC: sorted by title ascending. */
  library: {
    name: 'library',
    filters: QUIZ_FIELDS,
    sorts: QUIZ_SORTS,
    defaultSort: [
      ['title', 'asc'],
      ['id', 'asc'],
    ],
  },
  /** SPEC: the admin quiz list filters by title only (a whole number searches the id). */
  admin: {
    name: 'admin',
    filters: { id: QUIZ_FIELDS.id, title: QUIZ_FIELDS.title },
    sorts: QUIZ_SORTS,
    defaultSort: newestFirst,
  },
  shared: { name: 'shared', filters: QUIZ_FIELDS, sorts: QUIZ_SORTS, defaultSort: newestFirst },
  mine: { name: 'mine', filters: QUIZ_FIELDS, sorts: QUIZ_SORTS, defaultSort: newestFirst },
  customer: {
    name: 'customer',
    filters: {
      ...QUIZ_FIELDS,
      firstName: textField(sql`u.first_name`),
      lastName: textField(sql`u.last_name`),
      email: textField(sql`u.email`),
    },
    sorts: { ...QUIZ_SORTS, firstName: sql`u.first_name`, lastName: sql`u.last_name`, email: sql`u.email` },
    defaultSort: newestFirst,
  },
} satisfies Record<string, ListResource>;

export interface QuizPage {
  readonly result: QuizListItem[];
  readonly navigation: Paging;
}

export interface QuizListOptions {
  /** Which quizzes the list may show at all (kind, owner, shares), before the request's own filters. */
  readonly scope: RawBuilder<SqlBool>;
  readonly resource: ListResource;
  readonly request: ParsedListRequest;
  /** A page size the SPEC fixes (library and admin lists: 20). */
  readonly perPage?: number;
  /** Rows carry their owner as `customer` (customer quiz list). */
  readonly withCustomer?: boolean;
  /** Who asks: each row carries what the quiz capability table lets them do with it (ADR 192). */
  readonly caller: { readonly id: number; readonly email: string; readonly roles: readonly string[] };
  /** The moment the rows' actions are decided at. */
  readonly now: Date;
  /** Keeps the list's page marks, so a deep page seeks instead of skipping every earlier row (ADR 242). */
  readonly marks?: KeepMarks;
}

/** One row of the page query: the quiz, its owner and article, its details, and the filtered total. */
interface PageRow {
  readonly id: number;
  readonly kind: QuizListItem['kind'];
  readonly title: string;
  readonly article_id: number | null;
  readonly article_title: string | null;
  readonly active: boolean;
  readonly start_date: Date | null;
  readonly end_date: Date | null;
  readonly duration: number | null;
  readonly editable: boolean;
  readonly is_graded: boolean;
  readonly show_caption: boolean;
  readonly restrict_non_institutional: boolean;
  readonly process_status: number;
  readonly quiz_type: string | null;
  readonly section_id: number | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly version: number;
  readonly owner_user_id: number | null;
  readonly owner_first_name: string | null;
  readonly owner_last_name: string | null;
  readonly owner_email: string | null;
  readonly total_count: string | number;
  readonly tags: { id: number; title: string }[];
  readonly question_count: string | number;
  readonly shares: { email: string; firstName: string | null; lastName: string | null }[];
  readonly assigned: boolean;
  /** The owner's classes that keep their own dates for the quiz (ADR 359), as JSON reads them. */
  readonly class_dates: readonly ClassDatesRow[];
}

/** A class's own dates for the quiz as the list's statement reads them (timestamps as JSON text). */
interface ClassDatesRow {
  readonly classId: number;
  readonly title: string;
  readonly opensAt: string | null;
  readonly deadline: string | null;
}

/**
 * The owner's classes with dates of their own for quiz `q` (ADR 359), one JSON array: only rows marked `own_dates`
 * are read (the class_quizzes_quiz index), and the shared rule (`ownerClassDates`) words them.
 */
const CLASS_DATES_OF = sql`
  select json_agg(json_build_object('classId', c.id, 'title', c.title, 'opensAt', cq.opens_at,
    'deadline', cq.deadline)) from class_quizzes cq join classes c on c.id = cq.class_id
    where cq.quiz_id = q.id and cq.own_dates and c.owner_user_id = q.owner_user_id`;

/**
 * What the count and the page's ids read: the quizzes, and their owners only for a list that filters or sorts by
 * owner (the customer list). PostgreSQL removes an unused left join but still reads the join columns, which keeps
 * it from counting and skipping the offset with an index-only scan (ADR 157).
 */
const fromFor = (resource: ListResource) =>
  resource.name === 'customer' ? sql`quizzes q left join users u on u.id = q.owner_user_id` : sql`quizzes q`;

/** What the customer list's search box sends (SPEC section 5): one OR group of these, all containing the keyword. */
const CUSTOMER_KEYWORD = ['email', 'firstName', 'lastName', 'title'];

/** The customer list's keyword, when the request's OR group is exactly that, and the request's other conditions. */
function customerKeyword(
  resource: ListResource,
  filter: readonly FilterCondition[],
): { keyword: string; others: FilterCondition[] } | null {
  const any = filter.filter((c) => c.bool_operator === 'or');
  const keyword = any[0]?.value;
  if (resource.name !== 'customer' || typeof keyword !== 'string') return null;
  const same = any.every((c) => c.operator === 'contains' && c.value === keyword);
  const properties = any.map((c) => c.property).sort();
  if (!same || properties.join() !== CUSTOMER_KEYWORD.join()) return null;
  return { keyword, others: filter.filter((c) => c.bool_operator !== 'or') };
}

/**
 * The quizzes the customer keyword finds (ADR 226): as one OR across the quiz and its owner no index serves it, and
 * a word that matches little read every live quiz. Read instead as the quizzes whose title contains it (trigram
 * index) and, once each, those whose owner's names or e-mail contain it (owner index): the same rows.
 */
const keywordFrom = (keyword: string) => {
  const pattern = `%${escapeLike(keyword)}%`;
  return sql`(
      select * from quizzes t where t.title ilike ${pattern}
      union all
      select * from quizzes o where o.owner_user_id in (select m.id from users m
        where m.first_name ilike ${pattern} or m.last_name ilike ${pattern} or m.email ilike ${pattern})
        and not o.title ilike ${pattern}
    ) q left join users u on u.id = q.owner_user_id`;
};

/**
 * One page in one statement (ADR 157). The innermost query picks the page's ids in order (it reads only what the
 * filter and the sort need, so a late page skips its offset in an index instead of joining and sorting whole
 * rows); the outer one joins their rows, owner and article, and per row its tags, question count, shares and
 * whether it is assigned, plus the filtered total as an uncorrelated subquery that runs once and counts no further
 * than ADR 225's limit. It reads one row past the page, which says whether another follows. The sort keys travel
 * as `sort_N` columns so the outer query keeps the page's order exactly.
 */
/** What a row of a list shows of a quiz `q`, with its owner `u` and article `a` joined. */
const ROW_COLUMNS = sql`
    q.id, q.kind, q.title, q.article_id, a.title as article_title, q.active, q.start_date, q.end_date,
      q.duration, q.editable, q.is_graded, q.show_caption, q.restrict_non_institutional, q.process_status,
      q.quiz_type, q.section_id, q.created_at, q.updated_at, q.version, q.owner_user_id,
      u.first_name as owner_first_name, u.last_name as owner_last_name, u.email as owner_email,
      coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title) order by t.title)
        from quiz_tags qt join tags t on t.id = qt.tag_id where qt.quiz_id = q.id), '[]'::json) as tags,
      (select count(*) from quiz_items i join quiz_activities act on act.id = i.activity_id
        where act.quiz_id = q.id and i.type <> 1)
        -- Each random slot counts the questions every student draws from it (ADR 232).
        + (select coalesce(sum((slot->>'count')::int), 0) from quiz_activities act
          cross join lateral jsonb_array_elements(act.random_slots) slot where act.quiz_id = q.id) as question_count,
      coalesce((select json_agg(json_build_object('email', s.user_email, 'firstName', s.user_first_name,
        'lastName', s.user_last_name) order by s.id) from quiz_shares s where s.quiz_id = q.id), '[]'::json) as shares,
      exists (select 1 from quiz_assignments qa where qa.quiz_id = q.id) as assigned,
      coalesce((${CLASS_DATES_OF}), '[]'::json) as class_dates`;

function pageQuery(
  from: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>,
  terms: readonly OrderTerm[],
  window: PageWindow,
  seek: Seek | null,
) {
  const sortColumns = terms.map((term, index) => sql`${term.sql} as ${sql.ref(`sort_${index}`)}`);
  return sql<PageRow>`
    select ${ROW_COLUMNS}, ${cappedCount(from, where)} as total_count
    from (
      select q.id as page_id, ${sql.join(sortColumns)}
      from ${from}
      where ${where} and ${seek?.where ?? sql`true`}
      order by ${orderBySql(terms)}
      limit ${window.perPage + 1} offset ${seek?.offset ?? window.offset}
    ) page
    join quizzes q on q.id = page.page_id
    left join users u on u.id = q.owner_user_id
    left join articles a on a.id = q.article_id
    order by ${orderBySql(terms, (_, index) => sql.ref(`page.sort_${index}`))}`;
}

/** What decides a row's actions, whoever asks: the quiz's own facts, its owner and whom it is shared with. */
interface RowFacts extends Pick<QuizListItem, 'kind' | 'editable' | 'processStatus' | 'sectionId'> {
  /** kind, editable, process status and section, as a key. */
  readonly key: string;
  readonly ownerUserId: number | null;
  /** The e-mails it is shared with, lower-cased. */
  readonly sharedWith: readonly string[];
}

/** A quiz as a list row shows it, before what the caller may do with it. */
interface ListedQuiz {
  readonly item: Omit<QuizListItem, 'actions'>;
  readonly facts: RowFacts;
}

function listedQuiz(row: Omit<PageRow, 'total_count'>, withCustomer: boolean | undefined): ListedQuiz {
  const owner =
    row.owner_email === null
      ? null
      : {
          firstName: row.owner_first_name ?? '',
          lastName: row.owner_last_name ?? '',
          email: row.owner_email,
        };
  const classDates = ownerClassDates(
    { opensAt: row.start_date, deadline: row.end_date },
    row.owner_user_id,
    new Map(
      row.class_dates.map((own) => [
        own.classId,
        {
          ownDates: true,
          title: own.title,
          ownerId: row.owner_user_id,
          opensAt: own.opensAt === null ? null : new Date(own.opensAt),
          deadline: own.deadline === null ? null : new Date(own.deadline),
        },
      ]),
    ),
  );
  const sharedList = row.shares.map((share) => ({
    user: { firstName: share.firstName ?? '', lastName: share.lastName ?? '', email: share.email },
  }));
  return {
    facts: {
      kind: row.kind,
      editable: row.editable,
      processStatus: row.process_status,
      sectionId: row.section_id,
      key: `${row.kind}:${+row.editable}:${row.process_status}:${+(row.section_id !== null)}:`,
      ownerUserId: row.owner_user_id,
      sharedWith: row.shares.map((share) => share.email.toLowerCase()),
    },
    item: {
      id: row.id,
      kind: row.kind,
      title: row.title,
      article: row.article_id === null ? null : { id: row.article_id, title: row.article_title ?? '' },
      tags: row.tags,
      active: row.active,
      startDate: row.start_date?.toISOString() ?? null,
      endDate: row.end_date?.toISOString() ?? null,
      duration: row.duration === null ? null : Math.round(row.duration / 60),
      countOfQuestions: Number(row.question_count),
      editable: row.editable,
      isGraded: row.is_graded,
      showCaption: row.show_caption,
      restrictNonInstitutional: row.restrict_non_institutional,
      isAssignSomeone: row.assigned,
      sharedList,
      processStatus: row.process_status,
      quizType: row.quiz_type,
      sectionId: row.section_id,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      createdBy: owner,
      version: row.version,
      ...(classDates.length > 0 ? { classDates } : {}),
      ...(withCustomer ? { customer: owner } : {}),
    },
  };
}

/**
 * What the quiz capability table lets the caller do with each row at `now` (ADR 192), and those actions as JSON.
 * They depend on a handful of the row's facts, so each set of facts is worked out once per page.
 */
function actionsOf(
  options: Pick<QuizListOptions, 'caller' | 'now'>,
): (row: RowFacts) => { readonly actions: QuizListItem['actions']; readonly json: string } {
  const callerEmail = options.caller.email.toLowerCase();
  type Known = { actions: QuizListItem['actions']; json: string };
  // By the row's own facts, then by the caller's two (owner, shared with): the owner's trial is no fact of a row.
  const byFacts = new Map<string, (Known | undefined)[]>();
  return (row) => {
    const ownedByCaller = row.ownerUserId === options.caller.id;
    const sharedWithCaller = row.sharedWith.length > 0 && row.sharedWith.includes(callerEmail);
    let byCaller = byFacts.get(row.key);
    if (byCaller === undefined) {
      byCaller = [undefined, undefined, undefined, undefined];
      byFacts.set(row.key, byCaller);
    }
    const slot = (ownedByCaller ? 2 : 0) + (sharedWithCaller ? 1 : 0);
    let known = byCaller[slot];
    if (known === undefined) {
      // A row does not read its owner's trial: Set deadline is offered and the gate answers with the trial message.
      const facts = quizFactsOf(
        {
          kind: row.kind,
          editable: row.editable,
          processStatus: row.processStatus,
          sectionId: row.sectionId,
          ownedByCaller,
          sharedWithCaller,
        },
        options.now,
      );
      const actions = [...quizCapabilities(options.caller, facts)];
      known = { actions, json: JSON.stringify(actions) };
      byCaller[slot] = known;
    }
    return known;
  };
}

/** The rows of a page with what the caller may do with each. */
function withActions(
  rows: readonly ListedQuiz[],
  options: Pick<QuizListOptions, 'caller' | 'now'>,
): QuizListItem[] {
  const actions = actionsOf(options);
  return rows.map((row) => ({ ...row.item, actions: actions(row.facts).actions }));
}

export async function listQuizzes(db: Db, options: QuizListOptions): Promise<QuizPage> {
  const { resource, request } = options;
  const keyword = customerKeyword(resource, request.filter);
  const filter = keyword?.others ?? request.filter;
  const where = sql<SqlBool>`${options.scope} and ${listWhere(resource, filter)}`;
  const terms = listOrderTerms(resource, request.sort);
  const window = pageWindow(resource, request, options.perPage);

  const from = keyword ? keywordFrom(keyword.keyword) : fromFor(resource);
  const seek = await seekPage(QUIZ_KEYSET, { terms, offset: window.offset }, options.marks, () =>
    readMarks(db, QUIZ_KEYSET, from, where, terms),
  );
  const { rows: read } = await pageQuery(from, where, terms, window, seek).execute(db);
  const { rows, page } = pageRead(read, Number(read[0]?.total_count ?? 0), window);
  // Past the last page the page query has no row to carry the total: only then is it counted on its own, whole.
  const total = await totalOfPage(
    page,
    () => estimatedCount(db, sql`(select 1 from ${from} where ${where})`),
    async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from ${from} where ${where}`.execute(db)).rows[0]!.n,
      ),
  );
  const result = withActions(
    rows.map((row) => listedQuiz(row, options.withCustomer)),
    options,
  );
  return { result, navigation: pagingOf(window, total, result.length) };
}

/**
 * The search of a request a kept list answers (ADR 313): none, the title's `contains` alone, or the customer list's
 * keyword alone (its four columns). Undefined for any other request, which its statement answers.
 */
export function keptSearchOf(
  resource: ListResource,
  filter: readonly FilterCondition[],
): { readonly term: string | null } | undefined {
  if (filter.length === 0) return { term: null };
  const keyword = customerKeyword(resource, filter);
  if (keyword) {
    return keyword.others.length === 0 && KeptList.answers(keyword.keyword)
      ? { term: keyword.keyword }
      : undefined;
  }
  const [only] = filter;
  if (resource.name === 'customer' || filter.length !== 1 || !only) return undefined;
  const { bool_operator, operator, property, value } = only;
  if (bool_operator !== 'and' || operator !== 'contains' || property !== 'title') return undefined;
  return typeof value === 'string' && KeptList.answers(value) ? { term: value } : undefined;
}

/**
 * ROW_COLUMNS for many rows at once: the details are read by quiz for the whole chunk (`keptRowDetails`) rather
 * than by a subquery for each row; the same values.
 */
const KEPT_ROW_COLUMNS = sql`
    q.id, q.kind, q.title, q.article_id, a.title as article_title, q.active, q.start_date, q.end_date,
      q.duration, q.editable, q.is_graded, q.show_caption, q.restrict_non_institutional, q.process_status,
      q.quiz_type, q.section_id, q.created_at, q.updated_at, q.version, q.owner_user_id,
      u.first_name as owner_first_name, u.last_name as owner_last_name, u.email as owner_email,
      coalesce(tg.tags, '[]'::json) as tags, coalesce(qc.n, 0) + coalesce(rs.n, 0) as question_count,
      coalesce(sh.shares, '[]'::json) as shares, asg.quiz_id is not null as assigned,
      coalesce(cd.class_dates, '[]'::json) as class_dates`;

const keptRowDetails = (ids: readonly number[]) => sql`
  left join (select qt.quiz_id, json_agg(json_build_object('id', t.id, 'title', t.title) order by t.title) as tags
    from quiz_tags qt join tags t on t.id = qt.tag_id where qt.quiz_id = any(${ids}) group by qt.quiz_id) tg
    on tg.quiz_id = q.id
  left join (select act.quiz_id, count(*) as n from quiz_items i join quiz_activities act on act.id = i.activity_id
    where act.quiz_id = any(${ids}) and i.type <> 1 group by act.quiz_id) qc on qc.quiz_id = q.id
  left join (select act.quiz_id, sum((slot->>'count')::int) as n from quiz_activities act
    cross join lateral jsonb_array_elements(act.random_slots) slot where act.quiz_id = any(${ids})
    group by act.quiz_id) rs on rs.quiz_id = q.id
  left join (select s.quiz_id, json_agg(json_build_object('email', s.user_email, 'firstName', s.user_first_name,
    'lastName', s.user_last_name) order by s.id) as shares from quiz_shares s where s.quiz_id = any(${ids})
    group by s.quiz_id) sh on sh.quiz_id = q.id
  left join (select distinct qa.quiz_id from quiz_assignments qa where qa.quiz_id = any(${ids})) asg
    on asg.quiz_id = q.id
  left join (select cq.quiz_id, json_agg(json_build_object('classId', c.id, 'title', c.title, 'opensAt', cq.opens_at,
    'deadline', cq.deadline)) as class_dates from class_quizzes cq join classes c on c.id = cq.class_id
    join quizzes oq on oq.id = cq.quiz_id where cq.quiz_id = any(${ids}) and cq.own_dates
    and c.owner_user_id = oq.owner_user_id group by cq.quiz_id) cd on cd.quiz_id = q.id`;

/**
 * A row of a kept quiz list: what decides its actions (each caller's own), and its item as the route writes it without
 * them, written once when the list is read by writers compiled from the same schema as the route's: the quiz's own
 * properties, and those its flags and owner share with other rows, held once (server/lists/rowJson.ts).
 */
export interface KeptQuiz extends RowJson {
  readonly facts: RowFacts;
}

/** A quiz's own properties; its flags, owner, tags and counts many quizzes share. */
const writeItem = rowJsonWriter(QuizListItemSchema.omit({ actions: true }), [
  'id',
  'title',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
]);
const writePaging = compileStringify(PagingSchema)!;

/** Facts held once for the rows that have the same and are shared with nobody. */
const FACTS_HELD_MAX = 10_000;
const heldFacts = new Map<string, RowFacts>();
function held(facts: RowFacts): RowFacts {
  if (facts.sharedWith.length > 0) return facts;
  const key = `${facts.key}${facts.ownerUserId}`;
  const known = heldFacts.get(key);
  if (known) return known;
  if (heldFacts.size < FACTS_HELD_MAX) heldFacts.set(key, facts);
  return facts;
}

/** A kept list's ids are read in order, then their rows this many at a time, so no statement holds the store long. */
const KEPT_READ_CHUNK = 250;

/** How each sort property compares (ADR 320): as text in the store's collation, as a number, or as a moment. */
const SORT_TYPES: Readonly<Record<string, KeyColumn['type']>> = {
  id: 'number',
  title: 'text',
  createdAt: 'time',
  updatedAt: 'time',
  endDate: 'time',
  firstName: 'text',
  lastName: 'text',
  email: 'text',
};

/** The list's order as key columns: its terms, each with how it compares. */
const keyColumnsOf = (terms: readonly OrderTerm[]): KeyColumn[] =>
  terms.map((term) => ({
    sql: term.sql,
    direction: term.direction,
    type: SORT_TYPES[term.property ?? 'id']!,
  }));

type KeptQuizOptions = Pick<QuizListOptions, 'scope' | 'resource' | 'request' | 'withCustomer'> & {
  /**
   * The list hides quizzes whose end date has passed at each request's moment: `scope` holds those not ended at
   * `now`, and each row keeps its end, so the list answers from `now` on without going at each quiz's end.
   */
  readonly hidesEnded?: boolean;
  readonly now: Date;
};

/** The rows of `ids` in the list's scope as the kept list holds them, each with its key (in no order). */
async function readKeptQuizRows(
  db: Db,
  options: KeptQuizOptions,
  columns: readonly KeyColumn[],
  texts: RowTexts,
  ids: readonly number[],
): Promise<KeptRow<KeptQuiz>[]> {
  const terms = keyTermsOf(columns);
  const search =
    options.resource.name === 'customer'
      ? sql`concat_ws(chr(1), lower(u.email), lower(u.first_name), lower(u.last_name), lower(q.title))`
      : sql`lower(q.title)`;
  const kept: KeptRow<KeptQuiz>[] = [];
  for (let at = 0; at < ids.length; at += KEPT_READ_CHUNK) {
    const chunk = ids.slice(at, at + KEPT_READ_CHUNK);
    const { rows } = await sql<
      Omit<PageRow, 'total_count'> & { search_text: string; ends_ms: string | number | null }
    >`
      select ${KEPT_ROW_COLUMNS}, ${search} as search_text,
        ceil(extract(epoch from q.end_date) * 1000) as ends_ms, ${keySelect(columns)}
      from quizzes q
      left join users u on u.id = q.owner_user_id
      left join articles a on a.id = q.article_id
      ${keptRowDetails(chunk)}
      where q.id = any(${chunk}) and ${options.scope}`.execute(db);
    for (const { search_text, ends_ms, ...row } of rows) {
      const listed = listedQuiz(row, options.withCustomer);
      const value = { facts: held(listed.facts), ...writeItem(listed.item, texts) };
      const endsAt = options.hidesEnded && ends_ms !== null ? { endsAt: Number(ends_ms) } : {};
      kept.push({
        id: row.id,
        value,
        search: search_text,
        key: keyOf(row, terms),
        owner: row.owner_user_id,
        ...endsAt,
      });
    }
  }
  return kept;
}

/**
 * The whole list in the request's order, for searches and deep pages (ADR 313): every quiz of the scope, each with
 * its search text lower-cased by the store (the title; for the customer list the owner's e-mail and names too), and
 * how it reads its rows again when a write names them (ADR 320). Null when the store lower-cases ASCII otherwise
 * than JavaScript, which the kept list's searches rely on.
 */
export async function readKeptQuizList(
  db: Db,
  options: KeptQuizOptions,
): Promise<{ value: KeptList<KeptQuiz>; source: KeptListSource<KeptQuiz> } | null> {
  if (!(await storeLowersAsciiAlike(db))) return null;
  const text = await storeTextOrder(db);
  const terms = listOrderTerms(options.resource, options.request.sort);
  const columns = keyColumnsOf(terms);
  const keyTerms = keyTermsOf(columns);
  // The order and each row's key in one statement, so that the kept order is the order of the keys it keeps.
  const { rows: ordered } = await sql<{ id: number }>`
    select q.id, ${keySelect(columns)} from ${fromFor(options.resource)} where ${options.scope}
    order by ${orderBySql(terms)}`.execute(db);
  const texts = new RowTexts();
  const read = await readKeptQuizRows(
    db,
    options,
    columns,
    texts,
    ordered.map((row) => row.id),
  );
  texts.read();
  // A quiz gone or out of scope since its id was read is not kept; its change is heard and applied.
  const rows = inOrder(ordered, read, (row) => keyOf(row, keyTerms));
  const value = new KeptList(
    rows,
    { terms: keyTerms, text },
    options.hidesEnded ? options.now.getTime() : -Infinity,
  );
  const source: KeptListSource<KeptQuiz> = {
    holds: 'quiz',
    worn: () => texts.worn,
    async read({ ids, owners }) {
      const owned =
        owners.length === 0
          ? []
          : (
              await sql<{
                id: number;
              }>`select q.id from quizzes q where q.owner_user_id = any(${owners})`.execute(db)
            ).rows.map((row) => row.id);
      return readKeptQuizRows(db, options, columns, texts, [...new Set([...ids, ...owned])]);
    },
    // The admin list's scope reads its owners' subscriptions, which their institution's may extend (ADR 181).
    membersOf: async (institutions) =>
      (
        await sql<{ id: number }>`select id from users where institution_id = any(${institutions})`.execute(
          db,
        )
      ).rows.map((row) => row.id),
  };
  return { value, source };
}

/**
 * A page of a kept list as the route sends it, `{ content: { result, navigation } }` in UTF-8: the rows and the
 * exact total that `listQuizzes` gives, each row its kept JSON with the caller's actions. Undefined for a moment
 * before the list was read, which its statement answers.
 */
export function keptQuizPage(
  kept: KeptList<KeptQuiz>,
  term: string | null,
  options: Omit<QuizListOptions, 'scope' | 'marks'> & { readonly hidesEnded?: boolean },
): Buffer | undefined {
  const window = pageWindow(options.resource, options.request, options.perPage);
  const endedBy = options.hidesEnded ? options.now.getTime() : undefined;
  // Before the list was read (a clock set back), quizzes ended since are not in it.
  if (endedBy !== undefined && endedBy < kept.readAt) return undefined;
  const page = kept.page(term, window.offset, window.perPage, { endedBy });
  const actions = actionsOf(options);
  // Each row's actions go in before its closing brace, written once per page for each set of them.
  const tails = new Map<string, Buffer>();
  const tail = (row: KeptQuiz) => {
    const { json } = actions(row.facts);
    let bytes = tails.get(json);
    if (bytes === undefined) {
      bytes = Buffer.from(`,"actions":${json}}`);
      tails.set(json, bytes);
    }
    return bytes;
  };
  const navigation = writePaging(pagingOf(window, page.total, page.rows.length));
  return pageBytes('{"content":{"result":[', page.rows, (row) => row, tail, `],"navigation":${navigation}}}`);
}

/**
 * What each list is, before its filters: a kind, an owner, shares. Who may read a list, and which quizzes the
 * caller may view, are the quiz capability table's (`canReadQuizList`, `quizScope` in server/auth/quizAccess.ts).
 */
export const listScope = {
  kind: (kind: string) => sql<SqlBool>`q.kind = ${kind}`,
  ownedBy: (kind: string, userId: number) => sql<SqlBool>`q.kind = ${kind} and q.owner_user_id = ${userId}`,
  sharedAdmin: () =>
    sql<SqlBool>`q.kind = 'admin' and exists (select 1 from quiz_shares s where s.quiz_id = q.id)`,
  sharedByOwner: (userId: number) =>
    sql<SqlBool>`q.kind = 'user' and q.owner_user_id = ${userId} and (exists (select 1 from quiz_shares s where s.quiz_id = q.id) or exists (select 1 from quiz_assignments a where a.quiz_id = q.id and a.class_id is null))`,
  both: (a: RawBuilder<SqlBool>, b: RawBuilder<SqlBool>) => sql<SqlBool>`${a} and ${b}`,
  /** SPEC: the customer list hides expired quizzes (end date after now or none) unless asked not to. */
  notExpired: (now: Date) =>
    sql<SqlBool>`(q.end_date is null or q.end_date > ${now.toISOString()}::timestamptz)`,
};

/** The first end date after `now` among quizzes of a kind: when a list that hides expired quizzes changes by itself. */
export async function nextQuizEnd(db: Db, kind: QuizListItem['kind'], now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.min('end_date').as('next'))
    .where('kind', '=', kind)
    .where('end_date', '>', now)
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}
