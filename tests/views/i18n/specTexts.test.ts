/**
 * The English catalog's `specTexts` group is each feature's messages word for word: a message changed in its
 * feature and not in src/i18n/en/specTexts.ts would be shown in its old words, and in every other language its
 * translation would be lost (the shell finds a message's key by its English words).
 */
import { ACCOMMODATION_MESSAGES } from '../../../src/domain/take/accommodations';
import { ARTICLE_MEDIA_MESSAGES } from '../../../src/domain/publish/articleMedia';
import { ARTICLE_MESSAGES } from '../../../src/domain/publish/deskArticle';
import { ARTICLE_UPLOAD_MESSAGES } from '../../../src/domain/publish/articleMediaRules';
import { LIFECYCLE_MESSAGES } from '../../../src/domain/publish/articleLifecycle';
import { ATTEMPTS_MESSAGES } from '../../../src/api/quiz/results/attemptsContract';
import { BANK_MESSAGES } from '../../../src/domain/quiz/banks/questionBank';
import { BANNER_MESSAGES } from '../../../src/domain/banner/banner';
import { CALCULATED_MESSAGES } from '../../../src/questionTypes/calculated/domain/calculated';
import { CHOICE_MESSAGES } from '../../../src/questionTypes/choice/domain/choice';
import { CLASS_DOCUMENT_MESSAGES } from '../../../src/domain/sponsors/uploads';
import { CLASS_ACCESS_MESSAGES } from '../../../src/domain/classAccess/classAccess';
import { CLIENT_HUB_MESSAGES } from '../../../src/domain/clientHub/clientHub';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { CLASS_QUIZ_DATES_MESSAGES } from '../../../src/domain/classes/classQuizDates';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import { COMPANY_NAME_MESSAGES } from '../../../src/domain/sponsors/sponsors';
import { DEADLINE_MESSAGES } from '../../../src/domain/quiz/deadline';
import { DRAFT_MESSAGES } from '../../../src/domain/quiz/editor/quizDraft';
import { ESSAY_MESSAGES } from '../../../src/questionTypes/essay/domain/essay';
import { FILE_UPLOAD_MESSAGES } from '../../../src/questionTypes/fileUpload/domain/fileUpload';
import { FACULTY_RESOURCE_MESSAGES } from '../../../src/domain/facultyResources/facultyResources';
import { FIELD_MESSAGES } from '../../../src/domain/shared/fields';
import { FILL_IN_BLANKS_MESSAGES } from '../../../src/questionTypes/fillInBlanks/domain/fillInBlanks';
import { GRADING_MESSAGES } from '../../../src/domain/quiz/results/grading';
import { HINT_MESSAGES } from '../../../src/domain/quiz/hints/hints';
import { OPTION_PICTURE_MESSAGES } from '../../../src/questionTypes/shared/domain/optionPicture';
import { VERSION_MESSAGES } from '../../../src/domain/quiz/versions/questionVersions';
import { HOTSPOT_MESSAGES } from '../../../src/questionTypes/hotspot/domain/hotspot';
import { HOT_TEXT_MESSAGES } from '../../../src/questionTypes/hotText/domain/hotText';
import { IDENTITY_PROVIDER_MESSAGES } from '../../../src/domain/identityProviders/identityProviders';
import { INSTITUTION_MESSAGES } from '../../../src/domain/institutions/institutions';
import { LTI_MESSAGES } from '../../../src/domain/lti/lti';
import { LTI_ROSTER_MESSAGES } from '../../../src/domain/lti/ltiRoster';
import { MATCHING_MESSAGES } from '../../../src/questionTypes/matching/domain/matching';
import { MOENGAGE_MESSAGES } from '../../../src/domain/moengage/moengageSettings';
import { NUMERIC_MESSAGES } from '../../../src/questionTypes/numeric/domain/numeric';
import { MEASURE_MESSAGES } from '../../../src/questionTypes/numeric/domain/numericMeasure';
import { ORDERING_MESSAGES } from '../../../src/questionTypes/ordering/domain/ordering';
import { PAYLOAD_MESSAGES } from '../../../src/domain/quiz/quizPayload';
import { PICTURE_MESSAGES } from '../../../src/domain/shared/pictureSize';
import { PLAYLIST_MESSAGES } from '../../../src/domain/playlists/playlists';
import { QTI_UPLOAD_MESSAGES } from '../../../src/api/quiz/import/quizImportContract';
import { QUIZ_CAPABILITY_MESSAGES } from '../../../src/domain/quiz/quizCapabilities';
import { QUIZ_IMAGE_MESSAGES } from '../../../src/domain/quiz/quizImages';
import { QUIZ_MESSAGES } from '../../../src/domain/quiz/quizValidation';
import { REBUILD_MESSAGES } from '../../../src/api/quiz/rebuild/rebuildContract';
import { REMIND_MESSAGES } from '../../../src/domain/quiz/results/studentStates';
import { SCHEDULE_MESSAGES } from '../../../src/domain/quiz/quizSchedule';
import { SHARE_MESSAGES } from '../../../src/domain/shared/emails';
import { SHORT_ANSWER_MESSAGES } from '../../../src/questionTypes/shortAnswer/domain/shortAnswer';
import { SLOT_MESSAGES } from '../../../src/domain/quiz/banks/randomSlot';
import { SPONSOR_MESSAGES } from '../../../src/domain/sponsors/sponsors';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { STRUCTURE_MESSAGES } from '../../../src/questionTypes/structure/domain/structure';
import { TEXT_BLOCK_MESSAGES } from '../../../src/questionTypes/textBlock/domain/textBlock';
import { TRANSLATION_MESSAGES } from '../../../src/domain/translations/translations';
import { USER_MESSAGES } from '../../../src/domain/admins/users';
import { VIDEO_MOMENT_MESSAGES } from '../../../src/domain/quiz/videoMoments/videoMoments';
import { specTexts as english } from '../../../src/i18n/en/specTexts';
import { specTextKey } from '../../../src/i18n/specTextKeys';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GROUPS = {
  accommodation: ACCOMMODATION_MESSAGES,
  article: ARTICLE_MESSAGES,
  articleMedia: ARTICLE_MEDIA_MESSAGES,
  articleUpload: ARTICLE_UPLOAD_MESSAGES,
  attempts: ATTEMPTS_MESSAGES,
  bank: BANK_MESSAGES,
  banner: BANNER_MESSAGES,
  calculated: CALCULATED_MESSAGES,
  choice: CHOICE_MESSAGES,
  classDocument: CLASS_DOCUMENT_MESSAGES,
  class: CLASS_MESSAGES,
  classAccess: CLASS_ACCESS_MESSAGES,
  clientHub: CLIENT_HUB_MESSAGES,
  classQuizDates: CLASS_QUIZ_DATES_MESSAGES,
  collection: COLLECTION_MESSAGES,
  companyName: COMPANY_NAME_MESSAGES,
  deadline: DEADLINE_MESSAGES,
  draft: DRAFT_MESSAGES,
  essay: ESSAY_MESSAGES,
  facultyResource: FACULTY_RESOURCE_MESSAGES,
  fileUpload: FILE_UPLOAD_MESSAGES,
  field: FIELD_MESSAGES,
  fillInBlanks: FILL_IN_BLANKS_MESSAGES,
  grading: GRADING_MESSAGES,
  hint: HINT_MESSAGES,
  version: VERSION_MESSAGES,
  optionPicture: OPTION_PICTURE_MESSAGES,
  hotspot: HOTSPOT_MESSAGES,
  hotText: HOT_TEXT_MESSAGES,
  lifecycle: LIFECYCLE_MESSAGES,
  identityProvider: IDENTITY_PROVIDER_MESSAGES,
  institution: INSTITUTION_MESSAGES,
  lti: LTI_MESSAGES,
  ltiRoster: LTI_ROSTER_MESSAGES,
  matching: MATCHING_MESSAGES,
  moengage: MOENGAGE_MESSAGES,
  numeric: NUMERIC_MESSAGES,
  numericMeasure: MEASURE_MESSAGES,
  ordering: ORDERING_MESSAGES,
  payload: PAYLOAD_MESSAGES,
  picture: PICTURE_MESSAGES,
  playlist: PLAYLIST_MESSAGES,
  qtiUpload: QTI_UPLOAD_MESSAGES,
  quizCapability: QUIZ_CAPABILITY_MESSAGES,
  quizImage: QUIZ_IMAGE_MESSAGES,
  quiz: QUIZ_MESSAGES,
  rebuild: REBUILD_MESSAGES,
  remind: REMIND_MESSAGES,
  schedule: SCHEDULE_MESSAGES,
  share: SHARE_MESSAGES,
  shortAnswer: SHORT_ANSWER_MESSAGES,
  slot: SLOT_MESSAGES,
  sponsor: SPONSOR_MESSAGES,
  stale: STALE_MESSAGES,
  structure: STRUCTURE_MESSAGES,
  textBlock: TEXT_BLOCK_MESSAGES,
  translation: TRANSLATION_MESSAGES,
  user: USER_MESSAGES,
  videoMoment: VIDEO_MOMENT_MESSAGES,
} as const;

