/**
 * Hints (ADR 293), a child of the page machine while the quiz is taken. A question's next hint is asked for one at a
 * time, and only while the question has one left; its text comes from the server only then. The hints asked for
 * before (the session says which) show from the start. Why a hint did not come is said beside its question only.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TakeHintResponse, TakeSession } from '../../api/take/takeContract';
import { messageOf } from '../../domain/shared/messages';
import { errorParams } from '../shared/errorParams';
import { isClosed, isLinkGone, whenClosed, whenLinkGone, type TakeCallReport } from './takeFailures';

/** A hint asked for: the question and the hint's place among its hints. */
export interface HintInput {
  readonly token: string;
  readonly itemId: number;
  readonly index: number;
}

export interface TakeHintsInput {
  readonly token: string;
  /** How many hints each question has, by question id. */
  readonly counts: Readonly<Record<string, number>>;
  /** The texts of the hints asked for before, by question id, in order. */
  readonly shown: Readonly<Record<string, readonly string[]>>;
}

export interface TakeHintsContext extends TakeHintsInput {
  /** The question whose hint is being asked for. */
  asking: number | null;
  /** Why the last hint asked for did not come, and of which question. */
  error: { itemId: number; message: string } | null;
}

export type TakeHintsEvent = { type: 'hint.request'; itemId: number };

/** The hints' part of the session: each question's count and the hints it shows already. */
export function hintsOf(token: string, session: TakeSession | null): TakeHintsInput {
  const counts: Record<string, number> = {};
  const shown: Record<string, string[]> = {};
  for (const activity of session?.activities ?? [])
    for (const item of activity.items) {
      if (item.kind !== 'question') continue;
      if (item.hints) counts[String(item.id)] = item.hints.count;
      if (item.shownHints?.length) shown[String(item.id)] = [...item.shownHints];
    }
  return { token, counts, shown };
}

export const takeHintsMachine = setup({
  types: {
    context: {} as TakeHintsContext,
    events: {} as TakeHintsEvent,
    input: {} as TakeHintsInput,
  },
  actors: {
    requestHint: fromPromise<TakeHintResponse, HintInput>(async () => {
      throw new Error('requestHint is not provided');
    }),
  },
  guards: {
    hasHintLeft: ({ context }, params: { itemId: number }) =>
      (context.shown[String(params.itemId)]?.length ?? 0) < (context.counts[String(params.itemId)] ?? 0),
    isLinkGone: (_, params: { error: unknown }) => isLinkGone(params.error),
    isClosed: (_, params: { error: unknown }) => isClosed(params.error),
  },
  actions: {
    assignAsking: assign((_, params: { itemId: number }) => ({ asking: params.itemId, error: null })),
    assignHint: assign(({ context }, params: { hint: TakeHintResponse }) => {
      const key = String(context.asking);
      return {
        shown: { ...context.shown, [key]: [...(context.shown[key] ?? []), params.hint.text] },
        asking: null,
      };
    }),
    assignError: assign(({ context }, params: { error: unknown }) => ({
      error: { itemId: context.asking ?? 0, message: messageOf(params.error) },
      asking: null,
    })),
    /** Tells the page; on its own (a test, a diagram) there is no one to tell. */
    report: enqueueActions(({ self, enqueue }, params: TakeCallReport) => {
      if (self._parent) enqueue.sendParent(params);
    }),
  },
}).createMachine({
  id: 'takeHints',
  context: ({ input }) => ({ ...input, asking: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'hint.request': {
          guard: { type: 'hasHintLeft', params: ({ event }) => ({ itemId: event.itemId }) },
          target: 'asking',
          actions: { type: 'assignAsking', params: ({ event }) => ({ itemId: event.itemId }) },
        },
      },
    },
    asking: {
      invoke: {
        src: 'requestHint',
        input: ({ context }) => ({
          token: context.token,
          itemId: context.asking!,
          index: context.shown[String(context.asking)]?.length ?? 0,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'assignHint', params: ({ event }) => ({ hint: event.output }) },
        },
        onError: [
          whenLinkGone,
          whenClosed,
          { target: 'idle', actions: { type: 'assignError', params: errorParams } },
        ],
      },
    },
    ended: {
      description: 'The link is gone or the attempt closed: the page leaves taking.',
    },
  },
});

type TakeHintsSnapshot = SnapshotFrom<typeof takeHintsMachine>;

/** The hints a question's student asked for, in order; undefined when none. */
export const selectShownHints = (hints: TakeHintsSnapshot | undefined, itemId: number) =>
  hints?.context.shown[String(itemId)];
/** The question whose hint is on its way. */
export const selectHintAsking = (hints: TakeHintsSnapshot | undefined) => hints?.context.asking ?? null;
/** Why the last hint asked for a question did not come; null when it came. */
export const selectHintError = (hints: TakeHintsSnapshot | undefined, itemId: number) =>
  hints?.context.error?.itemId === itemId ? hints.context.error.message : null;
