/**
 * Calculated: a numeric question whose numbers are drawn for each student (ADR 291), as Moodle's and Canvas's
 * calculated questions. The question's text holds wildcards written `{x}`; each variable has a range and decimals;
 * the right answer is a formula of them (calculatedFormula.ts), accepted within an absolute or relative tolerance, and
 * shown with the question's decimals. Each attempt draws its own numbers from a seed of the attempt and the question
 * (calculatedDraw.ts): the student's text shows them, and scoring, results and statistics use the same draw. The
 * student writes a number as in a numeric question (numericParse.ts).
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { itemEvent } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader, shareScore, textResponseOf } from '../../shared/domain/questionType';
import { readNumber } from '../../numeric/domain/numericParse';
import { FORMULA_REASONS, readFormula } from './calculatedFormula';
import { drawOf, drawSeed, wildcardsOf, withComputed, withValues, type Draw } from './calculatedDraw';
import { calculatedGeneration } from './calculatedGeneration';

export const CALCULATED_LIMITS = {
  variables: 10,
  name: 30,
  formula: 500,
  decimals: 10,
  response: 100,
  magnitude: 1e15,
} as const;

export const CALCULATED_MESSAGES = {
  ...FORMULA_REASONS,
  noValue: 'The formula gives no number for a sample draw (a division by zero?)',
  minAboveMax: (name: string) => `The range of {${name}} should not start above its end`,
  noRange: (name: string) => `Set the range of the wildcard {${name}}`,
  noWildcard: 'Write at least one wildcard such as {x} in the question',
} as const;

const bounded = z.number().min(-CALCULATED_LIMITS.magnitude).max(CALCULATED_LIMITS.magnitude);
const decimals = z.number().int().min(0).max(CALCULATED_LIMITS.decimals);
export const VariableNameSchema = z
  .string()
  .regex(/^[A-Za-z_]\w*$/)
  .max(CALCULATED_LIMITS.name);

export const CalculatedVariableSchema = z
  .object({ name: VariableNameSchema, min: bounded, max: bounded, decimals })
  .strict();
export type CalculatedVariable = z.infer<typeof CalculatedVariableSchema>;

export const CalculatedDefinitionSchema = z
  .object({
    variables: z.array(CalculatedVariableSchema).max(CALCULATED_LIMITS.variables),
    /** The right answer's formula: numbers, the variables (`x` or `{x}`), operators and functions. */
    formula: text(CALCULATED_LIMITS.formula),
    /** How far an answer may be from the right one: an amount, or a share of it (0.05 is 5 %) when `relative`. */
    tolerance: z.number().min(0).max(CALCULATED_LIMITS.magnitude),
    relative: z.boolean(),
    /** Decimals the right answer is shown with. */
    decimals,
  })
  .strict();
export type CalculatedDefinition = z.infer<typeof CalculatedDefinitionSchema>;

export const CALCULATED_EVENTS = [
  itemEvent('calculated.setFormula', { formula: z.string().max(CALCULATED_LIMITS.formula) }),
  itemEvent('calculated.setVariable', { variable: CalculatedVariableSchema }),
  itemEvent('calculated.removeVariable', { name: VariableNameSchema }),
  itemEvent('calculated.setTolerance', {
    tolerance: z.number().min(0).max(CALCULATED_LIMITS.magnitude),
    relative: z.boolean(),
  }),
  itemEvent('calculated.setDecimals', { decimals }),
] as const;
export type CalculatedEvent = z.infer<(typeof CALCULATED_EVENTS)[number]>;

/** The range a wildcard gets until its author sets one. */
export const DEFAULT_RANGE = { min: 1, max: 10, decimals: 0 } as const;

/** The stored definition; an unreadable one reads as a formula that never parses (no answer is right). */
export const calculatedOf = definitionReader<CalculatedDefinition>(CalculatedDefinitionSchema, () => ({
  variables: [],
  formula: '',
  tolerance: 0,
  relative: false,
  decimals: 2,
}));

/** The draw of a question for an attempt (the editor's sample without one). */
export const calculatedDraw = (question: Pick<StoredQuestion, 'id' | 'definition'>, attempt?: string): Draw =>
  drawOf(calculatedOf(question.definition), drawSeed(question.id, attempt));

/** The question's text as the student of an attempt reads it: each wildcard written as its drawn value. */
export const calculatedText = (
  question: Pick<StoredQuestion, 'id' | 'title' | 'definition'>,
  attempt?: string,
) => withValues(question.title, calculatedDraw(question, attempt).shown);

