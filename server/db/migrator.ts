/** The one list of migrations, in order, for PGlite and PostgreSQL alike. */
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import * as auth from './migrations/001_auth';
import * as content from './migrations/002_content';
import * as listSearch from './migrations/003_list_search';
import * as quizVersions from './migrations/004_quiz_versions';
import * as playlists from './migrations/005_playlists';
import * as jobs from './migrations/006_jobs';
import * as classes from './migrations/007_classes';
import * as translationSearch from './migrations/008_translation_search';
import * as sponsorSearch from './migrations/009_sponsor_search';
import * as sessionRevocation from './migrations/010_session_revocation';
import * as recordVersions from './migrations/011_record_versions';
import * as classDetails from './migrations/012_classes';
import * as playlistVersions from './migrations/013_playlist_versions';
import * as assignments from './migrations/014_assignments';
import * as userInstitution from './migrations/015_user_institution';
import * as changeFeed from './migrations/016_change_feed';
import * as listIndexes from './migrations/017_list_indexes';
import * as listChangeFeed from './migrations/018_list_change_feed';
import * as dashboardIndexes from './migrations/019_dashboard_indexes';
import * as userLanguage from './migrations/020_user_language';
import * as aiGeneration from './migrations/021_ai_generation';
import * as institutionDetails from './migrations/022_institution_details';
import * as identityProviders from './migrations/023_identity_providers';
import * as lti from './migrations/024_lti';
import * as ltiIdentity from './migrations/025_lti_identity';
import * as ssoBinding from './migrations/026_sso_binding';
import * as atomicLimits from './migrations/027_atomic_limits';
import * as moreRecordVersions from './migrations/028_more_record_versions';
import * as questionTypes from './migrations/029_question_types';
import * as essayHandScores from './migrations/030_essay_hand_scores';
import * as userSubscriptions from './migrations/065_user_subscriptions';
import * as subscriptionChangeFeed from './migrations/066_subscription_change_feed';
import * as grading from './migrations/067_grading';
import * as reviewSettings from './migrations/068_review_settings';
import * as reminders from './migrations/069_reminders';
import * as accommodations from './migrations/070_accommodations';
import * as attempts from './migrations/072_attempts';
import * as classQuizDates from './migrations/071_class_quiz_dates';
import * as classTitleSearch from './migrations/073_class_title_search';
import * as questionBanks from './migrations/074_question_banks';
import * as usersAudit from './migrations/075_users_audit';
import * as classListChangeFeed from './migrations/078_class_list_change_feed';
import * as aiGenerations from './migrations/079_ai_generations';
import * as resultsIndexes from './migrations/083_results_indexes';
import * as methodCollectionEditors from './migrations/084_method_collection_editors';
import * as studentLanguage from './migrations/086_student_language';
import * as questionHints from './migrations/087_question_hints';
import * as answerFiles from './migrations/088_answer_files';
import * as recordSavers from './migrations/089_record_savers';
import * as questionVersions from './migrations/090_question_versions';
import * as optionPictures from './migrations/091_option_pictures';
import * as classCountsChangeFeed from './migrations/092_class_counts_change_feed';
import * as publishing from './migrations/093_publishing';
import * as methodCollections from './migrations/094_method_collections';
import * as facultyResources from './migrations/095_faculty_resources';
import * as authorPages from './migrations/096_author_pages';
import * as listRowChanges from './migrations/097_list_row_changes';

const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001_auth': auth,
  '002_content': content,
  '003_list_search': listSearch,
  '004_quiz_versions': quizVersions,
  '005_playlists': playlists,
  '006_jobs': jobs,
  '007_classes': classes,
  '008_translation_search': translationSearch,
  '009_sponsor_search': sponsorSearch,
  '010_session_revocation': sessionRevocation,
  '011_record_versions': recordVersions,
  '012_classes': classDetails,
  '013_playlist_versions': playlistVersions,
  '014_assignments': assignments,
  '015_user_institution': userInstitution,
  '016_change_feed': changeFeed,
  '017_list_indexes': listIndexes,
  '018_list_change_feed': listChangeFeed,
  '019_dashboard_indexes': dashboardIndexes,
  '020_user_language': userLanguage,
  '021_ai_generation': aiGeneration,
  '022_institution_details': institutionDetails,
  '023_identity_providers': identityProviders,
  '024_lti': lti,
  '025_lti_identity': ltiIdentity,
  '026_sso_binding': ssoBinding,
  '027_atomic_limits': atomicLimits,
  '028_more_record_versions': moreRecordVersions,
  '029_question_types': questionTypes,
  '030_essay_hand_scores': essayHandScores,
  '065_user_subscriptions': userSubscriptions,
  '066_subscription_change_feed': subscriptionChangeFeed,
  '067_grading': grading,
  '068_review_settings': reviewSettings,
  '069_reminders': reminders,
  '070_accommodations': accommodations,
  '072_attempts': attempts,
  '071_class_quiz_dates': classQuizDates,
  '073_class_title_search': classTitleSearch,
  '074_question_banks': questionBanks,
  '075_users_audit': usersAudit,
  '078_class_list_change_feed': classListChangeFeed,
  '079_ai_generations': aiGenerations,
  '083_results_indexes': resultsIndexes,
  '084_method_collection_editors': methodCollectionEditors,
  '086_student_language': studentLanguage,
  '087_question_hints': questionHints,
  '088_answer_files': answerFiles,
  '089_record_savers': recordSavers,
  '090_question_versions': questionVersions,
  '091_option_pictures': optionPictures,
  '092_class_counts_change_feed': classCountsChangeFeed,
  '093_publishing': publishing,
  '094_method_collections': methodCollections,
  '095_faculty_resources': facultyResources,
  '096_author_pages': authorPages,
  '097_list_row_changes': listRowChanges,
};

function migrator(db: Kysely<Database>): Migrator {
  // Migration numbers are reserved per area, so a lower number can arrive after a higher one has run.
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    allowUnorderedMigrations: true,
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => `${r.direction === 'Up' ? 'up' : 'down'} ${r.migrationName}`);
}

/** Applies every pending migration; returns what ran ('up 001_auth', ...). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

/** Reverts the last applied migration. */
export async function migrateDown(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await migrator(db).migrateDown());
}

/** Reverts every applied migration, newest first. */
export async function migrateDownAll(db: Kysely<Database>): Promise<string[]> {
  const done: string[] = [];
  for (;;) {
    const step = await migrateDown(db);
    if (step.length === 0) return done;
    done.push(...step);
  }
}

/** The names of the migrations this build has that the store has not run yet (the readiness check, ADR 227). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await migrator(db).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
