/**
 * Copy questions from a quiz into a bank (ADR 232): the user's quizzes are listed, one is opened to its questions,
 * the user ticks some and picks the bank's category, and each ticked question is copied in (the server copies it as
 * the quiz holds it). Cancel copies nothing; a refusal stays in the dialog. Its output is how many were copied
 * (null: cancelled).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BankDetail } from '../../api/banks/bankContract';
import { ITEM_TYPE, type QuizItem, type QuizListItem } from '../../domain/quiz/quiz';
import { toLoadError, type LoadError } from '../shared/loadError';

export interface CopyQuestionsInput {
  readonly bank: BankDetail;
}

export interface CopyQuestionsContext {
  readonly bank: BankDetail;
  quizzes: readonly QuizListItem[];
  quizId: number | null;
  /** The questions of the chosen quiz, in its order. */
  questions: readonly QuizItem[];
  chosen: readonly number[];
  categoryId: number | null;
  error: LoadError | null;
  /** How many were copied, once they are. */
  copied: number | null;
}

export type CopyQuestionsEvent =
  | { type: 'copy.quiz'; quizId: number | null }
  | { type: 'copy.toggle'; itemId: number }
  | { type: 'copy.category'; categoryId: number }
  | { type: 'copy.submit' }
  | { type: 'copy.cancel' };

export const copyQuestionsMachine = setup({
  types: {
    context: {} as CopyQuestionsContext,
    events: {} as CopyQuestionsEvent,
    input: {} as CopyQuestionsInput,
    output: {} as { copied: number } | null,
  },
  actors: {
    /** The user's quizzes, newest first. */
    loadQuizzes: fromPromise<readonly QuizListItem[]>(async () => []),
    /** The questions of one quiz. */
    loadQuestions: fromPromise<readonly QuizItem[], { quizId: number }>(async () => []),
    /** Copies the ticked questions one after the other, in the quiz's order. */
    copyQuestions: fromPromise<
      void,
      { bankId: number; quizId: number; itemIds: readonly number[]; categoryId: number }
    >(async () => {}),
  },
  guards: {
    canCopy: ({ context }) =>
      context.quizId !== null && context.chosen.length > 0 && context.categoryId !== null,
  },
}).createMachine({
  id: 'copyQuestions',
  context: ({ input }) => ({
    bank: input.bank,
    quizzes: [],
    quizId: null,
    questions: [],
    chosen: [],
    categoryId: input.bank.categories[0]?.id ?? null,
    error: null,
    copied: null,
  }),
  initial: 'loadingQuizzes',
  on: { 'copy.cancel': '.cancelled' },
  states: {
    loadingQuizzes: {
      tags: 'busy',
      invoke: {
        src: 'loadQuizzes',
        onDone: { target: 'choosing', actions: assign(({ event }) => ({ quizzes: event.output })) },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
        },
      },
    },
    choosing: {
      on: {
        'copy.quiz': [
          {
            guard: ({ event }) => event.quizId !== null,
            target: 'loadingQuestions',
            actions: assign(({ event }) => ({
              quizId: event.quizId,
              questions: [],
              chosen: [],
              error: null,
            })),
          },
          { actions: assign({ quizId: null, questions: [], chosen: [] }) },
        ],
        'copy.toggle': {
          actions: assign(({ context, event }) => ({
            chosen: context.chosen.includes(event.itemId)
              ? context.chosen.filter((id) => id !== event.itemId)
              : context.questions.flatMap((q) =>
                  q.id === event.itemId || context.chosen.includes(q.id) ? [q.id] : [],
                ),
          })),
        },
        'copy.category': { actions: assign(({ event }) => ({ categoryId: event.categoryId })) },
        'copy.submit': { guard: 'canCopy', target: 'copying' },
      },
    },
    loadingQuestions: {
      tags: 'busy',
      invoke: {
        src: 'loadQuestions',
        input: ({ context }) => ({ quizId: context.quizId! }),
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            questions: event.output.filter((item) => item.type === ITEM_TYPE.text),
          })),
        },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
        },
      },
    },
    copying: {
      tags: 'busy',
      on: { 'copy.cancel': {} },
      invoke: {
        src: 'copyQuestions',
        input: ({ context }) => ({
          bankId: context.bank.id,
          quizId: context.quizId!,
          itemIds: context.chosen,
          categoryId: context.categoryId!,
        }),
        onDone: { target: 'copied', actions: assign(({ context }) => ({ copied: context.chosen.length })) },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
        },
      },
    },
    copied: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.copied === null ? null : { copied: context.copied }),
});

export type CopyQuestionsActorRef = ActorRefFrom<typeof copyQuestionsMachine>;
type CopySnapshot = SnapshotFrom<typeof copyQuestionsMachine>;

export const selectQuizzes = (s: CopySnapshot) => s.context.quizzes;
export const selectQuizId = (s: CopySnapshot) => s.context.quizId;
export const selectQuestions = (s: CopySnapshot) => s.context.questions;
export const selectChosen = (s: CopySnapshot) => s.context.chosen;
export const selectCategoryId = (s: CopySnapshot) => s.context.categoryId;
export const selectCopyError = (s: CopySnapshot) => s.context.error;
export const selectCopyBusy = (s: CopySnapshot) => s.hasTag('busy');
export const selectCopying = (s: CopySnapshot) => s.matches('copying');
