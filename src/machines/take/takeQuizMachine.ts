/**
 * The student page (/take/{token}): loading → invalid link | expired | intro | taking | submitted.
 *
 * While taking, three regions run side by side: the flow (answering ⇄ confirming → finishing: flushing →
 * submitting), the outbox of answer saves (idle → sending → retrying after a backoff or when the device is back
 * online), and the device's connection. Every choice goes to the outbox first (persisted per token by the provided
 * `persistOutbox`, so a reload never loses an unsent answer) and from there to the server, one save at a time.
 * The time limit counts down against the server's clock (its offset from the device's, taken at each load); at zero
 * the outbox is flushed and the quiz submitted.
 */
import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { TakeHintResponse, TakeOutcome, TakeSession } from '../../api/take/takeContract';
import {
  acknowledge,
  chooseOption,
  clockOffsetMs,
  mergeAnswers,
  mergeResponses,
  nextToSend,
  queueAnswer,
  remainingMs,
  retryDelayMs,
  type Outbox,
  type SentAnswer,
} from '../../domain/take/takeAnswers';
import { systemClock, type Clock } from '../shared/clock';
import { errorParams, failTo } from '../shared/errorParams';
import { messageOf } from '../../domain/shared/messages';
import { NOT_PROVIDED_CALLS, takeQuizActors } from './takeQuizCalls';

export interface TakeQuizInput {
  readonly token: string;
  /** The device's clock; the real one unless a test gives another. */
  readonly clock?: Clock;
}

/** What a load answers: the session, and the saves this device had not sent when it was last closed. */
export interface LoadedTake {
  readonly session: TakeSession;
  readonly outbox: Outbox;
}

export interface SaveInput {
  readonly token: string;
  readonly itemId: number;
  readonly optionIds: readonly number[];
  /** The response to a question of another type than choice. */
  readonly response?: unknown;
  readonly timeSpentMs: number;
}

/** ADR 294: a file sent as (part of) the answer to a file upload question. */
export interface FileInput {
  readonly token: string;
  readonly itemId: number;
  readonly file: StudentFile;
}

/** ADR 294: a file removed from the answer to a file upload question. */
export interface FileRemoval {
  readonly token: string;
  readonly itemId: number;
  readonly fileId: string;
}

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

/** A hint asked for: the question and the hint's place among its hints (ADR 293). */
export interface HintInput {
  readonly token: string;
  readonly itemId: number;
  readonly index: number;
}

export interface TakeQuizContext {
  readonly token: string;
  readonly clock: Clock;
  session: TakeSession | null;
  /** Server clock − device clock, in ms, from the last answer that carried serverNow. */
  offsetMs: number;
  /** The device's time at the last tick, in ms. */
  now: number;
  /** What the student chose, saved or not. */
  answers: Record<string, number[]>;
  /** What the student answered to questions of other types than choice, saved or not. */
  responses: Record<string, unknown>;
  outbox: Outbox;
  /** The save in flight. */
  sending: SentAnswer | null;
  /** Failed saves in a row (the backoff's exponent). */
  attempt: number;
  offline: boolean;
  activityIndex: number;
  /** Since when the student has been on the current activity or last chose an option (time spent). */
  focusSince: number;
  /** The time limit ran out (the submit was not the student's). */
  timeUp: boolean;
  outcome: TakeOutcome | null;
  error: string | null;
  /** The texts of the hints the student asked for, per question id, in order (ADR 293). */
  shownHints: Record<string, string[]>;
  /** The question whose hint is being asked for. */
  hintAsking: number | null;
  /** Why the last hint asked for did not come, and of which question. */
  hintError: { itemId: number; message: string } | null;
  /** ADR 294: the file being sent (or removed), and of which question; the server's answer replaces the response. */
  fileSending: { itemId: number; name: string; removing: boolean } | null;
  /** Why the last file sent or removed was refused, and of which question. */
  fileError: { itemId: number; message: string } | null;
}

/** What a student answers to a question of another type than choice (its type's response). */
export type StudentResponse = boolean | string | readonly unknown[];

