/**
 * The Student links dialog of a class quiz (ADR 132): each student's personal link, its state and its mail. The
 * links are a record (ADR 191), read by the shared record machine invoked as the child `record`: loading, not found
 * (the quiz left the class), failed with Try again. This machine copies a link to the clipboard with a visible
 * confirmation and, when the server sends mail, sends one again; the server's answer to a resend replaces the record.
 * ADR 211: Copy all puts every student's e-mail and link on the clipboard; Download saves them as CSV.
 */
import { assign, fromPromise, sendTo, setup, spawnChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassQuizLinksResponse } from '../../api/classes/classesContract';
import type { RemindResponse } from '../../api/quiz/results/resultsContract';
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
  /** Copy all took: said until the next action. */
  copiedAll: boolean;
  /** The server's answer to the last Remind (ADR 211). */
  reminded: RemindResponse | null;
}

export type StudentLinksEvent =
  /** Copy a row's link: the view gives the link it shows. */
  | { type: 'links.copy'; assignmentId: number; link: string }
  | { type: 'links.resend'; assignmentId: number }
  /** Copy every link: the view gives the text (studentLinksText). */
  | { type: 'links.copyAll'; text: string }
  /** Remind the students who have not submitted (ADR 211), when the server sends mail. */
  | { type: 'links.remind' }
  /** Save the links as a CSV file: the view gives the file (studentLinksCsv). */
  | { type: 'links.download'; csv: string; fileName: string };

export interface ResendInput extends StudentLinksInput {
  readonly assignmentId: number;
}

export const STUDENT_LINKS_MESSAGES = {
  copyFailed: 'The link could not be copied: select it and copy it yourself',
  loadFailed: 'Unable to load the student links',
  resendFailed: 'Unable to send the link again',
  remindFailed: 'Unable to remind the students',
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
    saveText: fromPromise<void, { text: string; fileName: string }>(async () => {
      throw new Error('saveText is not provided');
    }),
    remindStudents: fromPromise<RemindResponse, StudentLinksInput>(async () => {
      throw new Error('remindStudents is not provided');
    }),
  },
  actions: {
    assignError: assign({ error: (_, params: { message: string | null }) => params.message }),
    assignCopied: assign({ copiedId: (_, params: { id: number | null }) => params.id }),
    assignResent: assign({ resentId: (_, params: { id: number | null }) => params.id }),
    assignCopiedAll: assign({ copiedAll: (_, params: { copied: boolean }) => params.copied }),
    /** The server answered the links as they now are: shown at once, without reading them again. */
    replaceLinks: sendTo('record', (_, params: { links: ClassQuizLinksResponse }) => ({
      type: 'record.replace' as const,
      record: params.links,
    })),
  },
}).createMachine({
  id: 'studentLinks',
  context: ({ input }) => ({
    ...input,
    copiedId: null,
    resentId: null,
    error: null,
    copiedAll: false,
    reminded: null,
  }),
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
            { type: 'assignCopiedAll', params: { copied: false } },
            { type: 'assignError', params: { message: null } },
          ],
        },
        'links.remind': {
          target: 'reminding',
          actions: [
            { type: 'assignCopied', params: { id: null } },
            { type: 'assignCopiedAll', params: { copied: false } },
            { type: 'assignError', params: { message: null } },
            assign({ reminded: null }),
          ],
        },
        'links.copyAll': {
          target: 'copyingAll',
          actions: [
            { type: 'assignCopied', params: { id: null } },
            { type: 'assignError', params: { message: null } },
          ],
        },
        'links.download': {
          actions: [
            { type: 'assignError', params: { message: null } },
            spawnChild('saveText', {
              input: ({ event }) => {
                const { csv, fileName } = event as Extract<StudentLinksEvent, { type: 'links.download' }>;
                return { text: csv, fileName };
              },
            }),
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
    copyingAll: {
      description: 'Every e-mail and link to the clipboard; the confirmation shows once it took them.',
      invoke: {
        src: 'copyText',
        input: ({ event }) => ({
          text: (event as Extract<StudentLinksEvent, { type: 'links.copyAll' }>).text,
        }),
        onDone: { target: 'idle', actions: { type: 'assignCopiedAll', params: { copied: true } } },
        onError: {
          target: 'idle',
          actions: [
            { type: 'assignCopiedAll', params: { copied: false } },
            { type: 'assignError', params: { message: STUDENT_LINKS_MESSAGES.copyFailed } },
          ],
        },
      },
    },
    reminding: {
      tags: ['busy'],
      description: 'The server reminds who has not submitted; the links are read again for the new states.',
      invoke: {
        src: 'remindStudents',
        input: ({ context }) => ({ classId: context.classId, quizId: context.quizId }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ reminded: ({ event }) => event.output }),
            sendTo('record', { type: 'record.refresh' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ message: messageOf(event.error, STUDENT_LINKS_MESSAGES.remindFailed) }),
          },
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
export const selectCopiedAll = (s: StudentLinksSnapshot) => s.matches('idle') && s.context.copiedAll;
export const selectReminded = (s: StudentLinksSnapshot) => (s.matches('idle') ? s.context.reminded : null);
