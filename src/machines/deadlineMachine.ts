/**
 * Editing a distributed quiz's deadline (SPEC sections 4, 5, 8): idle → editing → saving → saved, back to editing
 * on failure. A chosen time earlier than now is rounded up (src/domain/deadline); blank means no deadline. The
 * current time arrives with the events that need it. Saved is final: the results screen refetches on it.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { canEditDeadline, deadlinePayload, roundDeadline } from '../domain/deadline';

export interface DeadlineInput {
  readonly quizId: number;
  /** ISO strings; null for none. */
  readonly endDate: string | null;
  readonly startDate: string | null;
  readonly subscriptionEndsAt: string | null;
}

export interface DeadlineContext extends DeadlineInput {
  /** The value in the picker while editing: ISO string, or null for no deadline. */
  draft: string | null;
  error: string | null;
}

export type DeadlineEvent =
  | { type: 'deadline.edit'; now: string }
  | { type: 'deadline.change'; value: string | null; now: string }
  | { type: 'deadline.save'; now: string }
  | { type: 'deadline.cancel' };

export interface SaveDeadlineInput {
  readonly quizId: number;
  readonly endDate: string | null;
}

const parse = (iso: string | null) => (iso === null ? null : new Date(iso));

function errorMessage(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

export const deadlineMachine = setup({
  types: {
    context: {} as DeadlineContext,
    events: {} as DeadlineEvent,
    input: {} as DeadlineInput,
    output: {} as { endDate: string | null },
  },
  actors: {
    saveDeadline: fromPromise<{ endDate: string | null }, SaveDeadlineInput>(async () => {
      throw new Error('saveDeadline is not provided');
    }),
  },
  guards: {
    /** The owner's trial or subscription has not ended. */
    canEdit: ({ context }, params: { now: string }) =>
      canEditDeadline(parse(context.subscriptionEndsAt), new Date(params.now)),
  },
  actions: {
    startDraft: assign({ draft: ({ context }) => context.endDate, error: null }),
    changeDraft: assign({
      draft: (_, params: { value: string | null; now: string }) =>
        deadlinePayload(roundDeadline(parse(params.value), new Date(params.now))),
    }),
    /** A draft that went by while the picker stayed open is rounded again just before it is sent. */
    roundDraft: assign({
      draft: ({ context }, params: { now: string }) =>
        deadlinePayload(roundDeadline(parse(context.draft), new Date(params.now))),
    }),
    assignSaved: assign({
      endDate: (_, params: { endDate: string | null }) => params.endDate,
      error: null,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
    /** 'Deadline updated' / 'Failed to update Deadline'; provided by the screen with the notifications actor. */
    notifySaved: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'deadline',
  context: ({ input }) => ({ ...input, draft: input.endDate, error: null }),
  initial: 'idle',
  output: ({ context }) => ({ endDate: context.endDate }),
  states: {
    idle: {
      on: {
        'deadline.edit': {
          guard: { type: 'canEdit', params: ({ event }) => ({ now: event.now }) },
          target: 'editing',
          actions: 'startDraft',
        },
      },
    },
    editing: {
      on: {
        'deadline.change': {
          actions: {
            type: 'changeDraft',
            params: ({ event }) => ({ value: event.value, now: event.now }),
          },
        },
        'deadline.save': {
          target: 'saving',
          actions: { type: 'roundDraft', params: ({ event }) => ({ now: event.now }) },
        },
        'deadline.cancel': 'idle',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveDeadline',
        input: ({ context }) => ({ quizId: context.quizId, endDate: context.draft }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: {
          target: 'editing',
          actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'notifyFailed'],
        },
      },
    },
    saved: { type: 'final' },
  },
});

export type DeadlineActorRef = ActorRefFrom<typeof deadlineMachine>;
type Snapshot = SnapshotFrom<typeof deadlineMachine>;
export const selectIsEditing = (s: Snapshot) => s.matches('editing') || s.matches('saving');
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectDeadlineError = (s: Snapshot) => s.context.error;
