/**
 * Generating quiz questions from a video with a language model (SPEC section 3 "AI generation options", ADR 180).
 * The one place for its rules: the providers and models SPEC names, what an author may ask for, who may ask and
 * how often, and what a generated question must be before it reaches the editor. The server validates the
 * request and the model's answer with these schemas; the console builds its form and its messages from them.
 */
import * as z from 'zod';
import { isFullAdmin } from '../../access/capabilities';
import { jsonId } from '../../shared/fields';
import { VideoMomentSchema, type VideoMoment } from '../videoMoments/videoMoments';
import type {
  FieldIssue,
  PayloadQuestion,
  QuestionInput,
  QuestionTypeModule,
} from '../../../questionTypes/shared/domain/questionType';
import {
  DROPS,
  REPAIRS,
  tidy,
  type Drop,
  type Repair,
} from '../../../questionTypes/shared/domain/generation';
import { QUESTION_TYPES } from '../../../questionTypes/shared/domain/registry';
import {
  GENERATABLE_TYPES,
  generationOf,
  readQuestion,
  type GeneratableType,
  type ReadQuestion,
} from './aiGenerationTypes';

// The zod namespace escapes here once, whole: the production build traced which zod exports the editor's modules use
// through their namespace imports, missed some (z.number), and the editor failed to open. The console's editor chunk
// carries zod anyway; the student page's build never imports this module.
void Object.keys(z);

/** SPEC section 3: a chatgpt provider with the models gpt-3.5-turbo-16k (the default) and gpt-4. */
export const AI_PROVIDERS = {
  chatgpt: { label: 'ChatGPT', models: ['gpt-3.5-turbo-16k', 'gpt-4'], defaultModel: 'gpt-3.5-turbo-16k' },
} as const;
export type AiProvider = keyof typeof AI_PROVIDERS;
export const AI_PROVIDER_IDS = Object.keys(AI_PROVIDERS) as [AiProvider, ...AiProvider[]];
export const AI_MODELS = [...new Set(Object.values(AI_PROVIDERS).flatMap((p) => p.models))] as [
  string,
  ...string[],
];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** How many questions one request may ask for. */
export const QUESTION_COUNT = { min: 1, max: 10, default: 5 } as const;
/** How many questions to ask for: a whole number within the API's bounds (the least one for no number). */
export const questionCount = (count: number) =>
  Math.min(QUESTION_COUNT.max, Math.max(QUESTION_COUNT.min, Math.round(count) || QUESTION_COUNT.min));
/** A generated question: its title's least length and its options' count (the editor allows more by hand). */
export const GENERATED_TITLE_MIN = 3;
export const GENERATED_OPTIONS = { min: 2, max: 6 } as const;
/** Stored text bounds, the same as the editor's save (ADR 106). */
const TITLE_MAX = 2000;
const OPTION_MAX = 2000;

export const GenerateRequestSchema = z
  .object({
    articleId: jsonId,
    count: z.number().int().min(QUESTION_COUNT.min).max(QUESTION_COUNT.max),
    isMultiple: z.boolean(),
    difficulty: z.enum(DIFFICULTIES),
    provider: z.enum(AI_PROVIDER_IDS),
    model: z.enum(AI_MODELS),
    /** Absent: SPEC's choice question, single or multiple answer as `isMultiple` says (ADR 207). */
    questionType: z.enum(GENERATABLE_TYPES).optional(),
    /** Place each question at the moment of the video after the part it asks about (ADR 344); absent: beside it. */
    atMoments: z.boolean().optional(),
  })
  .refine((r) => (AI_PROVIDERS[r.provider].models as readonly string[]).includes(r.model), {
    path: ['model'],
    message: 'The model is not offered by this provider',
  });
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

/** A question of choice as the model's answer is read (aiGenerationTypes.ts has every type's). */
export type ModelQuestion = ReadQuestion<'choice'>;
/** The model's questions of one type as read: null for one that could not be read at all. */
export interface ModelAnswer<T extends GeneratableType = 'choice'> {
  readonly questions: readonly (ReadQuestion<T> | null)[];
  /** What the model gave as each question's `afterLine` (ADR 344), unchecked; same indexes as `questions`. */
  readonly afterLines?: readonly unknown[];
}

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A list of the model's items read as questions of `type` (null for one that cannot be read), with their lines. */
function answerOf<T extends GeneratableType>(list: readonly unknown[], type: T): ModelAnswer<T> {
  const questions = list.map((item) => readQuestion(type, item) ?? null);
  const afterLines = list.map((item) => (item as { afterLine?: unknown } | null)?.afterLine);
  return afterLines.some((line) => line !== undefined) ? { questions, afterLines } : { questions };
}

