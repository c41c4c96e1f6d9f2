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
 * The types a model may write, in the order the dialog offers them (ADR 207, ADR 296). Hotspot needs an image and
 * file upload asks the student for a file, neither of which a model can write about a transcript; a text block is
 * no question.
 */
export const GENERATABLE_TYPES = [
  'choice',
  'trueFalse',
  'shortAnswer',
  'numeric',
  'essay',
  'matching',
  'ordering',
  'fillInBlanks',
  'hotText',
  'calculated',
] as const satisfies readonly QuestionTypeName[];
export type GeneratableType = (typeof GENERATABLE_TYPES)[number];

/** How many parts the model is asked for, and what a generated question of each type keeps at most. */
export const GENERATED_PARTS = {
  shortAnswers: { min: 1, max: 5 },
  pairs: { min: 3, max: 6 },
  distractors: { min: 0, max: 2 },
  items: { min: 3, max: 6 },
  /**
   * Fill in the blanks: blanks in the text, accepted answers of a typed blank, options of a dropdown (its right
   * one included).
   */
  blanks: { min: 1, max: 5 },
  blankAnswers: { min: 1, max: 3 },
  blankOptions: { min: 2, max: 4 },
  /** Hot text: the passage's selectable words. */
  spans: { min: 3, max: 12 },
  /** Calculated: the question's wildcards. */
  variables: { min: 1, max: 4 },
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
  fillInBlanks: z.object({
    title: z.string(),
    /** The text with `[[1]]`, `[[2]]`… where the blanks are. */
    text: z.string(),
    /** In the markers' order: a typed blank's accepted answers, or a dropdown's right option and its wrong ones. */
    blanks: z.array(
      z.object({
        kind: z.enum(['typed', 'dropdown']),
        answers: z.array(z.string()),
        options: z.array(z.string()),
      }),
    ),
  }),
  hotText: z.object({
    title: z.string(),
    /** Each selectable word or phrase between `[` and `]`. */
    passage: z.string(),
    /** The selectable words that are right, as written between the brackets. */
    right: z.array(z.string()),
  }),
  calculated: z.object({
    /** The question with its wildcards written `{x}`. */
    title: z.string(),
    variables: z.array(
      z.object({ name: z.string(), min: z.number(), max: z.number(), decimals: z.number().int() }),
    ),
    formula: z.string(),
    /** Percent of the right answer. */
    tolerance: z.number(),
    decimals: z.number().int(),
  }),
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
  fillInBlanks: 'title',
  hotText: 'title',
  calculated: 'title',
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
  fillInBlanks: { title: string; text: string; blanks: ReadBlank[] };
  hotText: { title: string; passage: string; right: string[] };
  calculated: {
    title: string;
    variables: ReadVariable[];
    formula: string;
    tolerance: number | null;
    decimals: number | null;
  };
}
/** A blank as read: a dropdown's right option is its first answer, its `options` the others. */
export interface ReadBlank {
  kind: 'typed' | 'dropdown';
  answers: string[];
  options: string[];
}
export interface ReadVariable {
  name: string;
  min: number | null;
  max: number | null;
  decimals: number | null;
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
  fillInBlanks: (q, title) => {
    const text = firstString(q, ['text', 'sentence', 'passage']);
    const blanks = firstDefined(q, ['blanks', 'gaps']);
    if (text === undefined || !Array.isArray(blanks)) return undefined;
    return { title, text, blanks: blanks.map(readBlank) };
  },
  hotText: (q, title) => {
    const passage = firstString(q, ['passage', 'text']);
    if (passage === undefined) return undefined;
    return { title, passage, right: texts(firstDefined(q, ['right', 'correct', 'answers'])) ?? [] };
  },
  calculated: (q, title) => {
    const variables = firstDefined(q, ['variables', 'wildcards']);
    const formula = firstString(q, ['formula', 'expression']);
    if (formula === undefined || !Array.isArray(variables)) return undefined;
    return {
      title,
      variables: variables.map((variable: unknown) => {
        const entry = (typeof variable === 'object' && variable !== null ? variable : {}) as Loose;
        return {
          // A wildcard as the question writes it, `{x}`, names `x`.
          name: (firstString(entry, ['name', 'wildcard', 'variable']) ?? '')
            .trim()
            .replace(/^\{(.*)\}$/, '$1'),
          min: numberOf(firstDefined(entry, ['min', 'from'])),
          max: numberOf(firstDefined(entry, ['max', 'to'])),
          decimals: numberOf(firstDefined(entry, ['decimals'])),
        };
      }),
      formula,
      tolerance: numberOf(firstDefined(q, ['tolerance'])),
      decimals: numberOf(firstDefined(q, ['decimals'])),
    };
  },
};

/** A blank as the model wrote it: an object, or just its answer. Without a kind, one with options is a dropdown. */
function readBlank(blank: unknown): ReadBlank {
  if (typeof blank !== 'object' || blank === null || Array.isArray(blank))
    return { kind: 'typed', answers: texts(blank) ?? [], options: [] };
  const entry = blank as Loose;
  const answers =
    texts(firstDefined(entry, ['answers', 'answer', 'acceptedAnswers', 'right', 'correct'])) ?? [];
  const options = texts(firstDefined(entry, ['options', 'choices', 'distractors'])) ?? [];
  const kind = (firstString(entry, ['kind', 'type']) ?? '').toLowerCase();
  const dropdown = /drop|select|choice|menu/.test(kind) || (kind === '' && options.length > 0);
  return { kind: dropdown ? 'dropdown' : 'typed', answers, options };
}

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
