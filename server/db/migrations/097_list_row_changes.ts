/**
 * The change feed names the list rows a write changed (ADR 320), instead of announcing only that some list table
 * was written (018, 078, 092): a kept list then re-reads those rows and nothing else.
 *
 * Each list table gets three statement-level triggers (insert, update, delete) over its transition tables. A
 * trigger finds the rows of the lists the statement touched — quizzes, classes or institutions, by id — and
 * announces them as `{ kind: 'rows', list, ids }`: one notification per statement, folded by PostgreSQL with the
 * same one of the transaction. Where the lists show only some of a table's columns (a student counts in her class,
 * an attempt's answers show nowhere), an update is announced by a row trigger whose condition compares those
 * columns, so an update of the others (every answer a student saves) costs nothing. Past MAX_IDS rows, and on a
 * truncate, the old notification (`lists`) says that anything may have changed.
 */
import { sql, type Kysely } from 'kysely';
import { createListChangeFeedTriggers, dropListChangeFeedTriggers } from '../migrationStatements';
import { LIST_TABLES } from './018_list_change_feed';
import { MARKED_LIST_TABLES } from './078_class_list_change_feed';
import { CLASS_COUNT_TABLES } from './092_class_counts_change_feed';

/** Which list a table's rows belong to. */
export type ListRows = 'quiz' | 'class' | 'institution';

export interface ListRowFeed {
  readonly table: string;
  readonly list: ListRows;
  /**
   * What the lists see of a set of this table's rows (`r`): a select whose first column names a row (`key`). A
   * write announces the rows of the keys whose projection it added or removed.
   */
  readonly seen: (rows: string) => string;
  /** The list rows of a set of keys (`keys`, int[]); none: the keys are the list's ids. */
  readonly rowsOf?: string;
  /**
   * The columns a list shows, when an update of other columns changes nothing a list shows (the key's column
   * first): such an update is announced by a row trigger whose condition compares them, so that an update of other
   * columns costs nothing. None: every update announces its rows.
   */
  readonly shows?: readonly [string, ...string[]];
  /** Whether an insert can change a list (a new tag or article is on no quiz yet). */
  readonly inserts?: false;
}

const key = (column: string) => (rows: string) => `select ${column} from ${rows}`;

/** The list tables and what each announces; the auth cache counts the same writes (ADR 156). */
export const LIST_ROW_FEEDS: readonly ListRowFeed[] = [
  { table: 'quizzes', list: 'quiz', seen: key('id') },
  { table: 'quiz_tags', list: 'quiz', seen: key('quiz_id') },
  {
    table: 'tags',
    list: 'quiz',
    seen: key('id'),
    rowsOf: 'select qt.quiz_id from quiz_tags qt where qt.tag_id = any(keys)',
    shows: ['id', 'title'],
    inserts: false,
  },
  { table: 'quiz_activities', list: 'quiz', seen: key('quiz_id') },
  {
    table: 'quiz_items',
    list: 'quiz',
    // A list counts a quiz's questions: an item's activity and whether it is a question.
    seen: key('activity_id'),
    rowsOf: 'select a.quiz_id from quiz_activities a where a.id = any(keys)',
    shows: ['activity_id', 'type'],
  },
  { table: 'quiz_shares', list: 'quiz', seen: key('quiz_id') },
  {
    table: 'quiz_assignments',
    list: 'quiz',
    // Whether a quiz is assigned, and whether to someone outside a class (the shared-by-me list).
    seen: key('quiz_id'),
    shows: ['quiz_id', 'class_id'],
  },
  {
    table: 'articles',
    list: 'quiz',
    seen: key('id'),
    rowsOf: 'select q.id from quizzes q where q.article_id = any(keys)',
    shows: ['id', 'title'],
    inserts: false,
  },
  { table: 'classes', list: 'class', seen: key('id') },
  { table: 'class_shares', list: 'class', seen: key('class_id') },
  { table: 'class_students', list: 'class', seen: key('class_id'), shows: ['class_id'] },
  { table: 'class_quizzes', list: 'class', seen: key('class_id'), shows: ['class_id'] },
  { table: 'class_playlists', list: 'class', seen: key('class_id'), shows: ['class_id'] },
  {
    table: 'class_documents',
    list: 'class',
    seen: key('class_id'),
    shows: ['class_id', 'deleted_at'],
  },
  { table: 'institutions', list: 'institution', seen: key('id') },
];

/** More rows than this in one statement are announced as `lists`: anything may have changed. */
export const MAX_IDS = 500;

const ALL_TABLES = [...LIST_TABLES, ...MARKED_LIST_TABLES, ...CLASS_COUNT_TABLES];

