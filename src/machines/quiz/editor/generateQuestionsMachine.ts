/**
 * Generate questions (ADR 180): the editor's dialog that asks a language model, through our API, for questions
 * about a video's article. It loads whether generation is set up and the author's use today, holds the choices
 * (article, how many, the question type, single or multiple answer, difficulty, provider and model), streams the progress, cancels,
 * and explains each failure. Its output is the questions for one editor step; when the model's answer had to be
 * mended or cut, the report is shown first and the author adds the rest or discards them.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { AiStatus, GenerationEvent } from '../../../api/quiz/editor/aiContract';
import {
  AI_PROVIDERS,
  questionCount,
  type Difficulty,
  type GenerateRequest,
  type GeneratedQuestion,
} from '../../../domain/quiz/editor/aiGeneration';
import { GENERATABLE_TYPES, type GeneratableType } from '../../../domain/quiz/editor/aiGenerationTypes';
import {
  atMomentsByDefault,
  initialContext,
  momentsVideo,
  withArticleChosen,
  withOutcome,
  withProgress,
  withStatus,
  type DialogFailure,
  type GenerateQuestionsContext,
  type GenerationOutcome,
  type GenerationTokens,
} from './generateQuestionsContext';
import type { GenerateQuestionsInput } from './generateQuestionsInput';
import { LOADING_DIALOG } from '../../shared/loadingDialog';

export interface GenerateQuestionsOutput {
  readonly activityId: string;
  readonly questions: readonly GeneratedQuestion[];
  /** The video whose moments the questions carry (ADR 344); absent: they go at the end of the activity. */
  readonly videoItemId?: string;
  /** Full admins only: the tokens the generation used (ADR 252). */
  readonly tokens?: GenerationTokens;
}

export type GenerateQuestionsEvent =
  | { type: 'article.select'; id: number }
  | { type: 'article.choose'; article: { id: number; title: string } }
  | { type: 'count.set'; count: number }
  | { type: 'questionType.set'; questionType: GeneratableType }
  | { type: 'answers.set'; isMultiple: boolean }
  | { type: 'difficulty.set'; difficulty: Difficulty }
  | { type: 'atMoments.set'; atMoments: boolean }
  | { type: 'model.set'; model: string }
  | { type: 'generate.start' }
  | { type: 'generate.cancel' }
  | { type: 'status.retry' }
  | { type: 'report.add' }
  | { type: 'report.discard' }
  | { type: 'dialog.cancel' }
  /** Sent by the generation while it streams. */
  | { type: 'generation.event'; event: GenerationEvent };

