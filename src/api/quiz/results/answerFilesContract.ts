/**
 * Wire contract of a student's answer files as the console reads them (ADR 294): a file of an attempt, downloaded
 * by whoever may read the quiz's results.
 */
import * as z from 'zod';
import { dbId } from '../../../domain/shared/fields';

export const ANSWER_FILE_PATHS = {
  file: (assignId: number | string, fileId: string) => `/api/admin/quiz/assign/${assignId}/files/${fileId}`,
} as const;

export const AnswerFileParamsSchema = z.object({ id: dbId, fileId: z.string().min(1).max(64) });
