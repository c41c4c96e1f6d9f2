/**
 * The class document viewer (SPEC section 2): loads the document's record and a file token, then shows it inline
 * (PDF, images) or through the external viewer (office formats); Download saves the file under the name of its
 * Content-Disposition header. Any failure is the error state.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import { documentViewOf, type DocumentView } from '../../domain/sponsors/uploads';
import { messageOf } from '../../domain/shared/messages';

export interface ClassDocumentInput {
  readonly classId: number;
  readonly documentId: number;
}

export interface OpenedDocument {
  readonly document: ClassDocument;
  /** Loads without a bearer header (token in the query). */
  readonly fileUrl: string;
  /** The external viewer's URL for office formats, or null. */
  readonly viewerUrl: string | null;
}

export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

export interface ClassDocumentContext extends ClassDocumentInput {
  opened: OpenedDocument | null;
  error: string | null;
}

export type ClassDocumentEvent = { type: 'document.download' } | { type: 'document.retry' };

export const classDocumentMachine = setup({
  types: {
    context: {} as ClassDocumentContext,
    events: {} as ClassDocumentEvent,
    input: {} as ClassDocumentInput,
  },
  actors: {
    openDocument: fromPromise<OpenedDocument, ClassDocumentInput>(async () => {
      throw new Error('openDocument is not provided');
    }),
    downloadDocument: fromPromise<DownloadedFile, ClassDocumentInput>(async () => {
      throw new Error('downloadDocument is not provided');
    }),
  },
  actions: {
    assignOpened: assign((_, opened: OpenedDocument) => ({ opened, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
    })),
    /** Hands the file to the browser; provided by the screen. */
    saveFile: (_, _file: DownloadedFile) => {},
    notifyDownloadFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'classDocument',
  context: ({ input }) => ({ ...input, opened: null, error: null }),
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'openDocument',
        input: ({ context }) => ({ classId: context.classId, documentId: context.documentId }),
        onDone: { target: 'showing', actions: { type: 'assignOpened', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { tags: ['error'], on: { 'document.retry': { target: 'opening' } } },
    showing: {
      initial: 'idle',
      states: {
        idle: { on: { 'document.download': { target: 'downloading' } } },
        downloading: {
          tags: ['busy'],
          invoke: {
            src: 'downloadDocument',
            input: ({ context }) => ({ classId: context.classId, documentId: context.documentId }),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'notifyDownloadFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type ClassDocumentActorRef = ActorRefFrom<typeof classDocumentMachine>;
export type ClassDocumentSnapshot = SnapshotFrom<typeof classDocumentMachine>;

export const selectOpened = (s: ClassDocumentSnapshot) => s.context.opened;
export const selectView = (s: ClassDocumentSnapshot): DocumentView | null =>
  s.context.opened ? documentViewOf(s.context.opened.document.mimeType) : null;
export const selectFailed = (s: ClassDocumentSnapshot) => s.hasTag('error');
export const selectIsOpening = (s: ClassDocumentSnapshot) => s.matches('opening');
export const selectIsDownloading = (s: ClassDocumentSnapshot) => s.matches({ showing: 'downloading' });