const functionName = (feed: ListRowFeed) => `console_${feed.table}_list_rows`;
const rowFunctionName = (feed: ListRowFeed) => `console_${feed.table}_list_row`;
const EVENTS = [
  ['insert', 'new table as new_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
  ['delete', 'old table as old_rows'],
] as const;

/** The keys' list rows (`keys` becomes them), and their announcement. */
const announce = (feed: ListRowFeed) => [
  ...(feed.rowsOf
    ? [
        'if keys is not null then',
        `  select array_agg(distinct r.id) into keys from (${feed.rowsOf}) r(id);`,
        'end if;',
      ]
    : []),
  `perform console_list_rows_changed('${feed.list}', keys);`,
  'return null;',
];

/** The statement trigger function's body: the keys the statement wrote, their list rows, announced. */
function functionBody(feed: ListRowFeed): string[] {
  const keys = (rows: string) => `select distinct s.k from (${feed.seen(rows)}) s(k)`;
  return [
    "if tg_op = 'INSERT' then",
    `  select array_agg(s.k) into keys from (${keys('new_rows')}) s(k);`,
    "elsif tg_op = 'DELETE' then",
    `  select array_agg(s.k) into keys from (${keys('old_rows')}) s(k);`,
    'else',
    `  select array_agg(distinct s.k) into keys from (${keys('new_rows')} union ${keys('old_rows')}) s(k);`,
    'end if;',
    ...announce(feed),
  ];
}

/** The row trigger function's body, for an update of a column a list shows: the row's old and new key. */
function rowFunctionBody(feed: ListRowFeed & { readonly shows: readonly string[] }): string[] {
  const [column] = feed.shows;
  return [
    `select array_agg(distinct k) into keys from unnest(array[old.${column}, new.${column}]) k where k is not null;`,
    ...announce(feed),
  ];
}

const functionSql = (name: string, body: readonly string[]) => `
    create function ${name}() returns trigger language plpgsql as $$
    declare
      keys int[];
    begin
${body.map((line) => `      ${line}\n`).join('')}    end $$
  `;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    create function console_list_rows_changed(list text, ids int[]) returns void language plpgsql as $$
    begin
      if ids is null or cardinality(ids) = 0 then
        return;
      elsif cardinality(ids) > ${MAX_IDS} then
        perform pg_notify('console_changes', json_build_object('kind', 'lists')::text);
      else
        perform pg_notify('console_changes', json_build_object('kind', 'rows', 'list', list, 'ids', ids)::text);
      end if;
    end $$
  `,
    )
    .execute(db);
  await dropListChangeFeedTriggers(db, ALL_TABLES);
  for (const feed of LIST_ROW_FEEDS) {
    // Written here rather than by createTriggerFunction: the functions declare a variable.
    await sql.raw(functionSql(functionName(feed), functionBody(feed))).execute(db);
    for (const [event, transition] of EVENTS) {
      if (event === 'insert' && feed.inserts === false) continue;
      if (event === 'update' && feed.shows) continue;
      await sql
        .raw(
          `
    create trigger ${feed.table}_list_rows_${event} after ${event} on ${feed.table}
    referencing ${transition} for each statement execute function ${functionName(feed)}()
  `,
        )
        .execute(db);
    }
    if (feed.shows) {
      const { shows } = feed;
      const compared = (row: string) => shows.map((column) => `${row}.${column}`).join(', ');
      await sql.raw(functionSql(rowFunctionName(feed), rowFunctionBody({ ...feed, shows }))).execute(db);
      await sql
        .raw(
          `
    create trigger ${feed.table}_list_rows_update after update on ${feed.table}
    for each row when ((${compared('old')}) is distinct from (${compared('new')}))
    execute function ${rowFunctionName(feed)}()
  `,
        )
        .execute(db);
    }
    await sql
      .raw(
        `
    create trigger ${feed.table}_list_truncate after truncate on ${feed.table}
    for each statement execute function console_lists_changed()
  `,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const feed of LIST_ROW_FEEDS) {
    for (const [event] of EVENTS) {
      if (event === 'insert' && feed.inserts === false) continue;
      await sql.raw(`drop trigger ${feed.table}_list_rows_${event} on ${feed.table}`).execute(db);
    }
    await sql.raw(`drop trigger ${feed.table}_list_truncate on ${feed.table}`).execute(db);
    await sql.raw(`drop function ${functionName(feed)}()`).execute(db);
    if (feed.shows) await sql.raw(`drop function ${rowFunctionName(feed)}()`).execute(db);
  }
  await sql`drop function console_list_rows_changed(text, int[])`.execute(db);
  await createListChangeFeedTriggers(db, ALL_TABLES);
}
