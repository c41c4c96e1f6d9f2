/**
 * The library's 'Rebuild a sections Quiz library' dialog (SPEC sections 2, 5, 8): choose a section (required:
 * 'This field is required'), Add Only Missing Quizzes (0) or Rebuild All Quizzes (1), and a rebuild type 1..5;
 * submitting queues the rebuild ('Rebuilding process has been added to the queue') and reports it so the list
 * reloads. The sections are loaded when the dialog first opens.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type {
  ProcessLibrariesRequest,
  RebuildSection,
  RebuildType,
} from '../../../api/quiz/rebuild/rebuildContract';
import { REBUILD_MESSAGES, REBUILD_TYPES } from '../../../api/quiz/rebuild/rebuildContract';

/** The rebuild types the dialog offers (SPEC section 3). */
export const REBUILD_TYPE_OPTIONS = REBUILD_TYPES;
export type { RebuildType };
import { MESSAGES } from '../../../domain/shared/messages';
import { messageOf } from '../../../domain/shared/messages';

export type RebuildDialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'dialog.retry' }
  | { type: 'field.section'; sectionId: number | null }
  | { type: 'field.mode'; isAllUpdate: 0 | 1 }
  | { type: 'field.type'; rebuildType: RebuildType }
  | { type: 'dialog.submit' };

export interface RebuildDialogContext {
  sections: RebuildSection[];
  sectionId: number | null;
  isAllUpdate: 0 | 1;
  rebuildType: RebuildType;
  /** Shown under the section chooser once a submit found it empty. */
  sectionError: string | null;
  loadError: string | null;
}

const initialForm = { sectionId: null, isAllUpdate: 0, rebuildType: 1, sectionError: null } as const;

export const rebuildDialogMachine = setup({
  types: {
    context: {} as RebuildDialogContext,
    events: {} as RebuildDialogEvent,
    emitted: {} as { type: 'queued' },
  },
  actors: {
    fetchSections: fromPromise<RebuildSection[]>(async () => {
      throw new Error('fetchSections is not provided');
    }),
    queueRebuild: fromPromise<string, ProcessLibrariesRequest>(async () => {
      throw new Error('queueRebuild is not provided');
    }),
  },
  guards: {
    hasSections: ({ context }) => context.sections.length > 0,
    hasSection: ({ context }) => context.sectionId !== null,
  },
  actions: {
    notify: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
    /** Tells the list to reload (the view listens with `actor.on('queued')`). */
    reportQueued: emit({ type: 'queued' as const }),
    resetForm: assign({ ...initialForm }),
    assignSections: assign({
      sections: (_, params: { sections: RebuildSection[] }) => params.sections,
      loadError: null,
    }),
    assignLoadError: assign({ loadError: (_, params: { error: unknown }) => messageOf(params.error) }),
    assignSection: assign({
      sectionId: (_, params: { sectionId: number | null }) => params.sectionId,
      sectionError: (_, params: { sectionId: number | null }) =>
        params.sectionId === null ? MESSAGES.required : null,
    }),
    assignMode: assign({ isAllUpdate: (_, params: { isAllUpdate: 0 | 1 }) => params.isAllUpdate }),
    assignType: assign({ rebuildType: (_, params: { rebuildType: RebuildType }) => params.rebuildType }),
    requireSection: assign({ sectionError: MESSAGES.required }),
  },
}).createMachine({
  id: 'rebuildDialog',
  context: { sections: [], loadError: null, ...initialForm },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': [
          { guard: 'hasSections', target: 'editing', actions: 'resetForm' },
          { target: 'loadingSections', actions: 'resetForm' },
        ],
      },
    },
    loadingSections: {
      tags: ['busy'],
      invoke: {
        src: 'fetchSections',
        onDone: {
          target: 'editing',
          actions: { type: 'assignSections', params: ({ event }) => ({ sections: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'dialog.close': 'closed' },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'dialog.retry': 'loadingSections', 'dialog.close': 'closed' },
    },
    editing: {
      on: {
        'field.section': {
          actions: { type: 'assignSection', params: ({ event }) => ({ sectionId: event.sectionId }) },
        },
        'field.mode': {
          actions: { type: 'assignMode', params: ({ event }) => ({ isAllUpdate: event.isAllUpdate }) },
        },
        'field.type': {
          actions: { type: 'assignType', params: ({ event }) => ({ rebuildType: event.rebuildType }) },
        },
        'dialog.submit': [{ guard: 'hasSection', target: 'submitting' }, { actions: 'requireSection' }],
        'dialog.close': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'queueRebuild',
        input: ({ context }) => ({
          sectionId: context.sectionId!,
          isAllUpdate: context.isAllUpdate,
          type: context.rebuildType,
        }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'success', message: event.output || REBUILD_MESSAGES.queued }),
            },
            'reportQueued',
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error) }),
          },
        },
      },
    },
  },
});

export type RebuildDialogActorRef = ActorRefFrom<typeof rebuildDialogMachine>;
export type RebuildDialogSnapshot = SnapshotFrom<typeof rebuildDialogMachine>;

export const selectDialogOpen = (snapshot: RebuildDialogSnapshot) => !snapshot.matches('closed');
export const selectDialogBusy = (snapshot: RebuildDialogSnapshot) => snapshot.hasTag('busy');
export const selectDialogForm = (snapshot: RebuildDialogSnapshot) => snapshot.context;
export const selectLoadFailed = (snapshot: RebuildDialogSnapshot) => snapshot.hasTag('error');
