/**
 * Hot text (ADR 295): the student picks words or phrases inside a passage, as QTI's hottextInteraction asks. The
 * definition holds the passage in the bracket syntax (hotTextPassage.ts) and its spans in order, each with its id,
 * its text, whether it is right, its points when the question scores each span (QTI's map_response) and its
 * feedback; how many spans the student may pick (QTI's minChoices and maxChoices, 0 for no limit); and the rule.
 *
 * Scoring: with points per span, the sum of the picked spans' points out of the sum of the positive ones; else
 * partial credit, each right span picked earning its share and each wrong span picked taking one share away; or all
 * or nothing (QTI's match_correct), the points only for exactly the right spans. Never below 0; an answer with fewer
 * picks than minChoices earns nothing. The student sees the passage and the spans' ids, never which are right.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import { PartialOrAllSchema, withScoring } from '../../shared/domain/partScoring';
import {
  definitionReader,
  earnedPoints,
  pointsOf,
  type FieldIssue,
  type QuestionInput,
  type QuestionScore,
  type QuestionTypeModule,
  type StoredQuestion,
} from '../../shared/domain/questionType';
import { markSpan, parsePassage } from './hotTextPassage';
import { hotTextGeneration } from './hotTextGeneration';

export const HOT_TEXT_LIMITS = { passage: 10_000, spans: 100, feedback: 1_000, points: 1_000 } as const;

export const HOT_TEXT_MESSAGES = {
  noSpan: 'Mark at least one word of the passage as selectable, between [ and ]',
  noRight: 'Mark at least one selectable word as right',
  brackets: 'Every [ needs its ], around words that are not empty',
  choices: 'The fewest picks cannot be more than the most, nor than the selectable words',
} as const;

const SpanSchema = z
  .object({
    id: EntryIdSchema,
    text: text(HOT_TEXT_LIMITS.passage),
    right: z.boolean(),
    /** Points of picking it (QTI's mapping): the question then scores span by span. */
    points: z.number().min(-HOT_TEXT_LIMITS.points).max(HOT_TEXT_LIMITS.points).optional(),
    feedback: text(HOT_TEXT_LIMITS.feedback).optional(),
  })
  .strict();
export type HotTextSpan = z.infer<typeof SpanSchema>;

const Choices = z.number().int().min(0).max(HOT_TEXT_LIMITS.spans);

export const HotTextDefinitionSchema = z
  .object({
    passage: text(HOT_TEXT_LIMITS.passage),
    spans: z.array(SpanSchema).max(HOT_TEXT_LIMITS.spans),
    /** Fewest picks the answer needs (0: none). */
    minChoices: Choices,
    /** Most picks allowed (0: any number). */
    maxChoices: Choices,
    /** All or nothing (QTI's match_correct); left out, partial credit. */
    scoring: PartialOrAllSchema.optional(),
  })
  .strict()
  .refine(
    (d) => {
      const spans = parsePassage(d.passage).spans;
      return spans.length === d.spans.length && spans.every((value, i) => value === d.spans[i]!.text);
    },
    { error: 'The spans are the passage’s bracketed words, in order' },
  )
  .refine((d) => new Set(d.spans.map((s) => s.id)).size === d.spans.length, { error: 'Span ids are unique' });
export type HotTextDefinition = z.infer<typeof HotTextDefinitionSchema>;

/** What the student sends: the ids of the spans picked. */
export const HotTextResponseSchema = z.array(EntryIdSchema).max(HOT_TEXT_LIMITS.spans);
export type HotTextResponse = z.infer<typeof HotTextResponseSchema>;

