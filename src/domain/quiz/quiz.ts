/**
 * The quiz as the console and the API exchange it (SPEC section 3: Quiz, Activity, Item, Video data).
 * The editor's events and reducer, validation and payloads build on these shapes.
 *
 * @publicModule the quiz's shapes, read by the dashboard, the student page and bulk deletes.
 */
import * as z from 'zod';
import { ArticleTypeSchema, TagSchema } from '../content/content';
import { RandomSlotSchema } from './banks/randomSlot';
import { HINT_TEXT_MAX, HINTS_MAX, HintsSchema } from './hints/hints';
import { FEEDBACK_MAX } from '../../questionTypes/shared/domain/questionFields';
import { OutcomeFeedbackSchema } from './outcomeFeedback/outcomeFeedback';
import { OptionPictureSchema } from '../../questionTypes/shared/domain/optionPicture';
import { VideoMomentSchema, VideoSettingsSchema } from './videoMoments/videoMoments';

export const QUIZ_KINDS = ['template', 'library', 'admin', 'user'] as const;
export const QuizKindSchema = z.enum(QUIZ_KINDS);
export type QuizKind = z.infer<typeof QuizKindSchema>;

/** Library quizzes: a textbook quiz has no section, a section quiz is built from one section's articles. */
export const LIBRARY_QUIZ_TYPES = ['textbook', 'section'] as const;
export type LibraryQuizType = (typeof LIBRARY_QUIZ_TYPES)[number];

/** SPEC section 4: 0 means the quiz is being processed (not navigable); 1 means ready. */
export const PROCESS_STATUS = { processing: 0, ready: 1 } as const;

/** Item types: 1 is a video (article) item, 2 a text question (the default). */
export const ITEM_TYPE = { video: 1, text: 2 } as const;
export const ItemTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const NEW_QUESTION_OPTION_COUNT = 4;
export const TITLE_MIN_LENGTH = 3;
/**
 * The most characters a question's text holds, its formatting included: room for a reading passage (ADR 298). An
 * option holds at most OPTION_TEXT_MAX.
 */
export const QUESTION_TEXT_MAX = 10_000;
export const OPTION_TEXT_MAX = 2000;
export const QUESTION_TITLE_MIN_LENGTH = 3;

const isoDate = z.string();

export const VideoDataSchema = z.object({
  articleId: z.number().int(),
  title: z.string(),
  images: z.object({ short: z.string(), large: z.string() }).partial().optional(),
  subtitles: z.record(z.string(), z.string()).optional(),
  thumbnails: z.array(z.string()).optional(),
  /** Address of the video file, when the caller may play it. */
  src: z.string().optional(),
  articleType: ArticleTypeSchema.optional(),
});
export type VideoData = z.infer<typeof VideoDataSchema>;

export const ItemArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  articleType: ArticleTypeSchema.optional(),
  videoData: VideoDataSchema.optional(),
  /**
   * The article was unpublished after the item used it (ADR 314): shown with its title as "This video is no longer
   * available", never as a player. Absent: it is offered.
   */
  unavailable: z.literal(true).optional(),
});
export type ItemArticle = z.infer<typeof ItemArticleSchema>;

export const TextOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Shown to a student who chose it (ADR 196); absent: none. */
  feedback: z.string().optional(),
  /** A picture shown in the option (ADR 311); absent: none. */
  picture: OptionPictureSchema.optional(),
});
export type TextOption = z.infer<typeof TextOptionSchema>;

/** The most versions a question has, version 1 included (ADR 309). */
export const QUESTION_VERSIONS_MAX = 20;

/**
 * One version of a question after version 1 (ADR 309, questionVersions.ts): only what differs from the question
 * itself; an absent field is version 1's.
 */
export const QuestionVersionSchema = z.object({
  title: z.string().max(QUESTION_TEXT_MAX),
  /** The options' texts and feedback, by position. */
  options: z
    .array(
      z.object({ text: z.string().max(OPTION_TEXT_MAX), feedback: z.string().max(FEEDBACK_MAX).optional() }),
    )
    .max(100)
    .optional(),
  /** The type's definition, checked against the question's type on save. */
  definition: z.record(z.string(), z.unknown()).optional(),
  feedback: z.string().max(FEEDBACK_MAX).optional(),
  /** The hints' texts, by position. */
  hints: z.array(z.string().max(HINT_TEXT_MAX)).max(HINTS_MAX).optional(),
});
export type QuestionVersion = z.infer<typeof QuestionVersionSchema>;

/** The versions after version 1. */
export const QuestionVersionsSchema = z.array(QuestionVersionSchema).max(QUESTION_VERSIONS_MAX - 1);

