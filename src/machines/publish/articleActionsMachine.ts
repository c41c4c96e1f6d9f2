/**
 * What is done to an article beside its form (ADR 314, 315): its lifecycle steps and the removal of a subtitle
 * language. A step is offered only when the server's `actions` for the article hold it; a send-back and an
 * unpublish ask for a note, a schedule for a future moment, a publication is confirmed, each in a dialog checked
 * with the lifecycle's own messages before anything is sent. A step names the version it was taken on: when the
 * article changed since (409, ADR 109) nothing was done, the article is read again and the step can be chosen
 * anew. Every change answers the article as it now stands, handed to the form (`articleChanged`).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  LIFECYCLE_MESSAGES,
  STEP_NOTE_MAX,
  STEPS_WITH_NOTE,
  type ArticleStep,
} from '../../domain/publish/articleLifecycle';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import { messageOf } from '../../domain/shared/messages';
import { FIELD_MESSAGES } from '../../domain/shared/fields';
import { systemClock, type Clock } from '../shared/clock';
import { isStale } from '../shared/recordSaving';

/** Steps confirmed in a dialog: those that need a note or a moment, and those that put an article before readers. */
export const ASKED_STEPS: readonly ArticleStep[] = [
  'sendBack',
  'unpublish',
  'schedule',
  'publish',
  'republish',
];

export interface StepInput {
  readonly articleId: number;
  readonly step: ArticleStep;
  readonly note: string;
  readonly at: string | null;
  readonly version: number | null;
}

export interface RemoveSubtitlesInput {
  readonly articleId: number;
  readonly language: string;
}

export interface ArticleActionsInput {
  readonly articleId: number;
  /** The time a schedule must come after; the real clock unless a test gives one. */
  readonly clock?: Clock;
}

export interface ArticleActionsContext {
  readonly articleId: number;
  readonly clock: Clock;
  step: ArticleStep | null;
  version: number | null;
  note: string;
  /** The moment a schedule chose, an ISO instant. */
  at: string | null;
  /** What keeps the dialog's step from being taken: its own check or the server's refusal. */
  problem: string | null;
  /** Why the last step without a dialog was refused, shown beside the steps. */
  failure: string | null;
  language: string | null;
  /** When the dialog opened: the earliest moment its calendar offers. */
  askedAt: string | null;
}

export type ArticleActionsEvent =
  /** `offered`: the steps the server's `actions` hold for the article as shown; `version`: its version. */
  | { type: 'step.choose'; step: ArticleStep; offered: readonly ArticleStep[]; version: number }
  | { type: 'step.note'; note: string }
  | { type: 'step.at'; at: string | null }
  | { type: 'step.confirm' }
  | { type: 'step.cancel' }
  | { type: 'subtitles.remove'; language: string };

/** The lifecycle's message that keeps the dialog's step from being taken, or null when it may be sent. */
function stepProblem(context: ArticleActionsContext): string | null {
  if (context.step === null) return LIFECYCLE_MESSAGES.notAllowed;
  if (STEPS_WITH_NOTE.includes(context.step)) {
    if (!context.note.trim())
      return context.step === 'unpublish'
        ? LIFECYCLE_MESSAGES.reasonRequired
        : LIFECYCLE_MESSAGES.noteRequired;
    if (context.note.trim().length > STEP_NOTE_MAX) return FIELD_MESSAGES.tooLong(STEP_NOTE_MAX);
  }
  if (context.step === 'schedule') {
    if (!context.at) return LIFECYCLE_MESSAGES.scheduleRequired;
    const at = Date.parse(context.at);
    if (Number.isNaN(at) || at <= context.clock().getTime()) return LIFECYCLE_MESSAGES.scheduleInPast;
  }
  return null;
}

const stepInput = ({ context }: { context: ArticleActionsContext }): StepInput => ({
  articleId: context.articleId,
  step: context.step!,
  note: context.note,
  at: context.at,
  version: context.version,
});

