/**
 * The review setting on the results screen (ADR 210): loading → ready, where the instructor picks when students
 * see the score and when the right answers and feedback, and saves; with the score "when I release it", Release
 * scores (and Withdraw, for a release made by mistake). A failed load offers Try again; a failed save or release
 * keeps the choice and says so beside the form.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ReviewSettings } from '../../../api/quiz/results/reviewSettingsContract';
import { messageOf } from '../../../domain/shared/messages';
import {
  answersRevealScore,
  type AnswersShown,
  type ReviewSetting,
  type ScoreShown,
} from '../../../domain/take/reviewRules';

export interface ReviewSettingsInput {
  readonly quizId: number;
}

export interface ReviewSettingsContext extends ReviewSettingsInput {
  settings: ReviewSettings | null;
  draft: ReviewSetting | null;
  error: string | null;
}

export type ReviewSettingsEvent =
  | { type: 'review.score'; value: ScoreShown }
  | { type: 'review.answers'; value: AnswersShown }
  | { type: 'review.save' }
  | { type: 'review.release' }
  | { type: 'review.withdraw' }
  | { type: 'review.retry' };

/** Release scores (`released`) or Withdraw them: the settings the server answers replace the saved ones. */
const releaseState = (released: boolean) =>
  ({
    tags: ['busy'],
    invoke: {
      src: 'releaseScores',
      input: ({ context }: { context: ReviewSettingsContext }) => ({ quizId: context.quizId, released }),
      onDone: {
        target: 'ready',
        actions: {
          type: 'assignSettings',
          params: ({ event }: { event: { output: ReviewSettings } }) => ({ settings: event.output }),
        },
      },
      onError: {
        target: 'ready',
        actions: {
          type: 'assignError',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  }) as const;

export const reviewSettingsMachine = setup({
  types: {
    context: {} as ReviewSettingsContext,
    events: {} as ReviewSettingsEvent,
    input: {} as ReviewSettingsInput,
  },
  actors: {
    loadSettings: fromPromise<ReviewSettings, { quizId: number }>(async () => {
      throw new Error('loadSettings is not provided');
    }),
    saveSettings: fromPromise<ReviewSettings, { quizId: number; settings: ReviewSetting }>(async () => {
      throw new Error('saveSettings is not provided');
    }),
    releaseScores: fromPromise<ReviewSettings, { quizId: number; released: boolean }>(async () => {
      throw new Error('releaseScores is not provided');
    }),
  },
  actions: {
    assignSettings: assign((_, params: { settings: ReviewSettings }) => ({
      settings: params.settings,
      draft: { score: params.settings.score, answers: params.settings.answers },
      error: null,
    })),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    /** 'Review setting saved' / the failure; provided by the screen with the notifications actor. */
    notifySaved: () => {},
  },
}).createMachine({
  id: 'reviewSettings',
  context: ({ input }) => ({ ...input, settings: null, draft: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSettings',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignSettings', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'review.retry': 'loading' } },
    ready: {
      on: {
        'review.score': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, score: event.value }) }),
        },
        'review.answers': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, answers: event.value }) }),
        },
        'review.save': 'saving',
        'review.release': 'releasing',
        'review.withdraw': 'withdrawing',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => ({ quizId: context.quizId, settings: context.draft! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignSettings', params: ({ event }) => ({ settings: event.output }) },
            'notifySaved',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    releasing: releaseState(true),
    withdrawing: releaseState(false),
  },
});

export type ReviewSettingsActorRef = ActorRefFrom<typeof reviewSettingsMachine>;
type Snapshot = SnapshotFrom<typeof reviewSettingsMachine>;
export const selectReviewFailed = (s: Snapshot) => s.matches('failed');
export const selectReviewSaving = (s: Snapshot) => s.matches('saving');
export const selectReviewReleasing = (s: Snapshot) => s.matches('releasing') || s.matches('withdrawing');
export const selectReviewBusy = (s: Snapshot) => s.hasTag('busy');
export const selectReviewDraft = (s: Snapshot) => s.context.draft;
export const selectReviewSaved = (s: Snapshot) => s.context.settings;
export const selectReviewError = (s: Snapshot) => s.context.error;
/** The setting as chosen lets the right answers show before the score may (ADR 352): the form warns. */
export const selectReviewRevealsScore = (s: Snapshot) =>
  s.context.draft !== null && answersRevealScore(s.context.draft);
