/**
 * What the releases that ran migrations unordered left in a database, brought into the one order (ADR 324).
 *
 * Until then numbers were reserved per area and Kysely ran a lower number that arrived after a higher one had run:
 * a database may have run 065 before 003 and 073 before 071, and one last migrated by an older release may lack a
 * migration that sorts before one it ran. The release at dc485e37 also ran 093–096 while they were reserved and
 * empty; they were written afterwards under the same names. The ordered migrator refuses all of that, so before it
 * runs, once and under its lock, this:
 * - forgets a released-empty migration whose first object is missing, so the migrator runs its written form;
 * - runs, in name order, every migration of that era that has not run and sorts before one that has (what those
 *   releases would have run next);
 * - raises the recorded time of a migration that ran before a lower-numbered one to that one's time, so the record
 *   reads in name order (the record keeps which migrations ran and in what order they count, not each one's time).
 * A database made in order, fresh or by a release that ran in order, is left as it is.
 */
import { type Kysely, type Migration, sql, type Transaction } from 'kysely';
import type { Database } from './database';

/**
 * The migrations written while numbers were reserved per area and runs were unordered. Every later one takes the
 * next number and runs in order, after them (tests/tools/migrationList.test.ts).
 */
export const UNORDERED_ERA: readonly string[] = [
  '001_auth',
  '002_content',
  '003_list_search',
  '004_quiz_versions',
  '005_playlists',
  '006_jobs',
  '007_classes',
  '008_translation_search',
  '009_sponsor_search',
  '010_session_revocation',
  '011_record_versions',
  '012_classes',
  '013_playlist_versions',
  '014_assignments',
  '015_user_institution',
  '016_change_feed',
  '017_list_indexes',
  '018_list_change_feed',
  '019_dashboard_indexes',
  '020_user_language',
  '021_ai_generation',
  '022_institution_details',
  '023_identity_providers',
  '024_lti',
  '025_lti_identity',
  '026_sso_binding',
  '027_atomic_limits',
  '028_more_record_versions',
  '029_question_types',
  '030_essay_hand_scores',
  '065_user_subscriptions',
  '066_subscription_change_feed',
  '067_grading',
  '068_review_settings',
  '069_reminders',
  '070_accommodations',
  '071_class_quiz_dates',
  '072_attempts',
  '073_class_title_search',
  '074_question_banks',
  '075_users_audit',
  '078_class_list_change_feed',
  '079_ai_generations',
  '083_results_indexes',
  '084_method_collection_editors',
  '086_student_language',
  '087_question_hints',
  '088_answer_files',
  '089_record_savers',
  '090_question_versions',
  '091_option_pictures',
  '092_class_counts_change_feed',
  '093_publishing',
  '094_method_collections',
  '095_faculty_resources',
  '096_author_pages',
  '097_list_row_changes',
];

/** Kysely's bookkeeping (its defaults, which the migrator uses). */
const MIGRATION_TABLE = 'kysely_migration';
const LOCK = { lockTable: 'kysely_migration_lock', lockRowId: 'migration_lock' } as const;

/**
 * The migrations released empty (reserved) at dc485e37 and written afterwards, each with the first table or index
 * its written form makes: recorded without it, the database ran the empty one.
 */
export const RELEASED_EMPTY: Readonly<Record<string, string>> = {
  '093_publishing': 'article_history',
  '094_method_collections': 'method_collection_articles',
  '095_faculty_resources': 'faculty_resources',
  '096_author_pages': 'articles_authors',
};

interface Run {
  readonly name: string;
  readonly timestamp: string;
}

const exists = async (db: Kysely<Database>, relation: string) =>
  (await sql<{ found: boolean }>`select to_regclass(${relation}) is not null as found`.execute(db)).rows[0]!
    .found;

const recorded = async (db: Kysely<Database>): Promise<Run[]> =>
  (await sql<Run>`select name, timestamp from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db)).rows;

const forget = (db: Kysely<Database>, name: string) =>
  sql`delete from ${sql.table(MIGRATION_TABLE)} where name = ${name}`.execute(db);

async function settle(trx: Transaction<Database>, migrations: Readonly<Record<string, Migration>>) {
  const ran: string[] = [];
  const done = new Set((await recorded(trx)).map((run) => run.name));
  for (const [name, relation] of Object.entries(RELEASED_EMPTY)) {
    if (!done.has(name) || (await exists(trx, relation))) continue;
    await forget(trx, name);
    done.delete(name);
  }
  const last = UNORDERED_ERA.filter((name) => done.has(name)).at(-1) ?? '';
  const gaps = UNORDERED_ERA.filter((name) => name < last && !done.has(name));
  for (const name of gaps) {
    const migration = migrations[name];
    if (!migration) throw new Error(`Migration ${name} is missing from this build`);
    await migration.up(trx);
    await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp)
      values (${name}, ${new Date().toISOString()})`.execute(trx);
    ran.push(`up ${name}`);
  }
  let latest = 0;
  for (const run of await recorded(trx)) {
    const at = new Date(run.timestamp).getTime();
    if (at >= latest) latest = at;
    else
      await sql`update ${sql.table(MIGRATION_TABLE)} set timestamp = ${new Date(latest).toISOString()}
        where name = ${run.name}`.execute(trx);
  }
  return ran;
}

/**
 * Brings a database migrated unordered into the one order; answers the migrations it ran ('up 071_…'). A database
 * that never ran a migration has nothing to settle.
 */
export async function settleUnorderedRuns(
  db: Kysely<Database>,
  migrations: Readonly<Record<string, Migration>>,
): Promise<string[]> {
  if (!(await exists(db, MIGRATION_TABLE))) return [];
  const adapter = db.getExecutor().adapter;
  return db.connection().execute(async (connection) => {
    await adapter.acquireMigrationLock(connection, LOCK);
    try {
      return await connection.transaction().execute((trx) => settle(trx, migrations));
    } finally {
      await adapter.releaseMigrationLock(connection, LOCK);
    }
  });
}
