/**
 * The Documents tab of a class (SPEC section 4: soft delete by default, upload with progress and abort, cancel,
 * share). Two regions: `list` shows the documents in the class or the soft-deleted ones and runs one change at a
 * time (rename, share, delete, restore), and `upload` sends one chosen file, reporting progress, until it is done
 * or cancelled (the request is aborted). A deletion offers Undo in its notification, which restores the document.
 * A rename or share is saved on the version the document was listed with (ADR 188); when someone else changed it
 * first the list waits in `conflict` for Reload (their documents) or Keep mine (mine saved on their version).
 */
import { assign, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import type { ClassDocumentsContext, ClassDocumentsEvent, DocumentsView } from './classDocumentsTypes';
import { CLASS_DOCUMENTS_DEFAULT_ACTORS } from './classDocumentsDefaultActors';
import {
  initialDocumentsContext,
  listInput,
  sizeProblem,
  startedChange,
  startedUpload,
  theirDocuments,
  theirVersion,
} from './classDocumentsUpdates';
import { conflictOf, isStale, recordSaving } from '../shared/recordSaving';
import { messageOf } from '../../domain/shared/messages';

const lifecycle = recordSaving<ClassDocument[]>();

/** A change the server refused: the list stays as it was and the notification gives the server's message. */
const BACK_TO_READY = {
  target: 'ready',
  actions: {
    type: 'notifyFailed',
    params: ({ event }: { event: { error: unknown } }) => ({ message: messageOf(event.error) }),
  },
} as const;

export const classDocumentsMachine = setup({
  types: {
    context: {} as ClassDocumentsContext,
    events: {} as ClassDocumentsEvent,
    input: {} as { classId: number },
  },
  actors: CLASS_DOCUMENTS_DEFAULT_ACTORS,
  guards: {
    isAcceptable: (_, params: { file: File }) => sizeProblem(params.file) === null,
    isStale,
  },
  actions: {
    assignView: assign({ view: (_, params: { view: DocumentsView }) => params.view }),
    assignDocuments: assign({
      documents: (_, params: { documents: ClassDocument[] }) => params.documents,
      error: null,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    startUpload: assign(startedUpload),
    refuseUpload: assign({ uploadError: (_, params: { file: File }) => sizeProblem(params.file) }),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    assignUploadError: assign({ uploadError: (_, params: { message: string }) => params.message }),
    clearUpload: assign({ uploadName: null, loaded: 0, total: 0 }),
    reloadList: raise({ type: 'docs.reload' }),
    assignChange: assign(startedChange),
    clearChange: assign({ change: null, conflict: null }),
    assignConflict: assign(conflictOf),
    assignTheirDocuments: assign(theirDocuments),
    assignTheirVersion: assign(theirVersion),
    assignDeleting: assign({
      deleting: (_, params: { documentId: number; fileName: string }) => params,
    }),
    /** A deleted document leaves the list at once, before the list is read again. */
    dropDeleted: assign({
      documents: ({ context }) => context.documents.filter((d) => d.id !== context.deleting?.documentId),
    }),
    /** 'Document deleted' with an Undo button that sends doc.restore; provided by the screen. */
    notifyDeleted: (_, _params: { documentId: number; fileName: string }) => {},
    /** The server's message; provided by the screen. */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Their documents could not be read for Reload or Keep mine; the choice stays open. Provided by the screen. */
    notifyTheirsUnread: () => {},
  },
}).createMachine({
  id: 'classDocuments',
  context: ({ input }) => initialDocumentsContext(input.classId),
  type: 'parallel',
  states: {
    list: {
      id: 'classDocumentsList',
      initial: 'loading',
      on: {
        'docs.show': {
          target: '.loading',
          actions: { type: 'assignView', params: ({ event }) => ({ view: event.view }) },
        },
      },
      states: {
        loading: {
          tags: ['busy'],
          // Undo pressed while the list is read again after a deletion: the reading gives way to the restore,
          // which reads the list again when done. Dropped here, it was lost on a slow machine.
          on: { 'doc.restore': 'restoring' },
          invoke: {
            src: 'loadDocuments',
            input: listInput,
            onDone: {
              target: 'ready',
              actions: { type: 'assignDocuments', params: ({ event }) => ({ documents: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: { on: { 'docs.reload': 'loading' } },
        ready: {
          on: {
            'docs.reload': 'loading',
            'doc.rename': {
              target: 'saving',
              actions: {
                type: 'assignChange',
                params: ({ event }) => ({
                  documentId: event.documentId,
                  kind: 'rename',
                  fileName: event.fileName,
                }),
              },
            },
            'doc.share': {
              target: 'saving',
              actions: {
                type: 'assignChange',
                params: ({ event }) => ({
                  documentId: event.documentId,
                  kind: 'share',
                  shared: event.shared,
                }),
              },
            },
            'doc.restore': 'restoring',
            'doc.delete': {
              target: 'deleting',
              actions: {
                type: 'assignDeleting',
                params: ({ event }) => ({ documentId: event.documentId, fileName: event.fileName }),
              },
            },
          },
        },
        saving: {
          description: 'A rename or share, saved on the version the document was listed with.',
          tags: ['busy'],
          invoke: {
            src: 'changeDocument',
            input: ({ context }) => ({ classId: context.classId, ...context.change! }),
            onDone: { target: 'loading', actions: 'clearChange' },
            onError: [
              lifecycle.onStale,
              {
                target: 'ready',
                actions: [
                  'clearChange',
                  { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
                ],
              },
            ],
          },
        },
        conflict: lifecycle.conflictState({
          machineId: 'classDocumentsList',
          record: 'this document',
          load: 'loadDocuments',
          loadInput: listInput,
          assignRecord: 'assignTheirDocuments',
          notifyFailed: 'notifyTheirsUnread',
        }),
        restoring: {
          tags: ['busy'],
          invoke: {
            src: 'changeDocument',
            input: ({ context, event }) => ({
              classId: context.classId,
              documentId: (event as Extract<ClassDocumentsEvent, { type: 'doc.restore' }>).documentId,
              kind: 'restore' as const,
            }),
            onDone: 'loading',
            onError: BACK_TO_READY,
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'changeDocument',
            input: ({ context }) => ({
              classId: context.classId,
              documentId: context.deleting!.documentId,
              kind: 'delete' as const,
            }),
            onDone: {
              target: 'loading',
              actions: [
                'dropDeleted',
                {
                  type: 'notifyDeleted',
                  params: ({ context }) => context.deleting!,
                },
              ],
            },
            onError: BACK_TO_READY,
          },
        },
      },
    },
    upload: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'upload.choose': [
              {
                guard: { type: 'isAcceptable', params: ({ event }) => ({ file: event.file }) },
                target: 'uploading',
                actions: { type: 'startUpload', params: ({ event }) => ({ file: event.file }) },
              },
              { actions: { type: 'refuseUpload', params: ({ event }) => ({ file: event.file }) } },
            ],
          },
        },
        uploading: {
          tags: ['uploading'],
          invoke: {
            src: 'uploader',
            input: ({ context, event }) => ({
              classId: context.classId,
              file: (event as Extract<ClassDocumentsEvent, { type: 'upload.choose' }>).file,
            }),
          },
          on: {
            'upload.progress': {
              actions: {
                type: 'assignProgress',
                params: ({ event }) => ({ loaded: event.loaded, total: event.total }),
              },
            },
            'upload.cancel': { target: 'idle', actions: 'clearUpload' },
            'upload.succeeded': { target: 'idle', actions: ['clearUpload', 'reloadList'] },
            'upload.failed': {
              target: 'idle',
              actions: [
                'clearUpload',
                { type: 'assignUploadError', params: ({ event }) => ({ message: event.message }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type ClassDocumentsActorRef = ActorRefFrom<typeof classDocumentsMachine>;
export type ClassDocumentsSnapshot = SnapshotFrom<typeof classDocumentsMachine>;
export const selectDocuments = (s: ClassDocumentsSnapshot) => s.context.documents;
export const selectDocumentsView = (s: ClassDocumentsSnapshot) => s.context.view;
export const selectDocumentsBusy = (s: ClassDocumentsSnapshot) => s.hasTag('busy');
export const selectUploading = (s: ClassDocumentsSnapshot) =>
  s.hasTag('uploading')
    ? { name: s.context.uploadName ?? '', loaded: s.context.loaded, total: s.context.total }
    : null;
export const selectUploadError = (s: ClassDocumentsSnapshot) => s.context.uploadError;
/** The refused rename or share's message while Reload or Keep mine is to be chosen; null otherwise. */
export const selectDocumentsConflict = (s: ClassDocumentsSnapshot) =>
  s.hasTag('conflict') ? s.context.conflict : null;
/** The conflict is with the user's own save from another tab or device (ADR 300). */
export const selectDocumentsConflictByYou = (s: ClassDocumentsSnapshot) =>
  s.hasTag('conflict') && s.context.conflictByYou;
