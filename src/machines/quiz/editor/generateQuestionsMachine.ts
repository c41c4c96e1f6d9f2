/**
 * Generate questions (ADR 180): the editor's dialog that asks a language model, through our API, for questions
 * about a video's article. It loads whether generation is set up and the author's use today, holds the choices
 * (article, how many, single or multiple answer, difficulty, provider and model), streams the progress, cancels,
 * and explains each failure. Its output is the questions for one editor step; when the model's answer had to be
 * mended or cut, the report is shown first and the author adds the rest or discards them.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { AiStatus, GenerationEvent } from '../../../api/quiz/editor/aiContract';
import {
  AI_PROVIDERS,
  QUESTION_COUNT,
  type AiProvider,
  type Difficulty,
  type GenerateRequest,
  type GeneratedQuestion,
  type GenerationFailure,
  type GenerationReport,
} from '../../../domain/quiz/editor/aiGeneration';
import { selectedActivity, type QuizEditorState } from '../../../domain/quiz/editor/quizEditorState';

/** An article questions can be about: a video of the quiz, or one the author chose. */
export interface ArticleChoice {
  readonly id: number;
  readonly title: string;
  /** The activity whose video it is; null for a chosen article. */
  readonly activityTitle: string | null;
}

export interface GenerateQuestionsInput {
  readonly activityId: string;
  readonly activityTitle: string;
  /** The quiz's videos, those of the target activity first. */
  readonly articles: readonly ArticleChoice[];
}

/** Why the dialog cannot go on: a generation's failure, or a refusal before it started. */
export type DialogFailure = GenerationFailure | 'alreadyRunning' | 'network';

/** How a generation ended, as the machine sees it (the actor's output). */
export type GenerationOutcome =
  | {
      readonly ok: true;
      readonly questions: GeneratedQuestion[];
      readonly report: GenerationReport;
      readonly usedToday: number;
    }
  | {
      readonly ok: false;
      readonly failure: DialogFailure;
      readonly detail: string | null;
      readonly usedToday: number | null;
    };

export interface GenerateQuestionsOutput {
  readonly activityId: string;
  readonly questions: readonly GeneratedQuestion[];
}

export interface GenerateQuestionsContext {
  readonly activityId: string;
  readonly activityTitle: string;
  readonly articles: readonly ArticleChoice[];
  status: AiStatus | null;
  articleId: number | null;
  count: number;
  isMultiple: boolean;
  difficulty: Difficulty;
  provider: AiProvider;
  model: string;
  /** While generating: null until the article is read, then whether it has a transcript. */
  hasTranscript: boolean | null;
  written: number;
  retry: { attempt: number; waitSeconds: number } | null;
  failure: DialogFailure | null;
  /** The provider's own words (a refusal), shown under the message. */
  failureDetail: string | null;
  result: { questions: GeneratedQuestion[]; report: GenerationReport } | null;
}

export type GenerateQuestionsEvent =
  | { type: 'article.select'; id: number }
  | { type: 'article.choose'; article: { id: number; title: string } }
  | { type: 'count.set'; count: number }
  | { type: 'answers.set'; isMultiple: boolean }
  | { type: 'difficulty.set'; difficulty: Difficulty }
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
    assignStatus: assign((_, params: { status: AiStatus }) => {
      const provider = params.status.providers[0]?.id ?? 'chatgpt';
      return {
        status: params.status,
        provider,
        model: params.status.providers[0]?.defaultModel ?? AI_PROVIDERS[provider].defaultModel,
      };
    }),
    selectArticle: assign(({ context }, params: { id: number }) => ({
      articleId: context.articles.some((a) => a.id === params.id) ? params.id : context.articleId,
    })),
    chooseArticle: assign(({ context }, params: { article: { id: number; title: string } }) => ({
      articles: context.articles.some((a) => a.id === params.article.id)
        ? context.articles
        : [...context.articles, { ...params.article, activityTitle: null }],
      articleId: params.article.id,
    })),
    setCount: assign((_, params: { count: number }) => ({
      count: Math.min(
        QUESTION_COUNT.max,
        Math.max(QUESTION_COUNT.min, Math.round(params.count) || QUESTION_COUNT.min),
      ),
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
    hearEvent: assign(({ context }, params: { event: GenerationEvent }) => {
      const event = params.event;
      if (event.type === 'started') return { hasTranscript: event.hasTranscript };
      if (event.type === 'progress')
        return { written: Math.max(context.written, event.questions), retry: null };
      if (event.type === 'retry')
        return { retry: { attempt: event.attempt, waitSeconds: event.waitSeconds } };
      return {};
    }),
    assignOutcome: assign(({ context }, params: { outcome: GenerationOutcome }) => {
      const { outcome } = params;
      // A refusal for the daily limit carries no count: the limit is what was used.
      const usedToday =
        !outcome.ok && outcome.failure === 'limitReached'
          ? (context.status?.dailyLimit ?? null)
          : outcome.usedToday;
      const status = context.status && usedToday !== null ? { ...context.status, usedToday } : context.status;
      if (outcome.ok) return { status, result: { questions: outcome.questions, report: outcome.report } };
      return { status, failure: outcome.failure, failureDetail: outcome.detail };
    }),
    assignUnexpected: assign({ failure: 'network' as DialogFailure, failureDetail: null }),
  },
}).createMachine({
  id: 'generateQuestions',
  context: ({ input }) => ({
    activityId: input.activityId,
    activityTitle: input.activityTitle,
    articles: input.articles,
    status: null,
    articleId: input.articles[0]?.id ?? null,
    count: QUESTION_COUNT.default,
    isMultiple: false,
    difficulty: 'medium',
    provider: 'chatgpt',
    model: AI_PROVIDERS.chatgpt.defaultModel,
    hasTranscript: null,
    written: 0,
    retry: null,
    failure: null,
    failureDetail: null,
    result: null,
  }),
  output: ({ context }) =>
    context.result ? { activityId: context.activityId, questions: context.result.questions } : null,
  initial: 'loading',
  on: { 'dialog.cancel': '.cancelled' },
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
        'answers.set': { actions: { type: 'setAnswers', params: ({ event }) => event } },
        'difficulty.set': { actions: { type: 'setDifficulty', params: ({ event }) => event } },
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

/**
 * What the dialog starts from: the selected activity, and the quiz's videos as article choices (the selected
 * activity's first, each once), then the quiz's own article.
 */
export function generationInput(state: QuizEditorState): GenerateQuestionsInput {
  const activity = selectedActivity(state);
  const ordered = [activity, ...state.activities.filter((a) => a.originId !== activity.originId)];
  const articles: ArticleChoice[] = [];
  for (const each of ordered)
    for (const item of each.items)
      if (item.article && !articles.some((a) => a.id === item.article!.id))
        articles.push({ id: item.article.id, title: item.article.title, activityTitle: each.title });
  const own = state.details.article;
  if (own && !articles.some((a) => a.id === own.id)) articles.push({ ...own, activityTitle: null });
  return { activityId: activity.originId, activityTitle: activity.title, articles };
}

export type GenerateQuestionsActorRef = ActorRefFrom<typeof generateQuestionsMachine>;
type Snapshot = SnapshotFrom<typeof generateQuestionsMachine>;
export const selectAtLimit = (s: Snapshot) =>
  s.context.status !== null && s.context.status.usedToday >= s.context.status.dailyLimit;
