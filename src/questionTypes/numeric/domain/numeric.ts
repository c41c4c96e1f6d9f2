/**
 * Numeric: the student writes a number (ADR 198). Each accepted answer is a value (exact or within an absolute or
 * relative tolerance) or a range, with its share of the points and its feedback, as Moodle's numerical question
 * has them: the first accepted answer the number fits, in the author's order, gives its share. An optional list of
 * units (the first is the one shown; the others with their multiplier to it) lets the student write a unit after
 * the number; a number without a unit is in the first unit. Statistics add the distribution of the answers given.
 * An optional slider (ADR 297) has the student pick the number between two bounds in steps instead of typing it,
 * as QTI's sliderInteraction asks; the number picked is scored by the same rules. An optional measure (ADR 380)
 * asks for a unit in any equivalent form and for significant figures, each with its share of the points.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import {
  AnswerShareSchema,
  NO_FULL_MARKS_MESSAGE,
  acceptedAnswerRules,
} from '../../shared/domain/acceptedAnswerRules';
import { acceptedAnswers, entryListPlan } from '../../shared/domain/entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { textListIssues } from '../../shared/domain/textListIssues';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
  StudentView,
} from '../../shared/domain/questionType';
import { definitionReader, shareScore, textResponseOf } from '../../shared/domain/questionType';
import { readNumber } from './numericParse';
import { isSliderEvent, planSlider } from './numericSliderPlan';
import { numericStatistics } from './numericStatistics';
import { numericGeneration } from './numericGeneration';
import type { MeasuredParts } from './numericReview';
import {
  agreesUnderFigures,
  measuredFeedback,
  measuredShare,
  NumericMeasureSchema,
  MEASURE_LIMITS,
  readMeasured,
  type NumericMeasure,
} from './numericMeasure';
import {
  EditedMeasureSchema,
  MeasureSigFigsEventSchema,
  MeasureUnitEventSchema,
  MeasureWeightsEventSchema,
} from './numericMeasureEditing';
import { isMeasureEvent, measureCoalesceKey, planMeasure } from './numericMeasurePlan';

export const NUMERIC_LIMITS = {
  answers: 20,
  units: 10,
  unit: 20,
  feedback: 2000,
  response: 100,
  /** The largest magnitude of a value, a tolerance or a range's end (ADR 378: lab science reaches 1e±30). */
  magnitude: 1e30,
} as const;

