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

const BASE = '/api/admin/question_banks';

export const BANK_PATHS = {
  banks: BASE,
  bank: (bankId: number | string) => `${BASE}/${bankId}`,
  categories: (bankId: number | string) => `${BASE}/${bankId}/categories`,
  category: (bankId: number | string, categoryId: number | string) =>
    `${BASE}/${bankId}/categories/${categoryId}`,
  questions: (bankId: number | string) => `${BASE}/${bankId}/questions`,
  question: (bankId: number | string, questionId: number | string) =>
    `${BASE}/${bankId}/questions/${questionId}`,
  copyQuestion: (bankId: number | string) => `${BASE}/${bankId}/copy_question`,
  /** What goes with deleting banks, and whether they would be refused (ADR 299); body `{ ids }`. */
  deleteImpact: `${BASE}/delete_impact`,
  /** The same for categories of one bank. */
  categoriesDeleteImpact: (bankId: number | string) => `${BASE}/${bankId}/categories/delete_impact`,
} as const;

/** A bank with its questions, as its page shows it. */
export const BankDetailSchema = QuestionBankSchema.extend({ questions: z.array(BankQuestionSchema) });
export type BankDetail = z.infer<typeof BankDetailSchema>;

export const BankListSchema = z.array(QuestionBankSchema);

export const BankQuestionRequestSchema = z.object({ categoryId: jsonId, question: BankQuestionInputSchema });
export type BankQuestionRequest = z.infer<typeof BankQuestionRequestSchema>;

export const BankParamsSchema = z.object({ bankId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const CategoryParamsSchema = BankParamsSchema.extend({
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const QuestionParamsSchema = BankParamsSchema.extend({
  questionId: z.coerce.number().int().min(1).max(2_147_483_647),
});
