/**
 * An article as the publisher's desk reads and writes it (ADR 314): its text, authors, type, section, subjects and
 * topics, its media, its status with the steps the caller may take, and its history.
 */
import * as z from 'zod';
import { ArticleTypeSchema } from '../content/content';
import { VideoDataSchema } from '../quiz/quiz';
import { jsonId, list, text, TEXT_MAX } from '../shared/fields';
import { RecordVersionSchema } from '../shared/recordVersions';
import {
  ArticleHistoryKindSchema,
  ArticleStatusSchema,
  ArticleStepSchema,
  STEP_NOTE_MAX,
} from './articleLifecycle';

export const ARTICLE_TEXT_MAX = {
  abstract: 5000,
  authors: 30,
  institutions: 30,
  subjects: 20,
  topics: 20,
  topic: 100,
  department: TEXT_MAX.title,
  institution: TEXT_MAX.title,
} as const;

export const ARTICLE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooShort: 'Title is too short. It should have 3 characters or more.',
  authorName: 'Each author needs a name',
  institutionIndex: 'An author names an institution the article does not list',
  institutionName: 'Each institution needs a name',
  sectionUnknown: 'Choose one of the sections',
  subjectUnknown: 'Choose subjects from the list',
} as const;

export const ArticleAuthorSchema = z.object({
  name: text(TEXT_MAX.personName, { trim: true, required: ARTICLE_MESSAGES.authorName }),
  /** Indexes into the article's `institutions`. */
  institutionIndexes: list(
    z
      .number()
      .int()
      .min(0)
      .max(ARTICLE_TEXT_MAX.institutions - 1),
    10,
  ),
});
export type DeskArticleAuthor = z.infer<typeof ArticleAuthorSchema>;

export const ArticleInstitutionSchema = z.object({
  departmentTitle: text(ARTICLE_TEXT_MAX.department, { trim: true }),
  institutionTitle: text(ARTICLE_TEXT_MAX.institution, {
    trim: true,
    required: ARTICLE_MESSAGES.institutionName,
  }),
});

/** What the article form saves: everything but its media, which are uploaded one by one. */
export const ArticleSaveSchema = z
  .object({
    title: text(TEXT_MAX.title, { trim: true, required: ARTICLE_MESSAGES.titleRequired }).refine(
      (title) => title.length >= 3,
      ARTICLE_MESSAGES.titleTooShort,
    ),
    abstract: text(ARTICLE_TEXT_MAX.abstract, { trim: true }).default(''),
    articleType: ArticleTypeSchema,
    sectionId: jsonId.nullable(),
    authors: list(ArticleAuthorSchema, ARTICLE_TEXT_MAX.authors).default([]),
    institutions: list(ArticleInstitutionSchema, ARTICLE_TEXT_MAX.institutions).default([]),
    /** Subject (tag) ids. */
    subjectIds: list(jsonId, ARTICLE_TEXT_MAX.subjects).default([]),
    topics: list(text(ARTICLE_TEXT_MAX.topic, { trim: true }).min(1), ARTICLE_TEXT_MAX.topics).default([]),
  })
  .refine(
    (article) =>
      article.authors.every((author) =>
        author.institutionIndexes.every((i) => i < article.institutions.length),
      ),
    { message: ARTICLE_MESSAGES.institutionIndex, path: ['authors'] },
  );
export type ArticleSave = z.input<typeof ArticleSaveSchema>;

const PersonSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const ArticleHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: ArticleHistoryKindSchema,
  from: ArticleStatusSchema.nullable(),
  to: ArticleStatusSchema,
  /** A send-back's note or an unpublish's reason. */
  note: z.string().max(STEP_NOTE_MAX).nullable(),
  /** The moment a schedule step chose. */
  scheduledAt: z.string().nullable(),
  at: z.string(),
  /** Who took the step; for `scheduledPublish`, who had scheduled it. Null when that account is gone. */
  by: PersonSchema.nullable(),
});
export type ArticleHistoryEntry = z.infer<typeof ArticleHistoryEntrySchema>;

/** What the caller may do with an article now, from the lifecycle table (the server's answer, ADR 314). */
export const DeskActionsSchema = z.object({
  steps: z.array(ArticleStepSchema),
  edit: z.boolean(),
  delete: z.boolean(),
});
export type DeskActions = z.infer<typeof DeskActionsSchema>;

const SubjectSchema = z.object({ id: z.number().int(), title: z.string() });
const SectionRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  domainTitle: z.string().nullable(),
});

/** One row of the desk's list. */
export const DeskArticleRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ArticleStatusSchema,
  articleType: ArticleTypeSchema,
  section: SectionRefSchema.nullable(),
  subjects: z.array(SubjectSchema),
  updatedAt: z.string(),
  updatedBy: PersonSchema.nullable(),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  hasVideo: z.boolean(),
  actions: DeskActionsSchema,
});
export type DeskArticleRow = z.infer<typeof DeskArticleRowSchema>;

export const ArticleMediaSchema = z.object({
  video: z
    .object({
      url: z.string(),
      fileName: z.string(),
      size: z.number().int(),
      duration: z.number().nullable(),
    })
    .nullable(),
  /** Language code → WebVTT address. */
  subtitles: z.record(z.string(), z.string()),
  thumbnail: z.string().nullable(),
  headerImage: z.string().nullable(),
});
export type ArticleMedia = z.infer<typeof ArticleMediaSchema>;

/** One article, whole: what the form edits, its media, the player's data, its status and its history. */
export const DeskArticleSchema = z.object({
  id: z.number().int(),
  version: RecordVersionSchema,
  title: z.string(),
  abstract: z.string(),
  articleType: ArticleTypeSchema,
  sectionId: z.number().int().nullable(),
  authors: z.array(z.object({ name: z.string(), institutionIndexes: z.array(z.number().int()) })),
  institutions: z.array(z.object({ departmentTitle: z.string(), institutionTitle: z.string() })),
  subjectIds: z.array(z.number().int()),
  topics: z.array(z.string()),
  status: ArticleStatusSchema,
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  media: ArticleMediaSchema,
  /** The video as the console's player plays it, exactly as students will see it; null without a video. */
  videoData: VideoDataSchema.nullable(),
  actions: DeskActionsSchema,
  /** Steps still missing before a submit (the lifecycle's messages); empty when it may go to review. */
  missingForReview: z.array(z.string()),
  history: z.array(ArticleHistoryEntrySchema),
  updatedAt: z.string(),
  updatedBy: PersonSchema.nullable(),
});
export type DeskArticle = z.infer<typeof DeskArticleSchema>;
