/**
 * What a student's browser sends to save an answer on the student page (takeContract.ts has the rest of its
 * contract). Apart because its schema reads every question type's response schema from the question types'
 * registry, whose modules also hold their scoring and the libraries it needs (the blanks' pattern matching, ADR
 * 305): the server validates with it, and the student page, which only sends the answer, imports its type alone
 * and stays without them.
 */
import * as z from 'zod';
import { ResponseSchema } from '../../questionTypes/shared/domain/registry';
import { jsonId, LIST_MAX } from '../../domain/shared/fields';

/** A choice question's answer is its option ids; another type's is its `response` (the type's response schema). */
export const SaveAnswerRequestSchema = z.object({
  optionIds: z.array(jsonId).max(LIST_MAX.ids).optional(),
  response: ResponseSchema.optional(),
  /** Time spent on this question since the last save, in milliseconds (for the per-question statistics). */
  timeSpentMs: z.number().int().min(0).max(86_400_000),
});
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequestSchema>;
