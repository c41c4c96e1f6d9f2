/** The quizzes and playlists of a class, and the pickers that offer them (SPEC section 7 "Class"). */
import { quizzesAssignedEvents } from '../../moengage/moengageTriggers';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ClassPlaylist, ClassQuiz, PickerResponse } from '../../../src/api/classes/classesContract';
import { DISTRIBUTED_KIND } from '../../../src/domain/take/assignments';
import { classDatesOf } from '../../../src/domain/take/studentSchedule';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import { numberField, textField, type ListResource } from '../../lists/listRequest';
import { listPage } from '../shared/listPage';

type Db = Kysely<Database>;

/**
 * How many questions quiz `q` has: its items but the text blocks (type 1), and the questions each student draws from
 * its random slots (ADR 232).
 */
const QUESTION_COUNT = sql<string>`((select count(*) from quiz_activities qa
  join quiz_items qi on qi.activity_id = qa.id where qa.quiz_id = q.id and qi.type != 1)
  + (select coalesce(sum((slot->>'count')::int), 0) from quiz_activities qa
    cross join lateral jsonb_array_elements(qa.random_slots) slot where qa.quiz_id = q.id))`;

/** The quizzes of a class (only `quizId` when given), each with the dates the class runs it by (ADR 217). */
export async function classQuizzes(db: Db, classId: number, quizId?: number): Promise<ClassQuiz[]> {
  let query = db
    .selectFrom('class_quizzes as cq')
    .innerJoin('quizzes as q', 'q.id', 'cq.quiz_id')
    .select(['q.id', 'q.title', 'q.kind', 'q.start_date', 'q.end_date', 'cq.added_at'])
    .select(['cq.own_dates', 'cq.opens_at', 'cq.deadline', QUESTION_COUNT.as('questions')])
    .where('cq.class_id', '=', classId);
  if (quizId !== undefined) query = query.where('cq.quiz_id', '=', quizId);
  const rows = await query.orderBy('cq.added_at').orderBy('q.id').execute();
  return rows.map((r) => {
    const dates = classDatesOf(
      { opensAt: r.start_date, deadline: r.end_date },
      { ownDates: r.own_dates, opensAt: r.opens_at, deadline: r.deadline },
    );
    return {
      id: r.id,
      title: r.title,
      countOfQuestions: Number(r.questions ?? 0),
      opensAt: iso(dates.opensAt),
      endDate: iso(dates.deadline),
      ownDates: r.own_dates,
      addedAt: r.added_at.toISOString(),
      takenByStudents: r.kind === DISTRIBUTED_KIND,
    };
  });
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const articleCount = sql<string>`coalesce(sum(jsonb_array_length(pi.article_ids::jsonb)), 0)`;

export async function classPlaylists(
  db: Db,
  classId: number,
): Promise<{ result: ClassPlaylist[]; playlistVideosCount: number }> {
  const rows = await db
    .selectFrom('class_playlists as cp')
    .innerJoin('playlists as p', 'p.id', 'cp.playlist_id')
    .leftJoin('playlist_items as pi', 'pi.playlist_id', 'p.id')
    .select(['p.id', 'p.title', 'cp.added_at', articleCount.as('articles')])
    .where('cp.class_id', '=', classId)
    .groupBy(['p.id', 'p.title', 'cp.added_at'])
    .orderBy('cp.added_at')
    .orderBy('p.id')
    .execute();
  const result = rows.map((r) => ({
    id: r.id,
    title: r.title,
    countOfArticles: Number(r.articles),
    addedAt: r.added_at.toISOString(),
  }));
  return { result, playlistVideosCount: result.reduce((sum, p) => sum + p.countOfArticles, 0) };
}

/**
 * The quizzes a picker offers: those `scope` admits, the quizzes the caller may add to a class as the quiz
 * capability table says (`quizScope(caller, 'addToClass', …)`, server/auth/quizAccess.ts).
 */
function pickableQuizzes(db: Db, scope: RawBuilder<SqlBool>) {
  return db.selectFrom('quizzes as q').leftJoin('users as u', 'u.id', 'q.owner_user_id').where(scope);
}

/** The playlists a picker offers: those `scope` admits (`playlistScope`, server/auth/playlistAccess.ts). */
function pickablePlaylists(db: Db, scope: RawBuilder<SqlBool>) {
  return db.selectFrom('playlists as p').leftJoin('users as u', 'u.id', 'p.owner_user_id').where(scope);
}

/** The caller's own playlists (the My Playlists picker), over `playlists as p`. */
export const ownPlaylists = (userId: number) => sql<SqlBool>`p.owner_user_id = ${userId}`;

/** The table of each kind of class content, and its column naming the quiz or playlist. */
const CONTENT_TABLES = {
  quiz: { table: 'class_quizzes', column: 'quiz_id' },
  playlist: { table: 'class_playlists', column: 'playlist_id' },
} as const;
type ContentKind = keyof typeof CONTENT_TABLES;

/** Adds each item to each class (once: an item already there stays as it was); how many pairs were new. */
async function addContent(
  db: Db,
  kind: ContentKind,
  classIds: readonly number[],
  itemIds: readonly number[],
  now: Date,
): Promise<{ classId: number; quizId: number }[]> {
  const { table, column } = CONTENT_TABLES[kind];
  const values = classIds.flatMap((class_id) =>
    itemIds.map((id) => ({ class_id, [column]: id, added_at: now })),
  );
  const rows = await db
    .insertInto(table)
    .values(values as never)
    .onConflict((oc) => oc.doNothing())
    .returning(['class_id', sql.ref<number>(column).as('item_id')])
    .execute();
  return rows.map((row) => ({ classId: row.class_id, quizId: row.item_id }));
}

/** Takes one item out of one class; whether it was there. */
async function removeContent(db: Db, kind: ContentKind, classId: number, itemId: number): Promise<boolean> {
  const { table, column } = CONTENT_TABLES[kind];
  const row = await db
    .deleteFrom(table)
    .where('class_id', '=', classId)
    .where(sql.ref(column), '=', itemId)
    .returning('class_id')
    .executeTakeFirst();
  return !!row;
}

/** Adds quizzes to classes; each pair that is new is a MoEngage event (ADR 347), in the caller's transaction. */
export async function addQuizzes(db: Db, classIds: number[], quizIds: number[], now: Date): Promise<number> {
  const added = await addContent(db, 'quiz', classIds, quizIds, now);
  await quizzesAssignedEvents(db, added, now);
  return added.length;
}
export const addPlaylists = async (db: Db, classIds: number[], playlistIds: number[], now: Date) =>
  (await addContent(db, 'playlist', classIds, playlistIds, now)).length;
export const removeQuiz = (db: Db, classId: number, quizId: number) =>
  removeContent(db, 'quiz', classId, quizId);
export const removePlaylist = (db: Db, classId: number, playlistId: number) =>
  removeContent(db, 'playlist', classId, playlistId);

const ownerName = sql<
  string | null
>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`;

/** A picker's whitelist: its rows searched by title or id, sorted by title or newest first. */
function pickerResource(name: string, alias: 'q' | 'p'): ListResource {
  const title = sql.ref(`${alias}.title`);
  const id = sql.ref(`${alias}.id`);
  return {
    name,
    filters: { title: textField(title), id: numberField(id) },
    sorts: { title: sql`lower(${title})`, id },
    defaultSort: [['id', 'desc']],
  };
}

export const QUIZ_PICKER = pickerResource('class quiz picker', 'q');
export const PLAYLIST_PICKER = pickerResource('class playlist picker', 'p');

export function quizPicker(
  db: Db,
  scope: RawBuilder<SqlBool>,
  request: ParsedListRequest,
): Promise<PickerResponse> {
  return listPage({
    resource: QUIZ_PICKER,
    request,
    from: pickableQuizzes(db, scope),
    select: (quizzes) =>
      quizzes.select(['q.id', 'q.title', ownerName.as('owner'), QUESTION_COUNT.as('questions')]),
    map: (r) => ({ id: r.id, title: r.title, count: Number(r.questions ?? 0), owner: r.owner }),
  });
}

export function playlistPicker(
  db: Db,
  scope: RawBuilder<SqlBool>,
  request: ParsedListRequest,
): Promise<PickerResponse> {
  return listPage({
    resource: PLAYLIST_PICKER,
    request,
    from: pickablePlaylists(db, scope),
    select: (playlists) =>
      playlists.select([
        'p.id',
        'p.title',
        ownerName.as('owner'),
        (eb) =>
          eb
            .selectFrom('playlist_items as pi')
            .whereRef('pi.playlist_id', '=', 'p.id')
            .select(articleCount.as('n'))
            .as('articles'),
      ]),
    map: (r) => ({ id: r.id, title: r.title, count: Number(r.articles ?? 0), owner: r.owner }),
  });
}
