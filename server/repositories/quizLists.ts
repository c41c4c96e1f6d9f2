/**
 * The quiz lists (SPEC section 7 "Quiz"): one query per page over `quizzes` with the list request interpreted by
 * server/lists, then the page's tags, question counts, shares and assignments in one query each.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ParsedListRequest, Paging } from '../../src/domain/listQuery';
import type { QuizListItem } from '../../src/domain/quiz';
import type { Database } from '../db/database';
import {
  DATE_OPS,
  NULLABLE_ID_OPS,
  NUMBER_OPS,
  TEXT_OPS,
  listOrderBy,
  listWhere,
  pageWindow,
  pagingOf,
  type ListResource,
} from '../lists/listRequest';

type Db = Kysely<Database>;

const QUIZ_FIELDS = {
  id: { sql: sql`q.id`, type: 'number', operators: NUMBER_OPS },
  title: { sql: sql`q.title`, type: 'text', operators: TEXT_OPS },
  createdAt: { sql: sql`q.created_at`, type: 'date', operators: DATE_OPS },
  endDate: { sql: sql`q.end_date`, type: 'date', operators: DATE_OPS },
  section_id: { sql: sql`q.section_id`, type: 'number', operators: NULLABLE_ID_OPS },
  processStatus: { sql: sql`q.process_status`, type: 'number', operators: ['equals', 'not_equals'] },
} as const satisfies ListResource['filters'];

const QUIZ_SORTS = {
  id: sql`q.id`,
  title: sql`q.title`,
  createdAt: sql`q.created_at`,
  updatedAt: sql`q.updated_at`,
  endDate: sql`q.end_date`,
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
      firstName: { sql: sql`u.first_name`, type: 'text', operators: TEXT_OPS },
      lastName: { sql: sql`u.last_name`, type: 'text', operators: TEXT_OPS },
      email: { sql: sql`u.email`, type: 'text', operators: TEXT_OPS },
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
  /** Who asks: each row says whether it is theirs or shared with them (the capability table's facts). */
  readonly caller: { readonly id: number; readonly email: string };
}

export async function listQuizzes(db: Db, options: QuizListOptions): Promise<QuizPage> {
  const { resource, request } = options;
  const where = sql<SqlBool>`${options.scope} and ${listWhere(resource, request.filter)}`;
  const orderBy = listOrderBy(resource, request.sort);
  const window = pageWindow(resource, request, options.perPage);

  const base = db
    .selectFrom('quizzes as q')
    .leftJoin('users as u', 'u.id', 'q.owner_user_id')
    .leftJoin('articles as a', 'a.id', 'q.article_id')
    .where(where);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'q.id',
        'q.kind',
        'q.title',
        'q.article_id',
        'a.title as article_title',
        'q.active',
        'q.start_date',
        'q.end_date',
        'q.duration',
        'q.editable',
        'q.is_graded',
        'q.show_caption',
        'q.restrict_non_institutional',
        'q.process_status',
        'q.quiz_type',
        'q.section_id',
        'q.created_at',
        'q.updated_at',
        'q.version',
        'q.owner_user_id',
        'u.first_name as owner_first_name',
        'u.last_name as owner_last_name',
        'u.email as owner_email',
      ])
      .orderBy(orderBy)
      .limit(window.perPage)
      .offset(window.offset)
      .execute(),
  ]);

  const ids = rows.map((row) => row.id);
  const details = await loadDetails(db, ids);
  const result = rows.map((row): QuizListItem => {
    const owner =
      row.owner_email === null
        ? null
        : {
            firstName: row.owner_first_name ?? '',
            lastName: row.owner_last_name ?? '',
            email: row.owner_email,
          };
    const sharedList = details.shares.get(row.id) ?? [];
    const callerEmail = options.caller.email.toLowerCase();
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      article: row.article_id === null ? null : { id: row.article_id, title: row.article_title ?? '' },
      tags: details.tags.get(row.id) ?? [],
      active: row.active,
      startDate: row.start_date?.toISOString() ?? null,
      endDate: row.end_date?.toISOString() ?? null,
      duration: row.duration === null ? null : Math.round(row.duration / 60),
      countOfQuestions: details.questions.get(row.id) ?? 0,
      editable: row.editable,
      isGraded: row.is_graded,
      showCaption: row.show_caption,
      restrictNonInstitutional: row.restrict_non_institutional,
      isAssignSomeone: details.assigned.has(row.id),
      sharedList,
      processStatus: row.process_status,
      quizType: row.quiz_type,
      sectionId: row.section_id,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      createdBy: owner,
      version: row.version,
      ...(options.withCustomer ? { customer: owner } : {}),
      ownedByCaller: row.owner_user_id === options.caller.id,
      sharedWithCaller: sharedList.some((share) => share.user.email.toLowerCase() === callerEmail),
    };
  });
  return { result, navigation: pagingOf(window, Number(counted.count), result.length) };
}

