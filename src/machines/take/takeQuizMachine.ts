/**
 * The student page (/take/{token}): the life of an attempt. loading → invalid link | expired | intro → starting →
 * taking → submitted, and from there a new attempt (opening again).
 *
 * While taking, the flow is answering ⇄ confirming → finishing (flushing → submitting), and five children do the
 * rest (ADR 326): the timer (takeTimerMachine: the time left on the server's clock; at zero the quiz is submitted),
 * the outbox (takeOutboxMachine: every answer and every range of a video played (ADR 329) goes there first, kept on
 * the device and sent one save at a time), the files (takeFilesMachine: sent straight to the server, ADR 294), the
 * hints (takeHintsMachine, ADR 293) and the interactive videos (takeVideoMachine, ADR 338). The page keeps what was
 * answered and where; the children tell it what it needs to decide. Once submitted, the review child shows the outcome.
 */
import { assign, enqueueActions, forwardTo, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { TakeOutcome, TakeSession } from '../../api/take/takeContract';
import { messageOf } from '../../domain/shared/messages';
import { systemClock } from '../shared/clock';
import { failTo } from '../shared/errorParams';
import { isClosed, isLinkGone } from './takeFailures';
import { hintsOf } from './takeHintsMachine';
import { NOT_PROVIDED_CALLS, takeQuizActors } from './takeQuizCalls';
import type {
  LoadedTake,
  TakeQuizContext,
  TakeQuizEvent,
  TakeQuizChildren,
  TakeQuizInput,
  WatchedReport,
} from './takeQuizTypes';
import { takeTimerMachine, timerOf } from './takeTimerMachine';
import { reviewOf } from './takeReviewMachine';
import * as answers from './takeQuizAnswers';
import { byToken, ofQuestion, whenClosed, whenNotFound } from './takeQuizTransitions';
import { takeVideoMachine } from './takeVideoMachine';
import { takeVideoOf, videosToWatch } from './takeVideos';

/** The machine's types (its input, context and events, what its calls take and give) are its own. */
export type * from './takeQuizTypes';

export const takeQuizMachine = setup({
  types: {
    context: {} as TakeQuizContext,
    events: {} as TakeQuizEvent,
    input: {} as TakeQuizInput,
    children: {} as TakeQuizChildren,
  },
  actors: {
    ...takeQuizActors(NOT_PROVIDED_CALLS),
    timer: takeTimerMachine,
    video: takeVideoMachine,
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
    watchedEnough: ({ context }) => videosToWatch(context).length === 0,
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
    /** Keeps a change (an answer, a range played, files stored), queues what is to send, tells the videos. */
    queueChange: enqueueActions(({ enqueue }, params: answers.QueuedChange) => {
      enqueue.assign(params.patch);
      if (params.item) enqueue.sendTo('outbox', { type: 'outbox.queue', item: params.item });
      if (params.answered) enqueue.sendTo('video', { type: 'moment.answered', ...params.answered });
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
        { id: 'video', src: 'video', input: ({ context }) => takeVideoOf(context) },
        { src: 'connection' },
      ],
      on: {
        'connection.offline': { actions: forwardTo('outbox') },
        'connection.online': { actions: forwardTo('outbox') },
        'outbox.changed': { actions: { type: 'assignUnsent', params: ({ event }) => event } },
        'outbox.watched': { actions: { type: 'assignWatched', params: ({ event }) => event } },
        // ADR 338: the interactive videos' events and what the server said of an answer that may go back.
        'video.*': { actions: forwardTo('video') },
        'outbox.checked': { actions: forwardTo('video') },
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
        'files.settled': {
          actions: {
            type: 'queueChange',
            params: ({ context, event }) => answers.storedFiles(context, event.itemId, event.stored),
          },
        },
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
              description:
                'Asks before a submit, saying how many questions are unanswered; waits while a video is watched below the share it asks for (ADR 338).',
              on: {
                'submit.cancel': 'answering',
                'submit.confirm': { guard: 'watchedEnough', target: '#takeQuiz.taking.finishing' },
              },
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
