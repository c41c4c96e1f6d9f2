/**
 * Matching: prompts each paired with an answer, and extra answers no prompt is paired with (distractors). The
 * student picks an answer for every prompt among all the answers, shown in alphabetical order (which says nothing
 * about the pairs). Partial credit per pair (ADR 199): the share of the prompts given their answer; or all or nothing
 * (ADR 292): the points only when every prompt is given its answer; or right minus wrong (ADR 310): each prompt given
 * a wrong answer takes one pair's share off, never below nothing. Statistics add each pair's facility. A pair may
 * carry feedback, shown to a student who did not give its prompt its answer, as Canvas shows a pair's (ADR 406).
 *
 * Places on a picture (ADR 310, QTI's graphicGapMatchInteraction): each prompt may be a place on the question's image,
 * as an ordering's items may (ADR 307, picturePlaces.ts); the prompt's text names its place.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import { entryListPlan, type EntryList } from '../../shared/domain/entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { textListIssues } from '../../shared/domain/textListIssues';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import { cleanText as clean, pickList } from '../../shared/domain/entryTexts';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader, shareScore } from '../../shared/domain/questionType';
import { PartScoringSchema, scoredShare, scoringOf, withScoring } from '../../shared/domain/partScoring';
import { RegionShapeSchema } from '../../hotspot/domain/hotspot';
import {
  anyPlaced,
  asPlace,
  newPlace,
  placeIssues,
  switchPlaces,
  withPlace,
} from '../../shared/domain/picturePlaces';
import { OptionPictureSchema } from '../../shared/domain/optionPicture';
import {
  MATCHING_PICTURE_EVENTS,
  matchingPictureCoalesceKey,
  namedMatching,
  pictureViewEntries,
  planMatchingPicture,
} from './matchingPictures';
import { matchingGeneration } from './matchingGeneration';

export const MATCHING_LIMITS = { pairs: 30, distractors: 30, text: 500, feedback: 2000 } as const;

export const MATCHING_MESSAGES = {
  promptEmpty: 'Prompts should not be empty',
  promptDuplicated: 'Prompts should not be duplicated',
  answerEmpty: 'Answers should not be empty',
  distractorEmpty: 'Extra answers should not be empty',
  distractorPaired: 'An extra answer should not be the answer of a prompt',
  placesIncomplete: 'Every prompt needs a place on the picture, or none does',
  placesNeedImage: 'Prompts on the picture need the question’s image: add one above',
} as const;

export const MatchingPairSchema = z
  .object({
    id: EntryIdSchema,
    prompt: text(MATCHING_LIMITS.text),
    answer: text(MATCHING_LIMITS.text),
    /** Where the prompt is on the question's image (ADR 310); the prompt's text names the place. */
    place: RegionShapeSchema.optional(),
    /** Pictures of the prompt and of the answer (ADR 311); absent: none. */
    promptPicture: OptionPictureSchema.optional(),
    answerPicture: OptionPictureSchema.optional(),
    /** Shown to a student who did not give the prompt this answer (ADR 406); absent: none. */
    feedback: text(MATCHING_LIMITS.feedback).optional(),
  })
  .strict();
export const MatchingDistractorSchema = z
  .object({ id: EntryIdSchema, text: text(MATCHING_LIMITS.text), picture: OptionPictureSchema.optional() })
  .strict();