export const articleActionsMachine = setup({
  types: {
    context: {} as ArticleActionsContext,
    events: {} as ArticleActionsEvent,
    input: {} as ArticleActionsInput,
  },
  actors: {
    takeStep: fromPromise<DeskArticle, StepInput>(async () => {
      throw new Error('takeStep is not provided');
    }),
    loadArticle: fromPromise<DeskArticle, { articleId: number }>(async () => {
      throw new Error('loadArticle is not provided');
    }),
    removeSubtitles: fromPromise<DeskArticle, RemoveSubtitlesInput>(async () => {
      throw new Error('removeSubtitles is not provided');
    }),
  },
  guards: {
    isOffered: (_, params: { step: ArticleStep; offered: readonly ArticleStep[] }) =>
      params.offered.includes(params.step),
    isOfferedAndAsked: (_, params: { step: ArticleStep; offered: readonly ArticleStep[] }) =>
      params.offered.includes(params.step) && ASKED_STEPS.includes(params.step),
    isReady: ({ context }) => stepProblem(context) === null,
    isStale,
    wasAsked: ({ context }) => context.step !== null && ASKED_STEPS.includes(context.step),
  },
  actions: {
    assignStep: assign(({ context }, params: { step: ArticleStep; version: number }) => ({
      askedAt: context.clock().toISOString(),
      step: params.step,
      version: params.version,
      note: '',
      at: null,
      problem: null,
      failure: null,
    })),
    assignNote: assign((_, note: string) => ({ note, problem: null })),
    assignAt: assign((_, at: string | null) => ({ at, problem: null })),
    assignOwnProblem: assign(({ context }) => ({ problem: stepProblem(context) })),
    assignServerProblem: assign((_, { error }: { error: unknown }) => ({ problem: messageOf(error) })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: messageOf(error) })),
    assignLanguage: assign((_, language: string) => ({ language })),
    clear: assign({ step: null, version: null, note: '', at: null, problem: null, language: null }),
    /** The article as the server now holds it, for the form (`record.changed`); provided by the screen. */
    articleChanged: (_, _article: DeskArticle) => {},
    /** 'Submitted for review', 'Published', …; provided by the screen. */
    notifyStepTaken: (_, _step: ArticleStep) => {},
    /** The step met a newer version: nothing was done, the latest is shown; provided by the screen. */
    notifyStale: (_, _message: string) => {},
    notifySubtitlesRemoved: () => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'articleActions',
  context: ({ input }) => ({
    articleId: input.articleId,
    clock: input.clock ?? systemClock,
    step: null,
    version: null,
    note: '',
    at: null,
    problem: null,
    failure: null,
    language: null,
    askedAt: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'step.choose': [
          {
            guard: { type: 'isOfferedAndAsked', params: ({ event }) => event },
            target: 'asking',
            actions: { type: 'assignStep', params: ({ event }) => event },
          },
          {
            guard: { type: 'isOffered', params: ({ event }) => event },
            target: 'stepping',
            actions: { type: 'assignStep', params: ({ event }) => event },
          },
        ],
        'subtitles.remove': {
          target: 'removing',
          actions: { type: 'assignLanguage', params: ({ event }) => event.language },
        },
      },
    },
    asking: {
      description:
        "The step's dialog: a note for a send-back or an unpublish, a future moment for a schedule, a confirmation for a publication. Nothing is sent until it passes the lifecycle's checks.",
      on: {
        'step.note': { actions: { type: 'assignNote', params: ({ event }) => event.note } },
        'step.at': { actions: { type: 'assignAt', params: ({ event }) => event.at } },
        'step.confirm': [{ guard: 'isReady', target: 'stepping' }, { actions: 'assignOwnProblem' }],
        'step.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    stepping: {
      tags: ['busy'],
      invoke: {
        src: 'takeStep',
        input: stepInput,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'articleChanged', params: ({ event }) => event.output },
            { type: 'notifyStepTaken', params: ({ context }) => context.step! },
            'clear',
          ],
        },
        onError: [
          {
            guard: 'isStale',
            target: 'refreshing',
            actions: { type: 'notifyStale', params: ({ event }) => messageOf(event.error) },
          },
          {
            guard: 'wasAsked',
            target: 'asking',
            actions: { type: 'assignServerProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'idle',
            actions: ['clear', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    refreshing: {
      description:
        'The step met a newer version of the article: it is read again, and the steps it now offers shown.',
      tags: ['busy'],
      invoke: {
        src: 'loadArticle',
        input: ({ context }) => ({ articleId: context.articleId }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'articleChanged', params: ({ event }) => event.output }, 'clear'],
        },
        onError: { target: 'idle', actions: 'clear' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removeSubtitles',
        input: ({ context }) => ({ articleId: context.articleId, language: context.language! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'articleChanged', params: ({ event }) => event.output },
            'notifySubtitlesRemoved',
            'clear',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'notifyRemoveFailed', params: ({ event }) => ({ error: event.error }) }, 'clear'],
        },
      },
    },
  },
});

export type ArticleActionsActorRef = ActorRefFrom<typeof articleActionsMachine>;
export type ArticleActionsSnapshot = SnapshotFrom<typeof articleActionsMachine>;

/** The step whose dialog is open, or null. */
export const selectAskedStep = (s: ArticleActionsSnapshot) => (s.matches('asking') ? s.context.step : null);
export const selectStepNote = (s: ArticleActionsSnapshot) => s.context.note;
export const selectStepAt = (s: ArticleActionsSnapshot) => s.context.at;
export const selectAskedAt = (s: ArticleActionsSnapshot) => s.context.askedAt;
export const selectStepProblem = (s: ArticleActionsSnapshot) => s.context.problem;
export const selectStepFailure = (s: ArticleActionsSnapshot) => s.context.failure;
/** The step being sent, or null. */
export const selectTakingStep = (s: ArticleActionsSnapshot) =>
  s.matches('stepping') ? s.context.step : null;
export const selectRemovingLanguage = (s: ArticleActionsSnapshot) =>
  s.matches('removing') ? s.context.language : null;
