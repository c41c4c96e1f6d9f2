/**
 * A student's second chances on their result (ADR 212): loads the accommodation, edits extra time (none, minutes
 * or a factor) and a personal deadline and saves them; a submitted or expired attempt can be reopened until a new
 * deadline. A field the server would refuse is said beside it before anything is sent; a refused save or reopen
 * keeps what was typed and says why. Each change tells the screen, which reads the result again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { StudentAccommodation } from '../../../api/quiz/results/accommodationsContract';
import { messageOf } from '../../../domain/shared/messages';
import {
  accommodationRequestOf,
  draftOf,
  type AccommodationDraft,
  type AccommodationRequest,
  type ExtraTimeKind,
} from '../../../domain/take/accommodations';

export interface SecondChancesInput {
  readonly assignId: number;
}

export interface SecondChancesContext extends SecondChancesInput {
  saved: StudentAccommodation | null;
  draft: AccommodationDraft | null;
  reopenUntil: string | null;
  /** A field's message ('extraMinutes', 'timeFactor', 'personalDeadline', 'deadline'), or the form's ('form'). */
  error: { readonly field: string; readonly message: string } | null;
}

export type SecondChancesEvent =
  | { type: 'second.extraKind'; value: ExtraTimeKind }
  | { type: 'second.minutes'; value: string }
  | { type: 'second.factor'; value: string }
  | { type: 'second.personalDeadline'; value: string | null }
  | { type: 'second.save' }
  | { type: 'second.reopenUntil'; value: string | null }
  | { type: 'second.reopen' }
  | { type: 'second.retry' };

/** What a save or a reopen does with the answer: the accommodation as it now is, or why it was refused. */
const answered = {
  onDone: {
    target: 'ready',
    actions: [
      {
        type: 'assignSaved',
        params: ({ event }: { event: { output: StudentAccommodation } }) => ({ saved: event.output }),
      },
      'changed',
    ],
  },
  onError: {
    target: 'ready',
    actions: {
      type: 'assignError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
} as const;

export const secondChancesMachine = setup({
  types: {
    context: {} as SecondChancesContext,
    events: {} as SecondChancesEvent,
    input: {} as SecondChancesInput,
  },
  actors: {
    load: fromPromise<StudentAccommodation, { assignId: number }>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<StudentAccommodation, { assignId: number; request: AccommodationRequest }>(async () => {
      throw new Error('save is not provided');
    }),
    reopen: fromPromise<StudentAccommodation, { assignId: number; deadline: string }>(async () => {
      throw new Error('reopen is not provided');
    }),
  },
  guards: {
    draftValid: ({ context }) => 'request' in accommodationRequestOf(context.draft!),
    reopenDateGiven: ({ context }) => context.reopenUntil !== null,
  },
  actions: {
    assignSaved: assign((_, params: { saved: StudentAccommodation }) => ({
      saved: params.saved,
      draft: draftOf(params.saved),
      reopenUntil: null,
      error: null,
    })),
    /** A field of the draft as typed; the message shown goes. */
    changeDraft: assign(({ context }, params: Partial<AccommodationDraft>) => ({
      draft: { ...context.draft!, ...params },
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: { field: 'form', message: messageOf(params.error) },
    })),
    /** The screen reads the student's result again (its state and score changed); provided by the screen. */
    changed: () => {},
  },
}).createMachine({
  id: 'secondChances',
  context: ({ input }) => ({ ...input, saved: null, draft: null, reopenUntil: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ assignId: context.assignId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'second.retry': 'loading' } },
    ready: {
      on: {
        'second.extraKind': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ extraKind: event.value }) },
        },
        'second.minutes': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ minutes: event.value }) },
        },
        'second.factor': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ factor: event.value }) },
        },
        'second.personalDeadline': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ personalDeadline: event.value }) },
        },
        'second.reopenUntil': { actions: assign({ reopenUntil: ({ event }) => event.value, error: null }) },
        'second.save': [
          { guard: 'draftValid', target: 'saving' },
          {
            actions: assign({
              error: ({ context }) => {
                const checked = accommodationRequestOf(context.draft!);
                return 'field' in checked ? { field: checked.field, message: checked.message } : null;
              },
            }),
          },
        ],
        'second.reopen': { guard: 'reopenDateGiven', target: 'reopening' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => {
          const checked = accommodationRequestOf(context.draft!);
          return { assignId: context.assignId, request: 'request' in checked ? checked.request : null! };
        },
        ...answered,
      },
    },
    reopening: {
      tags: ['busy'],
      invoke: {
        src: 'reopen',
        input: ({ context }) => ({ assignId: context.assignId, deadline: context.reopenUntil! }),
        ...answered,
      },
    },
  },
});

export type SecondChancesActorRef = ActorRefFrom<typeof secondChancesMachine>;
type Snapshot = SnapshotFrom<typeof secondChancesMachine>;
export const selectSecondChances = (s: Snapshot) => s.context.saved;
export const selectSecondChancesDraft = (s: Snapshot) => s.context.draft;
export const selectReopenUntil = (s: Snapshot) => s.context.reopenUntil;
export const selectSecondChancesError = (s: Snapshot) => s.context.error;
export const selectSecondChancesFailed = (s: Snapshot) => s.matches('failed');
export const selectSecondChancesBusy = (s: Snapshot) => s.hasTag('busy');
