/**
 * The routes of question banks (ADR 232). Apart from bankContract.ts so that the console's bulk outbox, which every
 * screen loads, names a bank's delete route without the question types' schemas and scoring the contract reads.
 */
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
