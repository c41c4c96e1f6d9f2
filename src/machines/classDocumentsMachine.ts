/**
 * The Documents tab of a class (SPEC section 4: soft delete by default, upload with progress and abort, cancel,
 * share). Two regions: `list` shows the documents in the class or the soft-deleted ones and runs one change at a
 * time (rename, share, delete, restore), and `upload` sends one chosen file, reporting progress, until it is done
 * or cancelled (the request is aborted). A deletion offers Undo in its notification, which restores the document.
 */
import {
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ClassDocument } from '../api/classDocumentsContract';
import { CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES } from '../domain/uploads';

/** A file over the limit is refused before anything is sent; its type is judged by the server. */
const sizeProblem = (file: { size: number }) =>
  file.size > CLASS_DOCUMENT_MAX_BYTES ? CLASS_DOCUMENT_MESSAGES.size : null;

export type DocumentsView = 'active' | 'deleted';

export interface DocumentChange {
  readonly classId: number;
  readonly documentId: number;
  readonly fileName?: string;
  readonly shared?: boolean;
}

export type DocumentUploaderEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.succeeded' }
  | { type: 'upload.failed'; message: string };

export type ClassDocumentsEvent =
  | { type: 'docs.show'; view: DocumentsView }
  | { type: 'docs.reload' }
  | { type: 'doc.rename'; documentId: number; fileName: string }
  | { type: 'doc.share'; documentId: number; shared: boolean }
  | { type: 'doc.delete'; documentId: number; fileName: string }
  | { type: 'doc.restore'; documentId: number }
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.cancel' }
  | DocumentUploaderEvent;

export interface ClassDocumentsContext {
  readonly classId: number;
  view: DocumentsView;
  documents: readonly ClassDocument[];
  error: string | null;
  uploadName: string | null;
  loaded: number;
  total: number;
  uploadError: string | null;
  /** The document being deleted, named in the notification. */
  deleting: { documentId: number; fileName: string } | null;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Error');

export const classDocumentsMachine = setup({
  types: {
    context: {} as ClassDocumentsContext,
    events: {} as ClassDocumentsEvent,
    input: {} as { classId: number },
  },
  actors: {
    loadDocuments: fromPromise<ClassDocument[], { classId: number; view: DocumentsView }>(async () => {
      throw new Error('loadDocuments is not provided');
    }),
    changeDocument: fromPromise<void, DocumentChange & { kind: 'rename' | 'share' | 'delete' | 'restore' }>(
      async () => {
        throw new Error('changeDocument is not provided');
      },
    ),
    uploader: fromCallback<ClassDocumentsEvent, { classId: number; file: File }>(() => {
      throw new Error('uploader is not provided');
    }),
  },
  guards: {
    isAcceptable: (_, params: { file: File }) => sizeProblem(params.file) === null,
  },
  actions: {
    assignView: assign({ view: (_, params: { view: DocumentsView }) => params.view }),
    assignDocuments: assign({
      documents: (_, params: { documents: ClassDocument[] }) => params.documents,
      error: null,
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    startUpload: assign((_, params: { file: File }) => ({
      uploadName: params.file.name,
      loaded: 0,
      total: params.file.size,
      uploadError: null,
    })),
    refuseUpload: assign({ uploadError: (_, params: { file: File }) => sizeProblem(params.file) }),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({
      loaded: params.loaded,
      total: params.total,
    })),
    assignUploadError: assign({ uploadError: (_, params: { message: string }) => params.message }),
    clearUpload: assign({ uploadName: null, loaded: 0, total: 0 }),
    reloadList: raise({ type: 'docs.reload' }),
    assignDeleting: assign({
      deleting: (_, params: { documentId: number; fileName: string }) => params,
    }),
    /** 'Document deleted' with an Undo button that sends doc.restore; provided by the screen. */
    notifyDeleted: (_, _params: { documentId: number; fileName: string }) => {},
    /** The server's message; provided by the screen. */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'classDocuments',
  context: ({ input }) => ({
    classId: input.classId,
    view: 'active',
    documents: [],
    error: null,
    uploadName: null,
    loaded: 0,
    total: 0,
    uploadError: null,
    deleting: null,
  }),
  type: 'parallel',
  states: {
    list: {
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
          invoke: {
            src: 'loadDocuments',
            input: ({ context }) => ({ classId: context.classId, view: context.view }),
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
            'doc.rename': 'changing',
            'doc.share': 'changing',
            'doc.restore': 'changing',
            'doc.delete': {
              target: 'deleting',
              actions: {
                type: 'assignDeleting',
                params: ({ event }) => ({ documentId: event.documentId, fileName: event.fileName }),
              },
            },
          },
        },
        changing: {
          tags: ['busy'],
          invoke: {
            src: 'changeDocument',
            input: ({ context, event }) => {
              const e = event as Extract<
                ClassDocumentsEvent,
                { type: 'doc.rename' | 'doc.share' | 'doc.restore' }
              >;
              return {
                classId: context.classId,
                documentId: e.documentId,
                kind: e.type === 'doc.rename' ? 'rename' : e.type === 'doc.share' ? 'share' : 'restore',
                ...(e.type === 'doc.rename' ? { fileName: e.fileName } : {}),
                ...(e.type === 'doc.share' ? { shared: e.shared } : {}),
              } as const;
            },
            onDone: 'loading',
            onError: {
              target: 'ready',
              actions: { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
            },
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
              actions: {
                type: 'notifyDeleted',
                params: ({ context }) => context.deleting!,
              },
            },
            onError: {
              target: 'ready',
              actions: { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
            },
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
export const selectDocumentsFailed = (s: ClassDocumentsSnapshot) => s.matches({ list: 'failed' });
