/**
 * The generate-questions dialog's context (ADR 180) and the pure changes its actions make to it: the author's
 * choices kept within what the API accepts, the stream's progress, and how a generation's end updates the use today.
 */
import type { AiStatus, GenerationEvent } from '../../../api/quiz/editor/aiContract';
import {
  AI_PROVIDERS,
  QUESTION_COUNT,
  type AiProvider,
  type Difficulty,
  type GeneratedQuestion,
  type GenerationFailure,
  type GenerationReport,
} from '../../../domain/quiz/editor/aiGeneration';
import type { GeneratableType } from '../../../domain/quiz/editor/aiGenerationTypes';
import type { ArticleChoice, GenerateQuestionsInput } from './generateQuestionsInput';

/** Why the dialog cannot go on: a generation's failure, or a refusal before it started. */
export type DialogFailure = GenerationFailure | 'alreadyRunning' | 'network';

/** How a generation ended, as the machine sees it (the actor's output). */
export type GenerationOutcome =
  | {
      readonly ok: true;
      readonly questions: GeneratedQuestion[];
      readonly report: GenerationReport;
      readonly usedToday: number;
      /** Full admins only: the tokens the provider says the generation used (ADR 252). */
      readonly tokens?: GenerationTokens;
    }
  | {
      readonly ok: false;
      readonly failure: DialogFailure;
      readonly detail: string | null;
      readonly usedToday: number | null;
    };

export interface GenerateQuestionsContext {
  readonly activityId: string;
  readonly activityTitle: string;
  readonly articles: readonly ArticleChoice[];
  status: AiStatus | null;
  articleId: number | null;
  count: number;
  /** The type of the questions asked for (ADR 207); SPEC's choice by default. */
  questionType: GeneratableType;
  /** Choice only: single or multiple answer. */
  isMultiple: boolean;
  difficulty: Difficulty;
  /** Place the questions at moments of the chosen video (ADR 344); only where `momentsOffered` says so. */
  atMoments: boolean;
  provider: AiProvider;
  model: string;
  /** While generating: null until the article is read, then whether it has a transcript. */
  hasTranscript: boolean | null;
  written: number;
  retry: { attempt: number; waitSeconds: number } | null;
  failure: DialogFailure | null;
  /** The provider's own words (a refusal), shown under the message. */
  failureDetail: string | null;
  result: { questions: GeneratedQuestion[]; report: GenerationReport; tokens?: GenerationTokens } | null;
}

/** The tokens a generation used, as the provider reported them. */
export interface GenerationTokens {
  readonly prompt: number;
  readonly completion: number;
}

/**
 * The video of the target activity whose moments the questions may be placed at (ADR 344): the chosen article's, when
 * it has subtitles to place them by; undefined otherwise.
 */
export function momentsVideo(context: Pick<GenerateQuestionsContext, 'articles' | 'articleId'>) {
  const video = context.articles.find((a) => a.id === context.articleId)?.video;
  return video?.subtitled ? video : undefined;
}

/**
 * Whether the questions go to moments unless the author says otherwise: yes for a video that already asks questions
 * at moments or has settings (the author is making it interactive), no for a plain one (ADR 344).
 */
export const atMomentsByDefault = (context: Pick<GenerateQuestionsContext, 'articles' | 'articleId'>) =>
  momentsVideo(context)?.interactive ?? false;

export const initialContext = (input: GenerateQuestionsInput): GenerateQuestionsContext => ({
  activityId: input.activityId,
  activityTitle: input.activityTitle,
  articles: input.articles,
  status: null,
  articleId: input.articles[0]?.id ?? null,
  atMoments: atMomentsByDefault({ articles: input.articles, articleId: input.articles[0]?.id ?? null }),
  count: QUESTION_COUNT.default,
  questionType: 'choice',
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
});

/** The server's status, with its first provider and that provider's default model chosen. */
export function withStatus(status: AiStatus) {
  const provider = status.providers[0]?.id ?? 'chatgpt';
  return {
    status,
    provider,
    model: status.providers[0]?.defaultModel ?? AI_PROVIDERS[provider].defaultModel,
  };
}

/** A chosen article joins the choices (once) and becomes the one asked about. */
export const withArticleChosen = (
  context: GenerateQuestionsContext,
  article: { id: number; title: string },
) => ({
  articles: context.articles.some((a) => a.id === article.id)
    ? context.articles
    : [...context.articles, { ...article, activityTitle: null }],
  articleId: article.id,
});

/** What the stream tells: whether the article has a transcript, how many questions are written, a retry's wait. */
export function withProgress(context: GenerateQuestionsContext, event: GenerationEvent) {
  if (event.type === 'started') return { hasTranscript: event.hasTranscript };
  if (event.type === 'progress') return { written: Math.max(context.written, event.questions), retry: null };
  if (event.type === 'retry') return { retry: { attempt: event.attempt, waitSeconds: event.waitSeconds } };
  return {};
}

/** A generation's end: its questions and report, or its failure; either way the use today the server counted. */
export function withOutcome(context: GenerateQuestionsContext, outcome: GenerationOutcome) {
  // A refusal for the daily limit carries no count: the limit is what was used.
  const usedToday =
    !outcome.ok && outcome.failure === 'limitReached'
      ? (context.status?.dailyLimit ?? null)
      : outcome.usedToday;
  const status = context.status && usedToday !== null ? { ...context.status, usedToday } : context.status;
  if (outcome.ok)
    return {
      status,
      result: {
        questions: outcome.questions,
        report: outcome.report,
        ...(outcome.tokens ? { tokens: outcome.tokens } : {}),
      },
    };
  return { status, failure: outcome.failure, failureDetail: outcome.detail };
}
