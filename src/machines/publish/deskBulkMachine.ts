/**
 * The desk list's bulk steps (ADR 314): Publish, Publish again and Unpublish on the selected articles, each offered
 * only when every selected row's actions hold it. Unpublish asks for one reason for all, checked with the
 * lifecycle's message; then the batch goes to the bulk outbox (ADR 166), which hides its rows, offers Undo for the
 * window and sends each article's step when it ends.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BULK_ARTICLE_STEPS, BulkRow } from '../../domain/shared/bulkOutbox';
import { LIFECYCLE_MESSAGES, STEP_NOTE_MAX } from '../../domain/publish/articleLifecycle';
import { FIELD_MESSAGES } from '../../domain/shared/fields';

export type BulkArticleStep = (typeof BULK_ARTICLE_STEPS)[number];

/** What the outbox is handed: the step, its rows, the reason when one was asked for. */
export interface BulkStepRequest {
  readonly step: BulkArticleStep;
  readonly rows: readonly BulkRow[];
  readonly note?: string;
}

export interface DeskBulkContext {
  step: BulkArticleStep | null;
  rows: readonly BulkRow[];
  note: string;
  problem: string | null;
}

export type DeskBulkEvent =
  | { type: 'bulk.step'; step: BulkArticleStep; rows: readonly BulkRow[] }
  | { type: 'bulk.note'; note: string }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' };

const reasonProblem = (note: string): string | null =>
  !note.trim()
    ? LIFECYCLE_MESSAGES.reasonRequired
    : note.trim().length > STEP_NOTE_MAX
      ? FIELD_MESSAGES.tooLong(STEP_NOTE_MAX)
      : null;

export const deskBulkMachine = setup({
  types: {
    context: {} as DeskBulkContext,
    events: {} as DeskBulkEvent,
  },
  guards: {
    needsReason: (_, params: { step: BulkArticleStep; rows: readonly BulkRow[] }) =>
      params.rows.length > 0 && params.step === 'unpublish',
    hasRows: (_, params: { rows: readonly BulkRow[] }) => params.rows.length > 0,
    hasReason: ({ context }) => reasonProblem(context.note) === null,
  },
  actions: {
    assignBatch: assign((_, params: { step: BulkArticleStep; rows: readonly BulkRow[] }) => ({
      step: params.step,
      rows: params.rows,
      note: '',
      problem: null,
    })),
    assignNote: assign((_, note: string) => ({ note, problem: null })),
    assignProblem: assign(({ context }) => ({ problem: reasonProblem(context.note) })),
    clear: assign({ step: null, rows: [], note: '', problem: null }),
    /** Hands the batch to the bulk outbox and clears the selection; provided by the screen. */
    sendSteps: (_, _request: BulkStepRequest) => {},
  },
}).createMachine({
  id: 'deskBulk',
  context: { step: null, rows: [], note: '', problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.step': [
          {
            guard: { type: 'needsReason', params: ({ event }) => event },
            target: 'askingReason',
            actions: { type: 'assignBatch', params: ({ event }) => event },
          },
          {
            guard: { type: 'hasRows', params: ({ event }) => event },
            actions: { type: 'sendSteps', params: ({ event }) => ({ step: event.step, rows: event.rows }) },
          },
        ],
      },
    },
    askingReason: {
      description:
        'Unpublish asks for one reason for every selected article before the batch goes to the outbox.',
      on: {
        'bulk.note': { actions: { type: 'assignNote', params: ({ event }) => event.note } },
        'bulk.confirm': [
          {
            guard: 'hasReason',
            target: 'idle',
            actions: [
              {
                type: 'sendSteps',
                params: ({ context }) => ({
                  step: context.step!,
                  rows: context.rows,
                  note: context.note.trim(),
                }),
              },
              'clear',
            ],
          },
          { actions: 'assignProblem' },
        ],
        'bulk.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type DeskBulkActorRef = ActorRefFrom<typeof deskBulkMachine>;
export type DeskBulkSnapshot = SnapshotFrom<typeof deskBulkMachine>;

export const selectReasonAsked = (s: DeskBulkSnapshot) => s.matches('askingReason');
export const selectBulkCount = (s: DeskBulkSnapshot) => s.context.rows.length;
export const selectBulkNote = (s: DeskBulkSnapshot) => s.context.note;
export const selectBulkProblem = (s: DeskBulkSnapshot) => s.context.problem;
