/** The Subjects dialog ('Choose relevant subjects', Save Subjects): loads the subjects, toggles, saves the choice. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Tag } from '../../../domain/content/content';
import { LOADING_DIALOG } from '../../shared/loadingDialog';

export interface SubjectsDialogContext {
  all: Tag[];
  selectedIds: number[];
  saved: boolean;
}

export type SubjectsDialogEvent =
  | { type: 'subject.toggle'; id: number }
  | { type: 'subjects.save' }
  | { type: 'subjects.retry' }
  | { type: 'dialog.cancel' };

export const subjectsDialogMachine = setup({
  types: {
    context: {} as SubjectsDialogContext,
    events: {} as SubjectsDialogEvent,
    input: {} as { selected: readonly Tag[] },
    output: {} as Tag[] | null,
  },
  actors: {
    fetchTags: fromPromise<Tag[]>(async () => {
      throw new Error('fetchTags is not provided');
    }),
  },
  actions: {
    assignTags: assign((_, params: { tags: Tag[] }) => ({ all: params.tags })),
    toggle: assign(({ context }, params: { id: number }) => ({
      selectedIds: context.selectedIds.includes(params.id)
        ? context.selectedIds.filter((id) => id !== params.id)
        : [...context.selectedIds, params.id],
    })),
  },
}).createMachine({
  id: 'subjectsDialog',
  context: ({ input }) => ({ all: [], selectedIds: input.selected.map((tag) => tag.id), saved: false }),
  output: ({ context }) =>
    context.saved ? context.all.filter((tag) => context.selectedIds.includes(tag.id)) : null,
  ...LOADING_DIALOG,
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'fetchTags',
        onDone: {
          target: 'ready',
          actions: { type: 'assignTags', params: ({ event }) => ({ tags: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: { tags: 'error', on: { 'subjects.retry': 'loading' } },
    ready: {
      on: {
        'subject.toggle': { actions: { type: 'toggle', params: ({ event }) => event } },
        'subjects.save': { target: 'saved', actions: assign({ saved: true }) },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type SubjectsDialogActorRef = ActorRefFrom<typeof subjectsDialogMachine>;
export const selectSubjects = (s: SnapshotFrom<typeof subjectsDialogMachine>) => s.context.all;
export const selectChosenSubjectIds = (s: SnapshotFrom<typeof subjectsDialogMachine>) =>
  s.context.selectedIds;
