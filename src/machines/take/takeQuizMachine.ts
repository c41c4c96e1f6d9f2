/**
 * The student page (/take/{token}): the life of an attempt. loading → invalid link | expired | intro → starting →
 * taking → submitted, and from there a new attempt (opening again).
 *
 * While taking, the flow is answering ⇄ confirming → finishing (flushing → submitting), and four children do the
 * rest (ADR 326): the timer (takeTimerMachine: the time left on the server's clock; at zero the quiz is submitted),
 * the outbox (takeOutboxMachine: every answer and every range of a video played (ADR 329) goes there first, kept
 * on the device and sent one save at a time),
 * the files (takeFilesMachine: sent straight to the server, ADR 294) and the hints (takeHintsMachine, ADR 293). The
 * page keeps what the student answered and where they are; the children tell it what it needs to decide (the time
 * is up, something is still unsent, a file settled, the link is gone). Once submitted, the review child
 * (takeReviewMachine) shows the outcome and asks for a new attempt.
 */
import { assign, enqueueActions, forwardTo, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { TakeOutcome, TakeSession } from '../../api/take/takeContract';
import { messageOf } from '../../domain/shared/messages';
import { systemClock } from '../shared/clock';
import { errorParams, failTo } from '../shared/errorParams';
import { isClosed, isLinkGone } from './takeFailures';
import { hintsOf } from './takeHintsMachine';
import { NOT_PROVIDED_CALLS, takeQuizActors } from './takeQuizCalls';
import type { StoredFiles } from './takeFilesMachine';
import type {
  LoadedTake,
  TakeQuizContext,
  TakeQuizEvent,
  TakeQuizInput,
  WatchedReport,
} from './takeQuizTypes';
import { takeTimerMachine, timerOf } from './takeTimerMachine';
import { reviewOf } from './takeReviewMachine';
import * as answers from './takeQuizAnswers';

/** The machine's types (its input, context and events, what its calls take and give) are its own. */
export type * from './takeQuizTypes';

/** The input of every call that names the assignment by the page's token alone. */
const byToken = ({ context }: { context: TakeQuizContext }) => ({ token: context.token });
/** A call answered 404: the server knows no assignment by this token. */
const whenNotFound = (target: string) =>
  ({ guard: { type: 'isNotFound', params: errorParams }, target }) as const;
/** A call the server will not take any more (submitted elsewhere, expired, time over). */
const whenClosed = (target: string) =>
  ({ guard: { type: 'isClosed', params: errorParams }, target }) as const;
/** An event about one of the quiz's items, taken only when the item is one of its questions. */
const ofQuestion = {
  type: 'isQuestion',
  params: ({ event }: { event: { itemId: number } }) => event,
} as const;

export const takeQuizMachine = setup({
  types: {
    context: {} as TakeQuizContext,
    events: {} as TakeQuizEvent,
    input: {} as TakeQuizInput,
    children: {} as { timer: 'timer'; outbox: 'outbox'; files: 'files'; hints: 'hints'; review: 'review' },
  },
  actors: {
    ...takeQuizActors(NOT_PROVIDED_CALLS),
    timer: takeTimerMachine,
    /** Sends `connection.online` / `connection.offline` as the device's connection changes. */
    connection: fromCallback<TakeQuizEvent>(() => () => {}),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isLinkGone(params.error),
    isClosed: (_, params: { error: unknown }) => isClosed(params.error),
    isSubmitted: ({ context }) => context.session?.state === 'submitted',
    isExpired: ({ context }) => context.session?.state === 'expired',
    isNotStarted: ({ context }) => context.session?.state === 'not_started',
    // A file on its way counts as an answer not sent yet (ADR 294).
    allSent: ({ context }) => !context.unsentSaves && !context.fileOnItsWay,
    hasNext: ({ context }) => context.activityIndex < (context.session?.activities.length ?? 0) - 1,
    hasPrevious: ({ context }) => context.activityIndex > 0,
    isQuestion: ({ context }, params: { itemId: number }) =>
      answers.questionOf(context.session, params.itemId) !== null,
    isVideo: ({ context }, params: { itemId: number }) => answers.isVideoItem(context.session, params.itemId),
  },
  actions: {
    assignLoaded: assign(({ context }, params: LoadedTake) =>
      answers.loaded(context, params.session, params.outbox),
    ),
    assignStarted: assign(({ context }, params: { session: TakeSession }) =>
      answers.started(context, params.session),
    ),
    assignNewAttempt: assign(({ context }, params: { session: TakeSession }) =>
      answers.renewed(context, params.session),
    ),
    /** The submit's outcome: the assignment is submitted, nothing waits any more. */
    assignSubmitted: assign(({ context }, params: { outcome: TakeOutcome }) =>
      answers.submitted(context, params.outcome),
    ),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    /** The outbox child takes the restored saves: until it says otherwise, they are unsent. */
    handOverRestored: assign(({ context }) => ({
      unsentSaves: Object.keys(context.restored).length > 0,
      fileOnItsWay: false,
    })),
    /** Keeps a change of an answer, or a range of a video played (ADR 329), and queues it in the outbox. */
    queueChange: enqueueActions(({ enqueue }, params: answers.QueuedChange) => {
      enqueue.assign(params.patch);
      enqueue.sendTo('outbox', { type: 'outbox.queue', item: params.item });
    }),
    assignWatched: assign(({ context }, { itemId, watched }: WatchedReport) =>
      answers.watchedKept(context, itemId, watched),
    ),
    moveActivity: assign(({ context }, params: { by: 1 | -1 }) => ({
      activityIndex: context.activityIndex + params.by,
      focusSince: context.clock().getTime(),
    })),
    markTimeUp: assign({ timeUp: true }),
    assignUnsent: assign({ unsentSaves: (_, params: { unsent: boolean }) => params.unsent }),
    markFileOnItsWay: assign({ fileOnItsWay: true }),
    assignStoredFiles: assign(({ context }, params: { itemId: number; stored: StoredFiles | null }) =>
      answers.storedFiles(context, params.itemId, params.stored),
    ),
    /** Provided by the page: removes the saves kept in the device's storage under the token. */
    forgetOutbox: (_) => {},
  },
}).createMachine({
  id: 'takeQuiz',
  context: ({ input }) => ({
    token: input.token,
    clock: input.clock ?? systemClock,
    session: null,
    restored: {},
    unsentSaves: false,
    fileOnItsWay: false,
    answers: {},
    responses: {},
    watched: {},
    activityIndex: 0,
    focusSince: 0,
    timeUp: false,
    error: null,
  }),
  on: { 'take.linkGone': '.invalidLink' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSession',
        input: byToken,
        onDone: { target: 'opening', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
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
    expired: { entry: 'forgetOutbox' },
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
      entry: 'handOverRestored',
      invoke: [
        {
          id: 'timer',
          src: 'timer',
          input: ({ context }) => timerOf(context.clock, context.session!),
        },
        {
          id: 'outbox',
          src: 'outbox',
          input: ({ context }) => ({ token: context.token, outbox: context.restored }),
        },
        { id: 'files', src: 'files', input: byToken },
        { id: 'hints', src: 'hints', input: ({ context }) => hintsOf(context.token, context.session) },
        { src: 'connection' },
      ],
      on: {
        'connection.offline': { actions: forwardTo('outbox') },
        'connection.online': { actions: forwardTo('outbox') },
        'outbox.changed': { actions: { type: 'assignUnsent', params: ({ event }) => event } },
        'outbox.watched': { actions: { type: 'assignWatched', params: ({ event }) => event } },
        'video.played': {
          guard: { type: 'isVideo', params: ({ event }) => event },
          actions: {
            type: 'queueChange',
            params: ({ context, event }) =>
              answers.played(context, event.itemId, event.range, event.duration),
          },
        },
        'file.send': { guard: ofQuestion, actions: forwardTo('files') },
        'file.remove': { guard: ofQuestion, actions: forwardTo('files') },
        'file.refuse': { actions: forwardTo('files') },
        'files.sending': { actions: 'markFileOnItsWay' },
        'files.settled': { actions: { type: 'assignStoredFiles', params: ({ event }) => event } },
        'hint.request': { actions: forwardTo('hints') },
        'take.closed': 'loading',
      },
      initial: 'open',
      states: {
        open: {
          description: 'Answers may change; when the time is up the quiz is submitted.',
          on: { 'timer.up': { target: 'finishing', actions: 'markTimeUp' } },
          initial: 'answering',
          states: {
            answering: {
              on: {
                'answer.choose': {
                  guard: ofQuestion,
                  actions: {
                    type: 'queueChange',
                    params: ({ context, event }) => answers.choice(context, event.itemId, event.optionId),
                  },
                },
                'answer.respond': {
                  guard: ofQuestion,
                  actions: {
                    type: 'queueChange',
                    params: ({ context, event }) => answers.response(context, event.itemId, event.response),
                  },
                },
                'activity.next': { guard: 'hasNext', actions: { type: 'moveActivity', params: { by: 1 } } },
                'activity.previous': {
                  guard: 'hasPrevious',
                  actions: { type: 'moveActivity', params: { by: -1 } },
                },
                'submit.request': 'confirming',
              },
            },
            confirming: {
              description: 'Asks before a submit, saying how many questions are unanswered.',
              on: { 'submit.cancel': 'answering', 'submit.confirm': '#takeQuiz.taking.finishing' },
            },
          },
        },
        finishing: {
          initial: 'flushing',
          states: {
            flushing: {
              description: 'Waits until every answer reached the server.',
              always: { guard: 'allSent', target: 'submitting' },
            },
            submitting: {
              tags: ['busy'],
              entry: 'clearError',
              invoke: {
                src: 'submitQuiz',
                input: byToken,
                onDone: {
                  target: '#takeQuiz.submitted',
                  actions: { type: 'assignSubmitted', params: ({ event }) => ({ outcome: event.output }) },
                },
                onError: [whenClosed('#takeQuiz.loading'), failTo('submitFailed')],
              },
            },
            submitFailed: {
              tags: ['error'],
              on: {
                'submit.retry': 'submitting',
                'connection.online': { target: 'submitting', actions: forwardTo('outbox') },
              },
            },
          },
        },
      },
    },
    submitted: {
      entry: 'forgetOutbox',
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context }) => reviewOf(context.token, context.session),
      },
      on: {
        'take.newAttempt': { actions: forwardTo('review') },
        'review.renewed': {
          target: 'opening',
          actions: [{ type: 'assignNewAttempt', params: ({ event }) => event }, 'forgetOutbox'],
        },
      },
    },
  },
});

export type TakeQuizActorRef = ActorRefFrom<typeof takeQuizMachine>;
