/**
 * The store the kept-list tests search (ADR 313, 320): titles, names and e-mails in mixed case, LIKE's own
 * characters, letters outside ASCII, owners missing, customer quizzes ending around the clock's now, classes of the
 * instructor, of others and shared with her, institutions; and what the tests ask of the routes.
 */
import { sql } from 'kysely';
import type { FilterCondition } from '../../../../src/domain/shared/listQuery';
import { keptListAnswers } from '../../../../server/operations/metrics';
import type { SeededApp } from './quizListsSetup';

export const WORDS = [
  'Recap',
  'RECAP',
  'recap',
  'Cells',
  'Straße',
  'İstanbul',
  'Ünit',
  'café',
  '50%',
  'a_b',
  'x\\y',
  'Lab',
];
/** Terms a search box sends: words of the titles in other cases, LIKE's wildcards, spaces, nothing at all. */
export const TERMS = [
  'recap',
  'RECAP 1',
  'ap 7',
  'cells 4',
  '%',
  '_',
  '\\',
  'a_b',
  '50%',
  'x\\y',
  ' ',
  'ab',
  'stra',
  'ada',
  'SCHOOL',
  'lovelace',
];

/** What a user would wait for on a busy machine: a change heard, a list read. */
export const WAIT = { timeout: 15_000, interval: 50 };

/** How many list answers this process gave from a kept list (ADR 313). */
export const keptAnswers = async () =>
  (await keptListAnswers.get()).values.find((value) => value.labels.source === 'kept_list')?.value ?? 0;

let asked = 0;
/** Asks a new search each time, as users type, until one is answered from the kept list: the first reads it. */
export async function untilKept(ask: (n: number) => Promise<unknown>): Promise<void> {
  await expect
    .poll(async () => {
      const before = await keptAnswers();
      asked += 1;
      await ask(asked);
      return (await keptAnswers()) > before;
    }, WAIT)
    .toBe(true);
}

export const contains = (
  property: string,
  value: string,
  bool_operator: 'and' | 'or' = 'and',
): FilterCondition => ({
  bool_operator,
  property,
  operator: 'contains',
  value,
});

export async function seed(t: SeededApp): Promise<void> {
  const now = t.clock.now().toISOString();
  // Owners in mixed case, one name outside ASCII; a fifth of the customer quizzes have none.
  const owners = await sql<{ id: number }>`insert into users (email, first_name, last_name, password_hash)
    select 'Owner' || n || '.Lovelace@School' || (n % 3) || '.test', case when n % 4 = 0 then 'ADA' else 'Ada' end,
      case when n % 5 = 0 then 'Ünal' else 'Lovelace_' || n end, 'x'
    from generate_series(1, 12) n returning id`.execute(t.db);
  const ownerIds = owners.rows.map((row) => row.id);
  await sql`insert into quizzes (kind, title, created_at, updated_at)
    select 'template', (${sql.val(WORDS)}::text[])[1 + n % ${WORDS.length}] || ' ' || (n % 97) || ' '
        || (${sql.val(WORDS)}::text[])[1 + (n * 7) % ${WORDS.length}],
      timestamptz '2026-01-01 00:00:00+00' + (n / 2) * interval '1 second',
      timestamptz '2026-02-01 00:00:00+00' + (n % 50) * interval '1 minute'
    from generate_series(1, 420) n`.execute(t.db);
  await sql`insert into quizzes (kind, title, owner_user_id, end_date, created_at)
    select 'user', (${sql.val(WORDS)}::text[])[1 + (n * 5) % ${WORDS.length}] || ' ' || n,
      case when n % 5 = 0 then null else (${sql.val(ownerIds)}::int[])[1 + n % ${ownerIds.length}] end,
      case when n % 3 = 0 then timestamptz '2020-01-01 00:00:00+00' when n % 3 = 1 then null
        when n % 6 = 2 then timestamptz '2099-01-01 00:00:00+00'
        -- Ends around the clock's now, some a few microseconds after a millisecond.
        else ${now}::timestamptz + ((n % 41) - 20) * interval '17 second' + (n % 4) * interval '1 microsecond' end,
      timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second'
    from generate_series(1, 300) n`.execute(t.db);
  // Classes of the instructor, of others (some shared with the instructor), titles repeating; institutions.
  const instructor = await t.userId('cs@demo.test');
  await sql`insert into classes (title, owner_user_id, start_date, created_at)
    select (${sql.val(WORDS)}::text[])[1 + (n * 3) % ${WORDS.length}] || ' ' || (n % 37),
      case when n % 3 = 0 then ${instructor} else (${sql.val(ownerIds)}::int[])[1 + n % ${ownerIds.length}] end,
      case when n % 4 = 0 then null else date '2026-09-01' + (n % 30) end,
      timestamptz '2026-01-01 00:00:00+00' + (n / 2) * interval '1 second'
    from generate_series(1, 260) n`.execute(t.db);
  await sql`insert into class_shares (class_id, user_id)
    select id, ${instructor} from classes where id % 5 = 1 and owner_user_id is distinct from ${instructor}`.execute(
    t.db,
  );
  await sql`insert into institutions (title, created_at)
    select (${sql.val(WORDS)}::text[])[1 + (n * 11) % ${WORDS.length}] || ' school ' || (n % 53),
      timestamptz '2026-01-01 00:00:00+00' + (n % 90) * interval '1 minute'
    from generate_series(1, 240) n`.execute(t.db);
  await sql`analyze quizzes`.execute(t.db);
}
