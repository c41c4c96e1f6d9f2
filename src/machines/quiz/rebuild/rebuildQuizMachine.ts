/**
 * The library list's per-row 'Rebuild quiz' (section quizzes): rebuilds at once; success says 'Quiz has been
 * successfully rebuilt' and reports it so the list reloads; a failure shows the error message.
 */
import { emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { REBUILD_MESSAGES } from '../../../api/quiz/rebuild/rebuildContract';
import { messageOf } from '../../../domain/shared/messages';

export type RebuildQuizEvent = { type: 'rebuild.start' };

export const rebuildQuizMachine = setup({
  types: {
    input: {} as { quizId: number },
    context: {} as { quizId: number },
    events: {} as RebuildQuizEvent,
    emitted: {} as { type: 'rebuilt' },
  },
  actors: {
    rebuildQuiz: fromPromise<string, { quizId: number }>(async () => {
      throw new Error('rebuildQuiz is not provided');
    }),
  },
  actions: {
    notify: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
    /** Tells the list to reload (the view listens with `actor.on('rebuilt')`). */
    reportRebuilt: emit({ type: 'rebuilt' as const }),
  },
}).createMachine({
  id: 'rebuildQuiz',
  context: ({ input }) => ({ quizId: input.quizId }),
  initial: 'idle',
  states: {
    idle: { on: { 'rebuild.start': 'rebuilding' } },
    rebuilding: {
      tags: ['busy'],
      invoke: {
        src: 'rebuildQuiz',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'success', message: event.output || REBUILD_MESSAGES.rebuilt }),
            },
            'reportRebuilt',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error) }),
          },
        },
      },
    },
  },
});

export type RebuildQuizActorRef = ActorRefFrom<typeof rebuildQuizMachine>;
export const selectRebuilding = (snapshot: SnapshotFrom<typeof rebuildQuizMachine>) =>
  snapshot.hasTag('busy');
