/**
 * The Student links dialog of a class quiz (ADR 132): each student's personal link, its state and its mail. The
 * links are a record (ADR 191), read by the shared record machine invoked as the child `record`: loading, not found
 * (the quiz left the class), failed with Try again. This machine copies a link to the clipboard with a visible
 * confirmation and, when the server sends mail, sends one again; the server's answer to a resend replaces the record.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassQuizLinksResponse } from '../../api/classes/classesContract';
import { messageOf } from '../../domain/shared/messages';
import { recordMachine, type RecordActorRef } from '../shared/recordMachine';

export interface StudentLinksInput {
  readonly classId: number;
  readonly quizId: number;
}

export interface StudentLinksContext extends StudentLinksInput {
  /** The assignment whose link was copied last (the confirmation shows on its row). */
  copiedId: number | null;
  /** The assignment whose mail was queued again last. */
  resentId: number | null;
  /** Why the last copy or resend failed. */
  error: string | null;
}

export type StudentLinksEvent =
  /** Copy a row's link: the view gives the link it shows. */
  { type: 'links.copy'; assignmentId: number; link: string } | { type: 'links.resend'; assignmentId: number };

export interface ResendInput extends StudentLinksInput {
  readonly assignmentId: number;
}

export const STUDENT_LINKS_MESSAGES = {
  copyFailed: 'The link could not be copied: select it and copy it yourself',
  loadFailed: 'Unable to load the student links',
  resendFailed: 'Unable to send the link again',
} as const;

export const studentLinksMachine = setup({
  types: {
    context: {} as StudentLinksContext,
    events: {} as StudentLinksEvent,
    input: {} as StudentLinksInput,
    children: {} as { record: 'linksRecord' },
  },
  actors: {
    /** The links as a record; its read (given `{ classId, quizId }`) is provided by the screen's services. */
    linksRecord: recordMachine,
    resendLink: fromPromise<ClassQuizLinksResponse, ResendInput>(async () => {
      throw new Error('resendLink is not provided');
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is not provided');
    }),
  },
  actions: {
    assignError: assign({ error: (_, params: { message: string | null }) => params.message }),
    assignCopied: assign({ copiedId: (_, params: { id: number | null }) => params.id }),
    assignResent: assign({ resentId: (_, params: { id: number | null }) => params.id }),
    /** The server answered the links as they now are: shown at once, without reading them again. */
    replaceLinks: sendTo('record', (_, params: { links: ClassQuizLinksResponse }) => ({
      type: 'record.replace' as const,
      record: params.links,
    })),
  },
}).createMachine({
  id: 'studentLinks',
  context: ({ input }) => ({ ...input, copiedId: null, resentId: null, error: null }),
  invoke: {
    id: 'record',
    src: 'linksRecord',
    input: ({ context }) => ({ request: { classId: context.classId, quizId: context.quizId } }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'links.copy': {
          target: 'copying',
          actions: [
            { type: 'assignCopied', params: ({ event }) => ({ id: event.assignmentId }) },
            { type: 'assignError', params: { message: null } },
          ],
        },
        'links.resend': {
          target: 'resending',
          actions: [
            { type: 'assignResent', params: ({ event }) => ({ id: event.assignmentId }) },
            { type: 'assignError', params: { message: null } },
          ],
        },
      },
    },
    copying: {
      description: 'The confirmation shows once the clipboard took the link.',
      invoke: {
        src: 'copyText',
        input: ({ event }) => ({ text: (event as Extract<StudentLinksEvent, { type: 'links.copy' }>).link }),
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: [
            { type: 'assignCopied', params: { id: null } },
            { type: 'assignError', params: { message: STUDENT_LINKS_MESSAGES.copyFailed } },
          ],
        },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'resendLink',
        input: ({ context }) => ({
          classId: context.classId,
          quizId: context.quizId,
          assignmentId: context.resentId!,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'replaceLinks', params: ({ event }) => ({ links: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'assignResent', params: { id: null } },
            {
              type: 'assignError',
              params: ({ event }) => ({
                message: messageOf(event.error, STUDENT_LINKS_MESSAGES.resendFailed),
              }),
            },
          ],
        },
      },
    },
  },
});

export type StudentLinksActorRef = ActorRefFrom<typeof studentLinksMachine>;
export type StudentLinksSnapshot = SnapshotFrom<typeof studentLinksMachine>;

/** The links as a record, for RecordScreen. */
export const selectLinksRecord = (s: StudentLinksSnapshot) => s.children.record as RecordActorRef;
/** The copied link's id once the clipboard took it (not while copying). */
export const selectCopiedId = (s: StudentLinksSnapshot) => (s.matches('idle') ? s.context.copiedId : null);
export const selectResentId = (s: StudentLinksSnapshot) => (s.matches('idle') ? s.context.resentId : null);
export const selectLinksError = (s: StudentLinksSnapshot) => s.context.error;
export const selectLinksBusy = (s: StudentLinksSnapshot) => s.hasTag('busy');