export type TakeQuizEvent =
  | { type: 'take.retry' }
  | { type: 'take.start' }
  /** ADR 219: a new attempt once this one is submitted, while attempts are left. */
  | { type: 'take.newAttempt' }
  | { type: 'activity.next' }
  | { type: 'activity.previous' }
  | { type: 'answer.choose'; itemId: number; optionId: number }
  /** A question of another type than choice: the student's response (true/false, typed text…). */
  | { type: 'answer.respond'; itemId: number; response: StudentResponse }
  /** ADR 293: the next hint of a question. */
  | { type: 'hint.request'; itemId: number }
  /** ADR 294: a file sent as (part of) the answer to a file upload question, or one removed from it. */
  | { type: 'file.send'; itemId: number; file: StudentFile }
  | { type: 'file.remove'; itemId: number; fileId: string; name: string }
  /** ADR 294: a file the page refused before sending it (too large, of another kind): said beside the picker. */
  | { type: 'file.refuse'; itemId: number; message: string }
  | { type: 'submit.request' }
  | { type: 'submit.cancel' }
  | { type: 'submit.confirm' }
  | { type: 'submit.retry' }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  | { type: 'clock.tick' };

/**
 * The HTTP status of a failed call (ApiError's `status`; 0 for no answer). Read by shape, so the page's first
 * script does not carry the HTTP client and its zod schemas (ADR 140).
 */
const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};
/** No answer, or one worth asking again: the network, the server's own failures, throttling. */
const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;
/** The server will not take it any more: submitted elsewhere, expired, time over. */
const isClosed = (status: number) => status === 403 || status === 409 || status === 410;

const dueOf = (session: TakeSession | null): string | null =>
  session ? (session.dueAt ?? session.quiz.deadline) : null;

function questionOf(session: TakeSession | null, itemId: number) {
  for (const activity of session?.activities ?? [])
    for (const item of activity.items) if (item.kind === 'question' && item.id === itemId) return item;
  return null;
}

/** A session the server sent: the offset of its clock is taken again, and time spent counts from now. */
function arrived(context: TakeQuizContext, session: TakeSession) {
  const now = context.clock().getTime();
  return { session, offsetMs: clockOffsetMs(session.serverNow, now), now, focusSince: now };
}

/** What the student answered: the session's saved answers with the unsent ones of `outbox` over them. */
const answersWith = (session: TakeSession, outbox: Outbox) => ({
  answers: mergeAnswers(session.answers, outbox),
  responses: mergeResponses(session.responses, outbox),
});

/** The hints the session says were asked for, per question id. */
function shownHintsOf(session: TakeSession): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const activity of session.activities)
    for (const item of activity.items)
      if (item.kind === 'question' && item.shownHints?.length) shown[String(item.id)] = [...item.shownHints];
  return shown;
}

/** The input of every call that names the assignment by the page's token alone. */
const byToken = ({ context }: { context: TakeQuizContext }) => ({ token: context.token });
/** A call answered 404: the server knows no assignment by this token. */
const whenNotFound = (target: string) =>
  ({ guard: { type: 'isNotFound', params: errorParams }, target }) as const;
/** A call the server will not take any more (submitted elsewhere, expired, time over). */
const whenClosed = (target: string) =>
  ({ guard: { type: 'isClosed', params: errorParams }, target }) as const;

type AnswerEvent<T extends 'answer.choose' | 'answer.respond'> = Extract<TakeQuizEvent, { type: T }>;
/**
 * An answer to one of the quiz's questions: `action` keeps it and queues its save, then the outbox is persisted. An
 * answer to an item that is no question of this quiz is ignored.
 */
const answer = <const TAction>(action: TAction) =>
  ({
    guard: {
      type: 'isQuestion',
      params: ({ event }: { event: { itemId: number } }) => ({ itemId: event.itemId }),
    },
    actions: [action, 'persistOutbox'],
  }) as const;