export const QuizItemSchema = z.object({
  id: z.number().int(),
  sortIndex: z.number().int(),
  type: ItemTypeSchema,
  title: z.string(),
  image: z.string().nullable(),
  isMultiple: z.boolean(),
  /** Ids of the right options. */
  rightAnswer: z.array(z.number().int()),
  article: ItemArticleSchema.nullable(),
  textOptions: z.array(TextOptionSchema),
  /** Number shown for questions; video items have none (SPEC: question numbers count non-video items). */
  questionOrder: z.number().int().nullable(),
  /** Written by a language model and not yet reviewed (ADR 180); absent once an author has. */
  needsReview: z.boolean().optional(),
  /** The question type (ADR 195); absent: SPEC's choice question. */
  questionType: z.string().optional(),
  /** Points (ADR 196); absent: 1. */
  points: z.number().optional(),
  /** General feedback; absent: none. */
  feedback: z.string().optional(),
  /** Feedback on a right, a partly right and a wrong answer (ADR 404); absent: none. */
  outcomeFeedback: OutcomeFeedbackSchema.optional(),
  /** The type's own data; absent for a choice question without any. */
  definition: z.record(z.string(), z.unknown()).optional(),
  /** Hints a student may ask for (ADR 293); absent: none. */
  hints: HintsSchema.optional(),
  /** The versions drawn from an imported item's random values, after version 1 (ADR 309); absent: none. */
  versions: QuestionVersionsSchema.optional(),
  /** A question asked at a moment of the video above it (ADR 337); absent: asked beside the video. */
  moment: VideoMomentSchema.optional(),
  /** A video item's settings, chapters and notes (ADR 337); absent: a plain video. */
  video: VideoSettingsSchema.optional(),
});
export type QuizItem = z.infer<typeof QuizItemSchema>;

export const QuizActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sortIndex: z.number().int(),
  items: z.array(QuizItemSchema),
  /** Questions drawn per student from a bank's category, after the items (ADR 232); absent: none. */
  randomSlots: z.array(RandomSlotSchema).optional(),
});
export type QuizActivity = z.infer<typeof QuizActivitySchema>;

export const PersonSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export type Person = z.infer<typeof PersonSchema>;

/** What a caller may do with one quiz: the actions of its capability table (quizCapabilities.ts, ADR 114). */
export const QUIZ_ACTIONS = [
  'view',
  'edit',
  'copy',
  'share',
  'delete',
  'download',
  'results',
  /** Points and comments on a submitted attempt (ADR 209): whoever may read the results. */
  'grade',
  /** Reminding the students who have not submitted (ADR 211): whoever may read the results. */
  'remind',
  'setDeadline',
  'rebuild',
  /** Adding it to a class distributes it to the class's students (ADR 132): sharing it, by another door. */
  'addToClass',
] as const;
export type QuizAction = (typeof QUIZ_ACTIONS)[number];

/**
 * A class of the quiz's owner that runs the quiz by dates of its own (ADR 353, ADR 359): the quiz's dates do not apply
 * to its students. As `classesWithOwnDates` (src/domain/take/studentSchedule.ts) gives them, in title order.
 */
export const ClassOwnDatesSchema = z.object({
  classId: z.number().int(),
  title: z.string(),
  opensAt: isoDate.nullable(),
  deadline: isoDate.nullable(),
});
export type ClassOwnDatesItem = z.infer<typeof ClassOwnDatesSchema>;

/** A quiz as GET returns it. `version` increases on every save; a save names the version it was based on. */
export const QuizSchema = z.object({
  id: z.number().int(),
  kind: QuizKindSchema,
  title: z.string(),
  article: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  tags: z.array(TagSchema),
  active: z.boolean(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  /** Minutes; null means no limit. */
  duration: z.number().nullable(),
  countOfQuestions: z.number().int(),
  editable: z.boolean(),
  isGraded: z.boolean().nullable(),
  showCaption: z.boolean(),
  restrictNonInstitutional: z.boolean(),
  /** True once the quiz was distributed to students (Access type is then locked). */
  isAssignSomeone: z.boolean(),
  sharedList: z.array(z.object({ user: PersonSchema })),
  processStatus: z.number().int(),
  /** Library quizzes: textbook or section. */
  quizType: z.string().nullable(),
  sectionId: z.number().int().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: PersonSchema.nullable(),
  activities: z.array(QuizActivitySchema),
  version: z.number().int(),
  /** The owner's trial or subscription end: the End Date cannot go beyond it (ADR 066, ADR 052). */
  ownerSubscriptionEndsAt: isoDate.nullable().optional(),
  /** The owner's classes that keep their own dates for the quiz (ADR 359); absent or empty: none. Never saved. */
  classDates: z.array(ClassOwnDatesSchema).optional(),
  /**
   * What the caller may do with it, as the server's capability table answers for this caller (ADR 192); absent on
   * a quiz prefilled from an article or a playlist, which is no record yet.
   */
  actions: z.array(z.enum(QUIZ_ACTIONS)).optional(),
  /** Why the quiz itself stops an action the caller would otherwise have ('This quiz can no longer be edited.'). */
  refusals: z.partialRecord(z.enum(QUIZ_ACTIONS), z.string()).optional(),
});
export type Quiz = z.infer<typeof QuizSchema>;

/** A row of any quiz list (lists never carry activities). */
export const QuizListItemSchema = QuizSchema.omit({ activities: true, refusals: true }).extend({
  /** Customer quizzes: the owner. */
  customer: PersonSchema.nullable().optional(),
  /** What the caller may do with it (ADR 192): the row offers these actions and no other. */
  actions: z.array(z.enum(QUIZ_ACTIONS)),
});
export type QuizListItem = z.infer<typeof QuizListItemSchema>;

/** SPEC section 4: a date, a dash if none, 'Expired' if past. `now` is passed in. */
export type DeadlineDisplay = { kind: 'none' } | { kind: 'expired' } | { kind: 'date'; date: Date };
export function deadlineDisplay(endDate: string | null, now: Date): DeadlineDisplay {
  if (!endDate) return { kind: 'none' };
  const date = new Date(endDate);
  if (Number.isNaN(date.getTime())) return { kind: 'none' };
  return date.getTime() < now.getTime() ? { kind: 'expired' } : { kind: 'date', date };
}
