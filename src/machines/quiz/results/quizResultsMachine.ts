/**
 * The results screen of a customer quiz (SPEC section 2). The results are a record (ADR 191): the shared record
 * machine, invoked as the child `record`, loads them, says not found or failed with Try again, and reads them again.
 * Beside it this machine hosts the deadline editor, started on each results the record announces; a saved deadline
 * reads the results again (SPEC section 7), and the editor starts over on them. The CSV download runs beside both.
 * ADR 211: the students shown are filtered by state; Remind asks the server to remind who has not submitted (then
 * reads the results again), and without mail the e-mails of those students can be copied instead.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { QuizResults, RemindResponse } from '../../../api/quiz/results/resultsContract';
import type { StudentState } from '../../../domain/quiz/results/studentStates';
import { messageOf } from '../../../domain/shared/messages';
import { deadlineDisplay, type DeadlineDisplay } from '../../../domain/quiz/quiz';
import { systemClock, type Clock } from '../../shared/clock';
import {
  recordMachine,
  selectRecord,
  type RecordActorRef,
  type RecordSnapshot,
} from '../../shared/recordMachine';
import { deadlineMachine, type DeadlineActorRef, type DeadlineInput } from './deadlineMachine';

export interface QuizResultsInput {
  readonly quizId: number;
  /** The current time for the deadline's rules; the real clock unless a test gives one. */
  readonly clock?: Clock;
}

export interface QuizResultsContext {
  readonly quizId: number;
  readonly clock: Clock;
  /** The state whose students the table shows; 'all' shows everyone. */
  filter: StudentState | 'all';
  /** The server's answer to the last Remind. */
  reminded: RemindResponse | null;
  /** Why the last Remind or copy failed. */
  remindError: string | null;
}

export type QuizResultsEvent =
  | { type: 'csv.download' }
  | { type: 'results.filter'; filter: StudentState | 'all' }
  | { type: 'students.remind' }
  /** Copy the e-mails of the students who have not submitted (the view gives the text). */
  | { type: 'emails.copy'; text: string }
  /** The record child read (or read again) the results. */
  | { type: 'record.loaded'; record: QuizResults };

/** The deadline editor's input from the results as they were read. */
const deadlineInputOf = (context: QuizResultsContext, results: QuizResults): DeadlineInput => ({
  quizId: context.quizId,
  endDate: results.quiz.endDate,
  startDate: results.quiz.startDate,
  subscriptionEndsAt: results.quiz.ownerSubscriptionEndsAt,
  clock: context.clock,
});

export const QUIZ_RESULTS_MESSAGES = {
  remindFailed: 'Unable to remind the students',
  copyFailed: 'The e-mails could not be copied: select them and copy them yourself',
} as const;

