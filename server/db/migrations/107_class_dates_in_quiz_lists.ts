/**
 * The quiz lists show the owner's classes that keep their own dates for a quiz (ADR 359), so a write of those dates,
 * or of such a class's title or owner, changes the quiz's row: it is announced as the quiz's list row (ADR 320),
 * beside what 097 announces of the same tables for the class list. Row triggers whose condition compares the columns
 * the quiz lists show, so every other write of these tables (a class's student count, its documents) costs nothing.
 */
import { sql, type Kysely } from 'kysely';

interface QuizRowFeed {
  readonly table: 'class_quizzes' | 'classes';
  /** The columns a quiz list shows of the table's rows. */
  readonly shows: readonly string[];
  /** The quizzes of a row (`r`): a select of quiz ids. */
  readonly quizzesOf: (row: string) => string;
}

const FEEDS: readonly QuizRowFeed[] = [
  {
    table: 'class_quizzes',
    shows: ['own_dates', 'opens_at', 'deadline'],
    quizzesOf: (row) => `select ${row}.quiz_id`,
  },
  {
    table: 'classes',
    shows: ['title', 'owner_user_id'],
    quizzesOf: (row) => `select cq.quiz_id from class_quizzes cq where cq.class_id = ${row}.id`,
  },
];

const functionName = (feed: QuizRowFeed) => `console_${feed.table}_quiz_list_rows`;

/** A class's quiz rows marked `own_dates` are the only ones a quiz list shows: only they announce an insert or delete. */
const functionSql = (feed: QuizRowFeed) => `
    create function ${functionName(feed)}() returns trigger language plpgsql as $$
    declare
      keys int[];
    begin
      if tg_op = 'UPDATE' then
        select array_agg(distinct k) into keys from (${feed.quizzesOf('old')} union ${feed.quizzesOf('new')}) s(k);
      elsif tg_op = 'DELETE' then
        select array_agg(distinct k) into keys from (${feed.quizzesOf('old')}) s(k);
      else
        select array_agg(distinct k) into keys from (${feed.quizzesOf('new')}) s(k);
      end if;
      perform console_list_rows_changed('quiz', keys);
      return null;
    end $$
  `;

const compared = (feed: QuizRowFeed, row: string) =>
  feed.shows.map((column) => `${row}.${column}`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const feed of FEEDS) {
    await sql.raw(functionSql(feed)).execute(db);
    await sql
      .raw(
        `
    create trigger ${feed.table}_quiz_list_rows_update after update on ${feed.table}
    for each row when ((${compared(feed, 'old')}) is distinct from (${compared(feed, 'new')}))
    execute function ${functionName(feed)}()
  `,
      )
      .execute(db);
  }
  // A class's quiz that keeps its own dates from the start (a copied class), or leaves the class with them.
  for (const [event, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `
    create trigger class_quizzes_quiz_list_rows_${event} after ${event} on class_quizzes
    for each row when (${row}.own_dates) execute function ${functionName(FEEDS[0]!)}()
  `,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete']) {
    await sql.raw(`drop trigger class_quizzes_quiz_list_rows_${event} on class_quizzes`).execute(db);
  }
  for (const feed of FEEDS) {
    await sql.raw(`drop trigger ${feed.table}_quiz_list_rows_update on ${feed.table}`).execute(db);
    await sql.raw(`drop function ${functionName(feed)}()`).execute(db);
  }
}