/** The JSON object or list a model wrapped in prose ("Sure! Here are… {…} Let me know"): first opening to last closing. */
function jsonIn(text: string): string | undefined {
  const start = text.search(/[[{]/);
  if (start < 0) return undefined;
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  return end > start ? text.slice(start, end + 1) : undefined;
}

/**
 * Reads a model's answer text: JSON, perhaps inside a Markdown code fence, holding `{questions: [...]}` or the
 * list itself, each a question of `type`. Undefined when there is no such list; a question that cannot be read is
 * null.
 */
export function readModelAnswer<T extends GeneratableType = 'choice'>(
  text: string,
  type: T = 'choice' as T,
): ModelAnswer<T> | undefined {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const value = parseJson((fenced?.[1] ?? text).trim()) ?? parseJson(jsonIn(text));
  const list = Array.isArray(value) ? value : (value as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) return undefined;
  return answerOf(list, type);
}

/**
 * The items of the question list that were complete when an answer stopped at its length limit (ADR 252): the
 * list is the one under `"questions"` (or the answer's first list), read item by item while the JSON stays whole;
 * the item the cut fell in is left out. Empty when no item was complete.
 */
function completeItemsOfCutList(text: string): unknown[] {
  const key = /"questions"\s*:\s*\[/.exec(text);
  const start = key ? key.index + key[0].length : text.indexOf('[') + 1;
  if (start <= 0) return [];
  const items: unknown[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let itemStart = -1;
  for (let at = start; at < text.length; at++) {
    const char = text[at]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (depth === 0) itemStart = at;
      depth++;
    } else if (char === '}' || char === ']') {
      if (depth === 0) break; // the list itself closed: the answer was not cut inside it
      depth--;
      if (depth === 0) {
        const item = parseJson(text.slice(itemStart, at + 1));
        if (item === undefined) break;
        items.push(item);
      }
    }
  }
  return items;
}

/**
 * Reads an answer cut at its length limit (`finish_reason: length`): the questions completed before the cut, each
 * read as `readModelAnswer` reads it. Undefined when none was complete.
 */
export function readCutAnswer<T extends GeneratableType = 'choice'>(
  text: string,
  type: T = 'choice' as T,
): ModelAnswer<T> | undefined {
  const list = completeItemsOfCutList(text);
  if (list.length === 0) return undefined;
  return answerOf(list, type);
}

const TitleSchema = z.string().min(GENERATED_TITLE_MIN).max(TITLE_MAX);

/** A choice question as it reaches the editor: every rule holds. */
const GeneratedChoiceSchema = z.object({
  title: TitleSchema,
  isMultiple: z.boolean(),
  options: z.array(z.string().min(1).max(OPTION_MAX)).min(GENERATED_OPTIONS.min).max(GENERATED_OPTIONS.max),
  /** Zero-based indexes into `options`; at least one, each once, one only for a single-answer question. */
  correct: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(GENERATED_OPTIONS.max - 1),
    )
    .min(1),
  /** Its moment in the video of its part (ADR 344); absent: asked beside the video. */
  moment: VideoMomentSchema.optional(),
});

/**
 * A question of another type as it reaches the editor: its `definition` is valid for the type's schema and passes
 * the type's own save checks and integrity checks (entries carry placeholder ids until the editor gives them its
 * own).
 */
function generatedOf<const Name extends string, Definition extends z.ZodType>(type: {
  readonly name: Name;
  readonly definitionSchema: Definition;
  validate?(item: QuestionInput): readonly FieldIssue[];
  integrity?(item: PayloadQuestion): readonly FieldIssue[];
}) {
  return z
    .object({
      questionType: z.literal(type.name),
      title: TitleSchema,
      definition: type.definitionSchema,
      moment: VideoMomentSchema.optional(),
    })
    .superRefine((question, context) => {
      const { title, definition } = question as { title: string; definition: unknown };
      const item = { title, textOptions: [], definition, isMultiple: false, rightAnswer: [] };
      for (const issue of [...(type.validate?.(item) ?? []), ...(type.integrity?.(item) ?? [])])
        context.addIssue({ code: 'custom', path: ['definition'], message: issue.message });
    });
}

type Registered = (typeof QUESTION_TYPES)[number];
/** The types a model may write other than choice: each has a `definition`, and a repair of its own. */
type TypedGeneratable = Exclude<GeneratableType, 'choice'>;
type GeneratedTypedQuestion = {
  [T in TypedGeneratable]: {
    questionType: T;
    title: string;
    definition: z.output<Extract<Registered, { readonly name: T }>['definitionSchema']>;
    moment?: VideoMoment;
  };
}[TypedGeneratable];

const GeneratedTypedSchema = z.discriminatedUnion(
  'questionType',
  (QUESTION_TYPES as unknown as readonly QuestionTypeModule[]).flatMap((type) =>
    type.name !== 'choice' && type.generation ? [generatedOf(type)] : [],
  ) as unknown as [ReturnType<typeof generatedOf>, ...ReturnType<typeof generatedOf>[]],
) as unknown as z.ZodType<GeneratedTypedQuestion>;

/** A generated question as the server sends it and the console takes it: choice as SPEC's, or another type. */
export const GeneratedQuestionSchema = z.union([GeneratedChoiceSchema, GeneratedTypedSchema]);
export type GeneratedQuestion = z.infer<typeof GeneratedQuestionSchema>;
type GeneratedChoiceQuestion = z.infer<typeof GeneratedChoiceSchema>;
/** The question a request for `T` gives. */
export type GeneratedQuestionOf<T extends GeneratableType> = T extends 'choice'
  ? GeneratedChoiceQuestion
  : Extract<GeneratedTypedQuestion, { questionType: T }>;

export const GenerationReportSchema = z.object({
  repaired: z.array(z.object({ number: z.number().int(), repairs: z.array(z.enum(REPAIRS)) })),
  dropped: z.array(z.object({ number: z.number().int(), reason: z.enum(DROPS) })),
});
export type GenerationReport = z.infer<typeof GenerationReportSchema>;

/**
 * The model's questions held to the rules: a title of at least 3 characters, not one asked before, and the rules
 * of the type asked for — for choice 2–6 distinct options and right answers that exist (one for a single-answer
 * request); for the other types the type's own repair (its `generation`). What can be mended is mended and reported; what cannot is
 * dropped and reported. At most `count` questions are kept, each checked with the schema the console reads it with.
 */
export function repairQuestions<T extends GeneratableType = 'choice'>(
  answer: ModelAnswer<T>,
  request: {
    readonly count: number;
    readonly isMultiple: boolean;
    readonly questionType?: T;
    /** The moment of each of the model's questions, same indexes (ADR 344); null or absent: none. */
    readonly moments?: readonly (VideoMoment | null)[];
  },
): { questions: GeneratedQuestionOf<T>[]; report: GenerationReport } {
  const type: GeneratableType = request.questionType ?? 'choice';
  const questions: GeneratedQuestion[] = [];
  const report: GenerationReport = { repaired: [], dropped: [] };
  const seenTitles = new Set<string>();
  (answer as unknown as ModelAnswer<GeneratableType>).questions.forEach((raw, index) => {
    const number = index + 1;
    const drop = (reason: Drop) => void report.dropped.push({ number, reason });
    if (raw === null) return drop('unreadable');
    const repairs = new Set<Repair>();
    const title = tidy(raw.title, TITLE_MAX);
    if (title !== raw.title) repairs.add('trimmed');
    if (title.length < GENERATED_TITLE_MIN) return drop('shortTitle');
    if (seenTitles.has(title.toLowerCase())) return drop('duplicateQuestion');
    const body =
      type === 'choice'
        ? repairChoice(raw as ModelQuestion, request.isMultiple, repairs)
        : generationOf(type).repair!(raw as never, repairs);
    if ('drop' in body) return drop(body.drop);
    if (questions.length >= request.count) return drop('beyondCount');
    const checked = GeneratedQuestionSchema.safeParse(
      type === 'choice' ? { title, ...body } : { questionType: type, title, ...body },
    );
    if (!checked.success) return drop('unreadable');
    seenTitles.add(title.toLowerCase());
    const moment = request.moments?.[index];
    questions.push(moment ? { ...checked.data, moment } : checked.data);
    if (repairs.size > 0) report.repaired.push({ number, repairs: [...repairs] });
  });
  return { questions: questions as GeneratedQuestionOf<T>[], report };
}

/** A choice question's options and right answers held to the rules, or why it is left out. */
function repairChoice(
  raw: ModelQuestion,
  isMultiple: boolean,
  repairs: Set<Repair>,
): { isMultiple: boolean; options: string[]; correct: number[] } | { drop: Drop } {
  // Options: trimmed, blanks and repeats (case-insensitive) left out; a right answer follows its option.
  const options: string[] = [];
  const newIndex = new Map<number, number>();
  raw.options.forEach((option, at) => {
    const text = tidy(option, OPTION_MAX);
    if (text !== option) repairs.add('trimmed');
    const same = options.findIndex((o) => o.toLowerCase() === text.toLowerCase());
    if (text === '' || same >= 0) {
      if (text !== '') repairs.add('duplicateOptionsRemoved');
      if (same >= 0) newIndex.set(at, same);
      return;
    }
    newIndex.set(at, options.length);
    options.push(text);
  });
  let correct = [...new Set(raw.correct.flatMap((at) => (newIndex.has(at) ? [newIndex.get(at)!] : [])))];
  if (correct.length !== new Set(raw.correct).size) repairs.add('unknownAnswersRemoved');
  if (options.length > GENERATED_OPTIONS.max) {
    // Keep every right answer and fill up to six with the wrong ones, in the model's order.
    const keep = new Set(correct.slice(0, GENERATED_OPTIONS.max));
    for (let at = 0; keep.size < GENERATED_OPTIONS.max && at < options.length; at++) keep.add(at);
    const kept = [...keep].sort((a, b) => a - b);
    correct = correct.filter((at) => keep.has(at)).map((at) => kept.indexOf(at));
    options.splice(0, options.length, ...kept.map((at) => options[at]!));
    repairs.add('extraOptionsRemoved');
  }
  if (options.length < GENERATED_OPTIONS.min) return { drop: 'tooFewOptions' };
  if (correct.length === 0) return { drop: 'noRightAnswer' };
  correct.sort((a, b) => a - b);
  // A multiple-answer request keeps its kind even with one right answer: the author asked for checkboxes.
  if (!isMultiple && correct.length > 1) {
    correct = correct.slice(0, 1);
    repairs.add('singleAnswerKept');
  }
  return { isMultiple, options, correct };
}

/**
 * Questions finished so far in a streamed answer of `type`: the key that starts each question (`"title"` for
 * most) is counted, so all but the last one seen are complete. A progress hint only; the answer is parsed whole
 * at the end.
 */
export function questionsWritten(partialJson: string, type: GeneratableType = 'choice'): number {
  const started = partialJson.match(new RegExp(`"${generationOf(type).leadKey}"\\s*:`, 'g'))?.length ?? 0;
  return Math.max(0, started - 1);
}

/** Who may generate and how often (ADR 180): everyone who may author quizzes, full admins with a larger limit. */
export interface DailyLimits {
  readonly author: number;
  readonly fullAdmin: number;
}

export function dailyLimitOf(roles: readonly string[], limits: DailyLimits): number {
  return isFullAdmin(roles) ? limits.fullAdmin : limits.author;
}

/**
 * Whether a generation stays counted against the daily limit once it has ended: a generation is counted when it
 * starts, and given back when the model wrote nothing (the provider refused the key, was rate limiting or could
 * not be reached). Once the model wrote, it cost tokens: a cancelled or unusable answer still counts.
 */
export const staysCounted = (ended: { readonly modelWrote: boolean }) => ended.modelWrote;

/** The day a generation counts against: the UTC calendar day, so every server process agrees. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/** Why a generation ended without questions; the console words each one (the server's message is the fallback). */
export const GENERATION_FAILURES = [
  'notConfigured',
  'limitReached',
  'timeout',
  'rateLimited',
  'badKey',
  'refused',
  'malformed',
  'noQuestions',
  'unknownModel',
  /** The answer reached its length limit (`finish_reason: length`) before the questions were complete. */
  'cut',
  /** The provider's quota or credit for the site's key is used up (a 429 `insufficient_quota`, ADR 365). */
  'quota',
  /** The provider's content filter stopped the answer (`finish_reason: content_filter`). */
  'filtered',
  /** The connection to the provider broke off while the model was answering. */
  'interrupted',
  'provider',
] as const;
export type GenerationFailure = (typeof GENERATION_FAILURES)[number];
