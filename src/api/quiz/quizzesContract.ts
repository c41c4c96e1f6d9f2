/**
 * Wire contract of one quiz (SPEC section 7 "Quiz"): read, create and edit per kind, the prefilled templates, the
 * question image upload. Shared by the console's calls and the server's routes.
 */
import * as z from 'zod';
import { PersonSchema, QuizSchema, type QuizKind } from '../../domain/quiz/quiz';
import { QuizEditPayloadSchema, QuizPayloadSchema } from '../../domain/quiz/quizPayload';
import { dbId } from '../../domain/shared/fields';

/** Server route patterns (`:id`), one per kind. */
export const QUIZ_ROUTES: Readonly<Record<QuizKind, { readonly one: string; readonly create: string }>> = {
  template: { one: '/api/admin/quiz/template/:id', create: '/api/admin/quiz/template/create' },
  library: { one: '/api/admin/quiz/library/:id', create: '/api/admin/quiz/library/create' },
  admin: { one: '/api/admin/quiz/:id', create: '/api/admin/quiz/create' },
  user: { one: '/api/admin/quiz/user_quiz/:id', create: '/api/quiz/create' },
};

export const QUIZ_EXTRA_ROUTES = {
  fromArticle: '/api/admin/quiz/from_article/:id',
  fromPlaylist: '/api/admin/quiz/from_playlist/:id',
  uploadImage: '/api/quiz/upload_image',
} as const;

const withId = (pattern: string, id: number) => pattern.replace(':id', String(id));

export const QUIZ_PATHS = {
  one: (kind: QuizKind, id: number) => withId(QUIZ_ROUTES[kind].one, id),
  create: (kind: QuizKind) => QUIZ_ROUTES[kind].create,
  fromArticle: (articleId: number) => withId(QUIZ_EXTRA_ROUTES.fromArticle, articleId),
  fromPlaylist: (playlistId: number) => withId(QUIZ_EXTRA_ROUTES.fromPlaylist, playlistId),
  uploadImage: QUIZ_EXTRA_ROUTES.uploadImage,
};

export const QuizIdParamsSchema = z.object({ id: dbId });

export const QuizResponseSchema = QuizSchema;
/** A new quiz may name a class it is made for (ADR 218): it is in that class once saved. */
export const CreateQuizRequestSchema = QuizPayloadSchema.extend({ classId: dbId.optional() });
export type CreateQuizRequest = z.infer<typeof CreateQuizRequestSchema>;
export const UpdateQuizRequestSchema = QuizEditPayloadSchema;

/** The 409 answer to a save made on an older version: the message names who saved and when. */
export const QuizConflictSchema = z.object({
  message: z.string(),
  changedBy: PersonSchema.nullable(),
  /** The caller's own account saved it (in another tab or on another device). */
  savedByYou: z.boolean(),
  changedAt: z.string(),
  currentVersion: z.number().int(),
});
export type QuizConflict = z.infer<typeof QuizConflictSchema>;

export const UploadImageResponseSchema = z.object({ url: z.string() });