/** Floating point noise never decides an answer. */
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Whether a value is right for a draw: within the tolerance of the formula's value, or the right answer as shown
 * (rounded to the question's decimals), so a student who writes what the results show is right.
 */
export function isRightValue(definition: CalculatedDefinition, draw: Draw, value: number): boolean {
  if (!Number.isFinite(draw.answer)) return false;
  const within = definition.relative ? Math.abs(draw.answer * definition.tolerance) : definition.tolerance;
  const off = Math.abs(value - draw.answer);
  return off <= within || near(off, within) || near(value, Number(draw.answerShown));
}

/** What is wrong with a definition beside which field; the editor shows these in its own words. */
export type CalculatedIssue =
  | { readonly field: 'formula'; readonly code: 'formula'; readonly message: string }
  | { readonly field: 'formula'; readonly code: 'noValue' }
  | { readonly field: 'variables'; readonly code: 'minAboveMax' | 'noRange'; readonly name: string }
  | { readonly field: 'variables'; readonly code: 'noWildcard' };

/** The issues of a question's text and definition. */
export function calculatedIssues(title: string, definition: CalculatedDefinition): CalculatedIssue[] {
  const issues: CalculatedIssue[] = [];
  const declared = new Set(definition.variables.map((variable) => variable.name));
  const wildcards = wildcardsOf(title);
  if (wildcards.length === 0 && definition.variables.length === 0)
    issues.push({ field: 'variables', code: 'noWildcard' });
  for (const name of wildcards)
    if (!declared.has(name)) issues.push({ field: 'variables', code: 'noRange', name });
  for (const variable of definition.variables)
    if (variable.min > variable.max)
      issues.push({ field: 'variables', code: 'minAboveMax', name: variable.name });
  const read = readFormula(definition.formula, declared);
  if (!read.ok) issues.push({ field: 'formula', code: 'formula', message: read.message });
  else if (!Number.isFinite(drawOf(definition, 'sample', read.formula).answer))
    issues.push({ field: 'formula', code: 'noValue' });
  return issues;
}

/** An issue in the words the server sends. */
export function issueMessage(issue: CalculatedIssue): string {
  switch (issue.code) {
    case 'formula':
      return issue.message;
    case 'noValue':
      return CALCULATED_MESSAGES.noValue;
    case 'minAboveMax':
      return CALCULATED_MESSAGES.minAboveMax(issue.name);
    case 'noRange':
      return CALCULATED_MESSAGES.noRange(issue.name);
    case 'noWildcard':
      return CALCULATED_MESSAGES.noWildcard;
  }
}

const validate = (item: QuestionInput): FieldIssue[] =>
  calculatedIssues(item.title, calculatedOf(item.definition)).map((issue) => ({
    field: issue.field,
    message: issueMessage(issue),
  }));

/** The tolerance as text: `± 0.5` or `± 5 %`; nothing when none. */
export function describeTolerance(definition: CalculatedDefinition): string {
  if (definition.tolerance === 0) return '';
  return definition.relative
    ? ` ± ${Math.round(definition.tolerance * 1e6) / 1e4} %`
    : ` ± ${definition.tolerance}`;
}

const withDefinition =
  (item: EditorItem, definition: CalculatedDefinition) => (draftItem: { definition?: unknown }) =>
    void (draftItem.definition = definition);

export const calculatedType = {
  name: 'calculated',
  definitionSchema: CalculatedDefinitionSchema,
  responseSchema: text(CALCULATED_LIMITS.response),
  events: CALCULATED_EVENTS,
  newQuestion: () => ({
    ...NO_OPTIONS,
    definition: {
      variables: [{ name: 'x', ...DEFAULT_RANGE }],
      formula: '2 * x',
      tolerance: 0,
      relative: false,
      decimals: 2,
    },
  }),
  plan: (item, e) => {
    const definition = calculatedOf(item.definition);
    switch (e.type) {
      case 'calculated.setFormula':
        return withDefinition(item, { ...definition, formula: e.formula });
      case 'calculated.setVariable': {
        const known = definition.variables.some((variable) => variable.name === e.variable.name);
        if (!known && definition.variables.length >= CALCULATED_LIMITS.variables) return 'invalidAnswer';
        const variables = known
          ? definition.variables.map((variable) =>
              variable.name === e.variable.name ? e.variable : variable,
            )
          : [...definition.variables, e.variable];
        return withDefinition(item, { ...definition, variables });
      }
      case 'calculated.removeVariable':
        if (!definition.variables.some((variable) => variable.name === e.name)) return 'invalidAnswer';
        return withDefinition(item, {
          ...definition,
          variables: definition.variables.filter((variable) => variable.name !== e.name),
        });
      case 'calculated.setTolerance':
        return withDefinition(item, { ...definition, tolerance: e.tolerance, relative: e.relative });
      case 'calculated.setDecimals':
        return withDefinition(item, { ...definition, decimals: e.decimals });
    }
  },
  coalesceKey: (e) =>
    e.type === 'calculated.setFormula'
      ? `calculated.formula:${e.itemId}`
      : e.type === 'calculated.setVariable'
        ? `calculated.variable:${e.itemId}:${e.variable.name}`
        : e.type === 'calculated.setTolerance'
          ? `calculated.tolerance:${e.itemId}`
          : e.type === 'calculated.setDecimals'
            ? `calculated.decimals:${e.itemId}`
            : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: () => ({ maxLength: CALCULATED_LIMITS.response, unit: null, units: '' }),
  studentTitle: (question: StoredQuestion, attempt?: string) => calculatedText(question, attempt),
  studentHint: (question: StoredQuestion, text: string, attempt?: string) =>
    withComputed(text, calculatedDraw(question, attempt)),
  answerOf: (saved) => textResponseOf(saved)?.trim(),
  score: (question: StoredQuestion, answer: string | undefined, _handScore?: number, attempt?: string) => {
    const value = answer === undefined ? undefined : readNumber(answer, 'en')?.value;
    if (value === undefined) return shareScore(question, 0);
    const right = isRightValue(calculatedOf(question.definition), calculatedDraw(question, attempt), value);
    return shareScore(question, right ? 1 : 0);
  },
  describeAnswer: (_question, answer) => answer ?? '',
  describeRight: (question: StoredQuestion, attempt?: string) => {
    const definition = calculatedOf(question.definition);
    if (attempt === undefined) return `= ${definition.formula}${describeTolerance(definition)}`;
    return calculatedDraw(question, attempt).answerShown + describeTolerance(definition);
  },
  generation: calculatedGeneration({ limits: CALCULATED_LIMITS, issues: calculatedIssues }),
} satisfies QuestionTypeModule<'calculated', CalculatedEvent, string>;
