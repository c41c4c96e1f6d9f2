/** Classes (SPEC section 7 "Class"; fields of ADR 116): the list, one class, saves, copies and deletes. */
import { classCreatedEvent } from '../../moengage/moengageTriggers';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  ClassListItemSchema,
  type Class,
  type ClassListItem,
  type ClassListQuery,
  type ClassListResponse,
} from '../../../src/api/classes/classesContract';
import type { ClassForm } from '../../../src/domain/classes/classes';
import { classCapabilities, type ClassFacts } from '../../../src/domain/classes/classCapabilities';
import type { Caller } from '../../../src/domain/access/capabilities';
import { paging, PagingSchema } from '../../../src/domain/shared/listQuery';
import { copyTitle, copyTitlePattern } from '../../../src/domain/shared/copyTitle';
import { TEXT_MAX } from '../../../src/domain/shared/fields';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import { ownerIdOf } from '../shared/owners';
import type { Database } from '../../db/database';
import { withdrawClassAssignments } from '../take/assignments';
import { listClassDocuments } from './classDocuments';
import { escapeLike } from '../../lists/listRequest';
import { cappedCount, estimatedCount, totalOfPage } from '../../lists/listTotal';
import { readMarks, seekPage, type KeepMarks, type KeysetList } from '../../lists/pageMarks';
import { inOrder, KeptList, storeLowersAsciiAlike, type KeptRow } from '../../lists/keptList';
import {
  keyOf,
  keySelect,
  keyTermsOf,
  keyValue,
  storeTextOrder,
  type KeyColumn,
} from '../../lists/keptOrder';
import type { KeptListSource } from '../../lists/liveList';
import { pageBytes, rowJsonWriter, RowTexts, type RowJson } from '../../lists/rowJson';
import { compileStringify } from '../../http/serializer';
import type { OrderTerm } from '../../lists/listRequest';

type Db = Kysely<Database>;

/** The facts the capability table reads, or undefined when there is no such class. */
export async function classFacts(db: Db, classId: number): Promise<ClassFacts | undefined> {
  const ownerId = await ownerIdOf(db, 'classes', classId);
  if (ownerId === undefined) return undefined;
  const shares = await db
    .selectFrom('class_shares')
    .select('user_id')
    .where('class_id', '=', classId)
    .execute();
  return { ownerId, sharedWith: shares.map((s) => s.user_id) };
}

const SORT_SQL = {
  id: sql`c.id`,
  title: sql`lower(c.title)`,
  startDate: sql`c.start_date`,
  createdAt: sql`c.created_at`,
} as const;

/** What a deep page seeks by (ADR 242): the sorts over non-null columns, newest id last. */
const CLASS_KEYSET: KeysetList = {
  table: sql`classes c`,
  id: SORT_SQL.id,
  columns: [SORT_SQL.title, SORT_SQL.createdAt],
};

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** How many rows of `table` the class `c` has (a document in the bin is not counted). */
const countOf = (
  table: 'class_students' | 'class_quizzes' | 'class_playlists' | 'class_documents',
  more = sql``,
) => sql<string>`(select count(*) from ${sql.table(table)} where class_id = c.id${more})`;

/** The list's order: the asked sort, then the newest class first. */
function classOrder(query: Pick<ClassListQuery, 'sort' | 'direction'>): RawBuilder<unknown> {
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  return query.sort ? sql`${SORT_SQL[query.sort]} ${direction} nulls last, c.id desc` : sql`c.id desc`;
}

