/**
 * The results page's Needs grading (ADR 209): the answers of a quiz waiting for a hand score, across students in
 * order of submission. Closed it tells their count; open it shows one answer at a time with a points field and a
 * comment box: Save and next saves both in one save on the attempt's version (ADR 352; the points checked here
 * against 0..the question's points first), Next skips it. The attempt's other answers waiting here take the new
 * version. After the last one it says everything is graded. A colleague's grade given meanwhile (409) is said and
 * the list read again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AttemptGrading, NeedsGradingEntry, SaveGrades } from '../../../domain/quiz/results/grading';
import { parsePoints, pointsError } from '../../../domain/quiz/results/grading';
import { messageOf } from '../../../domain/shared/messages';
import { isGradeConflict, readState } from './gradingReads';

export interface NeedsGradingInput {
  readonly quizId: number;
}

export interface NeedsGradingContext extends NeedsGradingInput {
  entries: readonly NeedsGradingEntry[];
  index: number;
  /** The points typed for the answer shown. */
  draft: string;
  /** The comment typed for the answer shown; it starts as the comment given so far. */
  comment: string;
  error: string | null;
  /** A colleague graded meanwhile: the list was read again. */
  notice: boolean;
  loadError: string | null;
}

export type NeedsGradingEvent =
  | { type: 'needsGrading.open' }
  | { type: 'needsGrading.close' }
  | { type: 'needsGrading.retry' }
  | { type: 'entry.change'; value: string }
  | { type: 'entry.comment'; value: string }
  | { type: 'entry.save' }
  | { type: 'entry.next' };

const current = (context: NeedsGradingContext) => context.entries[context.index];
/** The comment box of the answer at `index`: the comment given so far. */
const commentAt = (entries: readonly NeedsGradingEntry[], index: number) => entries[index]?.comment ?? '';

/** The one save of the answer shown: its points, and its comment when changed (ADR 352). */
function gradesOf(context: NeedsGradingContext): { assignId: number; grades: SaveGrades } {
  const entry = current(context)!;
  const comment = context.comment !== entry.comment ? { comment: context.comment } : {};
  return {
    assignId: entry.assignmentId,
    grades: {
      version: entry.version,
      questions: [{ itemId: entry.itemId, points: parsePoints(context.draft), ...comment }],
    },
  };
}
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
    saveGrades: fromPromise<AttemptGrading, { assignId: number; grades: SaveGrades }>(async () => {
      throw new Error('saveGrades is not provided');
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
      comment: (_, params: { output: NeedsGradingEntry[] }) => commentAt(params.output, 0),
      error: null,
      loadError: null,
    }),
    assignLoadError: assign({ loadError: (_, params: { error: unknown }) => messageOf(params.error) }),
    changeDraft: assign({
      draft: (_, params: { value: string }) => params.value,
      error: null,
      notice: false,
    }),
    changeComment: assign({ comment: (_, params: { value: string }) => params.value, notice: false }),
    refuse: assign({ error: ({ context }) => refusal(context) }),
    next: assign({
      index: ({ context }) => context.index + 1,
      draft: '',
      comment: ({ context }) => commentAt(context.entries, context.index + 1),
      error: null,
    }),
    /** The attempt's other answers waiting here are saved on the version this save made. */
    takeVersion: assign({
      entries: ({ context }, params: { grading: AttemptGrading }) =>
        context.entries.map((entry) =>
          entry.assignmentId === params.grading.assignmentId
            ? { ...entry, version: params.grading.version }
            : entry,
        ),
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    assignNotice: assign({ notice: true }),
    clearNotice: assign({ notice: false }),
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
    comment: '',
    error: null,
    notice: false,
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
            'entry.comment': {
              actions: { type: 'changeComment', params: ({ event }) => ({ value: event.value }) },
            },
            'entry.save': [{ guard: 'validDraft', target: 'saving' }, { actions: 'refuse' }],
            'entry.next': { target: 'choosing', reenter: true, actions: 'next' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveGrades',
            input: ({ context }) => gradesOf(context),
            onDone: {
              target: 'choosing',
              actions: [
                { type: 'takeVersion', params: ({ event }) => ({ grading: event.output }) },
                'next',
                'gradeSaved',
              ],
            },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#needsGrading.reloading',
                actions: 'assignNotice',
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
export const selectEntryComment = (s: Snapshot) => s.context.comment;
export const selectEntryError = (s: Snapshot) => s.context.error;
export const selectNeedsGradingNotice = (s: Snapshot) => s.context.notice;
export const selectNeedsGradingLoadError = (s: Snapshot) =>
  s.matches('failed') ? s.context.loadError : null;
