/** Kysely table interfaces of the content: subjects, institutions, sections, articles, videos, quizzes. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { RandomSlot } from '../../src/domain/quiz/banks/randomSlot';
import type { Hint } from '../../src/domain/quiz/hints/hints';
import type { OutcomeFeedback } from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import type { VideoMoment, VideoSettings } from '../../src/domain/quiz/videoMoments/videoMoments';
import type { OptionPicture } from '../../src/questionTypes/shared/domain/optionPicture';
import type { QuestionVersion } from '../../src/domain/quiz/quiz';
import type { AttemptDraw } from './bankTables';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column the database fills in on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as JSON text (`JSON.stringify`) or through `sql`, read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

// The vocabularies live once, in src/domain; the store re-exports them for its own modules.
export {
  ARTICLE_TYPES,
  REBUILD_TYPE_PRODUCTS,
  type ArticleType,
  type SectionProduct,
  type TranslationLanguage,
} from '../../src/domain/content/content';
export { PROCESS_STATUS, QUIZ_KINDS, type LibraryQuizType, type QuizKind } from '../../src/domain/quiz/quiz';
import type { ArticleType, SectionProduct, TranslationLanguage } from '../../src/domain/content/content';
import type { LibraryQuizType, QuizKind } from '../../src/domain/quiz/quiz';
import type { UiLanguageCode } from '../../src/domain/shared/languages';
import type { ArticleStatus } from '../../src/domain/publish/articleLifecycle';

export interface ArticleImages {
  short: string;
  large: string;
}
export interface ArticleAuthor {
  name: string;
  /** Indexes into the article's `institutions` list. */
  institutionIndexes: number[];
}
export interface ArticleInstitution {
  departmentTitle: string;
  institutionTitle: string;
}
export interface ArticlePathEntry {
  type: 'subject' | 'topic';
  title: string;
}
export interface VideoImages {
  large: string;
  short: string;
  headerImage: string;
}
/** A student's answers: item id (as a string key) → chosen option ids. */
export type AssignmentAnswers = Record<string, number[]>;
/** A student's responses to questions of other types than choice: item id (as a string key) → response. */
export type AssignmentResponses = Record<string, unknown>;

export interface TagTable {
  id: Generated<number>;
  title: string;
}

