/**
 * Matching: prompts each paired with an answer, and extra answers no prompt is paired with (distractors). The
 * student picks an answer for every prompt among all the answers, shown in alphabetical order (which says nothing
 * about the pairs). Partial credit per pair (ADR 199): the share of the prompts given their answer; or all or nothing
 * (ADR 292): the points only when every prompt is given its answer. Statistics add each pair's facility.
 */
import * as z from 'zod';
import { text } from '../../../shared/fields';
import type { LocalId } from '../../editor/quizEditorState';
import { entryListPlan, type EntryList } from '../entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../eventFields';
import { textListIssues } from '../textListIssues';
import { NO_OPTIONS, noOptionIssues } from '../noOptions';
import { cleanText as clean, pickList } from '../entryTexts';
import type { FieldIssue, QuestionInput, QuestionTypeModule, StoredQuestion } from '../questionType';
import { definitionReader, shareScore } from '../questionType';
import { PartScoringSchema, scoredShare, scoringOf, withScoring } from '../partScoring';

export const MATCHING_LIMITS = { pairs: 30, distractors: 30, text: 500 } as const;

export const MATCHING_MESSAGES = {
  promptEmpty: 'Prompts should not be empty',
  promptDuplicated: 'Prompts should not be duplicated',
  answerEmpty: 'Answers should not be empty',
  distractorEmpty: 'Extra answers should not be empty',
  distractorPaired: 'An extra answer should not be the answer of a prompt',
} as const;

export const MatchingPairSchema = z
  .object({ id: EntryIdSchema, prompt: text(MATCHING_LIMITS.text), answer: text(MATCHING_LIMITS.text) })
  .strict();
export const MatchingDistractorSchema = z
  .object({ id: EntryIdSchema, text: text(MATCHING_LIMITS.text) })
  .strict();

export const MatchingDefinitionSchema = z
  .object({
    pairs: z.array(MatchingPairSchema).min(2).max(MATCHING_LIMITS.pairs),
    distractors: z.array(MatchingDistractorSchema).max(MATCHING_LIMITS.distractors),
    /** All or nothing (ADR 292): the points only when every pair is right; left out, each pair earns its share. */
    scoring: PartScoringSchema.optional(),
  })
  .strict();
export type MatchingDefinition = z.infer<typeof MatchingDefinitionSchema>;

/** What the student sends: for each prompt (by its text) the answer picked (by its text). */
export const MatchingResponseSchema = z
  .array(z.object({ prompt: text(MATCHING_LIMITS.text), answer: text(MATCHING_LIMITS.text) }).strict())
  .max(MATCHING_LIMITS.pairs);
export type MatchingResponse = z.infer<typeof MatchingResponseSchema>;