function baseSelect(db: Db) {
  return db
    .selectFrom('classes as c')
    .leftJoin('users as o', 'o.id', 'c.owner_user_id')
    .select([
      'c.id',
      'c.title',
      'c.institution',
      'c.description',
      'c.published',
      'c.professor',
      'c.version',
      'c.shares_version',
      'c.created_at',
      'c.owner_user_id',
      'o.email as owner_email',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      day('c.start_date').as('start_date'),
      day('c.end_date').as('end_date'),
      countOf('class_students').as('students_count'),
      countOf('class_quizzes').as('quizzes_count'),
      countOf('class_playlists').as('playlists_count'),
      countOf('class_documents', sql` and deleted_at is null`).as('documents_count'),
      (eb) =>
        eb
          .selectFrom('class_shares')
          .whereRef('class_id', '=', 'c.id')
          .select(sql<number[]>`coalesce(array_agg(user_id), '{}')`.as('ids'))
          .as('shared_ids'),
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

const classFactsOf = (row: BaseRow): ClassFacts => ({
  ownerId: row.owner_user_id,
  sharedWith: row.shared_ids ?? [],
});

function toListItem(row: BaseRow, caller: Caller): ClassListItem {
  return { ...listedClass(row), actions: [...classCapabilities(caller, classFactsOf(row))] };
}

/** A row as the list shows it, but for what the caller may do with it. */
function listedClass(row: BaseRow): Omit<ClassListItem, 'actions'> {
  return {
    id: row.id,
    title: row.title,
    institution: row.institution,
    startDate: row.start_date,
    endDate: row.end_date,
    published: row.published,
    professor: row.professor,
    owner:
      row.owner_user_id === null
        ? null
        : {
            id: row.owner_user_id,
            email: row.owner_email ?? '',
            firstName: row.owner_first_name ?? '',
            lastName: row.owner_last_name ?? '',
          },
    studentsCount: Number(row.students_count ?? 0),
    quizzesCount: Number(row.quizzes_count ?? 0),
    playlistsCount: Number(row.playlists_count ?? 0),
    documentsCount: Number(row.documents_count ?? 0),
    createdAt: row.created_at.toISOString(),
    version: row.version,
  };
}

/**
 * The classes `scope` admits (over `classes as c`): those the class capability table lets the caller view, own and
 * shared ones, every class for a full admin (ADR 117; `classScope` in server/auth/classAccess.ts).
 */
export async function listClasses(
  db: Db,
  caller: Caller,
  scope: RawBuilder<SqlBool>,
  query: Required<Pick<ClassListQuery, 'page' | 'itemsOnPage'>> & ClassListQuery,
  marks?: KeepMarks,
): Promise<ClassListResponse> {
  // Which classes, read from `classes` alone; the page's columns (owner, counts, shares) are read for its rows only,
  // since with an offset PostgreSQL computes the select list of every row it skips. Totals as ADR 225 says.
  let matching = db.selectFrom('classes as c').where(scope);
  if (query.professor !== undefined) matching = matching.where('c.professor', '=', query.professor === '1');
  const keyword = query.keyword?.trim();
  if (keyword) {
    const asId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
    matching = matching.where((eb) =>
      eb.or([
        eb('c.title', 'ilike', `%${escapeLike(keyword)}%`),
        ...(asId === null ? [] : [eb('c.id', '=', asId)]),
      ]),
    );
  }
  const page = Number(query.page);
  const perPage = Number(query.itemsOnPage);
  const order = classOrder(query);
  const offset = (page - 1) * perPage;
  const ids = matching.select('c.id');
  const terms: OrderTerm[] = [
    ...(query.sort
      ? [{ sql: SORT_SQL[query.sort], direction: query.direction === 'asc' ? 'asc' : 'desc' } as const]
      : []),
    { sql: SORT_SQL.id, direction: 'desc' },
  ];
  const keyed = sql`(${matching.select(['c.id', 'c.title', 'c.created_at'])}) c`;
  const seek = await seekPage(CLASS_KEYSET, { terms, offset }, marks, () =>
    readMarks(db, CLASS_KEYSET, keyed, sql<SqlBool>`true`, terms),
  );
  const [counted, read] = await Promise.all([
    sql<{ n: string }>`select ${cappedCount(sql`(${ids}) m`, sql<SqlBool>`true`)} as n`.execute(db),
    ids
      .where(seek?.where ?? sql<SqlBool>`true`)
      .orderBy(order)
      .limit(perPage + 1)
      .offset(seek?.offset ?? offset)
      .execute(),
  ]);
  const pageIds = read.slice(0, perPage).map((row) => row.id);
  const rows =
    pageIds.length === 0 ? [] : await baseSelect(db).where('c.id', 'in', pageIds).orderBy(order).execute();
  const shown = {
    counted: Number(counted.rows[0]!.n),
    offset,
    rowsOnPage: rows.length,
    hasNext: read.length > perPage,
  };
  const total = await totalOfPage(
    shown,
    () => estimatedCount(db, ids),
    async () =>
      Number(
        (
          await db
            .selectFrom(ids.as('m'))
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  );
  return {
    result: rows.map((row) => toListItem(row, caller)),
    navigation: paging(page, perPage, total, rows.length),
  };
}

/**
 * The search of a classes list request a kept list answers (ADR 313): none, or a keyword of printable ASCII (which
 * is also an id when it is a number); undefined with the professor filter.
 */
export function keptClassSearch(query: ClassListQuery): { readonly term: string | null } | undefined {
  if (query.professor !== undefined) return undefined;
  const keyword = query.keyword?.trim();
  if (!keyword) return { term: null };
  return KeptList.answers(keyword) ? { term: keyword } : undefined;
}

/** A kept classes list's rows are read this many at a time after their ids, so no statement holds the store long. */
const KEPT_READ_CHUNK = 250;

/** The list's order as key columns (ADR 320): the asked sort, nulls last, then the newest class first. */
function classKeyColumns(query: Pick<ClassListQuery, 'sort' | 'direction'>): KeyColumn[] {
  const direction = query.direction === 'asc' ? 'asc' : 'desc';
  const types = { id: 'number', title: 'text', startDate: 'time', createdAt: 'time' } as const;
  return [
    ...(query.sort
      ? [{ sql: SORT_SQL[query.sort], type: types[query.sort], direction, nulls: 'last' } as const]
      : []),
    { sql: SORT_SQL.id, type: 'number', direction: 'desc' },
  ];
}

/** The rows of `ids` in `scope` as the kept list holds them, each with its key (in no order). */
async function readKeptClassRows(
  db: Db,
  scope: RawBuilder<SqlBool>,
  columns: readonly KeyColumn[],
  texts: RowTexts,
  ids: readonly number[],
): Promise<KeptRow<KeptClass>[]> {
  const terms = keyTermsOf(columns);
  const kept: KeptRow<KeptClass>[] = [];
  for (let at = 0; at < ids.length; at += KEPT_READ_CHUNK) {
    const chunk = ids.slice(at, at + KEPT_READ_CHUNK);
    const rows = await baseSelect(db)
      .select(sql<string>`lower(c.title)`.as('search_text'))
      .select(columns.map((column, index) => keyValue(column).as(`k${index}`)))
      .where('c.id', 'in', chunk)
      .where(scope)
      .execute();
    for (const { search_text, ...row } of rows) {
      kept.push({
        id: row.id,
        value: { facts: heldFacts(classFactsOf(row)), ...writeClassItem(listedClass(row), texts) },
        search: search_text,
        key: keyOf(row as Record<string, unknown>, terms),
        owner: row.owner_user_id,
      });
    }
  }
  return kept;
}

/**
 * The classes `scope` admits, in the request's order, each row as the list shows it (what the caller may do is
 * computed per request) with its title lower-cased by the store (ADR 313), and how it reads its rows again when a
 * write names them (ADR 320): its counts of students, quizzes, playlists and documents are announced as changes of
 * the class (migration 097).
 */
export async function readKeptClassList(
  db: Db,
  scope: RawBuilder<SqlBool>,
  query: Pick<ClassListQuery, 'sort' | 'direction'>,
): Promise<{ value: KeptList<KeptClass>; source: KeptListSource<KeptClass> } | null> {
  if (!(await storeLowersAsciiAlike(db))) return null;
  const text = await storeTextOrder(db);
  const columns = classKeyColumns(query);
  const terms = keyTermsOf(columns);
  // The order and each row's key in one statement, so that the kept order is the order of the keys it keeps.
  const { rows: ordered } = await sql<{ id: number }>`
    select c.id, ${keySelect(columns)} from classes c where ${scope} order by ${classOrder(query)}`.execute(
    db,
  );
  const texts = new RowTexts();
  const read = await readKeptClassRows(
    db,
    scope,
    columns,
    texts,
    ordered.map((row) => row.id),
  );
  texts.read();
  const rows = inOrder(ordered, read, (row) => keyOf(row, terms));
  const source: KeptListSource<KeptClass> = {
    holds: 'class',
    worn: () => texts.worn,
    async read({ ids, owners }) {
      const owned =
        owners.length === 0
          ? []
          : (
              await sql<{
                id: number;
              }>`select c.id from classes c where c.owner_user_id = any(${owners})`.execute(db)
            ).rows.map((row) => row.id);
      return readKeptClassRows(db, scope, columns, texts, [...new Set([...ids, ...owned])]);
    },
  };
  return { value: new KeptList(rows, { terms, text }), source };
}

/**
 * A row of the kept classes list: what decides the caller's actions, and its item as the list route writes it,
 * without the actions (each caller's own), written once when the row is read by writers compiled from the route's
 * schema: the class's own properties, and those it shares with other rows (server/lists/rowJson.ts).
 */
export interface KeptClass extends RowJson {
  readonly facts: ClassFacts;
}

/** A class's own properties; its institution, owner and switches many classes share. */
const writeClassItem = rowJsonWriter(ClassListItemSchema.omit({ actions: true }), [
  'id',
  'title',
  'startDate',
  'endDate',
  'studentsCount',
  'quizzesCount',
  'playlistsCount',
  'documentsCount',
  'createdAt',
  'version',
]);
const writePaging = compileStringify(PagingSchema)!;

/** The facts of classes shared with nobody, held once per owner. */
const ownersFacts = new Map<number | null, ClassFacts>();
const OWNERS_HELD_MAX = 10_000;
function heldFacts(facts: ClassFacts): ClassFacts {
  if (facts.sharedWith.length > 0) return facts;
  const known = ownersFacts.get(facts.ownerId);
  if (known) return known;
  if (ownersFacts.size < OWNERS_HELD_MAX) ownersFacts.set(facts.ownerId, facts);
  return facts;
}

/**
 * A page of the kept classes list as the route sends it, `{ content: { result, navigation } }`: the rows and the
 * exact total `listClasses` gives, each row its kept JSON with the caller's actions.
 */
export function keptClassPage(
  kept: KeptList<KeptClass>,
  term: string | null,
  caller: Caller,
  query: Required<Pick<ClassListQuery, 'page' | 'itemsOnPage'>> & ClassListQuery,
): Buffer {
  const page = Number(query.page);
  const perPage = Number(query.itemsOnPage);
  const asId = term !== null && /^\d{1,9}$/.test(term) ? Number(term) : null;
  const found = kept.page(term, (page - 1) * perPage, perPage, asId === null ? {} : { alsoId: asId });
  // The table gives one of a few sets of actions: each is written once per page.
  const written = new Map<ReadonlySet<string>, Buffer>();
  const tail = ({ facts }: KeptClass) => {
    const actions = classCapabilities(caller, facts);
    let bytes = written.get(actions);
    if (bytes === undefined) {
      bytes = Buffer.from(`,"actions":${JSON.stringify([...actions])}}`);
      written.set(actions, bytes);
    }
    return bytes;
  };
  const navigation = writePaging(paging(page, perPage, found.total, found.rows.length));
  return pageBytes(
    '{"content":{"result":[',
    found.rows,
    (row) => row,
    tail,
    `],"navigation":${navigation}}}`,
  );
}

export async function findClass(db: Db, id: number, caller: Caller): Promise<Class | undefined> {
  // One statement: the class, its students, its instructors, its playlists' videos and its course; a class is what
  // an invitation or a share answers with, and each wait for the store is a turn behind the process's other
  // requests (ADR 399).
  const row = await baseSelect(db)
    .select((eb) => [
      // A student invited without a name shows the name the owner's other classes know for the address (ADR 351).
      jsonArrayFrom(
        eb
          .selectFrom('class_students as s')
          .select(['s.id', 's.email', 's.status', 's.invited_at'])
          .select(
            sql<string | null>`coalesce(s.name, (
              select o.name from class_students o join classes oc on oc.id = o.class_id
              where o.email = s.email and o.name is not null and oc.owner_user_id = c.owner_user_id
              order by o.invited_at desc limit 1))`.as('name'),
          )
          .whereRef('s.class_id', '=', 'c.id')
          .orderBy('s.email'),
      ).as('students'),
      jsonArrayFrom(
        eb
          .selectFrom('class_shares as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
          .whereRef('s.class_id', '=', 'c.id')
          .orderBy('u.email'),
      ).as('shared'),
      eb
        .selectFrom('class_playlists as cp')
        .innerJoin('playlist_items as pi', 'pi.playlist_id', 'cp.playlist_id')
        .select(sql<string>`coalesce(sum(jsonb_array_length(pi.article_ids::jsonb)), 0)`.as('n'))
        .whereRef('cp.class_id', '=', 'c.id')
        .as('playlist_videos'),
      // The course a launch tied the class to, whose roster it may take (ADR 385).
      eb
        .selectFrom('lti_contexts as x')
        .innerJoin('lti_platforms as p', 'p.id', 'x.platform_id')
        .select('p.issuer')
        .whereRef('x.class_id', '=', 'c.id')
        .limit(1)
        .as('course_issuer'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { students, shared } = row;
  const course = row.course_issuer === null ? undefined : { issuer: row.course_issuer };
  return {
    ...toListItem(row, caller),
    description: row.description,
    students: students.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      status: s.status === 'joined' ? 'joined' : 'invited',
      // JSON carries the time as text (ADR 399).
      invitedAt: new Date(s.invited_at).toISOString(),
    })),
    sharedWith: shared.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
    })),
    sharesVersion: row.shares_version,
    playlistVideosCount: Number(row.playlist_videos ?? 0),
    ...(course
      ? { rosterFrom: URL.canParse(course.issuer) ? new URL(course.issuer).host : course.issuer }
      : {}),
  };
}

const formValues = (form: ClassForm) => ({
  title: form.title,
  institution: form.institution || null,
  description: form.description,
  start_date: form.startDate,
  end_date: form.endDate,
  professor: form.professor,
});

/** Stores a new class of `ownerId`'s, created and last saved by them `now`; its id. */
async function insertClass(
  db: Db,
  fields: ReturnType<typeof formValues> & { published?: boolean },
  ownerId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('classes')
    .values({
      ...fields,
      owner_user_id: ownerId,
      created_at: now,
      updated_at: now,
      updated_by: ownerId,
      shares_updated_by: ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createClass(db: Db, ownerId: number, form: ClassForm, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // A new class is open to its students (ADR 353): the first link its instructor gives works; a copy is not.
    const id = await insertClass(trx, { ...formValues(form), published: true }, ownerId, now);
    await classCreatedEvent(trx, id, now);
    return id;
  });
}

export async function updateClass(
  db: Db,
  id: number,
  form: ClassForm & { version: number },
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(db, 'classes', { id }, form.version, { ...formValues(form), updated_at: now }, by);
}

export async function setPublished(
  db: Db,
  id: number,
  published: boolean,
  now: Date,
  by: number,
): Promise<boolean> {
  const row = await db
    .updateTable('classes')
    .set((eb) => ({ published, updated_at: now, updated_by: by, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/**
 * A copy belongs to the caller, titled "<title> (copy)" or the next free "(copy N)" among the caller's classes
 * (ADR 173), unpublished and unshared, without students (a new term's roster); it keeps the
 * fields, quizzes, playlists and the documents, whose files the caller copies (`copyFile` gives each a new path).
 */
export async function copyClass(
  db: Db,
  id: number,
  ownerId: number,
  now: Date,
  copyFile: (storagePath: string) => Promise<string>,
): Promise<number | undefined> {
  const source = await baseSelect(db).where('c.id', '=', id).executeTakeFirst();
  if (!source) return undefined;
  const taken = await db
    .selectFrom('classes')
    .select('title')
    .where('owner_user_id', '=', ownerId)
    .where('title', 'ilike', copyTitlePattern(source.title, TEXT_MAX.title))
    .execute();
  const title = copyTitle(
    source.title,
    taken.map((row) => row.title),
    TEXT_MAX.title,
  );
  const documents = await listClassDocuments(db, id);
  const copies = await Promise.all(
    documents.map(async (doc) => ({ ...doc, storage_path: await copyFile(doc.storage_path) })),
  );
  return db.transaction().execute(async (trx) => {
    const copyId = await insertClass(
      trx,
      {
        title,
        institution: source.institution,
        description: source.description,
        start_date: source.start_date,
        end_date: source.end_date,
        professor: source.professor,
      },
      ownerId,
      now,
    );
    await sql`insert into class_quizzes (class_id, quiz_id, added_at)
      select ${copyId}, quiz_id, ${now} from class_quizzes where class_id = ${id}`.execute(trx);
    await sql`insert into class_playlists (class_id, playlist_id, added_at)
      select ${copyId}, playlist_id, ${now} from class_playlists where class_id = ${id}`.execute(trx);
    if (copies.length > 0)
      await trx
        .insertInto('class_documents')
        .values(
          copies.map((doc) => ({
            class_id: copyId,
            file_name: doc.file_name,
            mime_type: doc.mime_type,
            size: doc.size,
            storage_path: doc.storage_path,
            uploaded_by: ownerId,
            updated_by: ownerId,
            shared: doc.shared,
            created_at: now,
          })),
        )
        .execute();
    return copyId;
  });
}

/** Deletes the class and everything in it (ADR 116); returns the stored files to remove, or undefined if none. */
export async function deleteClass(db: Db, id: number): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const paths = await trx
      .selectFrom('class_documents')
      .select('storage_path')
      .where('class_id', '=', id)
      .execute();
    // Unstarted links of the class stop working; started and submitted ones stay with their results (ADR 132).
    await withdrawClassAssignments(trx, id, {});
    const row = await trx.deleteFrom('classes').where('id', '=', id).returning('id').executeTakeFirst();
    return row ? paths.map((p) => p.storage_path) : undefined;
  });
}

/** A new invitation's secret. */
export const invitationToken = () => randomBytes(24).toString('base64url');