interface Details {
  readonly tags: Map<number, { id: number; title: string }[]>;
  readonly questions: Map<number, number>;
  readonly shares: Map<number, { user: { firstName: string; lastName: string; email: string } }[]>;
  readonly assigned: Set<number>;
}

function group<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

async function loadDetails(db: Db, ids: readonly number[]): Promise<Details> {
  if (ids.length === 0)
    return { tags: new Map(), questions: new Map(), shares: new Map(), assigned: new Set() };
  const [tags, questions, shares, assigned] = await Promise.all([
    db
      .selectFrom('quiz_tags as qt')
      .innerJoin('tags as t', 't.id', 'qt.tag_id')
      .select(['qt.quiz_id', 't.id', 't.title'])
      .where('qt.quiz_id', 'in', ids)
      .orderBy('t.title')
      .execute(),
    db
      .selectFrom('quiz_items as i')
      .innerJoin('quiz_activities as act', 'act.id', 'i.activity_id')
      .select(['act.quiz_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('act.quiz_id', 'in', ids)
      .where('i.type', '<>', 1)
      .groupBy('act.quiz_id')
      .execute(),
    db
      .selectFrom('quiz_shares')
      .select(['quiz_id', 'user_email', 'user_first_name', 'user_last_name'])
      .where('quiz_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('quiz_assignments').select('quiz_id').distinct().where('quiz_id', 'in', ids).execute(),
  ]);
  return {
    tags: new Map(
      [...group(tags, (t) => t.quiz_id)].map(([id, list]) => [
        id,
        list.map((t) => ({ id: t.id, title: t.title })),
      ]),
    ),
    questions: new Map(questions.map((row) => [row.quiz_id, Number(row.count)])),
    shares: new Map(
      [...group(shares, (s) => s.quiz_id)].map(([id, list]) => [
        id,
        list.map((s) => ({
          user: { firstName: s.user_first_name ?? '', lastName: s.user_last_name ?? '', email: s.user_email },
        })),
      ]),
    ),
    assigned: new Set(assigned.map((row) => row.quiz_id)),
  };
}

/** Scopes: which quizzes a list may show before its filters. */
export const quizScope = {
  kind: (kind: string) => sql<SqlBool>`q.kind = ${kind}`,
  ownedBy: (kind: string, userId: number) => sql<SqlBool>`q.kind = ${kind} and q.owner_user_id = ${userId}`,
  sharedAdmin: () =>
    sql<SqlBool>`q.kind = 'admin' and exists (select 1 from quiz_shares s where s.quiz_id = q.id)`,
  sharedWith: (kind: string, email: string) =>
    sql<SqlBool>`q.kind = ${kind} and exists (select 1 from quiz_shares s where s.quiz_id = q.id and s.user_email = ${email.toLowerCase()})`,
  sharedByOwner: (userId: number) =>
    sql<SqlBool>`q.kind = 'user' and q.owner_user_id = ${userId} and (exists (select 1 from quiz_shares s where s.quiz_id = q.id) or exists (select 1 from quiz_assignments a where a.quiz_id = q.id and a.class_id is null))`,
  both: (a: RawBuilder<SqlBool>, b: RawBuilder<SqlBool>) => sql<SqlBool>`${a} and ${b}`,
  /** SPEC: the customer list hides expired quizzes (end date after now or none) unless asked not to. */
  notExpired: (now: Date) =>
    sql<SqlBool>`(q.end_date is null or q.end_date > ${now.toISOString()}::timestamptz)`,
};
