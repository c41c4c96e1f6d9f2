/**
 * The delete confirmation (SPEC section 2 "Other dialogs", 8): asks first, deletes on confirmation, says
 * 'Quiz deleted successfully' and ends with `deleted: true` so the list behind it reloads. A failure keeps the
 * dialog open with the server's message.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { QuizKind } from '../../../domain/quiz/quiz';
import { messageOf } from '../../../domain/shared/messages';

export interface DeleteQuizInput {
  readonly kind: QuizKind;
  readonly quizId: number;
  readonly title: string;
}

export const QUIZ_DELETED_MESSAGE = 'Quiz deleted successfully';

export type DeleteQuizEvent = { type: 'delete.confirm' } | { type: 'delete.cancel' };

export const deleteQuizMachine = setup({
  types: {
    context: {} as { readonly quiz: DeleteQuizInput; error: string | null; deleted: boolean },
    events: {} as DeleteQuizEvent,
    input: {} as DeleteQuizInput,
    output: {} as { deleted: boolean },
  },
  actors: {
    deleteQuiz: fromPromise<void, DeleteQuizInput>(async () => {
      throw new Error('deleteQuiz is not provided');
    }),
  },
  actions: {
    /** Shows a notification; provided by the screen with the notifications actor. */
    notify: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    markDeleted: assign({ deleted: true }),
  },
}).createMachine({
  id: 'deleteQuiz',
  context: ({ input }) => ({ quiz: input, error: null, deleted: false }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': 'closed',
      },
    },
    deleting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'deleteQuiz',
        input: ({ context }) => context.quiz,
        onDone: {
          target: 'closed',
          actions: [
            'markDeleted',
            { type: 'notify', params: { kind: 'success', message: QUIZ_DELETED_MESSAGE } },
          ],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ deleted: context.deleted }),
});

export type DeleteQuizActorRef = ActorRefFrom<typeof deleteQuizMachine>;
export type DeleteQuizSnapshot = SnapshotFrom<typeof deleteQuizMachine>;

export const selectDeleteError = (snapshot: DeleteQuizSnapshot) => snapshot.context.error;
export const selectDeleteBusy = (snapshot: DeleteQuizSnapshot) => snapshot.hasTag('busy');
export const selectDeleteTitle = (snapshot: DeleteQuizSnapshot) => snapshot.context.quiz.title;