export const MATCHING_EVENTS = [
  itemEvent('matching.addPair', { pairId: LocalIdSchema }),
  itemEvent('matching.removePair', { pairId: LocalIdSchema }),
  itemEvent('matching.setPrompt', { pairId: LocalIdSchema, text: z.string() }),
  itemEvent('matching.setAnswer', { pairId: LocalIdSchema, text: z.string() }),
  itemEvent('matching.addDistractor', { distractorId: LocalIdSchema }),
  itemEvent('matching.removeDistractor', { distractorId: LocalIdSchema }),
  itemEvent('matching.setDistractor', { distractorId: LocalIdSchema, text: z.string() }),
  itemEvent('matching.setScoring', { scoring: PartScoringSchema }),
] as const;
export type MatchingEvent = z.infer<(typeof MATCHING_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no pairs (nothing is right). */
export const matchingOf = definitionReader<MatchingDefinition>(MatchingDefinitionSchema, () => ({
  pairs: [],
  distractors: [],
}));

/** Every answer the student chooses from, each text once, in code-point order (nothing to learn from it). */
export function answerChoices(definition: MatchingDefinition): string[] {
  const texts = [
    ...definition.pairs.map((pair) => pair.answer),
    ...definition.distractors.map((d) => d.text),
  ];
  return pickList(texts.map(clean));
}

/** The answer picked for each pair of the question (undefined: none), in the pairs' order. */
function picksOf(definition: MatchingDefinition, response: MatchingResponse | undefined) {
  const picked = new Map<string, string>();
  for (const entry of response ?? []) {
    const prompt = clean(entry.prompt);
    if (!picked.has(prompt)) picked.set(prompt, clean(entry.answer));
  }
  return definition.pairs.map((pair) => picked.get(clean(pair.prompt)));
}

const pairRight = (pair: { readonly answer: string }, pick: string | undefined) =>
  pick !== undefined && pick === clean(pair.answer);

function validate(item: QuestionInput): FieldIssue[] {
  const { pairs, distractors } = matchingOf(item.definition);
  const issues = textListIssues(
    'pairs',
    pairs.map((pair) => clean(pair.prompt)),
    { empty: MATCHING_MESSAGES.promptEmpty, duplicated: MATCHING_MESSAGES.promptDuplicated },
  );
  if (pairs.some((pair) => clean(pair.answer) === ''))
    issues.push({ field: 'pairs', message: MATCHING_MESSAGES.answerEmpty });
  if (distractors.some((d) => clean(d.text) === ''))
    issues.push({ field: 'distractors', message: MATCHING_MESSAGES.distractorEmpty });
  const paired = new Set(pairs.map((pair) => clean(pair.answer)));
  if (distractors.some((d) => paired.has(clean(d.text))))
    issues.push({ field: 'distractors', message: MATCHING_MESSAGES.distractorPaired });
  return issues;
}

const describe = (pairs: readonly { prompt: string; answer: string | undefined }[]) =>
  pairs
    .filter((pair) => pair.answer !== undefined)
    .map((pair) => `${clean(pair.prompt)}: ${pair.answer}`)
    .join('; ');

export const matchingType = {
  name: 'matching',
  definitionSchema: MatchingDefinitionSchema,
  responseSchema: MatchingResponseSchema,
  events: MATCHING_EVENTS,
  newQuestion: (optionIds: readonly LocalId[]) => ({
    ...NO_OPTIONS,
    definition: {
      pairs: [
        { id: optionIds[0]!, prompt: '', answer: '' },
        { id: optionIds[1]!, prompt: '', answer: '' },
      ],
      distractors: [],
    },
  }),
  plan: (item, e) => {
    const definition = matchingOf(item.definition);
    const pairs: EntryList<MatchingDefinition['pairs'][number]> = {
      entries: definition.pairs,
      max: MATCHING_LIMITS.pairs,
      fewest: { count: 2, reason: 'lastOption' },
      write: (next) => ({ ...definition, pairs: next }),
    };
    const distractors: EntryList<MatchingDefinition['distractors'][number]> = {
      entries: definition.distractors,
      max: MATCHING_LIMITS.distractors,
      write: (next) => ({ ...definition, distractors: next }),
    };
    switch (e.type) {
      case 'matching.setScoring':
        return (draftItem) => void (draftItem.definition = withScoring(definition, e.scoring));
      case 'matching.addPair':
        return entryListPlan(pairs, { kind: 'add', entry: { id: e.pairId, prompt: '', answer: '' } });
      case 'matching.removePair':
        return entryListPlan(pairs, { kind: 'remove', id: e.pairId });
      case 'matching.setPrompt':
        return entryListPlan(pairs, { kind: 'set', id: e.pairId, fields: { prompt: e.text } });
      case 'matching.setAnswer':
        return entryListPlan(pairs, { kind: 'set', id: e.pairId, fields: { answer: e.text } });
      case 'matching.addDistractor':
        return entryListPlan(distractors, { kind: 'add', entry: { id: e.distractorId, text: '' } });
      case 'matching.removeDistractor':
        return entryListPlan(distractors, { kind: 'remove', id: e.distractorId });
      case 'matching.setDistractor':
        return entryListPlan(distractors, { kind: 'set', id: e.distractorId, fields: { text: e.text } });
    }
  },
  coalesceKey: (e) =>
    e.type === 'matching.setPrompt'
      ? `matching.prompt:${e.itemId}:${e.pairId}`
      : e.type === 'matching.setAnswer'
        ? `matching.answer:${e.itemId}:${e.pairId}`
        : e.type === 'matching.setDistractor'
          ? `matching.distractor:${e.itemId}:${e.distractorId}`
          : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: (question: StoredQuestion) => {
    const definition = matchingOf(question.definition);
    const answers = answerChoices(definition);
    return Object.fromEntries([
      ['prompts', definition.pairs.length],
      ...definition.pairs.map((pair, index) => [`prompt.${index}`, clean(pair.prompt)]),
      ['answers', answers.length],
      ...answers.map((answer, index) => [`answer.${index}`, answer]),
    ]) as Record<string, string | number>;
  },
  answerOf: (saved) => {
    const parsed = MatchingResponseSchema.safeParse(saved?.response);
    return parsed.success && parsed.data.some((entry) => clean(entry.answer) !== '')
      ? parsed.data
      : undefined;
  },
  score: (question: StoredQuestion, response: MatchingResponse | undefined) => {
    const definition = matchingOf(question.definition);
    const picks = picksOf(definition, response);
    const right = definition.pairs.filter((pair, index) => pairRight(pair, picks[index])).length;
    const total = definition.pairs.length;
    return shareScore(question, scoredShare(total === 0 ? 0 : right / total, scoringOf(definition)));
  },
  describeAnswer: (question, response) => {
    const definition = matchingOf(question.definition);
    const picks = picksOf(definition, response);
    return describe(definition.pairs.map((pair, index) => ({ prompt: pair.prompt, answer: picks[index] })));
  },
  describeRight: (question) =>
    describe(matchingOf(question.definition).pairs.map((pair) => ({ ...pair, answer: clean(pair.answer) }))),
  statistics: (question, answers) => {
    const definition = matchingOf(question.definition);
    const given = answers.flatMap(({ answer }) => {
      const parsed = MatchingResponseSchema.safeParse(answer);
      return parsed.success ? [picksOf(definition, parsed.data)] : [];
    });
    return {
      pairs: definition.pairs.map((pair, index) => {
        const right = given.filter((picks) => pairRight(pair, picks[index])).length;
        return {
          prompt: clean(pair.prompt),
          answer: clean(pair.answer),
          attempts: given.length,
          correct: right,
          facility: given.length === 0 ? null : right / given.length,
        };
      }),
    };
  },
} satisfies QuestionTypeModule<'matching', MatchingEvent, MatchingResponse>;
