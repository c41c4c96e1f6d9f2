/**
 * Grading one attempt on the student's detail (ADR 209): loading → ready, where each question's points field and
 * comment box and the attempt's comment keep a draft; saving one sends it with the value it replaces. Points
 * outside 0..the question's points are refused here with the message beside the field and never sent. A 409 (a
 * colleague changed it meanwhile) says so and reloads; any other refusal shows beside its field. Each save ends
 * in `gradeSaved`, so the screen can read the new total.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CommentChange, PointsChange } from '../../../api/quiz/results/grading';
import { parsePoints, pointsError, type AttemptGrading } from '../../../domain/quiz/results/grading';
import { messageOf } from '../../../domain/shared/messages';
import { isGradeConflict, readState } from './gradingReads';

export interface GradingInput {
  readonly assignId: number;
}

/** A draft's key: `points:<itemId>`, `comment:<itemId>`, or `comment:attempt`. */
export type DraftKey = `points:${number}` | `comment:${number}` | 'comment:attempt';
export const pointsKey = (itemId: number): DraftKey => `points:${itemId}`;
export const commentKey = (itemId: number | null): DraftKey =>
  itemId === null ? 'comment:attempt' : `comment:${itemId}`;

export type GradeChange =
  { kind: 'points'; change: PointsChange } | { kind: 'comment'; change: CommentChange };

export interface GradingContext extends GradingInput {
  grading: AttemptGrading | null;
  drafts: Partial<Record<DraftKey, string>>;
  errors: Partial<Record<DraftKey, string>>;
  /** The key being saved. */
  saving: DraftKey | null;
  /** Said once after a save: the key just saved, or that a colleague changed it meanwhile. */
  notice: { kind: 'saved'; key: DraftKey } | { kind: 'conflict'; message: string } | null;
  loadError: string | null;
}

export type GradingEvent =
  | { type: 'draft.change'; key: DraftKey; value: string }
  | { type: 'points.save'; itemId: number }
  | { type: 'comment.save'; itemId: number | null }
  | { type: 'grading.retry' };

function questionOf(context: GradingContext, itemId: number) {
  return context.grading?.questions.find((q) => q.itemId === itemId);
}

/** The change a save sends, or the message that keeps it here. */
function pointsChange(context: GradingContext, itemId: number): PointsChange | string {
  const question = questionOf(context, itemId);
  const draft = context.drafts[pointsKey(itemId)];
  if (!question || draft === undefined) return '';
  const points = parsePoints(draft);
  return pointsError(points, question.maxPoints) ?? { itemId, points, expected: question.given };
}

function commentChange(context: GradingContext, itemId: number | null): CommentChange | null {
  const draft = context.drafts[commentKey(itemId)];
  if (draft === undefined || !context.grading) return null;
  const expected =
    itemId === null ? context.grading.attemptComment : (questionOf(context, itemId)?.comment ?? '');
  return { itemId, comment: draft, expected };
}

