/**
 * Set deadline for a list's selected quizzes (SPEC section 8, ADR 164): one date for all, saved quiz by quiz through
 * the deadline route, which checks each quiz's own limits (its start date, its owner's trial or subscription end);
 * the quizzes it refused are named with its message, the others keep the new deadline, and the list reloads.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface BulkDeadlineRow {
  readonly quizId: number;
  readonly title: string;
}

export interface BulkDeadlineRefusal {
  readonly title: string;
  readonly message: string;
}

export interface SetDeadlinesInput {
  readonly rows: readonly BulkDeadlineRow[];
  /** ISO instant, or null for no deadline. */
  readonly endDate: string | null;
}

export interface BulkDeadlineContext {
  rows: readonly BulkDeadlineRow[];
  draft: string | null;
}

export type BulkDeadlineEvent =
  | { type: 'deadline.open'; rows: readonly BulkDeadlineRow[] }
  | { type: 'deadline.change'; value: string | null }
  | { type: 'deadline.save' }
  | { type: 'deadline.cancel' };

export const bulkDeadlineMachine = setup({
  types: {
    context: {} as BulkDeadlineContext,
    events: {} as BulkDeadlineEvent,
  },
  actors: {
    /** Sets the deadline of each quiz; answers the refused ones. */
    setDeadlines: fromPromise<readonly BulkDeadlineRefusal[], SetDeadlinesInput>(async () => {
      throw new Error('setDeadlines is not provided');
    }),
  },
  actions: {
    open: assign((_, params: { rows: readonly BulkDeadlineRow[] }) => ({ rows: params.rows, draft: null })),
    change: assign({ draft: (_, params: { value: string | null }) => params.value }),
    /** 'Deadline updated' for the saved ones and the refused ones by name; provided by the screen. */
    notifySaved: (_, _params: { saved: number; refused: readonly BulkDeadlineRefusal[] }) => {},
    /** 'Failed to update Deadline'; provided by the screen. */
    notifyFailed: () => {},
    /** The list shows the new deadlines; provided by the screen. */
    reloadList: () => {},
  },
}).createMachine({
  id: 'bulkDeadline',
  context: { rows: [], draft: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'deadline.open': {
          target: 'choosing',
          actions: { type: 'open', params: ({ event }) => ({ rows: event.rows }) },
        },
      },
    },
    choosing: {
      on: {
        'deadline.change': { actions: { type: 'change', params: ({ event }) => ({ value: event.value }) } },
        'deadline.save': 'saving',
        'deadline.cancel': 'idle',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'setDeadlines',
        input: ({ context }) => ({ rows: context.rows, endDate: context.draft }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notifySaved',
              params: ({ context, event }) => ({
                saved: context.rows.length - event.output.length,
                refused: event.output,
              }),
            },
            'reloadList',
          ],
        },
        onError: { target: 'choosing', actions: 'notifyFailed' },
      },
    },
  },
});

export type BulkDeadlineActorRef = ActorRefFrom<typeof bulkDeadlineMachine>;
export type BulkDeadlineSnapshot = SnapshotFrom<typeof bulkDeadlineMachine>;
export const selectIsChoosingDeadline = (s: BulkDeadlineSnapshot) => !s.matches('idle');
export const selectIsSavingDeadline = (s: BulkDeadlineSnapshot) => s.hasTag('busy');
export const selectDeadlineDraft = (s: BulkDeadlineSnapshot) => s.context.draft;
export const selectDeadlineRows = (s: BulkDeadlineSnapshot) => s.context.rows;
