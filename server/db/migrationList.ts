/**
 * Every migration in server/db/migrations/, in the order they run: written from the folder by `npm run
 * migrations` (scripts/migrations/migrationList.ts, ADR 324); do not edit it by hand.
 */
import type { Migration } from 'kysely';
import * as m001_auth from './migrations/001_auth';
import * as m002_content from './migrations/002_content';
import * as m003_list_search from './migrations/003_list_search';
import * as m004_quiz_versions from './migrations/004_quiz_versions';
import * as m005_playlists from './migrations/005_playlists';
import * as m006_jobs from './migrations/006_jobs';
import * as m007_classes from './migrations/007_classes';
import * as m008_translation_search from './migrations/008_translation_search';
import * as m009_sponsor_search from './migrations/009_sponsor_search';
import * as m010_session_revocation from './migrations/010_session_revocation';
import * as m011_record_versions from './migrations/011_record_versions';
import * as m012_classes from './migrations/012_classes';
import * as m013_playlist_versions from './migrations/013_playlist_versions';
import * as m014_assignments from './migrations/014_assignments';
import * as m015_user_institution from './migrations/015_user_institution';
import * as m016_change_feed from './migrations/016_change_feed';
import * as m017_list_indexes from './migrations/017_list_indexes';
import * as m018_list_change_feed from './migrations/018_list_change_feed';
import * as m019_dashboard_indexes from './migrations/019_dashboard_indexes';
import * as m020_user_language from './migrations/020_user_language';
import * as m021_ai_generation from './migrations/021_ai_generation';
import * as m022_institution_details from './migrations/022_institution_details';
import * as m023_identity_providers from './migrations/023_identity_providers';
import * as m024_lti from './migrations/024_lti';
import * as m025_lti_identity from './migrations/025_lti_identity';
import * as m026_sso_binding from './migrations/026_sso_binding';
import * as m027_atomic_limits from './migrations/027_atomic_limits';
import * as m028_more_record_versions from './migrations/028_more_record_versions';
import * as m029_question_types from './migrations/029_question_types';
import * as m030_essay_hand_scores from './migrations/030_essay_hand_scores';
import * as m065_user_subscriptions from './migrations/065_user_subscriptions';
import * as m066_subscription_change_feed from './migrations/066_subscription_change_feed';
import * as m067_grading from './migrations/067_grading';
import * as m068_review_settings from './migrations/068_review_settings';
import * as m069_reminders from './migrations/069_reminders';
import * as m070_accommodations from './migrations/070_accommodations';
import * as m071_class_quiz_dates from './migrations/071_class_quiz_dates';
import * as m072_attempts from './migrations/072_attempts';
import * as m073_class_title_search from './migrations/073_class_title_search';
import * as m074_question_banks from './migrations/074_question_banks';
import * as m075_users_audit from './migrations/075_users_audit';
import * as m078_class_list_change_feed from './migrations/078_class_list_change_feed';
import * as m079_ai_generations from './migrations/079_ai_generations';
import * as m083_results_indexes from './migrations/083_results_indexes';
import * as m084_method_collection_editors from './migrations/084_method_collection_editors';
import * as m086_student_language from './migrations/086_student_language';
import * as m087_question_hints from './migrations/087_question_hints';
import * as m088_answer_files from './migrations/088_answer_files';
import * as m089_record_savers from './migrations/089_record_savers';
import * as m090_question_versions from './migrations/090_question_versions';
import * as m091_option_pictures from './migrations/091_option_pictures';
import * as m092_class_counts_change_feed from './migrations/092_class_counts_change_feed';
import * as m093_publishing from './migrations/093_publishing';
import * as m094_method_collections from './migrations/094_method_collections';
import * as m095_faculty_resources from './migrations/095_faculty_resources';
import * as m096_author_pages from './migrations/096_author_pages';
import * as m097_list_row_changes from './migrations/097_list_row_changes';
import * as m098_watched_segments from './migrations/098_watched_segments';
import * as m099_video_moments from './migrations/099_video_moments';
import * as m100_watched_plays from './migrations/100_watched_plays';
import * as m101_moengage from './migrations/101_moengage';
import * as m102_class_products from './migrations/102_class_products';
import * as m103_client_hub from './migrations/103_client_hub';
import * as m104_grading_versions from './migrations/104_grading_versions';
import * as m105_grant_ending_notices from './migrations/105_grant_ending_notices';
import * as m106_hub_access_staff from './migrations/106_hub_access_staff';
import * as m107_class_dates_in_quiz_lists from './migrations/107_class_dates_in_quiz_lists';
import * as m108_bank_question_versions from './migrations/108_bank_question_versions';
import * as m109_lti_link_requests from './migrations/109_lti_link_requests';
import * as m110_lti_rosters from './migrations/110_lti_rosters';
import * as m111_lti_registration_links from './migrations/111_lti_registration_links';
import * as m112_outcome_feedback from './migrations/112_outcome_feedback';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001_auth': m001_auth,
  '002_content': m002_content,
  '003_list_search': m003_list_search,
  '004_quiz_versions': m004_quiz_versions,
  '005_playlists': m005_playlists,
  '006_jobs': m006_jobs,
  '007_classes': m007_classes,
  '008_translation_search': m008_translation_search,
  '009_sponsor_search': m009_sponsor_search,
  '010_session_revocation': m010_session_revocation,
  '011_record_versions': m011_record_versions,
  '012_classes': m012_classes,
  '013_playlist_versions': m013_playlist_versions,
  '014_assignments': m014_assignments,
  '015_user_institution': m015_user_institution,
  '016_change_feed': m016_change_feed,
  '017_list_indexes': m017_list_indexes,
  '018_list_change_feed': m018_list_change_feed,
  '019_dashboard_indexes': m019_dashboard_indexes,
  '020_user_language': m020_user_language,
  '021_ai_generation': m021_ai_generation,
  '022_institution_details': m022_institution_details,
  '023_identity_providers': m023_identity_providers,
  '024_lti': m024_lti,
  '025_lti_identity': m025_lti_identity,
  '026_sso_binding': m026_sso_binding,
  '027_atomic_limits': m027_atomic_limits,
  '028_more_record_versions': m028_more_record_versions,
  '029_question_types': m029_question_types,
  '030_essay_hand_scores': m030_essay_hand_scores,
  '065_user_subscriptions': m065_user_subscriptions,
  '066_subscription_change_feed': m066_subscription_change_feed,
  '067_grading': m067_grading,
  '068_review_settings': m068_review_settings,
  '069_reminders': m069_reminders,
  '070_accommodations': m070_accommodations,
  '071_class_quiz_dates': m071_class_quiz_dates,
  '072_attempts': m072_attempts,
  '073_class_title_search': m073_class_title_search,
  '074_question_banks': m074_question_banks,
  '075_users_audit': m075_users_audit,
  '078_class_list_change_feed': m078_class_list_change_feed,
  '079_ai_generations': m079_ai_generations,
  '083_results_indexes': m083_results_indexes,
  '084_method_collection_editors': m084_method_collection_editors,
  '086_student_language': m086_student_language,
  '087_question_hints': m087_question_hints,
  '088_answer_files': m088_answer_files,
  '089_record_savers': m089_record_savers,
  '090_question_versions': m090_question_versions,
  '091_option_pictures': m091_option_pictures,
  '092_class_counts_change_feed': m092_class_counts_change_feed,
  '093_publishing': m093_publishing,
  '094_method_collections': m094_method_collections,
  '095_faculty_resources': m095_faculty_resources,
  '096_author_pages': m096_author_pages,
  '097_list_row_changes': m097_list_row_changes,
  '098_watched_segments': m098_watched_segments,
  '099_video_moments': m099_video_moments,
  '100_watched_plays': m100_watched_plays,
  '101_moengage': m101_moengage,
  '102_class_products': m102_class_products,
  '103_client_hub': m103_client_hub,
  '104_grading_versions': m104_grading_versions,
  '105_grant_ending_notices': m105_grant_ending_notices,
  '106_hub_access_staff': m106_hub_access_staff,
  '107_class_dates_in_quiz_lists': m107_class_dates_in_quiz_lists,
  '108_bank_question_versions': m108_bank_question_versions,
  '109_lti_link_requests': m109_lti_link_requests,
  '110_lti_rosters': m110_lti_rosters,
  '111_lti_registration_links': m111_lti_registration_links,
  '112_outcome_feedback': m112_outcome_feedback,
};
