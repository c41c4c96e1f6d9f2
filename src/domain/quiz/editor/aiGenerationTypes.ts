/**
 * What a language model is asked to write for each question type it may generate (ADR 180, ADR 207), and how its
 * answer is read. The shapes are deliberately loose: the provider's strict JSON schema has no room for lengths and
 * counts, so those rules are applied by the repair (aiGeneration.ts, aiGenerationRepair.ts). The reader also takes
 * the usual other names a model strays into, and turns every question into one read shape per type, its text as
 * `title`.
 */
import * as z from 'zod';
import type { QuestionTypeName } from '../questionTypes/registry';

/**
 * The types a model may write, in the order the dialog offers them. Hotspot needs an image, which a model cannot
 * give; fill-in-the-blanks is not offered yet.
 */
export const GENERATABLE_TYPES = [
  'choice',
  'trueFalse',
  'shortAnswer',
  'numeric',
  'essay',
  'matching',
  'ordering',
] as const satisfies readonly QuestionTypeName[];
export type GeneratableType = (typeof GENERATABLE_TYPES)[number];

/** How many parts the model is asked for, and what a generated question of each type keeps at most. */
export const GENERATED_PARTS = {
  shortAnswers: { min: 1, max: 5 },
  pairs: { min: 3, max: 6 },
  distractors: { min: 0, max: 2 },
  items: { min: 3, max: 6 },
} as const;

/** One question as the model is asked to write it (the structured output of one request), per type. */
export const MODEL_QUESTION_SCHEMAS = {
  choice: z.object({
    title: z.string(),
    options: z.array(z.string()),
    /** Zero-based indexes into `options`. */
    correct: z.array(z.number().int()),
  }),
  trueFalse: z.object({ statement: z.string(), answer: z.boolean() }),
  shortAnswer: z.object({ title: z.string(), answers: z.array(z.string()) }),
  numeric: z.object({
    title: z.string(),
    value: z.number(),
    tolerance: z.number(),
    unit: z.string().nullable(),
  }),
  essay: z.object({ prompt: z.string(), maxWords: z.number().int().nullable() }),
  matching: z.object({
    title: z.string(),
    pairs: z.array(z.object({ prompt: z.string(), answer: z.string() })),
    distractors: z.array(z.string()),
  }),
  ordering: z.object({ title: z.string(), items: z.array(z.string()) }),
} as const satisfies Record<GeneratableType, z.ZodObject>;

/** The structured output of one request: the questions of one type. */
export const modelAnswerSchema = (type: GeneratableType) =>
  z.object({ questions: z.array(MODEL_QUESTION_SCHEMAS[type]) });

/** The key that starts each question of a type as the model writes it (progress counts them). */
export const LEAD_KEY: Record<GeneratableType, string> = {
  choice: 'title',
  trueFalse: 'statement',
  shortAnswer: 'title',
  numeric: 'title',
  essay: 'prompt',
  matching: 'title',
  ordering: 'title',
};

/** A model's question as read, per type: its text is `title`; a value it did not give is null. */
export interface ReadQuestions {
  choice: { title: string; options: string[]; correct: number[] };
  trueFalse: { title: string; answer: boolean | null };
  shortAnswer: { title: string; answers: string[] };
  numeric: { title: string; value: number | null; tolerance: number | null; unit: string | null };
  essay: { title: string; maxWords: number | null };
  matching: { title: string; pairs: { prompt: string; answer: string }[]; distractors: string[] };
  ordering: { title: string; items: string[] };
}
export type ReadQuestion<T extends GeneratableType = GeneratableType> = ReadQuestions[T];

type Loose = Readonly<Record<string, unknown>>;

const firstString = (q: Loose, keys: readonly string[]) => {
  for (const key of keys) {
    const value = q[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
};
const firstDefined = (q: Loose, keys: readonly string[]) =>
  keys.map((key) => q[key]).find((value) => value !== undefined && value !== null);
/** A list of texts: strings and numbers as text, anything else left out; one text as a list of one. */
const texts = (value: unknown): string[] | undefined => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined;
  return list?.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : typeof entry === 'number' ? [String(entry)] : [],
  );
};
/** A number, also written as text ("42.5"); null for anything else. */
const numberOf = (value: unknown): number | null => {
  const read = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof read === 'number' && Number.isFinite(read) ? read : null;
};
const booleanOf = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return word === 'true' ? true : word === 'false' ? false : null;
};
const TITLE_KEYS = ['title', 'question', 'statement', 'prompt', 'text'];

/** Each type's reader of one loose question; undefined when it is not a question of that type at all. */
const READERS: { [T in GeneratableType]: (q: Loose, title: string) => ReadQuestions[T] | undefined } = {
  choice: (q, title) => {
    const options = texts(firstDefined(q, ['options', 'choices']));
    const given = firstDefined(q, ['correct']) ?? [];
    const indexes = (Array.isArray(given) ? given : [given]).map((c) =>
      typeof c === 'number' ? c : typeof c === 'string' ? Number.parseInt(c, 10) : Number.NaN,
    );
    if (options === undefined || indexes.some((i) => !Number.isInteger(i))) return undefined;
    return { title, options, correct: indexes };
  },
  trueFalse: (q, title) => ({ title, answer: booleanOf(firstDefined(q, ['answer', 'correct', 'isTrue'])) }),
  shortAnswer: (q, title) => {
    const answers = texts(firstDefined(q, ['answers', 'acceptedAnswers', 'answer']));
    return answers && { title, answers };
  },
  numeric: (q, title) => ({
    title,
    value: numberOf(firstDefined(q, ['value', 'answer'])),
    tolerance: numberOf(firstDefined(q, ['tolerance'])),
    unit: firstString(q, ['unit']) ?? null,
  }),
  essay: (q, title) => ({ title, maxWords: numberOf(firstDefined(q, ['maxWords', 'wordLimit'])) }),
  matching: (q, title) => {
    const pairs = firstDefined(q, ['pairs', 'matches']);
    if (!Array.isArray(pairs)) return undefined;
    return {
      title,
      pairs: pairs.map((pair: unknown) => {
        const entry = (typeof pair === 'object' && pair !== null ? pair : {}) as Loose;
        return {
          prompt: firstString(entry, ['prompt', 'left', 'term']) ?? '',
          answer: firstString(entry, ['answer', 'right', 'match']) ?? '',
        };
      }),
      distractors: texts(firstDefined(q, ['distractors', 'extraAnswers'])) ?? [],
    };
  },
  ordering: (q, title) => {
    const items = texts(firstDefined(q, ['items', 'steps', 'order']));
    return items && { title, items };
  },
};

/** One loose question read as a question of `type`; undefined when it cannot be. */
export function readQuestion<T extends GeneratableType>(
  type: T,
  value: unknown,
): ReadQuestion<T> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const loose = value as Loose;
  const title = firstString(loose, TITLE_KEYS);
  if (title === undefined) return undefined;
  return (READERS[type] as (q: Loose, title: string) => ReadQuestion<T> | undefined)(loose, title);
}

/** PostgreSQL cannot store a NUL or a lone surrogate (a cut may leave one): such characters are left out. */
const BAD_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A model's text tidied: runs of white space one space, trimmed, cut at `max`, nothing PostgreSQL refuses. */
export const tidy = (value: string, max: number) =>
  value.replace(/\s+/g, ' ').trim().slice(0, max).replace(BAD_CHARACTERS, '').trim();
