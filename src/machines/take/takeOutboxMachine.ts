/**
 * Answers on their way (ADR 141), a child of the page machine while the quiz is taken.
 *
 * Every change of an answer is queued (`outbox.queue`): one entry per question, the newest change winning, its time
 * spent adding up. The outbox is kept on the device after every change by the provided `persistOutbox`, so a reload
 * never loses an unsent answer, and sent one save at a time, oldest first. A save that got no answer (the network),
 * a 5xx, 408 or 429 is tried again after a growing wait, or at once when the device is back online; a 404 tells the
 * page the link is gone; any other refusal drops that save, since sending it again cannot succeed. After each change
 * it tells the page whether anything is still unsent (`outbox.changed`): a submit waits until nothing is.
 *
 * An item of the queue is an answer or a video's played segments (ADR 326, 329): each kind has its queue rule in
 * src/domain/take/takeAnswers.ts (segments of one video merge while they wait), and `sending` chooses the call by
 * the kind of the entry on its way; the order, the retries, the device's copy and the report are shared. The server's
 * answer to played segments (what it keeps of the video) is told to the page (`outbox.watched`).
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SaveAnswerResponse } from '../../api/take/takeContract';
import type { WatchedResponse } from '../../api/take/takeWatchedContract';
import {
  acknowledge,
  acknowledgeWatched,
  nextToSend,
  queueAnswer,
  queueWatched,
  retryDelayMs,
  type Outbox,
  type PendingAnswer,
  type SentAnswer,
  type SentWatched,
} from '../../domain/take/takeAnswers';
import type { Segment } from '../../domain/take/watchedSegments';
import { errorParams } from '../shared/errorParams';
import { isLinkGone, isTransient, isUnanswered, whenLinkGone, type TakeCallReport } from './takeFailures';

/** One save of one question's answer, as the page's call sends it. */
export interface SaveInput {
  readonly token: string;
  readonly itemId: number;
  readonly optionIds: readonly number[];
  /** The response to a question of another type than choice. */
  readonly response?: unknown;
  readonly timeSpentMs: number;
}

/** One batch of a video item's played segments, as the page's call sends it (ADR 329). */
export interface WatchedInput {
  readonly token: string;
  readonly itemId: number;
  readonly segments: readonly Segment[];
  readonly duration?: number;
}

/**
 * What travels in the outbox: a change of a question's answer and the time spent on it since the last one, or
 * segments of a video the student played.
 */
export type OutboxItem =
  | {
      readonly kind: 'answer';
      /** The question's id, as the outbox keys it. */
      readonly itemId: string;
      readonly optionIds: readonly number[];
      readonly response?: unknown;
      readonly timeSpentMs: number;
    }
  | {
      readonly kind: 'watched';
      /** The video item's id. */
      readonly itemId: string;
      readonly segments: readonly Segment[];
      /** The video's length as the player knows it. */
      readonly duration?: number;
    };

/** The outbox's key of what is on its way. */
const sentKey = (sent: SentAnswer | SentWatched) => ('key' in sent ? sent.key : sent.itemId);

export interface TakeOutboxInput {
  readonly token: string;
  /** The saves this device had not sent when the page was last closed. */
  readonly outbox: Outbox;
}

export interface TakeOutboxContext {
  readonly token: string;
  outbox: Outbox;
  /** The save in flight. */
  sending: SentAnswer | SentWatched | null;
  /** Failed saves in a row (the backoff's exponent). */
  attempt: number;
  offline: boolean;
}

export type TakeOutboxEvent =
  { type: 'outbox.queue'; item: OutboxItem } | { type: 'connection.online' } | { type: 'connection.offline' };

/**
 * What the outbox tells the page: whether anything waits to be sent, what the server keeps of a video after a
 * batch, or that the link is gone.
 */
export type TakeOutboxReport =
  | { type: 'outbox.changed'; unsent: boolean }
  | { type: 'outbox.watched'; itemId: number; watched: WatchedResponse }
  /** ADR 338: the newest answer of a question was saved; where its video goes back to when it is wrong (or null). */
  | { type: 'outbox.checked'; itemId: number; jumpBackTo: number | null }
  | TakeCallReport;

/** A send that failed: the link is gone, or it is tried again later, or it is refused for good and dropped. */
const sendFailed = [
  { ...whenLinkGone, target: '#takeOutbox.ended' },
  {
    guard: { type: 'isTransient', params: errorParams },
    target: '#takeOutbox.retrying',
    actions: { type: 'countFailure', params: errorParams },
  },
  { target: '#takeOutbox.idle', actions: ['dropSent', 'persistOutbox', 'reportUnsent'] },
] as const;

