/**
 * Wire contract of the student page (/take/{token}): what a student's browser may read and send about the one
 * assignment its personal link names. Shared by the student bundle and the server. The right answers are never
 * part of a TakeSession before the assignment is submitted, and after it only as the quiz's review setting allows.
 *
 * @publicModule a class's student links carry an assignment's state.
 */
import { OptionPictureSchema } from '../../questionTypes/shared/domain/optionPicture';
import * as z from 'zod';
import { VideoDataSchema } from '../../domain/quiz/quiz';
import { dbId, text } from '../../domain/shared/fields';
import { UI_LANGUAGE_CODES } from '../../domain/shared/languages';
import { AnswerFileSchema } from '../../questionTypes/fileUpload/domain/fileUpload';
import { RegionShapeSchema } from '../../questionTypes/hotspot/domain/hotspotShapes';
import { MeasuredPartsSchema } from '../../questionTypes/numeric/domain/numericReview';
import { takeFileDownloadPath } from './takeFilePaths';
import { STUDENT_STATES } from '../../domain/quiz/results/studentStates';
import { TakeWatchedSchema } from './takeWatchedContract';
import { VideoMomentSchema, VideoSettingsSchema } from '../../domain/quiz/videoMoments/videoMoments';

/** A personal link's token: 32 random bytes, base64url without padding. */
export const TAKE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TAKE_PATHS = {
  /** The student page itself (HTML, served outside /admin). */
  page: (token: string) => `/take/${token}`,
  session: (token: string) => `/api/take/${token}`,
  start: (token: string) => `/api/take/${token}/start`,
  answer: (token: string, itemId: number | string) => `/api/take/${token}/answers/${itemId}`,
  submit: (token: string) => `/api/take/${token}/submit`,
  /** A new attempt once this one is submitted, while attempts are left (ADR 219). */
  retry: (token: string) => `/api/take/${token}/retry`,
  /** The next hint of a question, recorded on the attempt as used (ADR 293). */
  hint: (token: string, itemId: number | string) => `/api/take/${token}/hints/${itemId}`,
  /** ADR 294: a file sent as (part of) the answer to a file upload question (multipart, field `file`). */
  answerFiles: (token: string, itemId: number | string) => `/api/take/${token}/answers/${itemId}/files`,
  /** ADR 329: played segments of a video item, merged into what the attempt watched. */
  watched: (token: string, itemId: number | string) => `/api/take/${token}/watched/${itemId}`,
  answerFile: (token: string, itemId: number | string, fileId: string) =>
    `/api/take/${token}/answers/${itemId}/files/${fileId}`,
  /** A file the student sent, downloaded by the student (the link is the credential). */
  fileDownload: takeFileDownloadPath,
} as const;

/**
 * The server's path parameters. The token is any text here: a malformed one is an unknown link (404 'Unknown
 * link'), like a well-formed one that names no assignment, so a link never says which of the two it is.
 */
/** Any text up to a bound: a token of the wrong shape is an unknown link (404), not a bad request. */
const tokenParam = text(256);
export const TakeTokenParamsSchema = z.object({ token: tokenParam });
export const TakeAnswerParamsSchema = z.object({ token: tokenParam, itemId: dbId });

/** Where an assignment stands, as the student and the class page see it. */
export const TAKE_STATES = ['not_started', 'in_progress', 'submitted', 'expired'] as const;
export const TakeStateSchema = z.enum(TAKE_STATES);
export type TakeState = z.infer<typeof TakeStateSchema>;

export const TakeOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** A picture in the option with its alternative text (ADR 311); absent: none. */
  picture: OptionPictureSchema.optional(),
});

export const TakeVideoItemSchema = z.object({
  kind: z.literal('video'),
  id: z.number().int(),
  title: z.string(),
  video: VideoDataSchema.nullable(),
  /**
   * The article was taken down after the quiz used it (ADR 314): the page shows the title and "This video is no
   * longer available", never a player; `video` is then null. Absent: it is offered.
   */
  unavailable: z.literal(true).optional(),
  /**
   * ADR 338: how this video plays (prevent skipping, the share to watch, its speeds, chapters and notes); absent:
   * a plain video. Named apart from `video`, which is the player's data.
   */
  settings: VideoSettingsSchema.optional(),
});

/** What the student's page knows of a question's hints before asking: how many, their penalties, a solution last. */
export const TakeHintButtonsSchema = z.object({
  count: z.number().int(),
  solution: z.boolean(),
  penalties: z.array(z.number()),
});

/** Which hint is asked for: the next one (or one already shown, asked again after a lost answer). */
export const TakeHintRequestSchema = z.object({ index: z.number().int().min(0).max(100) });
export type TakeHintRequest = z.infer<typeof TakeHintRequestSchema>;