export interface InstitutionTable {
  id: Generated<number>;
  title: string;
  approved: Generated<boolean>;
  product_id: number | null;
  feature: string | null;
  has_education_subscription: Generated<boolean>;
  has_unlimited_subscription: Generated<boolean>;
  created_at: CreatedAt;
  /** The institution's subscription and trial end (migration 022, ADR 181): the later extends its instructors'. */
  subscription_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  trial_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 1 when created, one more on every update (ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

/** An e-mail domain of an institution (migration 022): lower-case, no '@', each domain one institution's. */
export interface InstitutionDomainTable {
  institution_id: number;
  domain: string;
}

export interface SectionTable {
  id: Generated<number>;
  title: string;
  product: SectionProduct;
  /** The article type of the section's articles. */
  article_type: ArticleType;
  /** Null for a top-level section (an article's domain). */
  parent_id: number | null;
  sort_index: Generated<number>;
}

export interface ArticleTable {
  id: Generated<number>;
  title: string;
  article_type: ArticleType;
  header_image: string | null;
  images: Json<ArticleImages>;
  authors: Json<ArticleAuthor[]>;
  institutions: Json<ArticleInstitution[]>;
  path: Json<ArticlePathEntry[]>;
  /** The top-level section the article belongs to. */
  domain_id: number | null;
  section_id: number | null;
  /** When it was first published (migration 093): null for an article never published yet. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  in_collection: Generated<boolean>;
  /** What the article is about, a paragraph (migration 021); a language model reads it to write questions. */
  abstract: string | null;
  /** Its life on the publisher's desk (migration 093, ADR 314); rows written without one are published. */
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  /** The moment a scheduled article is published; null in every other status. */
  scheduled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 1 when created, one more on every change of the article, its media or its status (ADR 109). */
  version: Generated<number>;
  created_at: CreatedAt;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: CreatedAt;
  /** The account that made the current version; null when not known (ADR 300). */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether it was ever offered: such an article is unpublished, never deleted (ADR 314). */
  ever_published: Generated<boolean>;
}

export interface ArticleVideoTable {
  id: Generated<number>;
  article_id: number;
  /** Path of the video file relative to the storage directory; null when the video is an external resource. */
  cdn_file: string | null;
  fp_resource_id: string | null;
  meta_width: number | null;
  meta_height: number | null;
  /** Language code → subtitle file path relative to the storage directory. */
  subtitles: Json<Record<string, string>>;
  thumbnails: Json<string[]>;
  images: Json<VideoImages>;
  duration: number | null;
  /** The uploaded file's name and size in bytes (migration 093); null for a video not uploaded on the desk. */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  file_size: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ArticleTagTable {
  article_id: number;
  tag_id: number;
}

export interface QuizTable {
  id: Generated<number>;
  kind: QuizKind;
  title: string;
  article_id: number | null;
  quiz_type: LibraryQuizType | null;
  section_id: number | null;
  is_graded: Generated<boolean>;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  /** Seconds; null means no time limit. */
  duration: number | null;
  show_caption: Generated<boolean>;
  restrict_non_institutional: Generated<boolean>;
  active: Generated<boolean>;
  editable: Generated<boolean>;
  process_status: Generated<number>;
  owner_user_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Incremented on every update; a save carrying an older version is a conflict. */
  version: Generated<number>;
  /** When students see the score and the right answers (migration 068, ADR 210); null: the kind's default. */
  review_score: string | null;
  review_answers: string | null;
  /** When the instructor released the scores (null: not released, or withdrawn). */
  scores_released_at: Timestamp | null;
  /** How many attempts a student may make, null for unlimited; which one counts (migration 072, ADR 219). */
  max_attempts: ColumnType<number | null, number | null | undefined, number | null>;
  attempt_counting: Generated<string>;
}

export interface QuizTagTable {
  quiz_id: number;
  tag_id: number;
}

export interface QuizActivityTable {
  id: Generated<number>;
  quiz_id: number;
  title: string;
  sort_index: number;
  /** Random slots (migration 074, ADR 232). */
  random_slots: ColumnType<RandomSlot[], string | undefined, string>;
}

export interface QuizItemTable {
  id: Generated<number>;
  activity_id: number;
  sort_index: number;
  /** ITEM_TYPE: 1 video, 2 text question. */
  type: number;
  title: string;
  image: string | null;
  is_multiple: Generated<boolean>;
  /** Ids of the right options. */
  right_answer: Json<number[]>;
  article_id: number | null;
  question_order: number | null;
  /** Written by a language model and not yet reviewed by an author (migration 021, ADR 180). */
  needs_review: Generated<boolean>;
  /** The question type (migration 029, ADR 195): 'choice' for SPEC's question. */
  question_type: Generated<string>;
  /** Points (ADR 196), 1 by default. */
  points: Generated<number>;
  /** General feedback; '' for none. */
  feedback: Generated<string>;
  /** The type's own data, as its definition schema reads it; {} for a choice question without any. */
  definition: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Hints a student may ask for (migration 087, ADR 293); [] for none. */
  hints: ColumnType<Hint[], string | undefined, string>;
  /** Feedback on a right, a partly right and a wrong answer (migration 112, ADR 404); null for none. */
  outcome_feedback: ColumnType<OutcomeFeedback | null, string | null | undefined, string | null>;
  /** The versions after version 1 (migration 090, ADR 309); [] for none. */
  versions: ColumnType<QuestionVersion[], string | undefined, string>;
  /** A question's moment in the video above it (migration 099, ADR 337); null: asked beside the video. */
  moment: ColumnType<VideoMoment | null, string | null | undefined, string | null>;
  /** A video item's settings, chapters and notes (migration 099, ADR 337); null: a plain video. */
  video_settings: ColumnType<VideoSettings | null, string | null | undefined, string | null>;
}

/** Generations per user and UTC day, held to the daily limit (ADR 180). */
export interface AiUsageTable {
  user_id: number;
  day: string;
  count: number;
}

/** Each generation as it ended, with the tokens the provider says it used (ADR 252). */
export interface AiGenerationTable {
  id: Generated<number>;
  user_id: number | null;
  at: ColumnType<Date, Date | undefined, never>;
  model: string;
  question_type: string;
  questions_asked: number;
  outcome: string;
  prompt_tokens: number;
  completion_tokens: number;
}

/** The generation a user is running, one at a time, leased in case its process dies (ADR 187). */
export interface AiGenerationSlotTable {
  user_id: number;
  holder: string;
  started_at: ColumnType<Date, Date, Date>;
  leased_until: ColumnType<Date, Date, Date>;
}

export interface QuizItemOptionTable {
  id: Generated<number>;
  item_id: number;
  text: string;
  sort_index: number;
  /** Shown to a student who chose it (migration 029); '' for none. */
  feedback: Generated<string>;
  /** A picture in the option (migration 091, ADR 311); null for none. */
  picture: ColumnType<OptionPicture | null, string | null | undefined, string | null>;
}

/** Who uploaded each question image (migration 091, ADR 311). */
export interface QuizImageUploadTable {
  path: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface QuizShareTable {
  id: Generated<number>;
  quiz_id: number;
  /** Stored lower-case. */
  user_email: string;
  user_first_name: string | null;
  user_last_name: string | null;
  /** The user who shared it. */
  shared_by: number | null;
  created_at: CreatedAt;
}

export interface QuizAssignmentTable {
  id: Generated<number>;
  quiz_id: number;
  user_email: string;
  /** Percent of right answers once submitted. */
  progress: Generated<number>;
  submit_at: Timestamp | null;
  answers: Json<AssignmentAnswers>;
  created_at: CreatedAt;
  /** The personal link's token (migration 014); null only for rows written before it. */
  token: string | null;
  /** The class that distributed it; null for a direct share. */
  class_id: number | null;
  /** The quiz version the student answered (quiz_snapshots); set when the student starts. */
  quiz_version: number | null;
  mail_state: Generated<'sent' | 'not_sent' | 'failed'>;
  mailed_at: Timestamp | null;
  opened_at: Timestamp | null;
  started_at: Timestamp | null;
  /** When the time limit runs out; null without a limit. */
  due_at: Timestamp | null;
  /** Submitted after the time limit or the deadline had passed. */
  late: Generated<boolean>;
  /** Responses to questions of types other than choice, by item id (migration 029). */
  responses: ColumnType<AssignmentResponses, string | undefined, string>;
  /** Points earned out of max_score once submitted; null for attempts scored before points (ADR 196). */
  score: number | null;
  max_score: number | null;
  /** Some answer is scored by hand: results show "Needs grading" instead of a score. */
  needs_grading: Generated<boolean>;
  /** Points a teacher gave by hand, by item id (migration 030, ADR 198). */
  hand_scores: ColumnType<Record<string, number>, string | undefined, string>;
  /** Points a teacher gave any question instead of its automatic score, by item id (migration 067, ADR 209). */
  points_overrides: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** A teacher's comment per question, by item id (migration 067). */
  question_comments: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** A teacher's comment on the whole attempt (migration 067). */
  attempt_comment: string | null;
  /** When and by whom a grade or comment last changed (migration 067). */
  graded_at: Timestamp | null;
  graded_by: number | null;
  /** When the student was last reminded to submit (migration 069, ADR 211). */
  reminded_at: Timestamp | null;
  /** Extra time on a timed quiz: minutes, or a factor in percent (150 = 1.5×), never both (migration 070, ADR 212). */
  extra_minutes: number | null;
  time_factor_percent: number | null;
  /** A personal deadline: it extends the quiz's deadline for this student (migration 070). */
  personal_deadline: Timestamp | null;
  accommodated_at: Timestamp | null;
  accommodated_by: number | null;
  /** When and by whom a submitted or expired attempt was reopened (migration 070). */
  reopened_at: Timestamp | null;
  reopened_by: number | null;
  /** The current attempt's number; earlier ones are in quiz_attempts (migration 072, ADR 219). */
  attempt_number: Generated<number>;
  /** The attempt's draw from the quiz's random slots, made when it started (migration 074, ADR 232). */
  drawn: ColumnType<AttemptDraw | null, string | null | undefined, string | null>;
  /** The result that counts of all submitted attempts; null while only one attempt was ever made. */
  counted_score: Optional<number>;
  counted_max_score: Optional<number>;
  counted_progress: Optional<number>;
  counted_needs_grading: Optional<boolean>;
  /** The attempt that counts; null for the average. */
  counted_attempt: Optional<number>;
  /** The student page's language when they started (migration 086, ADR 269): their messages are written in it. */
  language: Optional<UiLanguageCode>;
  /** How many of each question's hints the student asked for, by item id (migration 087, ADR 293). */
  hints_used: ColumnType<Record<string, number>, string | undefined, string>;
  /** The version of the teacher's points and comments, saved together on it (migration 104, ADR 352). */
  grading_version: Generated<number>;
}

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A question's own fields as a quiz version or a question bank stores them, options with their ids. */
export interface StoredQuestionContent {
  readonly title: string;
  readonly image: string | null;
  readonly isMultiple: boolean;
  readonly options: readonly {
    readonly id: number;
    readonly text: string;
    readonly feedback?: string;
    /** Migration 091 (ADR 311); absent: no picture. */
    readonly picture?: OptionPicture;
  }[];
  readonly rightAnswer: readonly number[];
  /** Migration 029 (ADR 195, 196); absent in versions stored before: a 1-point choice, no feedback. */
  readonly questionType?: string;
  readonly points?: number;
  readonly feedback?: string;
  /** Migration 112 (ADR 404); absent: none. */
  readonly outcomeFeedback?: OutcomeFeedback;
  readonly definition?: Record<string, unknown>;
  /** Migration 087 (ADR 293); absent: no hints. */
  readonly hints?: readonly Hint[];
  /** Migration 090 (ADR 309); absent: no versions. */
  readonly versions?: readonly QuestionVersion[];
}

/** A quiz as distributed at one version: what scored the answers given against it. */
export interface QuizSnapshotContent {
  readonly activities: readonly {
    readonly id: number;
    readonly title: string;
    readonly items: readonly (StoredQuestionContent & {
      readonly id: number;
      /** ITEM_TYPE: 1 video, 2 text question. */
      readonly type: number;
      readonly articleId: number | null;
      /** ADR 337: a question's moment in the video above it, a video's settings; absent in versions stored before. */
      readonly moment?: VideoMoment;
      readonly video?: VideoSettings;
    })[];
  }[];
}

export interface QuizSnapshotTable {
  quiz_id: number;
  version: number;
  content: Json<QuizSnapshotContent>;
  created_at: CreatedAt;
}

export interface AssignmentAnswerTable {
  assignment_id: number;
  item_id: number;
  option_ids: Json<number[]>;
  /** The response to a question of another type than choice (migration 029); null for a choice. */
  response: ColumnType<unknown, string | null | undefined, string | null>;
  time_spent_ms: Generated<number>;
  saved_at: CreatedAt;
}

export interface SponsorTable {
  id: Generated<number>;
  /** May contain HTML. */
  company_name: string;
  company_url: string;
  /** Paths relative to the storage directory. */
  logo_path: string | null;
  video_path: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** 1 when created, one more on every update of the form (ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

export interface SponsorArticleTable {
  sponsor_id: number;
  article_id: number;
  created_at: CreatedAt;
  is_active: Generated<boolean>;
}

export interface TranslationGroupTable {
  id: Generated<number>;
  key: string;
  title: string;
  is_active: Generated<boolean>;
  /** 1 when created, one more on every update (ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

export interface SiteTranslationTable {
  id: Generated<number>;
  key: string;
  language: TranslationLanguage;
  value: string;
  group_id: number;
  /** 1 when created, one more when its value, language, key or group changes (ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

export interface BannerTable {
  id: Generated<number>;
  /** Rich text (HTML); its plain text is at most 40 characters. */
  message: string;
  type: number;
  is_active: Generated<boolean>;
  is_published: Generated<boolean>;
  created_at: CreatedAt;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  /** 1 when created, one more on every update (ADR 109). */
  version: Generated<number>;
  /** The account that saved the current version; null when not known (migration 089, ADR 300). */
  updated_by: number | null;
}

export interface ContentTables {
  tags: TagTable;
  institutions: InstitutionTable;
  institution_domains: InstitutionDomainTable;
  sections: SectionTable;
  articles: ArticleTable;
  article_videos: ArticleVideoTable;
  article_tags: ArticleTagTable;
  quizzes: QuizTable;
  quiz_tags: QuizTagTable;
  quiz_activities: QuizActivityTable;
  quiz_items: QuizItemTable;
  quiz_item_options: QuizItemOptionTable;
  quiz_image_uploads: QuizImageUploadTable;
  ai_usage: AiUsageTable;
  ai_generation_slots: AiGenerationSlotTable;
  ai_generations: AiGenerationTable;
  quiz_shares: QuizShareTable;
  quiz_assignments: QuizAssignmentTable;
  quiz_snapshots: QuizSnapshotTable;
  assignment_answers: AssignmentAnswerTable;
  sponsors: SponsorTable;
  sponsor_articles: SponsorArticleTable;
  translation_groups: TranslationGroupTable;
  site_translations: SiteTranslationTable;
  banners: BannerTable;
}

export type Tag = Selectable<TagTable>;
export type Institution = Selectable<InstitutionTable>;
export type Section = Selectable<SectionTable>;
export type Article = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type ArticleVideo = Selectable<ArticleVideoTable>;
export type NewArticleVideo = Insertable<ArticleVideoTable>;
export type Quiz = Selectable<QuizTable>;
export type NewQuiz = Insertable<QuizTable>;
export type QuizActivity = Selectable<QuizActivityTable>;
export type NewQuizActivity = Insertable<QuizActivityTable>;
export type QuizItem = Selectable<QuizItemTable>;
export type NewQuizItem = Insertable<QuizItemTable>;
export type NewQuizItemOption = Insertable<QuizItemOptionTable>;
export type NewQuizShare = Insertable<QuizShareTable>;
export type QuizAssignment = Selectable<QuizAssignmentTable>;
export type NewQuizAssignment = Insertable<QuizAssignmentTable>;
export type Sponsor = Selectable<SponsorTable>;
export type SponsorArticle = Selectable<SponsorArticleTable>;
export type TranslationGroup = Selectable<TranslationGroupTable>;
export type NewSiteTranslation = Insertable<SiteTranslationTable>;
export type Banner = Selectable<BannerTable>;
