/**
 * A question type's part in generating questions with a language model (ADR 180, ADR 207, ADR 323): the shape a
 * model is asked to write one question in, how its loose answer is read, and how a read question is held to the
 * type's rules. The shapes are deliberately loose: the provider's strict JSON schema has no room for lengths and
 * counts, so those rules are applied by the repair. A reader also takes the usual other names a model strays into,
 * and reads every question's text as `title`. Each type that a model may write names its piece in its module
 * (`generation`); src/domain/quiz/editor/aiGeneration.ts asks the registry for it.
 * @publicModule each generatable type's piece is built with these helpers.
 */
import type * as z from 'zod';
import { normaliseAnswer } from '../../shortAnswer/domain/shortAnswerMatch';

/** What was mended or left out of the model's answer, question by question (1-based, as the model wrote them). */
export const REPAIRS = [
  'trimmed',
  'duplicateOptionsRemoved',
  'extraOptionsRemoved',
  'unknownAnswersRemoved',
  'singleAnswerKept',
  'answersRemoved',
  'extraAnswersRemoved',
  'toleranceMended',
  'unitRemoved',
  'wordLimitMended',
  'pairsRemoved',
  'extraPairsRemoved',
  'distractorsRemoved',
  'itemsRemoved',
  'extraItemsRemoved',
  'blankAnswersRemoved',
  'extraBlanksFilled',
  'extraSpansRemoved',
  'variablesRemoved',
  'rangesMended',
] as const;
export type Repair = (typeof REPAIRS)[number];
export const DROPS = [
  'unreadable',
  'shortTitle',
  'tooFewOptions',
  'noRightAnswer',
  'duplicateQuestion',
  'beyondCount',
  'noTrueOrFalse',
  'noAcceptedAnswer',
  'noNumber',
  'tooFewPairs',
  'tooFewItems',
  'blanksNotInText',
  'blankWithoutAnswer',
  'badPassage',
  'tooFewSpans',
  'badWildcards',
  'badFormula',
] as const;
export type Drop = (typeof DROPS)[number];

/** One question as the model wrote it, before it is read. */
export type Loose = Readonly<Record<string, unknown>>;

/** A repaired question's definition, or why it is left out. */
export type Repaired = { readonly definition: Record<string, unknown> } | { readonly drop: Drop };

/** How many parts a model is asked for and a generated question keeps at most. */
export interface PartCount {
  readonly min: number;
  readonly max: number;
}

export interface TypeGeneration<R extends { readonly title: string }> {
  /** One question as the model is asked to write it (the structured output's item). */
  readonly schema: z.ZodObject;
  /** The key that starts each question as the model writes it (progress counts them). */
  readonly leadKey: string;
  /** One loose question read as the type's, its text given as `title`; undefined when it is not one at all. */
  read(question: Loose, title: string): R | undefined;
  /**
   * The read question held to the type's rules: its `definition` (entries with placeholder ids `1`, `2`… the editor
   * replaces), or why it is left out. Choice has none: its options are repaired beside the title, in aiGeneration.ts.
   */
  repair?(question: R, repairs: Set<Repair>): Repaired;
}

export const firstString = (q: Loose, keys: readonly string[]) => {
  for (const key of keys) {
    const value = q[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
};

export const firstDefined = (q: Loose, keys: readonly string[]) =>
  keys.map((key) => q[key]).find((value) => value !== undefined && value !== null);

/** A list of texts: strings and numbers as text, anything else left out; one text as a list of one. */
export const texts = (value: unknown): string[] | undefined => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined;
  return list?.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : typeof entry === 'number' ? [String(entry)] : [],
  );
};

/** A number, also written as text ("42.5"); null for anything else. */
export const numberOf = (value: unknown): number | null => {
  const read = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof read === 'number' && Number.isFinite(read) ? read : null;
};

export const booleanOf = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return word === 'true' ? true : word === 'false' ? false : null;
};

/** An entry of a list the model wrote as an object (a pair, a wildcard); an empty one for anything else. */
export const entryOf = (value: unknown): Loose =>
  (typeof value === 'object' && value !== null ? value : {}) as Loose;

/** PostgreSQL cannot store a NUL or a lone surrogate (a cut may leave one): such characters are left out. */
const BAD_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A model's text tidied: runs of white space one space, trimmed, cut at `max`, nothing PostgreSQL refuses. */
export const tidy = (value: string, max: number) =>
  value.replace(/\s+/g, ' ').trim().slice(0, max).replace(BAD_CHARACTERS, '').trim();

export const numbered = <T extends object>(entries: readonly T[]) =>
  entries.map((entry, at) => ({ id: String(at + 1), ...entry }));

export const lower = (value: string) => value.toLocaleLowerCase('und');

/**
 * Texts tidied, blanks and repeats (by `key`) left out, cut at `max`: the kept texts and whether any was left out
 * or cut.
 */
export function distinctTexts(values: readonly string[], limit: number, max: number, key = (v: string) => v) {
  const kept: string[] = [];
  let trimmed = false;
  for (const value of values) {
    const text = tidy(value, limit);
    if (text !== value) trimmed = true;
    if (text !== '' && !kept.some((k) => key(k) === key(text))) kept.push(text);
  }
  return { kept: kept.slice(0, max), removed: kept.length < values.length, cut: kept.length > max, trimmed };
}

/** A star is a wildcard in an accepted answer; a model means a star. */
export const starsEscaped = (answers: readonly string[]) =>
  answers.map((answer) => answer.replace(/\\?\*/g, '\\*'));

/** How a typed answer or a dropdown option is told apart from another: as a short answer is matched. */
export const answerKey = (value: string) => lower(normaliseAnswer(value));

/** Typed answers or dropdown options without repeats, told apart by answerKey; a trimmed one is a repair. */
export function distinctAnswers(values: readonly string[], limit: number, max: number, repairs: Set<Repair>) {
  const found = distinctTexts(values, limit, max, answerKey);
  if (found.trimmed) repairs.add('trimmed');
  return found;
}