/** POST hint answers the next hint's text and how many the student has now used of this question's. */
export const TakeHintResponseSchema = z.object({ text: z.string(), used: z.number().int() });
export type TakeHintResponse = z.infer<typeof TakeHintResponseSchema>;

/** A question as the student sees it: no right answer in it. `number` counts questions only (videos skipped). */
export const TakeQuestionItemSchema = z.object({
  kind: z.literal('question'),
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  isMultiple: z.boolean(),
  options: z.array(TakeOptionSchema),
  /** The question type (ADR 195); absent: SPEC's choice question. */
  questionType: z.string().optional(),
  /** Points (ADR 196); absent: 1. */
  points: z.number().optional(),
  /** What the type shows besides title and options (a short answer's maximum length): never the solution. */
  view: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  /** Its hints (ADR 293): how many and what each costs, never their text; absent: none. */
  hints: TakeHintButtonsSchema.optional(),
  /** The texts of the hints the student asked for, in order (absent: none asked yet). */
  shownHints: z.array(z.string()).optional(),
  /** ADR 338: asked at this moment of the video above it (never which answer is right); absent: beside it. */
  moment: VideoMomentSchema.optional(),
});

/** A text block (ADR 260): text and its picture between the questions; nothing to answer, never numbered. */
export const TakeTextItemSchema = z.object({
  kind: z.literal('text'),
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
});

export const TakeItemSchema = z.discriminatedUnion('kind', [
  TakeVideoItemSchema,
  TakeQuestionItemSchema,
  TakeTextItemSchema,
]);
export type TakeItem = z.infer<typeof TakeItemSchema>;

export const TakeActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(TakeItemSchema),
});
export type TakeActivity = z.infer<typeof TakeActivitySchema>;

/**
 * One question after submitting, as far as the quiz's review setting allows (src/domain/take/reviewRules.ts,
 * ADR 210): the points while the score shows, the right answer and feedback while the answers show, the
 * instructor's comment with the score.
 */
export const TakeReviewSchema = z.object({
  earned: z.number().optional(),
  max: z.number(),
  correct: z.boolean().optional(),
  /** The student's answer as its type words it (describeAnswer); '' when none was given. */
  answer: z.string().optional(),
  /** The right answer as text (choice questions also have `rightAnswers`). */
  rightAnswer: z.string().optional(),
  /** A hotspot's right regions, which the page words in its own language (ADR 359); absent for other types. */
  rightRegions: z.array(RegionShapeSchema).optional(),
  /** A measured numeric answer: which of its value, unit and significant figures lost credit (ADR 384). */
  parts: MeasuredPartsSchema.optional(),
  /** General feedback, then the feedback of the answer given. */
  feedback: z.array(z.string()).optional(),
  /** The instructor's comment on this question. */
  comment: z.string().optional(),
  /** How many of its hints the student used (ADR 293); absent: none. */
  hintsUsed: z.number().int().optional(),
});
export type TakeReview = z.infer<typeof TakeReviewSchema>;

/** Why a part of the review is not shown yet: it shows after the deadline, or when the instructor releases it. */
export const ReviewWaitSchema = z.enum(['deadline', 'release']).nullable();

/** The score once submitted: score = question count × percentage / 100 (SPEC section 9). */
/** Which attempt this is; attempts left (null: unlimited); whether Try again is offered now (ADR 219). */
const TakeAttemptSchema = z.object({
  number: z.number().int(),
  left: z.number().int().nullable(),
  canRetry: z.boolean(),
});

export const TakeOutcomeSchema = z.object({
  submittedAt: z.string(),
  questionCount: z.number().int(),
  /** Percent of questions answered right, 0..100 (the assignment's progress); null while the score is hidden. */
  percentage: z.number().int().nullable(),
  /** Null while the quiz's review setting hides the score (ADR 210). */
  score: z.number().nullable(),
  /** Submitted after the time limit or deadline had passed (a late save is not counted; see ADR). */
  late: z.boolean(),
  /** Right option ids per question id, where the review setting shows the right answers; otherwise null. */
  rightAnswers: z.record(z.string(), z.array(z.number().int())).nullable(),
  /** The points of the version answered (ADR 196); the score is out of these. Absent: the question count. */
  maxScore: z.number().optional(),
  /** An answer is scored by hand: "Needs grading" shows instead of the score. */
  needsGrading: z.boolean().optional(),
  /**
   * Per question id, what the review setting shows of it (src/domain/take/reviewRules.ts): points earned, the
   * right answer as text, the feedback, the instructor's comment. Null where nothing of it is shown.
   */
  review: z.record(z.string(), TakeReviewSchema).nullable().optional(),
  /** The instructor's comment on the whole attempt, shown with the score. */
  comment: z.string().nullable().optional(),
  /** When a hidden score shows: after the deadline, or when the instructor releases it. */
  scoreWait: ReviewWaitSchema.optional(),
  /** When hidden right answers and feedback show (null: never). */
  answersWait: ReviewWaitSchema.optional(),
  /** With the submit's answer: the attempt just submitted and whether another may follow. */
  attempt: TakeAttemptSchema.optional(),
});
export type TakeOutcome = z.infer<typeof TakeOutcomeSchema>;

