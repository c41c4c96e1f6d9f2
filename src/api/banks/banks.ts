/**
 * Calls of question banks (ADR 232, ADR 367) over the http client; contract in bankContract. Deletes go through the bulk
 * outbox (ADR 299), which sends them to BANK_PATHS.
 */
import {
  BankQuestionSchema,
  type BankQuestion,
  type BankQuestionInput,
} from '../../domain/quiz/banks/questionBank';
import type { HttpClient } from '../shared/http';
import {
  BANK_PATHS,
  BankDetailSchema,
  BankListSchema,
  type BankDetail,
  type BankQuestionRequest,
  type BankQuestionUpdate,
} from './bankContract';

export const fetchBanks = (http: HttpClient, signal?: AbortSignal) =>
  http.request(BANK_PATHS.banks, { schema: BankListSchema, signal });

export const fetchBank = (http: HttpClient, bankId: number, signal?: AbortSignal): Promise<BankDetail> =>
  http.request(BANK_PATHS.bank(bankId), { schema: BankDetailSchema, signal });

export const createBank = (http: HttpClient, body: { title: string; institution: boolean }) =>
  http.request(BANK_PATHS.banks, { method: 'POST', body, schema: BankDetailSchema });

export const renameBank = (http: HttpClient, bankId: number, title: string) =>
  http.request(BANK_PATHS.bank(bankId), { method: 'PATCH', body: { title }, schema: BankDetailSchema });

export const addCategory = (http: HttpClient, bankId: number, title: string) =>
  http.request(BANK_PATHS.categories(bankId), { method: 'POST', body: { title }, schema: BankDetailSchema });

export const renameCategory = (http: HttpClient, bankId: number, categoryId: number, title: string) =>
  http.request(BANK_PATHS.category(bankId, categoryId), {
    method: 'PATCH',
    body: { title },
    schema: BankDetailSchema,
  });

/** A bank question as the bank stores it again: the same content under (maybe) another category. */
export const inputOf = (question: BankQuestion): BankQuestionInput => ({
  title: question.title,
  isMultiple: question.isMultiple,
  rightAnswer: question.rightAnswer,
  image: question.image,
  textOptions: question.textOptions.map((option) => ({ ...option })),
  ...(question.questionType
    ? { questionType: question.questionType as BankQuestionInput['questionType'] }
    : {}),
  ...(question.points !== undefined ? { points: question.points } : {}),
  ...(question.feedback !== undefined ? { feedback: question.feedback } : {}),
  ...(question.definition ? { definition: question.definition as BankQuestionInput['definition'] } : {}),
});

export const moveQuestion = (http: HttpClient, bankId: number, question: BankQuestion, categoryId: number) =>
  http.request(BANK_PATHS.question(bankId, question.id), {
    method: 'PUT',
    body: { categoryId, question: inputOf(question), version: question.version },
    schema: BankQuestionSchema,
  });

/** A question written in the bank (ADR 367). */
export const createQuestion = (http: HttpClient, bankId: number, body: BankQuestionRequest) =>
  http.request(BANK_PATHS.questions(bankId), { method: 'POST', body, schema: BankQuestionSchema });

/** An edit of a bank question, on the version it was made on: an older one is refused with 409 (ADR 367). */
export const updateQuestion = (
  http: HttpClient,
  bankId: number,
  questionId: number,
  body: BankQuestionUpdate,
) =>
  http.request(BANK_PATHS.question(bankId, questionId), { method: 'PUT', body, schema: BankQuestionSchema });

/** Copies one question of a quiz into a category of the bank. */
export const copyQuizQuestion = (
  http: HttpClient,
  bankId: number,
  body: { quizId: number; itemId: number; categoryId: number },
) => http.request(BANK_PATHS.copyQuestion(bankId), { method: 'POST', body, schema: BankQuestionSchema });
