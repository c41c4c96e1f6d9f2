/**
 * Wire contract of question banks (ADR 232): banks, their categories and questions, and copying a quiz's question
 * into a bank. Shared by the console and the server; the shapes themselves are src/domain/quiz/banks.
 */
import * as z from 'zod';
import {
  BankQuestionInputSchema,
  BankQuestionSchema,
  QuestionBankSchema,
} from '../../domain/quiz/banks/questionBank';
import { jsonId } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export { BANK_PATHS } from './bankPaths';

/** A bank with its questions, as its page shows it. */
export const BankDetailSchema = QuestionBankSchema.extend({ questions: z.array(BankQuestionSchema) });
export type BankDetail = z.infer<typeof BankDetailSchema>;

export const BankListSchema = z.array(QuestionBankSchema);

export const BankQuestionRequestSchema = z.object({ categoryId: jsonId, question: BankQuestionInputSchema });
export type BankQuestionRequest = z.infer<typeof BankQuestionRequestSchema>;

/** An edit of a bank question names the version it was made on (ADR 367); an older one is refused with 409. */
export const BankQuestionUpdateSchema = BankQuestionRequestSchema.extend({ version: RecordVersionSchema });
export type BankQuestionUpdate = z.infer<typeof BankQuestionUpdateSchema>;

export const BankParamsSchema = z.object({ bankId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const CategoryParamsSchema = BankParamsSchema.extend({
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const QuestionParamsSchema = BankParamsSchema.extend({
  questionId: z.coerce.number().int().min(1).max(2_147_483_647),
});
