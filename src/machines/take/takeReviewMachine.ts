/**
 * The review after a submit (ADRs 210, 219), a child of the page machine while the attempt is submitted: the outcome
 * the server answered — the score, the right answers, the comments, each as far as the quiz's review setting shows
 * them now — and Try again while the quiz allows another attempt. A new attempt is asked for once however often it
 * is pressed; the result stays on screen meanwhile, and the page opens the new attempt (`review.renewed`).
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TakeOutcome, TakeSession } from '../../api/take/takeContract';
import { scoreTone, type ScoreTone } from '../../domain/quiz/results/resultRules';
import { messageOf } from '../../domain/shared/messages';
import { errorParams } from '../shared/errorParams';
import { isLinkGone, whenLinkGone, type TakeCallReport } from './takeFailures';

export interface TakeReviewInput {
  readonly token: string;
  /** What the server answered of the submitted attempt; null when it says nothing yet. */
  readonly outcome: TakeOutcome | null;
  /** The attempt of the link as the session told it (the outcome's own, when it has one, comes first). */
  readonly attempt: TakeSession['attempt'] | null;
}

export interface TakeReviewContext extends TakeReviewInput {
  /** Why the new attempt was not opened. */
  error: string | null;
}

export type TakeReviewEvent = { type: 'take.newAttempt' };

/** The review of a submitted session. */
export const reviewOf = (token: string, session: TakeSession | null): TakeReviewInput => ({
  token,
  outcome: session?.outcome ?? null,
  attempt: session?.attempt ?? null,
});

/** What the review tells the page: the new attempt's session, or that the link is gone. */
export type TakeReviewReport = { type: 'review.renewed'; session: TakeSession } | TakeCallReport;

export const takeReviewMachine = setup({
  types: {
    context: {} as TakeReviewContext,
    events: {} as TakeReviewEvent,
    input: {} as TakeReviewInput,
  },
  actors: {
    newAttempt: fromPromise<TakeSession, { token: string }>(async () => {
      throw new Error('newAttempt is not provided');
    }),
  },
  guards: {
    isLinkGone: (_, params: { error: unknown }) => isLinkGone(params.error),
  },
  actions: {
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    /** Tells the page; on its own (a test, a diagram) there is no one to tell. */
    report: enqueueActions(({ self, enqueue }, params: TakeReviewReport) => {
      if (self._parent) enqueue.sendParent(params);
    }),
  },
}).createMachine({
  id: 'takeReview',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'shown',
  states: {
    shown: {
      on: { 'take.newAttempt': 'renewing' },
    },
    renewing: {
      description: 'A new attempt is asked for; the result stays on screen meanwhile.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'newAttempt',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'renewed',
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'review.renewed', session: event.output }) as const,
          },
        },
        onError: [whenLinkGone, { target: 'shown', actions: { type: 'assignError', params: errorParams } }],
      },
    },
    renewed: { description: 'The new attempt is open: the page leaves the review.', tags: ['busy'] },
    ended: { description: 'The server knows no assignment by this token: the page says so.' },
  },
});

type TakeReviewSnapshot = SnapshotFrom<typeof takeReviewMachine>;

export const selectOutcome = (review: TakeReviewSnapshot | undefined) => review?.context.outcome ?? null;
/** The score's tone; null while there is no score to show (hidden by the review setting, or none yet). */
export function selectScoreTone(review: TakeReviewSnapshot | undefined): ScoreTone | null {
  const percentage = review?.context.outcome?.percentage ?? null;
  return percentage === null ? null : scoreTone(percentage);
}
/** ADR 219: the attempt the result is of, and whether Try again is offered (the submit's answer, else the link's). */
export const selectAttempt = (review: TakeReviewSnapshot | undefined) =>
  review?.context.outcome?.attempt ?? review?.context.attempt ?? null;
/** A new attempt is on its way: Try again waits. */
export const selectRenewing = (review: TakeReviewSnapshot | undefined) => review?.hasTag('busy') ?? false;
/** Why Try again did not open a new attempt. */
export const selectReviewError = (review: TakeReviewSnapshot | undefined) => review?.context.error ?? null;