export const MatchingDefinitionSchema = z
  .object({
    pairs: z.array(MatchingPairSchema).min(2).max(MATCHING_LIMITS.pairs),
    distractors: z.array(MatchingDistractorSchema).max(MATCHING_LIMITS.distractors),
    /**
     * All or nothing (ADR 292): the points only when every pair is right; right minus wrong (ADR 310): each wrong pair
     * takes a share off; left out, each pair earns its share.
     */
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
  /** A pair's feedback on a wrong match (ADR 406); '' removes it. */
  itemEvent('matching.setPairFeedback', { pairId: LocalIdSchema, feedback: z.string() }),
  itemEvent('matching.addDistractor', { distractorId: LocalIdSchema }),
  itemEvent('matching.removeDistractor', { distractorId: LocalIdSchema }),
  itemEvent('matching.setDistractor', { distractorId: LocalIdSchema, text: z.string() }),
  itemEvent('matching.setScoring', { scoring: PartScoringSchema }),
  /** Places on the picture on (each prompt gets one, spread across the image) or off (every place removed). */
  itemEvent('matching.setPlaces', { on: z.boolean() }),
  /** One prompt's place; null removes it. */
  itemEvent('matching.setPlace', { pairId: LocalIdSchema, place: RegionShapeSchema.nullable() }),
  ...MATCHING_PICTURE_EVENTS,
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

/** Whether the prompts are places on the picture: any of them has a place. */
export const hasPlaces = (definition: Pick<MatchingDefinition, 'pairs'>) => anyPlaced(definition.pairs);

function validate(item: QuestionInput & { readonly image?: string | null }): FieldIssue[] {
  const { pairs, distractors } = namedMatching(matchingOf(item.definition));
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
  return [
    ...issues,
    ...placeIssues(pairs, item.image, {
      incomplete: MATCHING_MESSAGES.placesIncomplete,
      needImage: MATCHING_MESSAGES.placesNeedImage,
    }),
  ];
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
      case 'matching.setPicture':
      case 'matching.setPictureAlt':
        return planMatchingPicture(definition, e);
      case 'matching.setScoring':
        return (draftItem) => void (draftItem.definition = withScoring(definition, e.scoring));
      case 'matching.setPlaces': {
        const next = switchPlaces(definition.pairs, e.on);
        return (draftItem) => void (draftItem.definition = { ...definition, pairs: next });
      }
      case 'matching.setPlace': {
        const index = definition.pairs.findIndex((pair) => pair.id === e.pairId);
        if (index < 0) return 'unknownOption';
        const next = definition.pairs.with(index, withPlace(definition.pairs[index]!, e.place));
        return (draftItem) => void (draftItem.definition = { ...definition, pairs: next });
      }
      case 'matching.addPair': {
        const place = hasPlaces(definition) ? { place: asPlace(newPlace(0, 1)) } : {};
        return entryListPlan(pairs, {
          kind: 'add',
          entry: { id: e.pairId, prompt: '', answer: '', ...place },
        });
      }
      case 'matching.removePair':
        return entryListPlan(pairs, { kind: 'remove', id: e.pairId });
      case 'matching.setPrompt':
        return entryListPlan(pairs, { kind: 'set', id: e.pairId, fields: { prompt: e.text } });
      case 'matching.setAnswer':
        return entryListPlan(pairs, { kind: 'set', id: e.pairId, fields: { answer: e.text } });
      case 'matching.setPairFeedback':
        return entryListPlan(pairs, {
          kind: 'setOptional',
          id: e.pairId,
          field: 'feedback',
          text: e.feedback,
        });
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
        : e.type === 'matching.setPairFeedback'
          ? `matching.pairFeedback:${e.itemId}:${e.pairId}`
          : e.type === 'matching.setDistractor'
            ? `matching.distractor:${e.itemId}:${e.distractorId}`
            : e.type === 'matching.setPlace' && e.place
              ? `matching.place:${e.itemId}:${e.pairId}`
              : e.type === 'matching.setPictureAlt'
                ? matchingPictureCoalesceKey(e)
                : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: (question: StoredQuestion) => {
    const definition = namedMatching(matchingOf(question.definition));
    const answers = answerChoices(definition);
    return Object.fromEntries([
      ['prompts', definition.pairs.length],
      ...definition.pairs.map((pair, index) => [`prompt.${index}`, clean(pair.prompt)]),
      // Each prompt's place on the picture (ADR 310), beside its prompt: it says nothing of the answers.
      ...definition.pairs.flatMap((pair, index) =>
        pair.place ? [[`place.${index}`, JSON.stringify(pair.place)]] : [],
      ),
      ['answers', answers.length],
      ...answers.map((answer, index) => [`answer.${index}`, answer]),
      // The prompts' and answers' pictures (ADR 311), by the same indexes.
      ...pictureViewEntries(matchingOf(question.definition), answers),
    ]) as Record<string, string | number>;
  },
  answerOf: (saved) => {
    const parsed = MatchingResponseSchema.safeParse(saved?.response);
    return parsed.success && parsed.data.some((entry) => clean(entry.answer) !== '')
      ? parsed.data
      : undefined;
  },
  score: (question: StoredQuestion, response: MatchingResponse | undefined) => {
    const definition = namedMatching(matchingOf(question.definition));
    const picks = picksOf(definition, response);
    const right = definition.pairs.filter((pair, index) => pairRight(pair, picks[index])).length;
    // A prompt left blank is neither right nor wrong.
    const wrong = picks.filter((pick) => pick !== undefined && pick !== '').length - right;
    const total = definition.pairs.length;
    const share = (count: number) => (total === 0 ? 0 : count / total);
    // Each pair's feedback on a wrong match (ADR 406): a prompt given another answer, or none.
    const feedback = definition.pairs.flatMap((pair, index) => {
      const text = pair.feedback?.trim();
      return text && response !== undefined && !pairRight(pair, picks[index]) ? [text] : [];
    });
    return shareScore(question, scoredShare(share(right), scoringOf(definition), share(wrong)), feedback);
  },
  describeAnswer: (question, response) => {
    const definition = namedMatching(matchingOf(question.definition));
    const picks = picksOf(definition, response);
    return describe(definition.pairs.map((pair, index) => ({ prompt: pair.prompt, answer: picks[index] })));
  },
  describeRight: (question) =>
    describe(
      namedMatching(matchingOf(question.definition)).pairs.map((pair) => ({
        ...pair,
        answer: clean(pair.answer),
      })),
    ),
  statistics: (question, answers) => {
    const definition = namedMatching(matchingOf(question.definition));
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
  generation: matchingGeneration(MATCHING_LIMITS),
} satisfies QuestionTypeModule<'matching', MatchingEvent, MatchingResponse>;
