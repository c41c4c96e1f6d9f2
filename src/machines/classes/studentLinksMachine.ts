/**
 * The Student links dialog of a class quiz (ADR 132): each student's personal link, its state and its mail. A link
 * is copied to the clipboard with a visible confirmation; when the server sends mail, one can be sent again.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClassQuizLinksResponse } from '../../api/classes/classesContract';
import type { AssignmentLink } from '../../api/take/takeContract';
import { messageOf } from '../../domain/shared/messages';

export interface StudentLinksInput {
  readonly classId: number;
  readonly quizId: number;
}

export interface StudentLinksContext extends StudentLinksInput {
  data: ClassQuizLinksResponse | null;
  /** The assignment whose link was copied last (the confirmation shows on its row). */
  copiedId: number | null;
  /** The assignment whose mail was queued again last. */
  resentId: number | null;
  error: string | null;
}

export type StudentLinksEvent =
  | { type: 'links.copy'; assignmentId: number }
  | { type: 'links.resend'; assignmentId: number }
  | { type: 'links.reload' };

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
  },
  actors: {
    loadLinks: fromPromise<ClassQuizLinksResponse, StudentLinksInput>(async () => {
      throw new Error('loadLinks is not provided');
    }),
    resendLink: fromPromise<ClassQuizLinksResponse, ResendInput>(async () => {
      throw new Error('resendLink is not provided');
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is not provided');
    }),
  },
  guards: {
    hasLink: ({ context }, params: { assignmentId: number }) =>
      !!context.data?.result.some((link) => link.assignmentId === params.assignmentId),
  },
  actions: {
    assignData: assign({ data: (_, params: { data: ClassQuizLinksResponse }) => params.data, error: null }),
    assignError: assign({ error: (_, params: { message: string }) => params.message }),
    assignCopied: assign({ copiedId: (_, params: { id: number | null }) => params.id }),
    assignResent: assign({ resentId: (_, params: { id: number | null }) => params.id }),
  },
}).createMachine({
  id: 'studentLinks',
  context: ({ input }) => ({ ...input, data: null, copiedId: null, resentId: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadLinks',
        input: ({ context }) => ({ classId: context.classId, quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'assignError',
            params: ({ event }) => ({ message: messageOf(event.error, STUDENT_LINKS_MESSAGES.loadFailed) }),
          },
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'links.reload': 'loading' },
    },
    ready: {
      on: {
        'links.copy': {
          guard: { type: 'hasLink', params: ({ event }) => ({ assignmentId: event.assignmentId }) },
          target: 'copying',
          actions: [
            { type: 'assignCopied', params: ({ event }) => ({ id: event.assignmentId }) },
            { type: 'assignError', params: { message: '' } },
          ],
        },
        'links.resend': {
          guard: { type: 'hasLink', params: ({ event }) => ({ assignmentId: event.assignmentId }) },
          target: 'resending',
          actions: [
            { type: 'assignResent', params: ({ event }) => ({ id: event.assignmentId }) },
            { type: 'assignError', params: { message: '' } },
          ],
        },
      },
    },
    copying: {
      description: 'The confirmation shows once the clipboard took the link.',
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({
          text: context.data!.result.find((link) => link.assignmentId === context.copiedId)!.link,
        }),
        onDone: 'ready',
        onError: {
          target: 'ready',
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
          target: 'ready',
          actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'ready',
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

const EMPTY: readonly AssignmentLink[] = [];
export const selectLinks = (s: StudentLinksSnapshot) => s.context.data?.result ?? EMPTY;
export const selectNotAssigned = (s: StudentLinksSnapshot) => s.context.data?.notAssigned ?? EMPTY_EMAILS;
const EMPTY_EMAILS: readonly string[] = [];
export const selectTakenByStudents = (s: StudentLinksSnapshot) => s.context.data?.takenByStudents ?? true;
export const selectMailEnabled = (s: StudentLinksSnapshot) => s.context.data?.mailEnabled ?? false;
/** The copied link's id once the clipboard took it (not while copying). */
export const selectCopiedId = (s: StudentLinksSnapshot) => (s.matches('ready') ? s.context.copiedId : null);
export const selectResentId = (s: StudentLinksSnapshot) => (s.matches('ready') ? s.context.resentId : null);
export const selectLinksError = (s: StudentLinksSnapshot) => s.context.error || null;
export const selectLinksLoading = (s: StudentLinksSnapshot) => s.matches('loading');
export const selectLinksLoadFailed = (s: StudentLinksSnapshot) => s.hasTag('error');
export const selectLinksBusy = (s: StudentLinksSnapshot) => s.hasTag('busy');