export const gradingMachine = setup({
  types: {
    context: {} as GradingContext,
    events: {} as GradingEvent,
    input: {} as GradingInput,
  },
  actors: {
    loadGrading: fromPromise<AttemptGrading, { assignId: number }>(async () => {
      throw new Error('loadGrading is not provided');
    }),
    saveGrade: fromPromise<AttemptGrading, { assignId: number; change: GradeChange }>(async () => {
      throw new Error('saveGrade is not provided');
    }),
  },
  guards: {
    validPoints: ({ context }, params: { itemId: number }) =>
      typeof pointsChange(context, params.itemId) === 'object',
    hasComment: ({ context }, params: { itemId: number | null }) =>
      commentChange(context, params.itemId) !== null,
    isConflict: isGradeConflict,
  },
  actions: {
    assignGrading: assign({
      grading: (_, params: { output: AttemptGrading }) => params.output,
      loadError: null,
    }),
    assignLoadError: assign({ loadError: (_, params: { error: unknown }) => messageOf(params.error) }),
    changeDraft: assign({
      drafts: ({ context }, params: { key: DraftKey; value: string }) => ({
        ...context.drafts,
        [params.key]: params.value,
      }),
      errors: ({ context }, params: { key: DraftKey; value: string }) => ({
        ...context.errors,
        [params.key]: undefined,
      }),
      notice: null,
    }),
    refusePoints: assign({
      errors: ({ context }, params: { itemId: number }) => {
        const refusal = pointsChange(context, params.itemId);
        return typeof refusal === 'string' && refusal
          ? { ...context.errors, [pointsKey(params.itemId)]: refusal }
          : context.errors;
      },
    }),
    startSaving: assign({ saving: (_, params: { key: DraftKey }) => params.key, notice: null }),
    savedGrade: assign(({ context }, params: { grading: AttemptGrading }) => {
      const key = context.saving!;
      const { [key]: _draft, ...drafts } = context.drafts;
      return {
        grading: params.grading,
        drafts,
        errors: { ...context.errors, [key]: undefined },
        saving: null,
        notice: { kind: 'saved' as const, key },
      };
    }),
    refuseSave: assign(({ context }, params: { error: unknown }) => ({
      errors: { ...context.errors, [context.saving!]: messageOf(params.error) },
      saving: null,
    })),
    noteConflict: assign(({ context }, params: { error: unknown }) => {
      const key = context.saving!;
      const { [key]: _draft, ...drafts } = context.drafts;
      return {
        drafts,
        saving: null,
        notice: { kind: 'conflict' as const, message: messageOf(params.error) },
      };
    }),
    /** The screen reads the new total; provided by it. */
    gradeSaved: () => {},
  },
}).createMachine({
  id: 'grading',
  context: ({ input }) => ({
    ...input,
    grading: null,
    drafts: {},
    errors: {},
    saving: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: readState<AttemptGrading>()({
      src: 'loadGrading',
      input: ({ context }: { context: GradingContext }) => ({ assignId: context.assignId }),
      target: 'ready',
      assign: 'assignGrading',
    }),
    failed: { on: { 'grading.retry': 'loading' } },
    ready: {
      on: {
        'draft.change': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ key: event.key, value: event.value }) },
        },
        'points.save': [
          {
            guard: { type: 'validPoints', params: ({ event }) => ({ itemId: event.itemId }) },
            target: 'saving',
            actions: { type: 'startSaving', params: ({ event }) => ({ key: pointsKey(event.itemId) }) },
          },
          { actions: { type: 'refusePoints', params: ({ event }) => ({ itemId: event.itemId }) } },
        ],
        'comment.save': {
          guard: { type: 'hasComment', params: ({ event }) => ({ itemId: event.itemId }) },
          target: 'saving',
          actions: { type: 'startSaving', params: ({ event }) => ({ key: commentKey(event.itemId) }) },
        },
      },
    },
    saving: {
      tags: ['busy'],
      on: {
        'draft.change': {
          actions: { type: 'changeDraft', params: ({ event }) => ({ key: event.key, value: event.value }) },
        },
      },
      invoke: {
        src: 'saveGrade',
        input: ({ context }) => {
          const key = context.saving!;
          const [kind, id] = key.split(':') as ['points' | 'comment', string];
          if (kind === 'points')
            return {
              assignId: context.assignId,
              change: { kind, change: pointsChange(context, Number(id)) as PointsChange },
            };
          const itemId = id === 'attempt' ? null : Number(id);
          return { assignId: context.assignId, change: { kind, change: commentChange(context, itemId)! } };
        },
        onDone: {
          target: 'ready',
          actions: [{ type: 'savedGrade', params: ({ event }) => ({ grading: event.output }) }, 'gradeSaved'],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: { type: 'noteConflict', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'ready',
            actions: { type: 'refuseSave', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});

export type GradingActorRef = ActorRefFrom<typeof gradingMachine>;
type Snapshot = SnapshotFrom<typeof gradingMachine>;
export const selectGrading = (s: Snapshot) => s.context.grading;
export const selectGradingLoadError = (s: Snapshot) => (s.matches('failed') ? s.context.loadError : null);
export const selectSavingKey = (s: Snapshot) => s.context.saving;
export const selectGradingNotice = (s: Snapshot) => s.context.notice;
/** What a field shows: its draft while one is typed, else the saved value. */
export const selectDraft = (key: DraftKey, saved: string) => (s: Snapshot) => s.context.drafts[key] ?? saved;
export const selectFieldError = (key: DraftKey) => (s: Snapshot) => s.context.errors[key] ?? null;