export const NUMERIC_MESSAGES = {
  noAnswer: 'A numeric question needs at least one accepted answer',
  noFullMarks: NO_FULL_MARKS_MESSAGE,
  rangeInverted: 'A range should not start above its end',
  unitEmpty: 'Units should not be empty',
  unitDuplicated: 'Units should not be duplicated',
  sliderBoundsInverted: 'The upper bound should be above the lower bound',
  sliderStepTooLarge: 'The step should not be larger than the distance between the bounds',
  sliderAnswerBelow: 'An answer worth points lies below the lower bound',
  sliderAnswerAbove: 'An answer worth points lies above the upper bound',
  sliderStepMissesAnswer: 'The steps of the slider should reach every answer worth points',
  measureWithUnits:
    'A measured answer is typed with any unit of the table: it takes no units list and no slider',
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

/** The slider the student answers on (ADR 297): its bounds and step, in the first unit. */
const NumericSliderSchema = z
  .object({
    lowerBound: bounded,
    upperBound: bounded,
    step: z.number().positive().max(NUMERIC_LIMITS.magnitude),
  })
  .strict();
export type NumericSlider = z.infer<typeof NumericSliderSchema>;

export const NumericDefinitionSchema = z
  .object({
    answers: z.array(NumericAnswerSchema).min(1).max(NUMERIC_LIMITS.answers),
    units: z.array(NumericUnitSchema).max(NUMERIC_LIMITS.units),
    /** Absent: the student types the number. */
    slider: NumericSliderSchema.optional(),
    /** Absent: the value alone is scored, in the author's units above (ADR 380). */
    measure: NumericMeasureSchema.optional(),
  })
  .strict();
export type NumericDefinition = z.infer<typeof NumericDefinitionSchema>;

/**
 * The definition as the editor holds it (ADR 384): a measure being written may not pass the saved schema's checks
 * yet (a unit outside the table, shares that do not add up); the save reports them beside their fields.
 */
const EditedNumericDefinitionSchema = NumericDefinitionSchema.extend({
  measure: EditedMeasureSchema.optional(),
});

export const NUMERIC_EVENTS = [
  itemEvent('numeric.addAnswer', { answerId: LocalIdSchema }),
  itemEvent('numeric.removeAnswer', { answerId: LocalIdSchema }),
  itemEvent('numeric.setMatch', { answerId: LocalIdSchema, match: NumericMatchSchema }),
  itemEvent('numeric.setFraction', { answerId: LocalIdSchema, fraction: AnswerShareSchema }),
  itemEvent('numeric.setAnswerFeedback', { answerId: LocalIdSchema, feedback: z.string() }),
  itemEvent('numeric.setUnits', { units: z.array(NumericUnitSchema).max(NUMERIC_LIMITS.units) }),
  itemEvent('numeric.setSliderOn', { on: z.boolean() }),
  itemEvent('numeric.setSliderLowerBound', { lowerBound: bounded }),
  itemEvent('numeric.setSliderUpperBound', { upperBound: bounded }),
  itemEvent('numeric.setSliderStep', { step: NumericSliderSchema.shape.step }),
  itemEvent('numeric.setMeasureUnit', { unit: MeasureUnitEventSchema.nullable() }),
  itemEvent('numeric.setMeasureSigFigs', { sigFigs: MeasureSigFigsEventSchema.nullable() }),
  itemEvent('numeric.setMeasureWeights', { weights: MeasureWeightsEventSchema }),
  itemEvent('numeric.setMeasureFeedback', {
    part: z.enum(['unit', 'sigFigs']),
    feedback: z.string().max(MEASURE_LIMITS.feedback),
  }),
] as const;
export type NumericEvent = z.infer<(typeof NUMERIC_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no accepted answer (nothing matches). */
export const numericOf = definitionReader<NumericDefinition>(EditedNumericDefinitionSchema, () => ({
  answers: [],
  units: [],
}));

/** The share of the points an accepted answer gives. */
const shareOfAnswer = (answer: NumericAnswer) => answer.fraction;
const answerRules = acceptedAnswerRules(shareOfAnswer);

/** Floating point noise (0.1 + 0.2) never decides an answer; relative, so that 1e-25 is never 0 (ADR 378). */
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

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

/** The value of a canonical answer (`1.5`, `1.5 km`) in the question's first unit (or its measure's), or undefined. */
export function numericValueOf(question: Pick<StoredQuestion, 'definition'>, answer: string | undefined) {
  if (answer === undefined) return undefined;
  const { units, measure } = numericOf(question.definition);
  return measure ? readMeasured(measure, answer)?.value : readNumber(answer, 'en', units)?.value;
}

/** Whether a value fits an accepted answer; an exact one under significant figures, to those figures (ADR 378). */
function fitsAccepted(measure: NumericMeasure | undefined, value: number, match: NumericMatch): boolean {
  return measure?.sigFigs && match.kind === 'exact'
    ? agreesUnderFigures(measure, value, match.value)
    : fitsMatch(value, match);
}

function matchedValue(definition: NumericDefinition, value: number | undefined) {
  if (value === undefined) return undefined;
  return definition.answers.find((accepted) => fitsAccepted(definition.measure, value, accepted.match));
}

/** A measured answer's score (ADR 380): the value's share of the accepted answer it fits, then its unit and figures. */
function measuredScore(question: StoredQuestion, measure: NumericMeasure, answer: string | undefined) {
  const read = answer === undefined ? undefined : readMeasured(measure, answer);
  if (!read) return answerRules.score(question, undefined);
  const accepted = matchedValue(numericOf(question.definition), read.value);
  const valueShare = accepted?.fraction ?? 0;
  const feedback = [
    ...(accepted?.feedback ? [accepted.feedback] : []),
    ...measuredFeedback(measure, valueShare, read),
  ];
  return shareScore(question, measuredShare(measure, valueShare, read), feedback);
}

/**
 * How a measured answer's parts fared (ADR 384), recomputed from the saved answer by the scoring's own rules; none
 * for a question without a measure or an answer not given.
 */
function measuredParts(question: StoredQuestion, answer: string | undefined): MeasuredParts | undefined {
  const definition = numericOf(question.definition);
  const { measure } = definition;
  if (!measure || !answer) return undefined;
  const read = readMeasured(measure, answer);
  const valueShare = read ? (matchedValue(definition, read.value)?.fraction ?? 0) : 0;
  return {
    value: valueShare >= 1 ? 'full' : valueShare > 0 ? 'partial' : 'none',
    ...(measure.unit ? { unit: { symbol: measure.unit.symbol, right: read?.unitRight === true } } : {}),
    ...(measure.sigFigs ? { sigFigs: { ...measure.sigFigs, right: read?.sigFigsRight === true } } : {}),
  };
}

/** An accepted value as the question asks it written: to its significant figures, then its unit (`10 mm`). */
function describeMeasured(measure: NumericMeasure, match: NumericMatch): string {
  const figures = measure.sigFigs?.count;
  const value =
    figures !== undefined && match.kind === 'exact'
      ? match.value.toPrecision(figures).replace('e+', 'e')
      : describeMatch(match);
  return measure.unit ? `${value} ${measure.unit.symbol}` : value;
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

/** The numbers an answer accepts, from its lowest to its highest (a tolerance's value alone). */
function acceptedSpan(match: NumericMatch): readonly [number, number] {
  return match.kind === 'range' ? [match.min, match.max] : [match.value, match.value];
}

/** The numbers an answer accepts, from its lowest to its highest. */
function acceptedInterval(match: NumericMatch): readonly [number, number] {
  if (match.kind !== 'tolerance') return acceptedSpan(match);
  const within = match.relative ? Math.abs(match.value * match.tolerance) : match.tolerance;
  return [match.value - within, match.value + within];
}

/** Whether a position of the slider (its lower bound and whole steps from it, up to its upper bound) fits the answer. */
function sliderReaches(slider: NumericSlider, match: NumericMatch): boolean {
  const [low] = acceptedInterval(match);
  // The first position at or above the answer's lowest number (a division's noise never skips one).
  const index = Math.max(0, Math.ceil((low - slider.lowerBound) / slider.step - 1e-9));
  const position = slider.lowerBound + index * slider.step;
  return (position <= slider.upperBound || near(position, slider.upperBound)) && fitsMatch(position, match);
}

/** The slider's save checks, each beside its field (ADR 297). */
export function sliderIssues(definition: Pick<NumericDefinition, 'answers' | 'slider'>): FieldIssue[] {
  const { slider, answers } = definition;
  if (!slider) return [];
  if (slider.upperBound <= slider.lowerBound)
    return [{ field: 'sliderUpperBound', message: NUMERIC_MESSAGES.sliderBoundsInverted }];
  const issues: FieldIssue[] = [];
  if (slider.step > slider.upperBound - slider.lowerBound)
    issues.push({ field: 'sliderStep', message: NUMERIC_MESSAGES.sliderStepTooLarge });
  const worth = answers.filter((answer) => answer.fraction > 0);
  const spans = worth.map((answer) => acceptedSpan(answer.match));
  if (spans.some(([low]) => low < slider.lowerBound && !near(low, slider.lowerBound)))
    issues.push({ field: 'sliderLowerBound', message: NUMERIC_MESSAGES.sliderAnswerBelow });
  if (spans.some(([, high]) => high > slider.upperBound && !near(high, slider.upperBound)))
    issues.push({ field: 'sliderUpperBound', message: NUMERIC_MESSAGES.sliderAnswerAbove });
  if (issues.length === 0 && worth.some((answer) => !sliderReaches(slider, answer.match)))
    issues.push({ field: 'sliderStep', message: NUMERIC_MESSAGES.sliderStepMissesAnswer });
  return issues;
}

function validate(item: QuestionInput): FieldIssue[] {
  const definition = numericOf(item.definition);
  const { answers, units } = definition;
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
    ...sliderIssues(definition),
    ...measureIssues(definition),
  ];
}

/** A measure's save checks, the saved schema's own (ADR 380), each beside its field: `measure.unit.symbol`... */
function measureIssues(definition: Pick<NumericDefinition, 'measure' | 'units' | 'slider'>): FieldIssue[] {
  const { measure } = definition;
  if (!measure) return [];
  // The measure reads any unit of the table and is typed (ADR 384): the older units list and slider would be ignored.
  const issues: FieldIssue[] =
    definition.units.length > 0 || definition.slider
      ? [{ field: 'measure', message: NUMERIC_MESSAGES.measureWithUnits }]
      : [];
  const parsed = NumericMeasureSchema.safeParse(measure);
  if (parsed.success) return issues;
  return [
    ...issues,
    ...parsed.error.issues.map((issue) => ({
      field: ['measure', ...issue.path].join('.'),
      message: issue.message,
    })),
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
    if (isSliderEvent(e)) return planSlider(definition, e);
    if (isMeasureEvent(e)) return planMeasure(definition, e);
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
    isMeasureEvent(e)
      ? measureCoalesceKey(e)
      : e.type === 'numeric.setMatch'
        ? `numeric.match:${e.itemId}:${e.answerId}`
        : e.type === 'numeric.setAnswerFeedback'
          ? `numeric.feedback:${e.itemId}:${e.answerId}`
          : e.type === 'numeric.setUnits'
            ? `numeric.units:${e.itemId}`
            : isSliderEvent(e) && e.type !== 'numeric.setSliderOn'
              ? `${e.type}:${e.itemId}`
              : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: (question): StudentView => {
    const { units, slider, measure } = numericOf(question.definition);
    if (measure?.unit)
      // Any unit may be written (the server reads it); a required one is not shown beside the box.
      return {
        maxLength: NUMERIC_LIMITS.response,
        unit: measure.unit.rule === 'optional' ? measure.unit.symbol : null,
        units: '',
        anyUnit: true,
      };
    return {
      maxLength: NUMERIC_LIMITS.response,
      unit: units[0]?.unit ?? null,
      units: units.map((unit) => unit.unit).join('\n'),
      // A slider's bounds and step only: never where its answers lie.
      ...(slider
        ? {
            sliderLowerBound: slider.lowerBound,
            sliderUpperBound: slider.upperBound,
            sliderStep: slider.step,
          }
        : {}),
    };
  },
  answerOf: (saved) => textResponseOf(saved)?.trim(),
  score: (question: StoredQuestion, answer: string | undefined) => {
    const definition = numericOf(question.definition);
    if (definition.measure) return measuredScore(question, definition.measure, answer);
    return answerRules.score(question, matchedValue(definition, numericValueOf(question, answer)));
  },
  describeAnswer: (_question, answer) => answer ?? '',
  measuredParts,
  describeRight: (question) => {
    const { answers, units, measure } = numericOf(question.definition);
    if (measure) return answerRules.right(answers, (answer) => describeMeasured(measure, answer.match));
    const unit = units[0] ? ` ${units[0].unit}` : '';
    return answerRules.right(answers, (answer) => describeMatch(answer.match) + unit);
  },
  statistics: (question, answers) =>
    numericStatistics(
      answers.map(({ answer }) => ({
        answer,
        value: numericValueOf(question, answer),
        parts: measuredParts(question, answer),
      })),
    ),
  generation: numericGeneration(NUMERIC_LIMITS),
} satisfies QuestionTypeModule<'numeric', NumericEvent, string>;
