/**
 * The results page's Needs grading (ADR 209): the answers of a quiz waiting for a hand score, across students in
 * order of submission. Closed it tells their count; open it shows one answer at a time with a points field: Save
 * and next gives the points (checked here against 0..the question's points first), Next skips it. After the last
 * one it says everything is graded. A colleague's grade given meanwhile (409) is said and the list read again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PointsChange } from '../../../api/quiz/results/grading';
import type { AttemptGrading, NeedsGradingEntry } from '../../../domain/quiz/results/grading';
import { parsePoints, pointsError } from '../../../domain/quiz/results/grading';
import { messageOf } from '../../../domain/shared/messages';
import { isGradeConflict, readState } from './gradingReads';

export interface NeedsGradingInput {
  readonly quizId: number;
}

export interface NeedsGradingContext extends NeedsGradingInput {
  entries: readonly NeedsGradingEntry[];
  index: number;
  draft: string;
  error: string | null;
  /** A colleague graded meanwhile: the list was read again. */
  notice: string | null;
  loadError: string | null;
}

export type NeedsGradingEvent =
  | { type: 'needsGrading.open' }
  | { type: 'needsGrading.close' }
  | { type: 'needsGrading.retry' }
  | { type: 'entry.change'; value: string }
  | { type: 'entry.save' }
  | { type: 'entry.next' };

const current = (context: NeedsGradingContext) => context.entries[context.index];
const refusal = (context: NeedsGradingContext) => {
  const entry = current(context);
  return entry ? pointsError(parsePoints(context.draft), entry.maxPoints) : null;
};

/** Reads the answers waiting, then shows them closed (the count) or open (after a colleague's grade). */
const readEntries = (target: 'closed' | 'open') =>
  readState<NeedsGradingEntry[]>()({
    src: 'loadNeedsGrading',
    input: ({ context }: { context: NeedsGradingContext }) => ({ quizId: context.quizId }),
    target,
    assign: 'assignEntries',
  });

export const needsGradingMachine = setup({
  types: {
    context: {} as NeedsGradingContext,
    events: {} as NeedsGradingEvent,
    input: {} as NeedsGradingInput,
  },
  actors: {
    loadNeedsGrading: fromPromise<NeedsGradingEntry[], { quizId: number }>(async () => {
      throw new Error('loadNeedsGrading is not provided');
    }),
    savePoints: fromPromise<AttemptGrading, { assignId: number; change: PointsChange }>(async () => {
      throw new Error('savePoints is not provided');
    }),
  },
  guards: {
    validDraft: ({ context }) => refusal(context) === null,
    pastLast: ({ context }) => context.index >= context.entries.length,
    isConflict: isGradeConflict,
  },
  actions: {
    assignEntries: assign({
      entries: (_, params: { output: NeedsGradingEntry[] }) => params.output,
      index: 0,
      draft: '',
      error: null,
      loadError: null,
    }),
    assignLoadError: assign({ loadError: (_, params: { error: unknown }) => messageOf(params.error) }),
    changeDraft: assign({ draft: (_, params: { value: string }) => params.value, error: null, notice: null }),
    refuse: assign({ error: ({ context }) => refusal(context) }),
    next: assign({ index: ({ context }) => context.index + 1, draft: '', error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    assignNotice: assign({ notice: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearNotice: assign({ notice: null }),
    /** The results screen reads its table again; provided by it. */
    gradeSaved: () => {},
  },
}).createMachine({
  id: 'needsGrading',
  context: ({ input }) => ({
    ...input,
    entries: [],
    index: 0,
    draft: '',
    error: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: readEntries('closed'),
    failed: { on: { 'needsGrading.retry': 'loading' } },
    closed: { on: { 'needsGrading.open': { target: 'open', actions: 'clearNotice' } } },
    reloading: readEntries('open'),
    open: {
      initial: 'choosing',
      on: { 'needsGrading.close': 'loading' },
      states: {
        choosing: {
          always: { guard: 'pastLast', target: 'done' },
          on: {
            'entry.change': {
              actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) },
            },
            'entry.save': [{ guard: 'validDraft', target: 'saving' }, { actions: 'refuse' }],
            'entry.next': { target: 'choosing', reenter: true, actions: 'next' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'savePoints',
            input: ({ context }) => {
              const entry = current(context)!;
              return {
                assignId: entry.assignmentId,
                change: { itemId: entry.itemId, points: parsePoints(context.draft), expected: null },
              };
            },
            onDone: { target: 'choosing', actions: ['next', 'gradeSaved'] },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#needsGrading.reloading',
                actions: { type: 'assignNotice', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'choosing',
                actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        done: {},
      },
    },
  },
});

export type NeedsGradingActorRef = ActorRefFrom<typeof needsGradingMachine>;
type Snapshot = SnapshotFrom<typeof needsGradingMachine>;
export const selectWaitingCount = (s: Snapshot) => s.context.entries.length;
export const selectIsOpen = (s: Snapshot) => s.matches('open') || s.matches('reloading');
export const selectIsDone = (s: Snapshot) => s.matches({ open: 'done' });
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
export const selectCurrentEntry = (s: Snapshot) =>
  s.matches({ open: 'done' }) ? null : (s.context.entries[s.context.index] ?? null);
export const selectPosition = (s: Snapshot) => ({ index: s.context.index, count: s.context.entries.length });
export const selectEntryDraft = (s: Snapshot) => s.context.draft;
export const selectEntryError = (s: Snapshot) => s.context.error;
export const selectNeedsGradingNotice = (s: Snapshot) => s.context.notice;
export const selectNeedsGradingLoadError = (s: Snapshot) =>
  s.matches('failed') ? s.context.loadError : null;
