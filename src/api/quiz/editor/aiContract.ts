/**
 * Question generation (ADR 180): the console asks our API, never the provider. `status` says whether generation
 * is set up, what SPEC's providers and models are, and the caller's use today; `questions` streams NDJSON events
 * (one JSON object a line) from the first word to the questions, or answers with an error envelope before it starts.
 */
import * as z from 'zod';
import {
  AI_MODELS,
  AI_PROVIDER_IDS,
  GENERATION_FAILURES,
  GeneratedQuestionSchema,
  GenerationReportSchema,
} from '../../../domain/quiz/editor/aiGeneration';

export const AI_PATHS = {
  status: '/api/admin/ai/status',
  questions: '/api/admin/ai/questions',
} as const;

export const AiStatusSchema = z.object({
  /** False: no API key is configured on the server; `howToEnable` says what to do. */
  enabled: z.boolean(),
  providers: z.array(
    z.object({
      id: z.enum(AI_PROVIDER_IDS),
      label: z.string(),
      models: z.array(z.enum(AI_MODELS)),
      defaultModel: z.enum(AI_MODELS),
    }),
  ),
  usedToday: z.number().int(),
  dailyLimit: z.number().int(),
});
export type AiStatus = z.infer<typeof AiStatusSchema>;

const Usage = {
  usedToday: z.number().int(),
  dailyLimit: z.number().int(),
  /** Full admins only: the tokens the provider says this generation used (ADR 252). */
  tokens: z.object({ prompt: z.number().int(), completion: z.number().int() }).optional(),
};

export const GenerationEventSchema = z.discriminatedUnion('type', [
  /** The article was read; the model is being asked. */
  z.object({ type: z.literal('started'), articleTitle: z.string(), hasTranscript: z.boolean() }),
  /** Questions the model has finished writing so far. */
  z.object({ type: z.literal('progress'), questions: z.number().int() }),
  /** A rate limit or a server error at the provider: tried again after a wait. */
  z.object({
    type: z.literal('retry'),
    attempt: z.number().int(),
    waitSeconds: z.number().int(),
    reason: z.enum(['rateLimited', 'provider']),
  }),
  z.object({
    type: z.literal('done'),
    questions: z.array(GeneratedQuestionSchema),
    report: GenerationReportSchema,
    ...Usage,
  }),
  z.object({
    type: z.literal('failed'),
    code: z.enum(GENERATION_FAILURES),
    message: z.string(),
    /** The model's or the provider's own words (a refusal, a request the provider explains it refuses), ADR 365. */
    detail: z.string().optional(),
    ...Usage,
  }),
]);
export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

export const AI_CONTENT_TYPE = 'application/x-ndjson';