export const HOT_TEXT_EVENTS = [
  itemEvent('hotText.setPassage', { passage: z.string() }),
  itemEvent('hotText.markSelection', { start: z.number().int().min(0), end: z.number().int().min(0) }),
  itemEvent('hotText.setRight', { spanId: LocalIdSchema, right: z.boolean() }),
  itemEvent('hotText.setSpanFeedback', { spanId: LocalIdSchema, feedback: z.string() }),
  itemEvent('hotText.setChoices', { minChoices: Choices, maxChoices: Choices }),
  itemEvent('hotText.setScoring', { scoring: PartialOrAllSchema }),
] as const;
export type HotTextEvent = z.infer<(typeof HOT_TEXT_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as an empty passage (nothing is right). */
export const hotTextOf = definitionReader<HotTextDefinition>(
  HotTextDefinitionSchema as unknown as z.ZodType<HotTextDefinition>,
  () => ({ passage: '', spans: [], minChoices: 0, maxChoices: 0 }),
);

/**
 * The definition with a new passage: its spans in order, each keeping the id, rightness, points and feedback of the
 * earlier span of the same text not yet reused, else a new id (`span-<n>`, above every number used).
 */
export function withPassage(definition: HotTextDefinition, passage: string): HotTextDefinition {
  const texts = parsePassage(passage).spans;
  const unused = [...definition.spans];
  let next = Math.max(0, ...definition.spans.map((s) => Number(/^span-(\d+)$/.exec(s.id)?.[1] ?? 0))) + 1;
  const spans = texts.map((value): HotTextSpan => {
    const index = unused.findIndex((s) => s.text === value);
    if (index >= 0) return { ...unused.splice(index, 1)[0]!, text: value };
    return { id: `span-${next++}`, text: value, right: false };
  });
  const count = spans.length;
  return {
    ...definition,
    passage,
    spans,
    minChoices: Math.min(definition.minChoices, count),
    maxChoices: Math.min(definition.maxChoices, count),
  };
}

function validate(item: QuestionInput): FieldIssue[] {
  const definition = hotTextOf(item.definition);
  const parsed = parsePassage(definition.passage);
  const issues: FieldIssue[] = [];
  if (parsed.problem) issues.push({ field: 'passage', message: HOT_TEXT_MESSAGES.brackets });
  if (definition.spans.length === 0) issues.push({ field: 'passage', message: HOT_TEXT_MESSAGES.noSpan });
  else if (!definition.spans.some((s) => s.right || (s.points ?? 0) > 0))
    issues.push({ field: 'answers', message: HOT_TEXT_MESSAGES.noRight });
  const { minChoices, maxChoices } = definition;
  if ((maxChoices > 0 && minChoices > maxChoices) || minChoices > definition.spans.length)
    issues.push({ field: 'choices', message: HOT_TEXT_MESSAGES.choices });
  return issues;
}

/** The picks that count: each span of the question once, in the passage's order. */
const picked = (definition: HotTextDefinition, answer: HotTextResponse | undefined) => {
  const ids = new Set(answer ?? []);
  return definition.spans.filter((span) => ids.has(span.id));
};

/** Whether the question scores span by span (points per span). */
export const isMapped = (definition: HotTextDefinition) =>
  definition.spans.some((s) => s.points !== undefined);

/** The share of the points the picks earn (0..1), by the question's rule. */
export function hotTextShare(definition: HotTextDefinition, answer: HotTextResponse | undefined): number {
  const picks = picked(definition, answer);
  if (picks.length === 0 || picks.length < definition.minChoices) return 0;
  if (definition.maxChoices > 0 && picks.length > definition.maxChoices) return 0;
  if (isMapped(definition)) {
    const best = definition.spans.reduce((sum, s) => sum + Math.max(0, s.points ?? 0), 0);
    const sum = picks.reduce((total, s) => total + (s.points ?? 0), 0);
    return best <= 0 ? 0 : Math.min(1, Math.max(0, sum / best));
  }
  const rightCount = definition.spans.filter((s) => s.right).length;
  if (rightCount === 0) return 0;
  const rightPicked = picks.filter((s) => s.right).length;
  const wrongPicked = picks.length - rightPicked;
  if (definition.scoring === 'allOrNothing') return rightPicked === rightCount && wrongPicked === 0 ? 1 : 0;
  return Math.max(0, (rightPicked - wrongPicked) / rightCount);
}

/** The spans the full points need: the right ones, or the positive ones when the question scores each span. */
export const rightSpans = (definition: HotTextDefinition) =>
  definition.spans.filter((s) => (isMapped(definition) ? (s.points ?? 0) > 0 : s.right));

function score(question: StoredQuestion, answer: HotTextResponse | undefined): QuestionScore {
  const definition = hotTextOf(question.definition);
  const share = hotTextShare(definition, answer);
  const max = pointsOf(question);
  return {
    earned: earnedPoints(max, share),
    max,
    correct: share === 1,
    needsGrading: false,
    feedback: picked(definition, answer).flatMap((s) => (s.feedback ? [s.feedback] : [])),
  };
}

const quoted = (spans: readonly HotTextSpan[]) => spans.map((s) => `"${s.text.trim()}"`).join(', ');

export const hotTextType = {
  name: 'hotText',
  definitionSchema: HotTextDefinitionSchema,
  responseSchema: HotTextResponseSchema,
  events: HOT_TEXT_EVENTS,
  newQuestion: (_optionIds: readonly LocalId[]) => ({
    ...NO_OPTIONS,
    definition: { passage: '', spans: [], minChoices: 0, maxChoices: 0 },
  }),
  plan: (item, e) => {
    const definition = hotTextOf(item.definition);
    const write = (next: HotTextDefinition) => (draftItem: { definition?: unknown }) =>
      void (draftItem.definition = next);
    switch (e.type) {
      case 'hotText.setPassage':
        return write(withPassage(definition, e.passage));
      case 'hotText.markSelection': {
        const passage = markSpan(definition.passage, e.start, e.end);
        return passage === undefined ? 'indexOutOfRange' : write(withPassage(definition, passage));
      }
      case 'hotText.setRight':
      case 'hotText.setSpanFeedback': {
        const index = definition.spans.findIndex((s) => s.id === e.spanId);
        if (index < 0) return 'unknownOption';
        const span = definition.spans[index]!;
        const changed: HotTextSpan =
          e.type === 'hotText.setRight'
            ? { ...span, right: e.right }
            : (({ feedback: _old, ...rest }) =>
                e.feedback === '' ? rest : { ...rest, feedback: e.feedback })(span);
        return write({ ...definition, spans: definition.spans.with(index, changed) });
      }
      case 'hotText.setChoices':
        return write({ ...definition, minChoices: e.minChoices, maxChoices: e.maxChoices });
      case 'hotText.setScoring':
        return write(withScoring(definition, e.scoring));
    }
  },
  coalesceKey: (e) =>
    e.type === 'hotText.setPassage'
      ? `hotText.passage:${e.itemId}`
      : e.type === 'hotText.setSpanFeedback'
        ? `hotText.feedback:${e.itemId}:${e.spanId}`
        : undefined,
  validate,
  integrity: noOptionIssues,
  checkResponse: (question: StoredQuestion, response: HotTextResponse) => {
    const definition = hotTextOf(question.definition);
    const ids = new Set(definition.spans.map((s) => s.id));
    if (response.some((id) => !ids.has(id))) return 'Not a word of this passage';
    if (definition.maxChoices > 0 && new Set(response).size > definition.maxChoices)
      return `Pick at most ${definition.maxChoices}`;
    return undefined;
  },
  studentView: (question: StoredQuestion) => {
    const { passage, spans, minChoices, maxChoices } = hotTextOf(question.definition);
    return Object.fromEntries([
      ['passage', passage],
      ['spans', spans.length],
      ['minChoices', minChoices],
      ['maxChoices', maxChoices],
      ...spans.map((span, index) => [`span.${index}`, span.id]),
    ]) as Record<string, string | number>;
  },
  answerOf: (saved) => {
    const parsed = HotTextResponseSchema.safeParse(saved?.response);
    return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
  },
  score,
  describeAnswer: (question, answer) => quoted(picked(hotTextOf(question.definition), answer)),
  describeRight: (question) => quoted(rightSpans(hotTextOf(question.definition))),
  statistics: (question, answers) => {
    const definition = hotTextOf(question.definition);
    const given = answers.map(({ answer }) => new Set(Array.isArray(answer) ? answer : []));
    return {
      answerDistribution: definition.spans.map((span) => ({
        text: span.text.trim(),
        count: given.filter((ids) => ids.has(span.id)).length,
      })),
    };
  },
  generation: hotTextGeneration(HOT_TEXT_LIMITS),
} satisfies QuestionTypeModule<'hotText', HotTextEvent, HotTextResponse>;
