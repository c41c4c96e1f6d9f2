/**
 * Files sent as answers (ADR 294), a child of the page machine while the quiz is taken. A file cannot wait in the
 * outbox (the device's storage keeps no file), so it goes straight to the server, one at a time: a file picked (or
 * removed) while another is on its way is not taken. The page hears when one leaves (`files.sending`) and when it
 * settles (`files.settled`, with what the server stored, which becomes the question's response, or nothing after a
 * refusal, which is said beside that question only). A file on its way holds a submit back as an unsent answer does.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messageOf } from '../../domain/shared/messages';
import { errorParams } from '../shared/errorParams';
import { isClosed, isLinkGone, whenClosed, whenLinkGone, type TakeCallReport } from './takeFailures';

/** A file the student picked (a File in the browser): its bytes, its name and what the device says it is. */
export type StudentFile = Blob & { readonly name: string };

/** What the server stored of a file upload answer: its files (none: the question is unanswered). */
export interface StoredFiles {
  readonly files: readonly {
    readonly id: string;
    readonly name: string;
    readonly size: number;
    readonly type: string;
  }[];
}

/** A file sent as (part of) the answer to a file upload question. */
export interface FileInput {
  readonly token: string;
  readonly itemId: number;
  readonly file: StudentFile;
}

/** A file removed from the answer to a file upload question. */
export interface FileRemoval {
  readonly token: string;
  readonly itemId: number;
  readonly fileId: string;
}

export interface TakeFilesContext {
  readonly token: string;
  /** The file being sent (or removed), and of which question. */
  sending: { itemId: number; name: string; removing: boolean } | null;
  /** Why the last file sent or removed was refused, and of which question. */
  error: { itemId: number; message: string } | null;
}

export type TakeFilesEvent =
  | { type: 'file.send'; itemId: number; file: StudentFile }
  | { type: 'file.remove'; itemId: number; fileId: string; name: string }
  /** A file the page refused before sending it (too large, of another kind): said beside the picker. */
  | { type: 'file.refuse'; itemId: number; message: string };

/** What the files tell the page. */
export type TakeFilesReport =
  | { type: 'files.sending' }
  | { type: 'files.settled'; itemId: number; stored: StoredFiles | null }
  | TakeCallReport;

export const takeFilesMachine = setup({
  types: {
    context: {} as TakeFilesContext,
    events: {} as TakeFilesEvent,
    input: {} as { token: string },
  },
  actors: {
    sendFile: fromPromise<StoredFiles, FileInput>(async () => {
      throw new Error('sendFile is not provided');
    }),
    removeFile: fromPromise<StoredFiles, FileRemoval>(async () => {
      throw new Error('removeFile is not provided');
    }),
  },
  guards: {
    isLinkGone: (_, params: { error: unknown }) => isLinkGone(params.error),
    isClosed: (_, params: { error: unknown }) => isClosed(params.error),
  },
  actions: {
    assignSending: assign((_, params: { itemId: number; name: string; removing: boolean }) => ({
      sending: params,
      error: null,
    })),
    assignError: assign(({ context }, params: { error: unknown }) => ({
      error: { itemId: context.sending?.itemId ?? 0, message: messageOf(params.error) },
    })),
    assignRefusal: assign((_, params: { itemId: number; message: string }) => ({
      error: { itemId: params.itemId, message: params.message },
    })),
    /** The server's answer is the response: what it stored, never what the page thinks it sent. */
    settle: enqueueActions(({ context, self, enqueue }, params: { stored: StoredFiles | null }) => {
      const report = { type: 'files.settled', itemId: context.sending?.itemId ?? 0, ...params } as const;
      enqueue.assign({ sending: null });
      if (self._parent) enqueue.sendParent(report);
    }),
    /** Tells the page; on its own (a test, a diagram) there is no one to tell. */
    report: enqueueActions(({ self, enqueue }, params: TakeFilesReport) => {
      if (self._parent) enqueue.sendParent(params);
    }),
  },
}).createMachine({
  id: 'takeFiles',
  context: ({ input }) => ({ token: input.token, sending: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.send': {
          target: 'sending',
          actions: {
            type: 'assignSending',
            params: ({ event }) => ({ itemId: event.itemId, name: event.file.name, removing: false }),
          },
        },
        'file.remove': {
          target: 'removing',
          actions: {
            type: 'assignSending',
            params: ({ event }) => ({ itemId: event.itemId, name: event.name, removing: true }),
          },
        },
        'file.refuse': { actions: { type: 'assignRefusal', params: ({ event }) => event } },
      },
    },
    sending: {
      entry: { type: 'report', params: { type: 'files.sending' } },
      invoke: {
        src: 'sendFile',
        input: ({ context, event }) => ({
          token: context.token,
          itemId: context.sending!.itemId,
          file: (event as Extract<TakeFilesEvent, { type: 'file.send' }>).file,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'settle', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: [
          whenLinkGone,
          whenClosed,
          {
            target: 'idle',
            actions: [
              { type: 'assignError', params: errorParams },
              { type: 'settle', params: { stored: null } },
            ],
          },
        ],
      },
    },
    removing: {
      entry: { type: 'report', params: { type: 'files.sending' } },
      invoke: {
        src: 'removeFile',
        input: ({ context, event }) => ({
          token: context.token,
          itemId: context.sending!.itemId,
          fileId: (event as Extract<TakeFilesEvent, { type: 'file.remove' }>).fileId,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'settle', params: ({ event }) => ({ stored: event.output }) },
        },
        // A removal answered 404 (no such file any more) is said beside its question, not as a link gone.
        onError: [
          whenClosed,
          {
            target: 'idle',
            actions: [
              { type: 'assignError', params: errorParams },
              { type: 'settle', params: { stored: null } },
            ],
          },
        ],
      },
    },
    ended: {
      description: 'The link is gone or the attempt closed: the page leaves taking; nothing more is sent.',
    },
  },
});

type TakeFilesSnapshot = SnapshotFrom<typeof takeFilesMachine>;

/** The file being sent or removed for a question (its name); null when none is. */
export const selectFileSending = (files: TakeFilesSnapshot | undefined, itemId: number) =>
  files?.context.sending?.itemId === itemId ? files.context.sending : null;
/** Why the last file sent or removed for a question was refused; null when it was not. */
export const selectFileError = (files: TakeFilesSnapshot | undefined, itemId: number) =>
  files?.context.error?.itemId === itemId ? files.context.error.message : null;