export const generateQuestionsMachine = setup({
  types: {
    context: {} as GenerateQuestionsContext,
    events: {} as GenerateQuestionsEvent,
    input: {} as GenerateQuestionsInput,
    output: {} as GenerateQuestionsOutput | null,
  },
  actors: {
    fetchStatus: fromPromise<AiStatus>(async () => {
      throw new Error('fetchStatus is not provided');
    }),
    generate: fromPromise<GenerationOutcome, { request: GenerateRequest; parent: AnyActorRef }>(async () => {
      throw new Error('generate is not provided');
    }),
  },
  guards: {
    isEnabled: ({ event }) => (event as unknown as { output: AiStatus }).output.enabled,
    canGenerate: ({ context }) =>
      context.articleId !== null &&
      context.status !== null &&
      context.status.usedToday < context.status.dailyLimit,
    succeeded: ({ event }) => (event as unknown as { output: GenerationOutcome }).output.ok,
    hasReport: ({ context }) =>
      context.result !== null &&
      context.result.report.repaired.length + context.result.report.dropped.length > 0,
  },
  actions: {
    assignStatus: assign((_, params: { status: AiStatus }) => withStatus(params.status)),
    selectArticle: assign(({ context }, params: { id: number }) => {
      const articleId = context.articles.some((a) => a.id === params.id) ? params.id : context.articleId;
      return { articleId, atMoments: atMomentsByDefault({ articles: context.articles, articleId }) };
    }),
    chooseArticle: assign(({ context }, params: { article: { id: number; title: string } }) => ({
      ...withArticleChosen(context, params.article),
      atMoments: false,
    })),
    setAtMoments: assign(({ context }, params: { atMoments: boolean }) => ({
      atMoments: params.atMoments && momentsVideo(context) !== undefined,
    })),
    setCount: assign((_, params: { count: number }) => ({ count: questionCount(params.count) })),
    setQuestionType: assign(({ context }, params: { questionType: GeneratableType }) => ({
      questionType: GENERATABLE_TYPES.includes(params.questionType)
        ? params.questionType
        : context.questionType,
    })),
    setAnswers: assign((_, params: { isMultiple: boolean }) => ({ isMultiple: params.isMultiple })),
    setDifficulty: assign((_, params: { difficulty: Difficulty }) => ({ difficulty: params.difficulty })),
    setModel: assign(({ context }, params: { model: string }) => ({
      model: (AI_PROVIDERS[context.provider].models as readonly string[]).includes(params.model)
        ? params.model
        : context.model,
    })),
    beginGeneration: assign({
      hasTranscript: null,
      written: 0,
      retry: null,
      failure: null,
      failureDetail: null,
    }),
    hearEvent: assign(({ context }, params: { event: GenerationEvent }) =>
      withProgress(context, params.event),
    ),
    assignOutcome: assign(({ context }, params: { outcome: GenerationOutcome }) =>
      withOutcome(context, params.outcome),
    ),
    assignUnexpected: assign({ failure: 'network' as DialogFailure, failureDetail: null }),
  },
}).createMachine({
  id: 'generateQuestions',
  context: ({ input }) => initialContext(input),
  output: ({ context }) =>
    context.result
      ? {
          activityId: context.activityId,
          questions: context.result.questions,
          ...(placedIn(context) ? { videoItemId: placedIn(context)! } : {}),
          ...(context.result.tokens ? { tokens: context.result.tokens } : {}),
        }
      : null,
  ...LOADING_DIALOG,
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'fetchStatus',
        onDone: [
          {
            guard: 'isEnabled',
            target: 'choosing',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            target: 'disabled',
            actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
          },
        ],
        onError: 'statusFailed',
      },
    },
    statusFailed: { tags: 'error', on: { 'status.retry': 'loading' } },
    disabled: {
      description:
        'No API key is configured on the server: the dialog explains how an administrator turns it on.',
    },
    choosing: {
      on: {
        'article.select': { actions: { type: 'selectArticle', params: ({ event }) => event } },
        'article.choose': { actions: { type: 'chooseArticle', params: ({ event }) => event } },
        'count.set': { actions: { type: 'setCount', params: ({ event }) => event } },
        'questionType.set': { actions: { type: 'setQuestionType', params: ({ event }) => event } },
        'answers.set': { actions: { type: 'setAnswers', params: ({ event }) => event } },
        'difficulty.set': { actions: { type: 'setDifficulty', params: ({ event }) => event } },
        'atMoments.set': { actions: { type: 'setAtMoments', params: ({ event }) => event } },
        'model.set': { actions: { type: 'setModel', params: ({ event }) => event } },
        'generate.start': { guard: 'canGenerate', target: 'generating' },
      },
    },
    generating: {
      tags: 'busy',
      description:
        'Streams the progress; Cancel (or closing the dialog) stops the actor, which aborts the request.',
      entry: 'beginGeneration',
      invoke: {
        src: 'generate',
        input: ({ context, self }) => ({
          request: {
            articleId: context.articleId!,
            count: context.count,
            isMultiple: context.isMultiple,
            difficulty: context.difficulty,
            provider: context.provider,
            model: context.model as GenerateRequest['model'],
            // Choice is what a request without a type asks for.
            ...(context.questionType === 'choice' ? {} : { questionType: context.questionType }),
            ...(placedIn(context) ? { atMoments: true } : {}),
          },
          parent: self,
        }),
        onDone: [
          {
            guard: 'succeeded',
            target: 'generated',
            actions: { type: 'assignOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'choosing',
            actions: { type: 'assignOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: 'choosing', actions: 'assignUnexpected' },
      },
      on: {
        'generation.event': { actions: { type: 'hearEvent', params: ({ event }) => event } },
        'generate.cancel': 'choosing',
      },
    },
    generated: {
      always: [{ guard: 'hasReport', target: 'reporting' }, { target: 'added' }],
    },
    reporting: {
      description: 'What was mended or left out of the answer, before the rest lands in the editor.',
      on: { 'report.add': 'added', 'report.discard': 'cancelled' },
    },
    added: { type: 'final' },
    cancelled: { type: 'final', entry: assign({ result: null }) },
  },
});

/** The video item the questions are placed in at moments (ADR 344), when the author asked and it can be. */
function placedIn(context: GenerateQuestionsContext): string | undefined {
  return context.atMoments ? momentsVideo(context)?.itemId : undefined;
}

export type GenerateQuestionsActorRef = ActorRefFrom<typeof generateQuestionsMachine>;
type Snapshot = SnapshotFrom<typeof generateQuestionsMachine>;
/** Whether the dialog offers "Place at moments of the video" (ADR 344). */
export const selectMomentsOffered = (s: Snapshot) => momentsVideo(s.context) !== undefined;
export const selectAtLimit = (s: Snapshot) =>
  s.context.status !== null && s.context.status.usedToday >= s.context.status.dailyLimit;
