/**
 * Wire contract of Preview as a student (ADR 264): the student page on a quiz's current version for a console user
 * who may view the quiz. The session has the student page's shape and, as for a student, no right answer; the
 * answers stay in the browser until the submit, which the server scores against the version the preview opened
 * and stores nowhere (no assignment, no attempt, no results row, no LMS score).
 */
import * as z from 'zod';
import { QuizKindSchema, type QuizKind } from '../../domain/quiz/quiz';
import { DB_INT_MAX, dbId, jsonId, LIST_MAX } from '../../domain/shared/fields';
import { ResponseSchema } from '../../questionTypes/shared/domain/registry';
import { SaveAnswerRequestSchema } from './takeAnswerContract';
import { SaveAnswerResponseSchema, TakeOutcomeSchema, TakeSessionSchema } from './takeContract';

export const PREVIEW_ROUTES = {
  session: '/api/admin/quiz/preview/:kind/:id',
  start: '/api/admin/quiz/preview/:kind/:id/start',
  submit: '/api/admin/quiz/preview/:kind/:id/submit',
  /** A question's hint (ADR 293), as the student page asks for it. */
  hint: '/api/admin/quiz/preview/:kind/:id/hints/:itemId',
  /** ADR 338: where the video goes back to after an answer to a question at a moment; nothing is stored. */
  answer: '/api/admin/quiz/preview/:kind/:id/answers/:itemId',
} as const;

const at = (pattern: string, kind: QuizKind, id: number) =>
  pattern.replace(':kind', kind).replace(':id', String(id));

export const PREVIEW_PATHS = {
  session: (kind: QuizKind, id: number) => at(PREVIEW_ROUTES.session, kind, id),
  start: (kind: QuizKind, id: number) => at(PREVIEW_ROUTES.start, kind, id),
  submit: (kind: QuizKind, id: number) => at(PREVIEW_ROUTES.submit, kind, id),
  hint: (kind: QuizKind, id: number, itemId: number) =>
    at(PREVIEW_ROUTES.hint, kind, id).replace(':itemId', String(itemId)),
  answer: (kind: QuizKind, id: number, itemId: number) =>
    at(PREVIEW_ROUTES.answer, kind, id).replace(':itemId', String(itemId)),
};

export const PreviewParamsSchema = z.object({ kind: QuizKindSchema, id: dbId });
export const PreviewHintParamsSchema = PreviewParamsSchema.extend({ itemId: dbId });

/** A hint of the version the preview opened on (ADR 293). */
export const PreviewHintRequestSchema = z.object({
  version: z.number().int().min(0).max(DB_INT_MAX),
  index: z.number().int().min(0).max(100),
});
export type PreviewHintRequest = z.infer<typeof PreviewHintRequestSchema>;

/**
 * An answer to a question at a moment of the video whose moment goes back on a wrong answer (ADR 338), of the
 * version the preview opened on: the server says where the video goes back to, as a student's save says it.
 */
export const PreviewAnswerRequestSchema = SaveAnswerRequestSchema.extend({
  version: z.number().int().min(0).max(DB_INT_MAX),
});
export type PreviewAnswerRequest = z.input<typeof PreviewAnswerRequestSchema>;
export const PreviewAnswerResponseSchema = SaveAnswerResponseSchema.pick({ jumpBackTo: true });
export type PreviewAnswerResponse = z.infer<typeof PreviewAnswerResponseSchema>;

/** The student page's session on the quiz, and the version it shows (the submit names it). */
export const PreviewSessionSchema = z.object({
  version: z.number().int(),
  session: TakeSessionSchema,
});
export type PreviewSession = z.infer<typeof PreviewSessionSchema>;

/** Every answer of the preview at once: option ids per choice question, the response of another type's. */
export const PreviewSubmitRequestSchema = z.object({
  version: z.number().int().min(0).max(DB_INT_MAX),
  answers: z
    .array(z.object({ itemId: jsonId, optionIds: z.array(jsonId).max(LIST_MAX.ids) }))
    .max(LIST_MAX.ids),
  responses: z
    .array(z.object({ itemId: jsonId, response: ResponseSchema }))
    .max(LIST_MAX.ids)
    .default([]),
  /** How many of each question's hints were shown (ADR 293); a question not named used none. */
  hintsUsed: z
    .array(z.object({ itemId: jsonId, count: z.number().int().min(0).max(100) }))
    .max(LIST_MAX.ids)
    .default([]),
});
export type PreviewSubmitRequest = z.input<typeof PreviewSubmitRequestSchema>;

/** The outcome as the student would see it at this moment, by the quiz's review setting. */
export const PreviewOutcomeSchema = TakeOutcomeSchema;
