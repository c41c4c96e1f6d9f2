/**
 * The last release (commit dc485e37) as a database knows it: the migrations it registered, each with the first 16
 * hex digits of its file's SHA-256 at that commit, in its list's order (072 before 071), and the order in which they
 * arrived, which is the order a database migrated at each commit since the first ran them (the releases ran
 * unordered: 065 arrived third, 073 before 071, 079 and 078 before 074, 086 before 083). ADR 324.
 */
export const RELEASE = 'dc485e37';

export const RELEASED: readonly (readonly [name: string, sha256: string])[] = [
  ['001_auth', '829e7bbc20c069ba'],
  ['002_content', '031fd89cc003d734'],
  ['003_list_search', 'f9734067a6836cf9'],
  ['004_quiz_versions', '50960cd3be11a8b5'],
  ['005_playlists', '3c2d1d2e5bb8d033'],
  ['006_jobs', 'c17825cdc566586b'],
  ['007_classes', '3c026a2dc9c0fec4'],
  ['008_translation_search', 'bed7b52f45d31643'],
  ['009_sponsor_search', '2cde3802332d6a2a'],
  ['010_session_revocation', '6dd3e85fc5399994'],
  ['011_record_versions', '7c3d3cd64fb85c53'],
  ['012_classes', 'f8af0365024b8a2b'],
  ['013_playlist_versions', '11bcb4aff24d7751'],
  ['014_assignments', '956abf0e70199f78'],
  ['015_user_institution', '26b8efed7241c6f3'],
  ['016_change_feed', '1eb6812214316df4'],
  ['017_list_indexes', 'ce24bf39778a0cb2'],
  ['018_list_change_feed', 'b77a5444cd543ccd'],
  ['019_dashboard_indexes', 'ee991c78060dba97'],
  ['020_user_language', 'a3a59c255c414546'],
  ['021_ai_generation', '631e14db91bf86af'],
  ['022_institution_details', '0544a07b07508f53'],
  ['023_identity_providers', '820c4515d34c0a3f'],
  ['024_lti', '85237d0dd10875cf'],
  ['025_lti_identity', '54fa214d6494e1ed'],
  ['026_sso_binding', '66d465b95d91de62'],
  ['027_atomic_limits', '678067555259b36f'],
  ['028_more_record_versions', '0de21b0d5d24373c'],
  ['029_question_types', '6f654a94bea8be7d'],
  ['030_essay_hand_scores', 'de9f9d2a0d49bb44'],
  ['065_user_subscriptions', 'e7a09c70cf51bbf5'],
  ['066_subscription_change_feed', '9893246db76f0339'],
  ['067_grading', 'f0dfd18714dc47d1'],
  ['068_review_settings', '5f759ce762f74284'],
  ['069_reminders', '0b3dc9d34120dba7'],
  ['070_accommodations', 'dc97a24e14ebe7d6'],
  ['072_attempts', '83fe7b551e0a67ab'],
  ['071_class_quiz_dates', '857222fc5dc8a6fb'],
  ['073_class_title_search', '5fd33a6f5e7578c6'],
  ['074_question_banks', 'dde19b772b1a09ee'],
  ['075_users_audit', 'a45f774965817c6c'],
  ['078_class_list_change_feed', '322f72869f475548'],
  ['079_ai_generations', '73e2877e21d8bc67'],
  ['083_results_indexes', '2dbc04a2b8901820'],
  ['084_method_collection_editors', '39fae29c6b77d839'],
  ['086_student_language', 'ca1fbfde6b5dd5a6'],
  ['087_question_hints', 'ea437c9d852680e0'],
  ['088_answer_files', '812e40c5f5a976ca'],
  ['089_record_savers', 'da40b4937ae78b57'],
  ['090_question_versions', '8b266d571a86a45e'],
  ['091_option_pictures', '310b1b50995627f6'],
  ['092_class_counts_change_feed', 'fa7db13ac27c9a7d'],
  ['093_publishing', '16daf09177211cf0'],
  ['094_method_collections', '85b9260ef8c7b9e6'],
  ['095_faculty_resources', '52e4f679a61a5cc4'],
  ['096_author_pages', 'e62ebdf2ec0cfdf1'],
];

const NUMBERS_IN_ARRIVAL_ORDER = (
  '001 002 065 005 007 006 004 003 008 009 011 010 013 012 014 015 016 017 066 018 019 020 021 022 023 024 026 028 ' +
  '025 027 029 030 067 068 069 070 073 071 072 075 079 078 074 086 083 084 087 088 089 090 091 092 093 094 095 096'
).split(' ');

/** The released names in the order they arrived (001 first: 002 arrived a commit before it, and needs it today). */
export const ARRIVAL_ORDER: readonly string[] = NUMBERS_IN_ARRIVAL_ORDER.map(
  (number) => RELEASED.find(([name]) => name.startsWith(`${number}_`))![0],
);