export const TakeSessionSchema = z.object({
  quiz: z.object({
    title: z.string(),
    isGraded: z.boolean(),
    /** Seconds; null means no time limit. */
    duration: z.number().int().nullable(),
    /** The deadline (the quiz's end date); null means none. */
    deadline: z.string().nullable(),
    /** When the quiz opens (its start date): before it the link shows the quiz but cannot start (ADR 151). */
    opensAt: z.string().nullable(),
    /** False while the student's class is not published: the link cannot start yet (ADR 248); absent when open. */
    classOpen: z.literal(false).optional(),
    showCaption: z.boolean(),
    questionCount: z.number().int(),
  }),
  studentEmail: z.string(),
  state: TakeStateSchema,
  /** The server's clock when it answered, so the countdown does not trust the device clock. */
  serverNow: z.string(),
  startedAt: z.string().nullable(),
  /** When the time limit runs out (started + duration, never past the deadline); null without a limit. */
  dueAt: z.string().nullable(),
  activities: z.array(TakeActivitySchema),
  /** The saved answers, option ids per question id. */
  answers: z.record(z.string(), z.array(z.number().int())),
  /** The saved responses to questions of other types than choice, per question id. */
  responses: z.record(z.string(), z.unknown()).optional(),
  outcome: TakeOutcomeSchema.nullable(),
  attempt: TakeAttemptSchema.optional(),
  /** ADR 329: what the attempt watched of its videos, per video item id (absent: nothing yet). */
  watched: z.record(z.string(), TakeWatchedSchema).optional(),
});
export type TakeSession = z.infer<typeof TakeSessionSchema>;

/** POST start answers the session as GET does, now in progress; POST submit answers the outcome. */
export const StartResponseSchema = TakeSessionSchema;
/** Starting names the page's language: the student's later messages are written in it (ADR 269). */
export const StartRequestSchema = z.object({ language: z.enum(UI_LANGUAGE_CODES).optional() });
export type StartRequest = z.infer<typeof StartRequestSchema>;
export const SubmitResponseSchema = TakeOutcomeSchema;

/**
 * What a save sends is in takeAnswerContract.ts: its schema reads every question type's response schema, whose
 * modules hold their scoring too, and the student page needs only its type.
 */
export type { SaveAnswerRequest } from './takeAnswerContract';

export const SaveAnswerResponseSchema = z.object({
  savedAt: z.string(),
  answeredCount: z.number().int(),
  /**
   * ADR 338: the answer saved to a question whose moment goes back on a wrong answer is wrong: the moment of the
   * video to watch again. Absent otherwise; never which answer is right.
   */
  jumpBackTo: z.number().optional(),
});
export type SaveAnswerResponse = z.infer<typeof SaveAnswerResponseSchema>;

/** The class page's view of one student's personal link. */
export const AssignmentLinkSchema = z.object({
  assignmentId: z.number().int(),
  email: z.string(),
  /** Absolute address of the student page. */
  link: z.string(),
  state: TakeStateSchema,
  /** The delivery: 'sent' once the mail server took the message, 'not_sent' without SMTP_URL, 'failed'. */
  mail: z.enum(['sent', 'not_sent', 'failed']),
  openedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  percentage: z.number().int().nullable(),
  /** Where the student stands in the words Results uses (ADR 211). */
  studentState: z.enum(STUDENT_STATES).optional(),
});
export type AssignmentLink = z.infer<typeof AssignmentLinkSchema>;

/** ADR 294: a file of the answer, named by its id in the path. */
export const TakeAnswerFileParamsSchema = z.object({
  token: tokenParam,
  itemId: dbId,
  fileId: z.string().min(1).max(64),
});
export const TakeFileDownloadParamsSchema = z.object({
  token: tokenParam,
  fileId: z.string().min(1).max(64),
});

/** A file sent or removed answers the answer's files as the server stored them (none: no answer). */
export const AnswerFilesResponseSchema = z.object({ files: z.array(AnswerFileSchema) });
export type AnswerFilesResponse = z.infer<typeof AnswerFilesResponseSchema>;
