/**
 * A stored document in the viewer (SPEC section 2's class document viewer; ADR 317's faculty resources): opens the
 * document as its reader may see it, with a token for its file, then the screen shows it inline (PDF, images),
 * through the external viewer (office formats) or, for a resource that is a link, as a link; Download saves the file
 * under its name. Any failure, a document the reader may not see included (404), is the error state, with Try again.
 * What is opened is the screen's: its `openDocument` and `downloadDocument` are made for the one document it shows
 * (`createClassDocumentServices`, `createResourceViewerServices`), so the machine takes no input.
 */
import {
  assign,
  fromPromise,
  setup,
  type ActorRefFrom,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import type { DocumentView } from '../../domain/sponsors/uploads';

export interface OpenedDocument {
  /** The document as its reader sees it (a class document, a faculty resource); the screen knows its type. */
  readonly record: unknown;
  /** How it is shown; null when there is no file to show (a link). */
  readonly view: DocumentView | null;
  /** The file with its token: loads without a bearer header. Null for a link. */
  readonly fileUrl: string | null;
  /** The external viewer's URL for office formats, or null. */
  readonly viewerUrl: string | null;
}

export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** A screen's effects, made for the one document it shows. */
export interface DocumentViewerServices {
  readonly openDocument: PromiseActorLogic<OpenedDocument>;
  readonly downloadDocument: PromiseActorLogic<DownloadedFile>;
}

export interface DocumentViewerContext {
  opened: OpenedDocument | null;
}

export type DocumentViewerEvent = { type: 'document.download' } | { type: 'document.retry' };

export const documentViewerMachine = setup({
  types: {
    context: {} as DocumentViewerContext,
    events: {} as DocumentViewerEvent,
  },
  actors: {
    openDocument: fromPromise<OpenedDocument>(async () => {
      throw new Error('openDocument is not provided');
    }),
    downloadDocument: fromPromise<DownloadedFile>(async () => {
      throw new Error('downloadDocument is not provided');
    }),
  },
  actions: {
    assignOpened: assign((_, opened: OpenedDocument) => ({ opened })),
    /** Hands the file to the browser; provided by the screen. */
    saveFile: (_, _file: DownloadedFile) => {},
    notifyDownloadFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'documentViewer',
  context: { opened: null },
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'openDocument',
        onDone: { target: 'showing', actions: { type: 'assignOpened', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
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

export type DocumentViewerActorRef = ActorRefFrom<typeof documentViewerMachine>;
export type DocumentViewerSnapshot = SnapshotFrom<typeof documentViewerMachine>;

export const selectOpened = (s: DocumentViewerSnapshot) => s.context.opened;
export const selectFailed = (s: DocumentViewerSnapshot) => s.hasTag('error');
export const selectIsOpening = (s: DocumentViewerSnapshot) => s.matches('opening');
export const selectIsDownloading = (s: DocumentViewerSnapshot) => s.matches({ showing: 'downloading' });
