/** Move to another activity: choose one of the other activities, then Move. */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface MoveItemInput {
  readonly itemId: string;
  readonly fromActivityId: string;
  readonly activities: readonly { readonly id: string; readonly title: string }[];
}

export interface MoveItemContext extends MoveItemInput {
  targetId: string | null;
}

export type MoveItemEvent =
  { type: 'target.choose'; activityId: string } | { type: 'move.confirm' } | { type: 'dialog.cancel' };

export const moveItemDialogMachine = setup({
  types: {
    context: {} as MoveItemContext,
    events: {} as MoveItemEvent,
    input: {} as MoveItemInput,
    output: {} as { itemId: string; toActivityId: string } | null,
  },
  guards: {
    hasTarget: ({ context }) => context.targetId !== null,
    isOtherActivity: ({ context, event }) =>
      event.type === 'target.choose' &&
      event.activityId !== context.fromActivityId &&
      context.activities.some((a) => a.id === event.activityId),
  },
  actions: {
    assignTarget: assign((_, params: { activityId: string }) => ({ targetId: params.activityId })),
  },
}).createMachine({
  id: 'moveItemDialog',
  context: ({ input }) => ({ ...input, targetId: null }),
  initial: 'choosing',
  output: ({ context }) =>
    context.targetId ? { itemId: context.itemId, toActivityId: context.targetId } : null,
  states: {
    choosing: {
      on: {
        'target.choose': {
          guard: 'isOtherActivity',
          actions: { type: 'assignTarget', params: ({ event }) => event },
        },
        'move.confirm': { guard: 'hasTarget', target: 'moved' },
        'dialog.cancel': { target: 'cancelled', actions: assign({ targetId: null }) },
      },
    },
    moved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type MoveItemDialogActorRef = ActorRefFrom<typeof moveItemDialogMachine>;
export const selectMoveTargets = (s: SnapshotFrom<typeof moveItemDialogMachine>) =>
  s.context.activities.filter((a) => a.id !== s.context.fromActivityId);