export const takeQuizMachine = setup({
  types: {
    context: {} as TakeQuizContext,
    events: {} as TakeQuizEvent,
    input: {} as TakeQuizInput,
  },
  actors: {
    ...takeQuizActors(NOT_PROVIDED_CALLS),
    /** Sends `clock.tick` every second while the quiz is taken. */
    ticker: fromCallback<TakeQuizEvent>(() => () => {}),
    /** Sends `connection.online` / `connection.offline` as the device's connection changes. */
    connection: fromCallback<TakeQuizEvent>(() => () => {}),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.attempt - 1),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
    isClosed: (_, params: { error: unknown }) => isClosed(statusOf(params.error)),
    isTransient: (_, params: { error: unknown }) => isTransient(statusOf(params.error)),
    isSubmitted: ({ context }) => context.session?.state === 'submitted',
    isExpired: ({ context }) => context.session?.state === 'expired',
    isNotStarted: ({ context }) => context.session?.state === 'not_started',
    isTimeUp: ({ context }) => remainingMs(dueOf(context.session), context.now, context.offsetMs) === 0,
    hasPending: ({ context }) => Object.keys(context.outbox).length > 0,
    // A file on its way counts as an answer not sent yet (ADR 294).
    outboxEmpty: ({ context }) => Object.keys(context.outbox).length === 0 && context.fileSending === null,
    hasNext: ({ context }) => context.activityIndex < (context.session?.activities.length ?? 0) - 1,
    hasPrevious: ({ context }) => context.activityIndex > 0,
    isQuestion: ({ context }, params: { itemId: number }) =>
      questionOf(context.session, params.itemId) !== null,
    hasHintLeft: ({ context }, params: { itemId: number }) =>
      (context.shownHints[String(params.itemId)]?.length ?? 0) <
      (questionOf(context.session, params.itemId)?.hints?.count ?? 0),
  },
  actions: {
    assignLoaded: assign(({ context }, params: { loaded: LoadedTake }) => {
      const { session, outbox } = params.loaded;
      const pending = session.state === 'in_progress' ? outbox : {};
      return {
        ...arrived(context, session),
        outbox: pending,
        ...answersWith(session, pending),
        outcome: session.outcome,
        error: null,
        shownHints: shownHintsOf(session),
      };
    }),
    assignStarted: assign(({ context }, params: { session: TakeSession }) => ({
      ...arrived(context, params.session),
      ...answersWith(params.session, context.outbox),
      error: null,
      shownHints: shownHintsOf(params.session),
    })),
    /** A new attempt starts from its first activity with nothing answered and nothing waiting to be sent. */
    assignNewAttempt: assign(({ context }, params: { session: TakeSession }) => ({
      ...arrived(context, params.session),
      outbox: {},
      sending: null,
      answers: {},
      responses: {},
      activityIndex: 0,
      timeUp: false,
      outcome: null,
      error: null,
      shownHints: {},
      fileError: null,
    })),
    assignHintAsking: assign((_, params: { itemId: number }) => ({
      hintAsking: params.itemId,
      hintError: null,
    })),
    assignHint: assign(({ context }, params: { hint: TakeHintResponse }) => {
      const key = String(context.hintAsking);
      const shown = context.shownHints[key] ?? [];
      return {
        shownHints: { ...context.shownHints, [key]: [...shown, params.hint.text] },
        hintAsking: null,
      };
    }),
    assignHintError: assign(({ context }, params: { error: unknown }) => ({
      hintError: { itemId: context.hintAsking ?? 0, message: messageOf(params.error) },
      hintAsking: null,
    })),
    assignNow: assign({ now: ({ context }) => context.clock().getTime() }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    chooseAnswer: assign(({ context }, params: { itemId: number; optionId: number }) => {
      const question = questionOf(context.session, params.itemId)!;
      const key = String(params.itemId);
      const optionIds = chooseOption(context.answers[key] ?? [], params.optionId, question.isMultiple);
      const now = context.clock().getTime();
      return {
        answers: { ...context.answers, [key]: optionIds },
        outbox: queueAnswer(context.outbox, key, optionIds, now - context.focusSince),
        focusSince: now,
      };
    }),
    respondAnswer: assign(({ context }, params: { itemId: number; response: StudentResponse }) => {
      const key = String(params.itemId);
      const now = context.clock().getTime();
      return {
        responses: { ...context.responses, [key]: params.response },
        outbox: queueAnswer(context.outbox, key, [], now - context.focusSince, params.response),
        focusSince: now,
      };
    }),
    moveActivity: assign(({ context }, params: { by: 1 | -1 }) => ({
      activityIndex: context.activityIndex + params.by,
      focusSince: context.clock().getTime(),
    })),
    assignSending: assign({ sending: ({ context }) => nextToSend(context.outbox) }),
    acknowledgeSent: assign(({ context }) => ({
      outbox: context.sending ? acknowledge(context.outbox, context.sending) : context.outbox,
      sending: null,
      attempt: 0,
      offline: false,
    })),
    /**
     * The server refused this save for good (an option it does not know, the time is over): it can never be sent.
     * A submit after it learns where the assignment stands.
     */
    dropSent: assign(({ context }) => {
      if (!context.sending) return {};
      const { [context.sending.itemId]: _dropped, ...rest } = context.outbox;
      return { outbox: rest, sending: null };
    }),
    countFailure: assign(({ context }, params: { error: unknown }) => ({
      sending: null,
      attempt: context.attempt + 1,
      offline: context.offline || statusOf(params.error) === 0,
    })),
    markOnline: assign({ offline: false }),
    markOffline: assign({ offline: true }),
    markTimeUp: assign({ timeUp: true }),
    assignOutcome: assign({ outcome: (_, params: { outcome: TakeOutcome }) => params.outcome, outbox: {} }),
    clearOutbox: assign({ outbox: {}, sending: null }),
    assignFileSending: assign((_, params: { itemId: number; name: string; removing: boolean }) => ({
      fileSending: params,
      fileError: null,
    })),
    /** The server's answer is the response: what it stored, never what the page thinks it sent. */
    assignStoredFiles: assign(({ context }, params: { stored: StoredFiles }) => {
      const key = String(context.fileSending?.itemId);
      const { [key]: _old, ...rest } = context.responses;
      return {
        responses: params.stored.files.length > 0 ? { ...rest, [key]: params.stored.files } : rest,
        fileSending: null,
      };
    }),
    assignFileError: assign(({ context }, params: { error: unknown }) => ({
      fileError: { itemId: context.fileSending?.itemId ?? 0, message: messageOf(params.error) },
      fileSending: null,
    })),
    assignFileRefusal: assign((_, params: { itemId: number; message: string }) => ({
      fileError: { itemId: params.itemId, message: params.message },
    })),
    /** Provided by the page: keeps the outbox in the device's storage under the token. */
    persistOutbox: () => {},
  },
}).createMachine({
  id: 'takeQuiz',
  context: ({ input }) => ({
    token: input.token,
    clock: input.clock ?? systemClock,
    session: null,
    offsetMs: 0,
    now: 0,
    answers: {},
    responses: {},
    outbox: {},
    sending: null,
    attempt: 0,
    offline: false,
    activityIndex: 0,
    focusSince: 0,
    timeUp: false,
    outcome: null,
    error: null,
    shownHints: {},
    hintAsking: null,
    hintError: null,
    fileSending: null,
    fileError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSession',
        input: byToken,
        onDone: {
          target: 'opening',
          actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: [whenNotFound('invalidLink'), failTo('loadFailed')],
      },
    },
    opening: {
      description: 'Where the assignment stands decides the page.',
      always: [
        { guard: 'isSubmitted', target: 'submitted' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isNotStarted', target: 'intro' },
        { target: 'taking' },
      ],
    },
    loadFailed: { tags: ['error'], on: { 'take.retry': 'loading' } },
    invalidLink: { description: 'The server knows no assignment by this token.' },
    expired: { entry: ['clearOutbox', 'persistOutbox'] },
    intro: { on: { 'take.start': 'starting' } },
    starting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'startSession',
        input: byToken,
        onDone: {
          target: 'opening',
          actions: { type: 'assignStarted', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [whenNotFound('invalidLink'), whenClosed('loading'), failTo('intro')],
      },
    },
    taking: {
      type: 'parallel',
      invoke: [{ src: 'ticker' }, { src: 'connection' }],
      on: {
        'clock.tick': { actions: 'assignNow' },
        'connection.offline': { actions: 'markOffline' },
        'connection.online': { actions: 'markOnline' },
      },
      states: {
        flow: {
          initial: 'open',
          states: {
            open: {
              description: 'Answers may change; at the end of the time limit the quiz is submitted.',
              always: { guard: 'isTimeUp', target: 'finishing', actions: 'markTimeUp' },
              initial: 'answering',
              states: {
                answering: {
                  on: {
                    'answer.choose': answer({
                      type: 'chooseAnswer',
                      params: ({ event }: { event: AnswerEvent<'answer.choose'> }) => ({
                        itemId: event.itemId,
                        optionId: event.optionId,
                      }),
                    }),
                    'answer.respond': answer({
                      type: 'respondAnswer',
                      params: ({ event }: { event: AnswerEvent<'answer.respond'> }) => ({
                        itemId: event.itemId,
                        response: event.response,
                      }),
                    }),
                    'activity.next': {
                      guard: 'hasNext',
                      actions: { type: 'moveActivity', params: { by: 1 } },
                    },
                    'activity.previous': {
                      guard: 'hasPrevious',
                      actions: { type: 'moveActivity', params: { by: -1 } },
                    },
                    'submit.request': 'confirming',
                  },
                },
                confirming: {
                  description: 'Asks before a submit, saying how many questions are unanswered.',
                  on: { 'submit.cancel': 'answering', 'submit.confirm': '#takeQuiz.taking.flow.finishing' },
                },
              },
            },
            finishing: {
              initial: 'flushing',
              states: {
                flushing: {
                  description: 'Waits until every answer reached the server.',
                  always: { guard: 'outboxEmpty', target: 'submitting' },
                },
                submitting: {
                  tags: ['busy'],
                  entry: 'clearError',
                  invoke: {
                    src: 'submitQuiz',
                    input: byToken,
                    onDone: {
                      target: '#takeQuiz.submitted',
                      actions: { type: 'assignOutcome', params: ({ event }) => ({ outcome: event.output }) },
                    },
                    onError: [whenClosed('#takeQuiz.loading'), failTo('submitFailed')],
                  },
                },
                submitFailed: {
                  tags: ['error'],
                  on: {
                    'submit.retry': 'submitting',
                    'connection.online': { target: 'submitting', actions: 'markOnline' },
                  },
                },
              },
            },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasPending', target: 'sending' } },
            sending: {
              entry: 'assignSending',
              invoke: {
                src: 'saveAnswer',
                input: ({ context }) => ({
                  token: context.token,
                  itemId: Number(context.sending!.itemId),
                  optionIds: context.outbox[context.sending!.itemId]!.optionIds,
                  response: context.outbox[context.sending!.itemId]!.response,
                  timeSpentMs: context.sending!.timeSpentMs,
                }),
                onDone: { target: 'idle', actions: ['acknowledgeSent', 'persistOutbox'] },
                onError: [
                  whenNotFound('#takeQuiz.invalidLink'),
                  {
                    guard: { type: 'isTransient', params: errorParams },
                    target: 'retrying',
                    actions: { type: 'countFailure', params: errorParams },
                  },
                  { target: 'idle', actions: ['dropSent', 'persistOutbox'] },
                ],
              },
            },
            retrying: {
              description:
                'The last save failed: tries again after a growing wait, or as soon as back online.',
              after: { retryDelay: 'sending' },
              on: { 'connection.online': { target: 'sending', actions: 'markOnline' } },
            },
          },
        },
        files: {
          description:
            'A file is sent (or removed) one at a time, straight to the server: a file cannot wait in the outbox (ADR 294).',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'file.send': {
                  guard: {
                    type: 'isQuestion',
                    params: ({ event }: { event: { itemId: number } }) => ({ itemId: event.itemId }),
                  },
                  target: 'sending',
                  actions: {
                    type: 'assignFileSending',
                    params: ({ event }: { event: { itemId: number; file: StudentFile } }) => ({
                      itemId: event.itemId,
                      name: event.file.name,
                      removing: false,
                    }),
                  },
                },
                'file.remove': {
                  guard: {
                    type: 'isQuestion',
                    params: ({ event }: { event: { itemId: number } }) => ({ itemId: event.itemId }),
                  },
                  target: 'removing',
                  actions: {
                    type: 'assignFileSending',
                    params: ({ event }: { event: { itemId: number; name: string } }) => ({
                      itemId: event.itemId,
                      name: event.name,
                      removing: true,
                    }),
                  },
                },
                'file.refuse': {
                  actions: {
                    type: 'assignFileRefusal',
                    params: ({ event }: { event: { itemId: number; message: string } }) => event,
                  },
                },
              },
            },
            sending: {
              invoke: {
                src: 'sendFile',
                input: ({ context, event }) => ({
                  token: context.token,
                  itemId: context.fileSending!.itemId,
                  file: (event as Extract<TakeQuizEvent, { type: 'file.send' }>).file,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignStoredFiles', params: ({ event }) => ({ stored: event.output }) },
                },
                onError: [
                  whenNotFound('#takeQuiz.invalidLink'),
                  whenClosed('#takeQuiz.loading'),
                  { target: 'idle', actions: { type: 'assignFileError', params: errorParams } },
                ],
              },
            },
            removing: {
              invoke: {
                src: 'removeFile',
                input: ({ context, event }) => ({
                  token: context.token,
                  itemId: context.fileSending!.itemId,
                  fileId: (event as Extract<TakeQuizEvent, { type: 'file.remove' }>).fileId,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignStoredFiles', params: ({ event }) => ({ stored: event.output }) },
                },
                onError: [
                  whenClosed('#takeQuiz.loading'),
                  { target: 'idle', actions: { type: 'assignFileError', params: errorParams } },
                ],
              },
            },
          },
        },
        hints: {
          description:
            'A hint is asked for one at a time; its text comes from the server only then (ADR 293).',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'hint.request': {
                  guard: {
                    type: 'hasHintLeft',
                    params: ({ event }: { event: { itemId: number } }) => ({ itemId: event.itemId }),
                  },
                  target: 'asking',
                  actions: {
                    type: 'assignHintAsking',
                    params: ({ event }: { event: { itemId: number } }) => ({ itemId: event.itemId }),
                  },
                },
              },
            },
            asking: {
              invoke: {
                src: 'requestHint',
                input: ({ context }) => ({
                  token: context.token,
                  itemId: context.hintAsking!,
                  index: context.shownHints[String(context.hintAsking)]?.length ?? 0,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignHint', params: ({ event }) => ({ hint: event.output }) },
                },
                onError: [
                  whenNotFound('#takeQuiz.invalidLink'),
                  whenClosed('#takeQuiz.loading'),
                  { target: 'idle', actions: { type: 'assignHintError', params: errorParams } },
                ],
              },
            },
          },
        },
      },
    },
    submitted: {
      entry: 'persistOutbox',
      on: { 'take.newAttempt': 'renewing' },
    },
    renewing: {
      description: 'A new attempt is asked for; the result stays on screen meanwhile.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'newAttempt',
        input: byToken,
        onDone: {
          target: 'opening',
          actions: [
            { type: 'assignNewAttempt', params: ({ event }) => ({ session: event.output }) },
            'persistOutbox',
          ],
        },
        onError: [whenNotFound('invalidLink'), failTo('submitted')],
      },
    },
  },
});

export type TakeQuizActorRef = ActorRefFrom<typeof takeQuizMachine>;