export const takeOutboxMachine = setup({
  types: {
    context: {} as TakeOutboxContext,
    events: {} as TakeOutboxEvent,
    input: {} as TakeOutboxInput,
  },
  actors: {
    saveAnswer: fromPromise<SaveAnswerResponse, SaveInput>(async () => {
      throw new Error('saveAnswer is not provided');
    }),
    sendWatched: fromPromise<WatchedResponse, WatchedInput>(async () => {
      throw new Error('sendWatched is not provided');
    }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.attempt - 1),
  },
  guards: {
    hasPending: ({ context }) => Object.keys(context.outbox).length > 0,
    isSendingWatched: ({ context }) => context.sending !== null && 'key' in context.sending,
    isLinkGone: (_, params: { error: unknown }) => isLinkGone(params.error),
    isTransient: (_, params: { error: unknown }) => isTransient(params.error),
  },
  actions: {
    queue: assign(({ context }, params: { item: OutboxItem }) => {
      const { item } = params;
      if (item.kind === 'watched')
        return { outbox: queueWatched(context.outbox, item.itemId, item.segments, item.duration) };
      const { itemId, optionIds, timeSpentMs, response } = item;
      return { outbox: queueAnswer(context.outbox, itemId, optionIds, timeSpentMs, response) };
    }),
    assignSending: assign({ sending: ({ context }) => nextToSend(context.outbox) }),
    acknowledgeSent: assign(({ context }) => {
      const { sending } = context;
      const outbox = !sending
        ? context.outbox
        : 'key' in sending
          ? acknowledgeWatched(context.outbox, sending)
          : acknowledge(context.outbox, sending);
      return { outbox, sending: null, attempt: 0, offline: false };
    }),
    /** The server refused this save for good (an option it does not know, the time is over): it can never be sent. */
    dropSent: assign(({ context }) => {
      if (!context.sending) return {};
      const { [sentKey(context.sending)]: _dropped, ...rest } = context.outbox;
      return { outbox: rest, sending: null };
    }),
    countFailure: assign(({ context }, params: { error: unknown }) => ({
      sending: null,
      attempt: context.attempt + 1,
      offline: context.offline || isUnanswered(params.error),
    })),
    markOnline: assign({ offline: false }),
    markOffline: assign({ offline: true }),
    /** Provided by the page: keeps the outbox in the device's storage under the token. */
    persistOutbox: (_) => {},
    /** Tells the page; on its own (a test, a diagram) there is no one to tell. */
    report: enqueueActions(({ self, enqueue }, params: TakeOutboxReport) => {
      if (self._parent) enqueue.sendParent(params);
    }),
    /** The answer saved is the question's newest: what the server said of it goes to the page (ADR 338). */
    reportChecked: enqueueActions(({ context, self, enqueue }, params: { saved: SaveAnswerResponse }) => {
      const sent = context.sending as SentAnswer | null;
      const current = sent && context.outbox[sent.itemId];
      if (!self._parent || !sent || !current || (current as PendingAnswer).revision !== sent.revision) return;
      const jumpBackTo = params.saved.jumpBackTo ?? null;
      enqueue.sendParent({ type: 'outbox.checked', itemId: Number(sent.itemId), jumpBackTo });
    }),
    reportUnsent: enqueueActions(({ context, self, enqueue }) => {
      const report = { type: 'outbox.changed', unsent: Object.keys(context.outbox).length > 0 } as const;
      if (self._parent) enqueue.sendParent(report);
    }),
  },
}).createMachine({
  id: 'takeOutbox',
  context: ({ input }) => ({
    token: input.token,
    outbox: input.outbox,
    sending: null,
    attempt: 0,
    offline: false,
  }),
  on: {
    'outbox.queue': {
      actions: [{ type: 'queue', params: ({ event }) => event }, 'persistOutbox', 'reportUnsent'],
    },
    'connection.offline': { actions: 'markOffline' },
    'connection.online': { actions: 'markOnline' },
  },
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasPending', target: 'sending' } },
    sending: {
      entry: 'assignSending',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'The kind of the entry on its way picks the call.',
          always: [{ guard: 'isSendingWatched', target: 'watched' }, { target: 'answer' }],
        },
        answer: {
          invoke: {
            src: 'saveAnswer',
            input: ({ context }) => {
              const { itemId, timeSpentMs } = context.sending as SentAnswer;
              const { optionIds, response } = context.outbox[itemId] as PendingAnswer;
              return { token: context.token, itemId: Number(itemId), optionIds, response, timeSpentMs };
            },
            onDone: {
              target: '#takeOutbox.idle',
              actions: [
                { type: 'reportChecked', params: ({ event }) => ({ saved: event.output }) },
                'acknowledgeSent',
                'persistOutbox',
                'reportUnsent',
              ],
            },
            onError: sendFailed,
          },
        },
        watched: {
          invoke: {
            src: 'sendWatched',
            input: ({ context }) => {
              const { itemId, segments, duration } = context.sending as SentWatched;
              return { token: context.token, itemId: Number(itemId), segments, duration };
            },
            onDone: {
              target: '#takeOutbox.idle',
              actions: [
                {
                  type: 'report',
                  params: ({ context, event }) => ({
                    type: 'outbox.watched' as const,
                    itemId: Number((context.sending as SentWatched).itemId),
                    watched: event.output,
                  }),
                },
                'acknowledgeSent',
                'persistOutbox',
                'reportUnsent',
              ],
            },
            onError: sendFailed,
          },
        },
      },
    },
    retrying: {
      description: 'The last save failed: tries again after a growing wait, or as soon as back online.',
      after: { retryDelay: 'sending' },
      on: { 'connection.online': { target: 'sending', actions: 'markOnline' } },
    },
    ended: {
      description: 'The server knows no assignment by this token: nothing more is sent; the page says so.',
    },
  },
});

type TakeOutboxSnapshot = SnapshotFrom<typeof takeOutboxMachine>;

/** The device is off the network (it said so, or a save got no answer), as far as the outbox knows. */
export const selectOffline = (outbox: TakeOutboxSnapshot | undefined) => outbox?.context.offline ?? false;
