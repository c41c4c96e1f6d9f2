/**
 * Editing a distributed quiz's deadline (SPEC sections 4, 5, 8): idle → editing → saving → saved, back to editing
 * on failure. A chosen time earlier than now is rounded up (src/domain/quiz/deadline); blank means no deadline. The
 * current time is the machine's clock (from its input), or the time an event names. Saved is final: the results
 * screen refetches on it.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  canEditDeadline,
  deadlinePayload,
  deadlinePickerMax,
  deadlinePickerMin,
  roundDeadline,
} from '../../../domain/quiz/deadline';
import { deadlineDisplay, type DeadlineDisplay } from '../../../domain/quiz/quiz';
import { systemClock, type Clock } from '../../shared/clock';
import { messageOf } from '../../../domain/shared/messages';

export interface DeadlineInput {
  readonly quizId: number;
  /** ISO strings; null for none. */
  readonly endDate: string | null;
  readonly startDate: string | null;
  readonly subscriptionEndsAt: string | null;
  /** The current time; the real clock unless a test or the screen gives one. */
  readonly clock?: Clock;
}

export interface DeadlineContext extends DeadlineInput {
  readonly clock: Clock;
  /** The value in the picker while editing: ISO string, or null for no deadline. */
  draft: string | null;
  error: string | null;
}

/** `now` (ISO) overrides the machine's clock for one event. */
export type DeadlineEvent =
  | { type: 'deadline.edit'; now?: string }
  | { type: 'deadline.change'; value: string | null; now?: string }
  | { type: 'deadline.save'; now?: string }
  | { type: 'deadline.cancel' };

export interface SaveDeadlineInput {
  readonly quizId: number;
  readonly endDate: string | null;
}

const parse = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The time an event happened at: the one it names, else the machine's clock. */
const nowOf = (context: DeadlineContext, event: { now?: string }) =>
  event.now ?? context.clock().toISOString();

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
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error, null) }),
    /** 'Deadline updated' / 'Failed to update Deadline'; provided by the screen with the notifications actor. */
    notifySaved: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'deadline',
  context: ({ input }) => ({
    ...input,
    clock: input.clock ?? systemClock,
    draft: input.endDate,
    error: null,
  }),
  initial: 'idle',
  output: ({ context }) => ({ endDate: context.endDate }),
  states: {
    idle: {
      on: {
        'deadline.edit': {
          guard: { type: 'canEdit', params: ({ context, event }) => ({ now: nowOf(context, event) }) },
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
            params: ({ context, event }) => ({ value: event.value, now: nowOf(context, event) }),
          },
        },
        'deadline.save': {
          target: 'saving',
          actions: { type: 'roundDraft', params: ({ context, event }) => ({ now: nowOf(context, event) }) },
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

/** The deadline as shown (a date, none, or expired) at the machine's current time. */
export const selectDeadlineDisplay = (s: Snapshot): DeadlineDisplay =>
  deadlineDisplay(s.context.endDate, s.context.clock());

export interface DeadlinePicker {
  /** The owner's trial or subscription has not ended: the deadline may change. */
  readonly editable: boolean;
  /** The picker's limits: today (or the start date), and the owner's subscription end if any. */
  readonly min: Date;
  readonly max: Date | null;
}

/** What the deadline picker allows, at the machine's current time. */
export function selectDeadlinePicker(s: Snapshot): DeadlinePicker {
  const now = s.context.clock();
  const subscriptionEndsAt = parse(s.context.subscriptionEndsAt);
  return {
    editable: canEditDeadline(subscriptionEndsAt, now),
    min: deadlinePickerMin(parse(s.context.startDate), now),
    max: deadlinePickerMax(subscriptionEndsAt),
  };
}
