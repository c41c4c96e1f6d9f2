/**
 * Numeric: the student writes a number (ADR 198). Each accepted answer is a value (exact or within an absolute or
 * relative tolerance) or a range, with its share of the points and its feedback, as Moodle's numerical question
 * has them: the first accepted answer the number fits, in the author's order, gives its share. An optional list of
 * units (the first is the one shown; the others with their multiplier to it) lets the student write a unit after
 * the number; a number without a unit is in the first unit. Statistics add the distribution of the answers given.
 */
import * as z from 'zod';
import { text } from '../../../shared/fields';
import type { LocalId } from '../../editor/quizEditorState';
import { mostFrequent } from '../answerCounts';
import { AnswerShareSchema, NO_FULL_MARKS_MESSAGE, acceptedAnswerRules } from '../acceptedAnswerRules';
import { acceptedAnswers, entryListPlan } from '../entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../eventFields';
import { textListIssues } from '../textListIssues';
import { NO_OPTIONS, noOptionIssues } from '../noOptions';
import type { FieldIssue, QuestionInput, QuestionTypeModule, StoredQuestion } from '../questionType';
import { definitionReader, textResponseOf } from '../questionType';
import { readNumber } from './numericParse';

export const NUMERIC_LIMITS = {
  answers: 20,
  units: 10,
  unit: 20,
  feedback: 2000,
  response: 100,
  /** The largest magnitude of a value, a tolerance or a range's end. */
  magnitude: 1e15,
} as const;
/** How many of the most frequent answers the statistics list. */
export const NUMERIC_DISTRIBUTION_SHOWN = 10;

export const NUMERIC_MESSAGES = {
  noAnswer: 'A numeric question needs at least one accepted answer',
  noFullMarks: NO_FULL_MARKS_MESSAGE,
  rangeInverted: 'A range should not start above its end',
  unitEmpty: 'Units should not be empty',
  unitDuplicated: 'Units should not be duplicated',
} as const;

const bounded = z.number().min(-NUMERIC_LIMITS.magnitude).max(NUMERIC_LIMITS.magnitude);

export const NumericMatchSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), value: bounded }).strict(),
  z
    .object({
      kind: z.literal('tolerance'),
      value: bounded,
      tolerance: z.number().min(0).max(NUMERIC_LIMITS.magnitude),
      /** A share of the value (0.05 is 5 %) instead of an amount. */
      relative: z.boolean(),
    })
    .strict(),
  z.object({ kind: z.literal('range'), min: bounded, max: bounded }).strict(),
]);
export type NumericMatch = z.infer<typeof NumericMatchSchema>;

export const NumericAnswerSchema = z
  .object({
    id: EntryIdSchema,
    match: NumericMatchSchema,
    /** The share of the points this answer gives, 0..1. */
    fraction: AnswerShareSchema,
    feedback: text(NUMERIC_LIMITS.feedback).optional(),
  })
  .strict();
type NumericAnswer = z.infer<typeof NumericAnswerSchema>;

export const NumericUnitSchema = z
  .object({
    unit: text(NUMERIC_LIMITS.unit),
    /** What a number in this unit is multiplied by to be in the first unit (1 for the first). */
    multiplier: z.number().positive().max(NUMERIC_LIMITS.magnitude),
  })
  .strict();

export const NumericDefinitionSchema = z
  .object({
    answers: z.array(NumericAnswerSchema).min(1).max(NUMERIC_LIMITS.answers),
    units: z.array(NumericUnitSchema).max(NUMERIC_LIMITS.units),
  })
  .strict();
export type NumericDefinition = z.infer<typeof NumericDefinitionSchema>;