/** `<group>_<key>` for every message that is a plain string (one with values in it is a function). */
const messages = Object.fromEntries(
  Object.entries(GROUPS).flatMap(([group, texts]) =>
    Object.entries(texts).flatMap(([key, text]) =>
      typeof text === 'string' ? [[`${group}_${key}`, text]] : [],
    ),
  ),
);

test("the English group holds every feature's message, in the same words", () => {
  expect(english).toEqual(messages);
});

test("a message's key is found by its English words, and any other text has none", () => {
  for (const text of Object.values(messages))
    expect(english[specTextKey(text) as keyof typeof english]).toBe(text);
  expect(specTextKey('Biology 101')).toBeUndefined();
});

/** Groups kept out on purpose: the student page's and mail's (their own catalogs), functions only, a machine's own. */
const KEPT_OUT = [
  'TAKE_MESSAGES',
  // The watched-segments call's refusals (ADR 329): answers to a forged request, never shown on a screen.
  'WATCHED_MESSAGES',
  // A student's file refused (ADR 294): the student page says it in the student's language before sending.
  'ANSWER_FILE_MESSAGES',
  'ASSIGNMENT_MAIL_MESSAGES',
  'ASSIGNMENT_MESSAGES',
  'DOWNLOAD_MESSAGES',
  'ADD_VIDEO_MESSAGES',
  'QUIZ_RESULTS_MESSAGES',
  'STUDENT_LINKS_MESSAGES',
  // The registration link's one message is LTI_MESSAGES' own, gathered above (ADR 386).
  'LTI_REGISTRATION_MESSAGES',
];

test('every group of messages declared in src is gathered above or kept out by name', () => {
  const declared = execFileSync('grep', ['-rhoE', 'export const [A-Z_]+_MESSAGES = [{]', 'src'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^export const /, '').replace(/ = [{]$/, ''));
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const groupsBlock = source.slice(source.indexOf('const GROUPS = {'), source.indexOf('} as const;'));
  const gathered = [...groupsBlock.matchAll(/: ([A-Z_]+_MESSAGES),/g)].map((match) => match[1]);
  expect(declared.length).toBeGreaterThan(40);
  expect(declared.filter((name) => !KEPT_OUT.includes(name) && !gathered.includes(name))).toEqual([]);
});
