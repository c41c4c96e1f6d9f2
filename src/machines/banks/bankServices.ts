/**
 * Question banks' real effects over src/api (ADR 232): the Banks screen's list, bank, changes and copying from a
 * quiz, and the quiz editor's bank pickers.
 * @publicModule the quiz editor's bank dialogs read the banks through it.
 */
import { fromPromise } from 'xstate';
import {
  addCategory,
  copyQuizQuestion,
  createBank,
  createQuestion,
  fetchBank,
  fetchBanks,
  moveQuestion,
  renameBank,
  renameCategory,
  updateQuestion,
} from '../../api/banks/banks';
import { fetchQuizList } from '../../api/quiz/lists/quizLists';
import { fetchQuiz } from '../../api/quiz/quizzes';
import type { BankDetail } from '../../api/banks/bankContract';
import type { HttpClient } from '../../api/shared/http';
import { BANK_MESSAGES, type BankQuestion, type QuestionBank } from '../../domain/quiz/banks/questionBank';
import type { QuizItem, QuizListItem } from '../../domain/quiz/quiz';
import { buildListRequest, listQuery } from '../../domain/shared/listQuery';
import type { BankEdit, BanksView } from './bankChanges';
import { bankQuestionEditorMachine, type SaveBankQuestionInput } from './bankQuestionEditorMachine';
import { copyQuestionsMachine } from './copyQuestionsMachine';

/** The quizzes offered to copy from: the user's own, up to this many. */
const QUIZZES_OFFERED = 100;

/** The list, and the bank asked for open (or the first one, or none when there is none). */
async function viewOf(http: HttpClient, bankId: number | null, signal?: AbortSignal): Promise<BanksView> {
  const banks = await fetchBanks(http, signal);
  const open = banks.find((bank) => bank.id === bankId) ?? banks[0];
  return { banks, detail: open ? await fetchBank(http, open.id, signal) : null };
}

/**
 * Runs one change; answers the list and the bank to show open afterwards. Deletes go through the bulk outbox
 * instead (ADR 299): the screen provides them.
 */
async function runChange(http: HttpClient, change: BankEdit): Promise<BanksView> {
  switch (change.kind) {
    case 'createBank':
      return viewOf(http, (await createBank(http, change)).id);
    case 'renameBank':
      await renameBank(http, change.bankId, change.title);
      break;
    case 'addCategory':
      await addCategory(http, change.bankId, change.title);
      break;
    case 'renameCategory':
      await renameCategory(http, change.bankId, change.categoryId, change.title);
      break;
    case 'moveQuestion':
      await moveQuestion(http, change.bankId, change.question, change.categoryId);
      break;
  }
  return viewOf(http, change.bankId);
}

/** A question written in the bank, or an edit of one on its version (ADR 367). */
const saveQuestion = (
  http: HttpClient,
  { bankId, questionId, categoryId, version, question }: SaveBankQuestionInput,
) =>
  questionId === null
    ? createQuestion(http, bankId, { categoryId, question })
    : updateQuestion(http, bankId, questionId, { categoryId, question, version });

/** A bank question as it is now on the server. */
async function loadQuestion(http: HttpClient, bankId: number, questionId: number, signal: AbortSignal) {
  const question = (await fetchBank(http, bankId, signal)).questions.find((q) => q.id === questionId);
  if (!question) throw new Error(BANK_MESSAGES.questionNotInBank);
  return question;
}

/** The user's quizzes that copying can read. */
async function ownQuizzes(http: HttpClient, signal: AbortSignal): Promise<readonly QuizListItem[]> {
  const page = await fetchQuizList(http, 'mine', buildListRequest(listQuery(), QUIZZES_OFFERED), signal);
  return page.result;
}

export const createBankServices = (http: HttpClient) => ({
  actors: {
    loadBanks: fromPromise<BanksView, { bankId: number | null }>(({ input, signal }) =>
      viewOf(http, input.bankId, signal),
    ),
    openBank: fromPromise<BanksView, { bankId: number }>(({ input, signal }) =>
      viewOf(http, input.bankId, signal),
    ),
    runChange: fromPromise<BanksView, BankEdit>(({ input }) => runChange(http, input)),
    writeQuestion: bankQuestionEditorMachine.provide({
      actors: {
        saveQuestion: fromPromise<BankQuestion, SaveBankQuestionInput>(({ input }) =>
          saveQuestion(http, input),
        ),
        loadQuestion: fromPromise<BankQuestion, { bankId: number; questionId: number }>(({ input, signal }) =>
          loadQuestion(http, input.bankId, input.questionId, signal),
        ),
      },
    }),
    copy: copyQuestionsMachine.provide({
      actors: {
        loadQuizzes: fromPromise<readonly QuizListItem[]>(({ signal }) => ownQuizzes(http, signal)),
        loadQuestions: fromPromise<readonly QuizItem[], { quizId: number }>(async ({ input, signal }) => {
          const quiz = await fetchQuiz(http, 'user', input.quizId, signal);
          return quiz.activities.flatMap((activity) => activity.items);
        }),
        copyQuestions: fromPromise<
          void,
          { bankId: number; quizId: number; itemIds: readonly number[]; categoryId: number }
        >(async ({ input }) => {
          for (const itemId of input.itemIds)
            await copyQuizQuestion(http, input.bankId, {
              quizId: input.quizId,
              itemId,
              categoryId: input.categoryId,
            });
        }),
      },
    }),
  },
});

/** The banks the author may copy from and draw from (the capability table's `use`). */
export const usableBanks = async (http: HttpClient, signal?: AbortSignal) =>
  (await fetchBanks(http, signal)).filter((bank) => bank.actions.includes('use'));

export const createBankPickerServices = (http: HttpClient) => ({
  actors: {
    loadBanks: fromPromise<readonly QuestionBank[]>(({ signal }) => usableBanks(http, signal)),
    openBank: fromPromise<BankDetail, { bankId: number }>(({ input, signal }) =>
      fetchBank(http, input.bankId, signal),
    ),
  },
});
