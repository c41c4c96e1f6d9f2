/**
 * The template list's 'Upload QTI' (SPEC sections 2, 5, 8): one .zip file only (checked here before anything is
 * sent), uploaded; success says 'Uploaded files successfully processed' (info) and reports the upload so the list
 * reloads; a failure shows the server's message.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { QTI_UPLOAD_MESSAGES, isZipFileName, type QtiImportResponse } from '../api/quizImportContract';

export type QtiUploadEvent = { type: 'upload.select'; files: readonly File[] };

export interface QtiUploadContext {
  /** The last successful upload: what was created and what was skipped. */
  result: QtiImportResponse | null;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Error');

export const qtiUploadMachine = setup({
  types: {
    context: {} as QtiUploadContext,
    events: {} as QtiUploadEvent,
    emitted: {} as { type: 'uploaded' },
  },
  actors: {
    uploadPackage: fromPromise<QtiImportResponse, { file: File }>(async () => {
      throw new Error('uploadPackage is not provided');
    }),
  },
  guards: {
    isOneZip: ({ event }) => event.files.length === 1 && isZipFileName(event.files[0]!.name),
    isOneFile: ({ event }) => event.files.length === 1,
  },
  actions: {
    /** Shows a notification; provided with the notifications actor. */
    notify: (_, _params: { kind: 'info' | 'error'; message: string }) => {},
    /** Tells the list behind the button to reload (the view listens with `actor.on('uploaded')`). */
    reportUploaded: emit({ type: 'uploaded' as const }),
    assignResult: assign({ result: (_, params: { result: QtiImportResponse }) => params.result }),
  },
}).createMachine({
  id: 'qtiUpload',
  context: { result: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.select': [
          { guard: 'isOneZip', target: 'uploading' },
          {
            guard: 'isOneFile',
            actions: { type: 'notify', params: { kind: 'error', message: QTI_UPLOAD_MESSAGES.zipOnly } },
          },
          { actions: { type: 'notify', params: { kind: 'error', message: QTI_UPLOAD_MESSAGES.oneZip } } },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadPackage',
        input: ({ event }) => ({ file: (event as QtiUploadEvent).files[0]! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'notify', params: { kind: 'info', message: QTI_UPLOAD_MESSAGES.processed } },
            'reportUploaded',
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error) }),
          },
        },
      },
    },
  },
});

export type QtiUploadActorRef = ActorRefFrom<typeof qtiUploadMachine>;
export type QtiUploadSnapshot = SnapshotFrom<typeof qtiUploadMachine>;

export const selectUploading = (snapshot: QtiUploadSnapshot) => snapshot.hasTag('busy');
export const selectSkipped = (snapshot: QtiUploadSnapshot) => snapshot.context.result?.skipped ?? [];
