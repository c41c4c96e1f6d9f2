/**
 * A bulk download (ADR 165): the selected quizzes' packages in one format, saved one file after another over the
 * existing export route, with the progress shown ('Downloading 2 of 3…') until the last file is saved; a quiz whose
 * package fails is named at the end and the others still arrive.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DownloadRequest, ExportFormat } from '../dialogs/downloadQuizMachine';

export interface BulkDownloadRow {
  readonly kind: DownloadRequest['kind'];
  readonly quizId: number;
  readonly title: string;
}

export interface BulkDownloadContext {
  rows: readonly BulkDownloadRow[];
  format: ExportFormat;
  /** How many files are done (saved or failed). */
  done: number;
  failed: string[];
}

export type BulkDownloadEvent = {
  type: 'download.start';
  rows: readonly BulkDownloadRow[];
  format: ExportFormat;
};

export const bulkDownloadMachine = setup({
  types: {
    context: {} as BulkDownloadContext,
    events: {} as BulkDownloadEvent,
  },
  actors: {
    /** Fetches one package and saves it as a file. */
    downloadQuiz: fromPromise<void, DownloadRequest>(async () => {
      throw new Error('downloadQuiz is not provided');
    }),
  },
  guards: {
    hasRows: (_, params: { count: number }) => params.count > 0,
    isFinished: ({ context }) => context.done >= context.rows.length,
  },
  actions: {
    begin: assign((_, params: { rows: readonly BulkDownloadRow[]; format: ExportFormat }) => ({
      rows: params.rows,
      format: params.format,
      done: 0,
      failed: [],
    })),
    countDone: assign({ done: ({ context }) => context.done + 1 }),
    countFailed: assign({
      done: ({ context }) => context.done + 1,
      failed: ({ context }) => [...context.failed, context.rows[context.done]?.title ?? ''],
    }),
    /** '3 files downloaded', and the titles that failed; provided by the screen. */
    notifyFinished: (_, _params: { saved: number; failed: readonly string[] }) => {},
  },
}).createMachine({
  id: 'bulkDownload',
  context: { rows: [], format: 'qti', done: 0, failed: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'download.start': {
          guard: { type: 'hasRows', params: ({ event }) => ({ count: event.rows.length }) },
          target: 'downloading',
          actions: { type: 'begin', params: ({ event }) => ({ rows: event.rows, format: event.format }) },
        },
      },
    },
    downloading: {
      tags: ['busy'],
      initial: 'file',
      states: {
        file: {
          invoke: {
            src: 'downloadQuiz',
            input: ({ context }) => ({
              ...context.rows[context.done]!,
              format: context.format,
              institutionId: null,
            }),
            onDone: { target: 'next', actions: 'countDone' },
            onError: { target: 'next', actions: 'countFailed' },
          },
        },
        next: {
          always: [
            {
              guard: 'isFinished',
              target: '#bulkDownload.idle',
              actions: {
                type: 'notifyFinished',
                params: ({ context }) => ({
                  saved: context.done - context.failed.length,
                  failed: context.failed,
                }),
              },
            },
            { target: 'file' },
          ],
        },
      },
    },
  },
});

export type BulkDownloadActorRef = ActorRefFrom<typeof bulkDownloadMachine>;
export type BulkDownloadSnapshot = SnapshotFrom<typeof bulkDownloadMachine>;
export const selectIsDownloading = (s: BulkDownloadSnapshot) => s.hasTag('busy');
export const selectDownloadProgress = (s: BulkDownloadSnapshot) => ({
  current: Math.min(s.context.done + 1, s.context.rows.length),
  total: s.context.rows.length,
});
