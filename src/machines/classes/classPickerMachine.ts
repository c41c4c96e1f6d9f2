/**
 * The Add quizzes / Add playlists dialog of a class: the rows ticked in the picker list (several at once) go to the
 * classes ticked beside it (this one first; the caller's other classes may be added), in one call. The pages of the
 * picker itself are a list machine of the screen.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassListItem } from '../../api/classes/classesContract';

export type PickerTarget = 'quiz' | 'playlist';

export interface ClassPickerInput {
  readonly target: PickerTarget;
  /** The class whose page opened the picker (ticked first), or null from a list's bulk action. */
  readonly classId: number | null;
  /** Rows already picked (a list's selection, ADR 164). */
  readonly picked?: readonly number[];
}

export interface ClassPickerContext extends ClassPickerInput {
  selected: readonly number[];
  classIds: readonly number[];
  /** The caller's classes whose content they may manage, offered as further targets. */
  classes: readonly ClassListItem[];
}

export type ClassPickerEvent =
  | { type: 'picker.toggle'; id: number }
  | { type: 'picker.toggleClass'; id: number }
  | { type: 'picker.submit' }
  | { type: 'picker.cancel' };

/** What adding answered: students a Restricted quiz left out (ADR 132); none for playlists. */
export interface AddLinksOutput {
  readonly notAssigned: readonly string[];
}

export interface AddLinksInput {
  readonly target: PickerTarget;
  readonly ids: readonly number[];
  readonly classIds: readonly number[];
}

const toggle = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

export const classPickerMachine = setup({
  types: {
    context: {} as ClassPickerContext,
    events: {} as ClassPickerEvent,
    input: {} as ClassPickerInput,
  },
  actors: {
    loadClasses: fromPromise<ClassListItem[], void>(async () => {
      throw new Error('loadClasses is not provided');
    }),
    addLinks: fromPromise<AddLinksOutput, AddLinksInput>(async () => {
      throw new Error('addLinks is not provided');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0 && context.classIds.length > 0,
  },
  actions: {
    assignClasses: assign({
      classes: ({ context }, params: { classes: ClassListItem[] }) =>
        params.classes.filter((c) => c.id !== context.classId && c.actions.includes('manageContent')),
    }),
    toggleSelected: assign({
      selected: ({ context }, params: { id: number }) => toggle(context.selected, params.id),
    }),
    toggleClass: assign({
      classIds: ({ context }, params: { id: number }) => toggle(context.classIds, params.id),
    }),
    /**
     * 'Quiz successfully added' / 'Playlists successfully added', and who a Restricted quiz left out; provided by
     * the screen.
     */
    notifyAdded: (_, _params: { target: PickerTarget; notAssigned: readonly string[] }) => {},
    /** 'Unable to add Playlists to Class' (or the quiz's) with the server's message; provided by the screen. */
    notifyFailed: (_, _params: { target: PickerTarget; error: unknown }) => {},
  },
}).createMachine({
  id: 'classPicker',
  context: ({ input }) => ({
    target: input.target,
    classId: input.classId,
    selected: input.picked ?? [],
    classIds: input.classId === null ? [] : [input.classId],
    classes: [],
  }),
  initial: 'loadingClasses',
  states: {
    loadingClasses: {
      invoke: {
        src: 'loadClasses',
        onDone: {
          target: 'choosing',
          actions: { type: 'assignClasses', params: ({ event }) => ({ classes: event.output }) },
        },
        onError: 'choosing',
      },
      on: {
        // The rows show while the other classes still load: a row ticked meanwhile stays ticked.
        'picker.toggle': { actions: { type: 'toggleSelected', params: ({ event }) => ({ id: event.id }) } },
        'picker.cancel': 'closed',
      },
    },
    choosing: {
      on: {
        'picker.toggle': { actions: { type: 'toggleSelected', params: ({ event }) => ({ id: event.id }) } },
        'picker.toggleClass': { actions: { type: 'toggleClass', params: ({ event }) => ({ id: event.id }) } },
        'picker.submit': { guard: 'hasSelection', target: 'adding' },
        'picker.cancel': 'closed',
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        src: 'addLinks',
        input: ({ context }) => ({
          target: context.target,
          ids: context.selected,
          classIds: context.classIds,
        }),
        onDone: {
          target: 'added',
          actions: {
            type: 'notifyAdded',
            params: ({ context, event }) => ({
              target: context.target,
              notAssigned: event.output.notAssigned,
            }),
          },
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'notifyFailed',
            params: ({ context, event }) => ({ target: context.target, error: event.error }),
          },
        },
      },
    },
    added: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type ClassPickerActorRef = ActorRefFrom<typeof classPickerMachine>;
export type ClassPickerSnapshot = SnapshotFrom<typeof classPickerMachine>;
export const selectPicked = (s: ClassPickerSnapshot) => s.context.selected;
export const selectTargetClassIds = (s: ClassPickerSnapshot) => s.context.classIds;
export const selectOtherClasses = (s: ClassPickerSnapshot) => s.context.classes;
export const selectIsAdding = (s: ClassPickerSnapshot) => s.hasTag('busy');
export const selectIsLoadingClasses = (s: ClassPickerSnapshot) => s.matches('loadingClasses');
/** Once the picker has ended: whether it added (true) or was cancelled (false); null while it is open. */
export const selectOutcome = (s: ClassPickerSnapshot) => (s.status === 'done' ? s.matches('added') : null);
