/**
 * A student's answer file on the results and grading screens (ADR 294): one download at a time, saved under the
 * file's own name; a failed one is said beside the files and the next click tries again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { messageOf } from '../../../domain/shared/messages';

export interface AnswerFileRequest {
  readonly assignmentId: number;
  readonly fileId: string;
  readonly name: string;
}

export interface DownloadedAnswerFile {
  readonly blob: Blob;
  readonly fileName: string;
}

export interface AnswerFileContext {
  /** The file being downloaded. */
  downloading: AnswerFileRequest | null;
  /** Why the last download failed, and of which file. */
  failed: { readonly fileId: string; readonly message: string } | null;
}

export type AnswerFileEvent = { type: 'file.download' } & AnswerFileRequest;

export const answerFileMachine = setup({
  types: {
    context: {} as AnswerFileContext,
    events: {} as AnswerFileEvent,
  },
  actors: {
    downloadFile: fromPromise<DownloadedAnswerFile, AnswerFileRequest>(async () => {
      throw new Error('downloadFile is not provided');
    }),
  },
  actions: {
    assignDownloading: assign((_, request: AnswerFileRequest) => ({ downloading: request, failed: null })),
    assignFailed: assign(({ context }, params: { error: unknown }) => ({
      failed: { fileId: context.downloading?.fileId ?? '', message: messageOf(params.error) },
      downloading: null,
    })),
    clearDownloading: assign({ downloading: null }),
    /** Hands the file to the browser; provided by the screen. */
    saveFile: (_, _file: DownloadedAnswerFile) => {},
  },
}).createMachine({
  id: 'answerFile',
  context: { downloading: null, failed: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.download': {
          target: 'downloading',
          actions: {
            type: 'assignDownloading',
            params: ({ event }) => ({
              assignmentId: event.assignmentId,
              fileId: event.fileId,
              name: event.name,
            }),
          },
        },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'downloadFile',
        input: ({ context }) => context.downloading!,
        onDone: {
          target: 'idle',
          actions: [{ type: 'saveFile', params: ({ event }) => event.output }, 'clearDownloading'],
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type AnswerFileActorRef = ActorRefFrom<typeof answerFileMachine>;
export type AnswerFileSnapshot = SnapshotFrom<typeof answerFileMachine>;

export const selectDownloading = (s: AnswerFileSnapshot) => s.context.downloading?.fileId ?? null;
export const selectFailed = (s: AnswerFileSnapshot) => s.context.failed;