export const quizResultsMachine = setup({
  types: {
    context: {} as QuizResultsContext,
    events: {} as QuizResultsEvent,
    input: {} as QuizResultsInput,
    children: {} as { record: 'resultsRecord'; deadline: 'deadlineEditor' },
  },
  actors: {
    /** The results as a record; its read and its announcement are provided by the screen's services. */
    resultsRecord: recordMachine,
    deadlineEditor: deadlineMachine,
    /** Downloads `{id}_results.csv` and hands it to the browser. */
    downloadCsv: fromPromise<void, { quizId: number }>(async () => {
      throw new Error('downloadCsv is not provided');
    }),
    remindStudents: fromPromise<RemindResponse, { quizId: number }>(async () => {
      throw new Error('remindStudents is not provided');
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is not provided');
    }),
  },
  actions: {
    setRemindError: assign({ remindError: (_, params: { message: string | null }) => params.message }),
    refreshResults: sendTo('record', { type: 'record.refresh' }),
    /** Shows the server's message; provided by the screen with the notifications actor. */
    notifyDownloadFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'quizResults',
  context: ({ input }) => ({
    quizId: input.quizId,
    clock: input.clock ?? systemClock,
    filter: 'all' as const,
    reminded: null,
    remindError: null,
  }),
  on: {
    'results.filter': { actions: assign({ filter: ({ event }) => event.filter }) },
  },
  invoke: {
    id: 'record',
    src: 'resultsRecord',
    input: ({ context }) => ({ request: { quizId: context.quizId }, clock: context.clock }),
  },
  type: 'parallel',
  states: {
    deadline: {
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Until the results are read (again): the deadline shows as text.',
          on: { 'record.loaded': 'editing' },
        },
        editing: {
          description: 'The deadline editor on the results as read; a saved deadline reads them again.',
          on: { 'record.loaded': { target: 'editing', reenter: true } },
          invoke: {
            id: 'deadline',
            src: 'deadlineEditor',
            input: ({ context, event }) =>
              deadlineInputOf(
                context,
                (event as Extract<QuizResultsEvent, { type: 'record.loaded' }>).record,
              ),
            onDone: { target: 'waiting', actions: 'refreshResults' },
          },
        },
      },
    },
    remind: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'students.remind': {
              target: 'reminding',
              actions: [assign({ reminded: null }), { type: 'setRemindError', params: { message: null } }],
            },
            'emails.copy': {
              target: 'copying',
              actions: [assign({ reminded: null }), { type: 'setRemindError', params: { message: null } }],
            },
          },
        },
        reminding: {
          tags: ['reminding'],
          invoke: {
            src: 'remindStudents',
            input: ({ context }) => ({ quizId: context.quizId }),
            onDone: {
              target: 'idle',
              actions: [assign({ reminded: ({ event }) => event.output }), 'refreshResults'],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'setRemindError',
                params: ({ event }) => ({
                  message: messageOf(event.error, QUIZ_RESULTS_MESSAGES.remindFailed),
                }),
              },
            },
          },
        },
        copying: {
          invoke: {
            src: 'copyText',
            input: ({ event }) => ({
              text: (event as Extract<QuizResultsEvent, { type: 'emails.copy' }>).text,
            }),
            onDone: 'copied',
            onError: {
              target: 'idle',
              actions: { type: 'setRemindError', params: { message: QUIZ_RESULTS_MESSAGES.copyFailed } },
            },
          },
        },
        copied: {
          description: 'The e-mails are on the clipboard: said until the next action.',
          on: {
            'students.remind': {
              target: 'reminding',
              actions: { type: 'setRemindError', params: { message: null } },
            },
            'emails.copy': 'copying',
          },
        },
      },
    },
    csv: {
      initial: 'idle',
      states: {
        idle: { on: { 'csv.download': 'downloading' } },
        downloading: {
          tags: ['downloading'],
          invoke: {
            src: 'downloadCsv',
            input: ({ context }) => ({ quizId: context.quizId }),
            onDone: 'idle',
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

export type QuizResultsActorRef = ActorRefFrom<typeof quizResultsMachine>;

type Snapshot = SnapshotFrom<typeof quizResultsMachine>;
/** The results as a record, for RecordScreen. */
export const selectResultsRecord = (s: Snapshot) => s.children.record as RecordActorRef;
export const selectIsDownloading = (s: Snapshot) => s.hasTag('downloading');
export const selectDeadlineActor = (s: Snapshot) => s.children.deadline as DeadlineActorRef | undefined;
/** The quiz's deadline as shown (a date, none, or expired) at the record's time. */
export const selectResultsDeadline = (s: RecordSnapshot): DeadlineDisplay =>
  deadlineDisplay(selectRecord<QuizResults>(s)?.quiz.endDate ?? null, s.context.clock());
export const selectFilter = (s: Snapshot) => s.context.filter;
export const selectReminding = (s: Snapshot) => s.hasTag('reminding');
export const selectReminded = (s: Snapshot) => s.context.reminded;
export const selectRemindError = (s: Snapshot) => s.context.remindError;
export const selectEmailsCopied = (s: Snapshot) => s.matches({ remind: 'copied' });
