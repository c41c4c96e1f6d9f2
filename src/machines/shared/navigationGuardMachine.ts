/**
 * The guard on in-app navigation (ADR 086): a link followed or a browser Back/Forward while a screen holds unsaved
 * changes (the session's `unsaved` list) is held, and a confirmation asks whether to leave. Stay keeps the screen
 * as it is; Leave goes where the user was going. Without unsaved changes a navigation is not held at all.
 *
 * The shell tells the machine what was asked (`navigation.request`, with the ids of the screens holding changes)
 * and reads from the snapshot whether it was held; the going itself is the provided `leave` action.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** Where a held navigation was going: the address (base included) and its history state. */
export interface NavigationTarget {
  readonly href: string;
  readonly state: unknown;
}

/** Screens whose unsaved changes survive leaving, as a draft restored on return (ADR 042). */
export const SCREENS_KEEPING_DRAFTS: readonly string[] = ['quiz-editor'];

export interface NavigationGuardContext {
  /** The navigation waiting for the user's answer. */
  pending: NavigationTarget | null;
  /** Every screen with unsaved changes keeps them as a draft: the confirmation says so. */
  keepsDraft: boolean;
}

export type NavigationGuardEvent =
  | { type: 'navigation.request'; target: NavigationTarget; unsaved: readonly string[] }
  | { type: 'navigation.stay' }
  | { type: 'navigation.leave' };

export const navigationGuardMachine = setup({
  types: {
    context: {} as NavigationGuardContext,
    events: {} as NavigationGuardEvent,
  },
  guards: {
    hasUnsavedChanges: (_, params: { unsaved: readonly string[] }) => params.unsaved.length > 0,
  },
  actions: {
    assignPending: assign(
      (_, params: { target: NavigationTarget; unsaved: readonly string[] }): NavigationGuardContext => ({
        pending: params.target,
        keepsDraft: params.unsaved.every((id) => SCREENS_KEEPING_DRAFTS.includes(id)),
      }),
    ),
    clearPending: assign({ pending: null, keepsDraft: false }),
    /** Goes to the held target; provided by the shell. */
    leave: (_, _target: NavigationTarget) => {},
  },
}).createMachine({
  id: 'navigationGuard',
  context: { pending: null, keepsDraft: false },
  initial: 'open',
  states: {
    open: {
      description: 'Navigation passes; one asked for while a screen holds unsaved changes is held.',
      on: {
        'navigation.request': {
          guard: { type: 'hasUnsavedChanges', params: ({ event }) => ({ unsaved: event.unsaved }) },
          target: 'confirming',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ target: event.target, unsaved: event.unsaved }),
          },
        },
      },
    },
    confirming: {
      description:
        'Asks "Leave this page?"; a further navigation meanwhile is held too, and the first target is kept.',
      on: {
        'navigation.stay': { target: 'open', actions: 'clearPending' },
        'navigation.leave': {
          target: 'open',
          actions: [{ type: 'leave', params: ({ context }) => context.pending! }, 'clearPending'],
        },
      },
    },
  },
});

export type NavigationGuardActorRef = ActorRefFrom<typeof navigationGuardMachine>;
export type NavigationGuardSnapshot = SnapshotFrom<typeof navigationGuardMachine>;

export const selectIsConfirmingLeave = (s: NavigationGuardSnapshot) => s.matches('confirming');
export const selectKeepsDraft = (s: NavigationGuardSnapshot) => s.context.keepsDraft;

/** Asks the guard about a navigation; true when it is held (the caller then stops it). */
export function isNavigationHeld(
  guard: NavigationGuardActorRef,
  target: NavigationTarget,
  unsaved: readonly string[],
): boolean {
  guard.send({ type: 'navigation.request', target, unsaved });
  return guard.getSnapshot().matches('confirming');
}