export const NUMERIC_EVENTS = [
  itemEvent('numeric.addAnswer', { answerId: LocalIdSchema }),
  itemEvent('numeric.removeAnswer', { answerId: LocalIdSchema }),
  itemEvent('numeric.setMatch', { answerId: LocalIdSchema, match: NumericMatchSchema }),
  itemEvent('numeric.setFraction', { answerId: LocalIdSchema, fraction: AnswerShareSchema }),
  itemEvent('numeric.setAnswerFeedback', { answerId: LocalIdSchema, feedback: z.string() }),
  itemEvent('numeric.setUnits', { units: z.array(NumericUnitSchema).max(NUMERIC_LIMITS.units) }),
] as const;
export type NumericEvent = z.infer<(typeof NUMERIC_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no accepted answer (nothing matches). */
export const numericOf = definitionReader<NumericDefinition>(NumericDefinitionSchema, () => ({
  answers: [],
  units: [],
}));

/** The share of the points an accepted answer gives. */
const shareOfAnswer = (answer: NumericAnswer) => answer.fraction;
const answerRules = acceptedAnswerRules(shareOfAnswer);

/** Floating point noise (0.1 + 0.2) never decides an answer. */
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Whether a value fits one accepted answer. */
export function fitsMatch(value: number, match: NumericMatch): boolean {
  switch (match.kind) {
    case 'exact':
      return near(value, match.value);
    case 'tolerance': {
      const within = match.relative ? Math.abs(match.value * match.tolerance) : match.tolerance;
      return Math.abs(value - match.value) <= within || near(Math.abs(value - match.value), within);
    }
    case 'range':
      return (value >= match.min && value <= match.max) || near(value, match.min) || near(value, match.max);
  }
}

/** The value of a canonical answer (`1.5`, `1.5 km`) in the question's first unit, or undefined. */
export function numericValueOf(question: Pick<StoredQuestion, 'definition'>, answer: string | undefined) {
  if (answer === undefined) return undefined;
  return readNumber(answer, 'en', numericOf(question.definition).units)?.value;
}

function matched(question: StoredQuestion, answer: string | undefined) {
  const value = numericValueOf(question, answer);
  if (value === undefined) return undefined;
  return numericOf(question.definition).answers.find((accepted) => fitsMatch(value, accepted.match));
}

/** An accepted answer as text: `42`, `42 ± 0.5`, `42 ± 5 %`, `40 – 45`. */
export function describeMatch(match: NumericMatch): string {
  switch (match.kind) {
    case 'exact':
      return String(match.value);
    case 'tolerance':
      return match.relative
        ? `${match.value} ± ${Math.round(match.tolerance * 1e6) / 1e4} %`
        : `${match.value} ± ${match.tolerance}`;
    case 'range':
      return `${match.min} – ${match.max}`;
  }
}

function validate(item: QuestionInput): FieldIssue[] {
  const { answers, units } = numericOf(item.definition);
  const issues = answerRules.issues(answers, NUMERIC_MESSAGES.noAnswer);
  if (answers.some((answer) => answer.match.kind === 'range' && answer.match.min > answer.match.max))
    issues.push({ field: 'answers', message: NUMERIC_MESSAGES.rangeInverted });
  return [
    ...issues,
    ...textListIssues(
      'units',
      units.map((unit) => unit.unit.trim()),
      { empty: NUMERIC_MESSAGES.unitEmpty, duplicated: NUMERIC_MESSAGES.unitDuplicated },
    ),
  ];
}

export const numericType = {
  name: 'numeric',
  definitionSchema: NumericDefinitionSchema,
  responseSchema: text(NUMERIC_LIMITS.response),
  events: NUMERIC_EVENTS,
  newQuestion: (optionIds: readonly LocalId[]) => ({
    ...NO_OPTIONS,
    definition: {
      answers: [{ id: optionIds[0]!, match: { kind: 'exact', value: 0 }, fraction: 1 }],
      units: [],
    },
  }),
  plan: (item, e) => {
    const definition = numericOf(item.definition);
    if (e.type === 'numeric.setUnits')
      return (draftItem) => void (draftItem.definition = { ...definition, units: e.units });
    const answers = acceptedAnswers(definition, NUMERIC_LIMITS.answers);
    const id = e.answerId;
    switch (e.type) {
      case 'numeric.addAnswer':
        return entryListPlan(answers, {
          kind: 'add',
          entry: { id, match: { kind: 'exact', value: 0 }, fraction: 1 },
        });
      case 'numeric.removeAnswer':
        return entryListPlan(answers, { kind: 'remove', id });
      case 'numeric.setMatch':
        return entryListPlan(answers, { kind: 'set', id, fields: { match: e.match } });
      case 'numeric.setFraction':
        return entryListPlan(answers, { kind: 'set', id, fields: { fraction: e.fraction } });
      case 'numeric.setAnswerFeedback':
        return entryListPlan(answers, { kind: 'setOptional', id, field: 'feedback', text: e.feedback });
    }
  },
  coalesceKey: (e) =>
    e.type === 'numeric.setMatch'
      ? `numeric.match:${e.itemId}:${e.answerId}`
      : e.type === 'numeric.setAnswerFeedback'
        ? `numeric.feedback:${e.itemId}:${e.answerId}`
        : e.type === 'numeric.setUnits'
          ? `numeric.units:${e.itemId}`
          : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: (question) => {
    const { units } = numericOf(question.definition);
    return {
      maxLength: NUMERIC_LIMITS.response,
      unit: units[0]?.unit ?? null,
      units: units.map((unit) => unit.unit).join('\n'),
    };
  },
  answerOf: (saved) => textResponseOf(saved)?.trim(),
  score: (question: StoredQuestion, answer: string | undefined) =>
    answerRules.score(question, matched(question, answer)),
  describeAnswer: (_question, answer) => answer ?? '',
  describeRight: (question) => {
    const { answers, units } = numericOf(question.definition);
    const unit = units[0] ? ` ${units[0].unit}` : '';
    return answerRules.right(answers, (answer) => describeMatch(answer.match) + unit);
  },
  statistics: (question, answers) => {
    // Answers of the same value are one, shown as the value (`1,5` and `1.50` are 1.5).
    const values = answers.map(({ answer }) => {
      const value = numericValueOf(question, answer);
      const key = value === undefined ? answer : String(value);
      return { key, text: key };
    });
    return { answerDistribution: mostFrequent(values, NUMERIC_DISTRIBUTION_SHOWN) };
  },
} satisfies QuestionTypeModule<'numeric', NumericEvent, string>;
