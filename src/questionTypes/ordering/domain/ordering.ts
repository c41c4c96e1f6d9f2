/**
 * Ordering: items the student puts in sequence. The definition holds them in the right order; the student sees
 * them shuffled, in an order fixed per attempt that is never the right one, and sends the texts in the order they
 * chose. Partial credit by adjacent pairs (ADR 199): the share of the right order's n − 1 neighbours (an item
 * directly followed by the item that follows it in the right order) that the answer keeps; or all or nothing
 * (ADR 292): the points only for the whole right order.
 *
 * Places on a picture (ADR 307, QTI's graphicOrderInteraction): each item may carry a place on the question's image,
 * a region in shares of the image as a hotspot's (hotspot.ts); either every item has one or none has, and places need
 * the image. The item's text is its place's name; scoring is the same.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import { seededShuffle } from '../../../domain/shared/seededRandom';
import type { LocalId } from '../../../domain/quiz/editor/quizEditorState';
import { entryListPlan, type EntryList } from '../../shared/domain/entryListPlan';
import { EntryIdSchema, itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { textListIssues } from '../../shared/domain/textListIssues';
import { NO_OPTIONS, noOptionIssues } from '../../shared/domain/noOptions';
import { cleanText as clean } from '../../shared/domain/entryTexts';
import type {
  FieldIssue,
  QuestionInput,
  QuestionTypeModule,
  StoredQuestion,
} from '../../shared/domain/questionType';
import { definitionReader, shareScore } from '../../shared/domain/questionType';
import { PartialOrAllSchema, scoredShare, scoringOf, withScoring } from '../../shared/domain/partScoring';
import { RegionShapeSchema } from '../../hotspot/domain/hotspot';
import {
  anyPlaced,
  asPlace,
  newPlace,
  placeIssues,
  switchPlaces,
  withPlace,
} from '../../shared/domain/picturePlaces';
import { orderingGeneration } from './orderingGeneration';

export const ORDERING_LIMITS = { items: 20, text: 500 } as const;

export const ORDERING_MESSAGES = {
  itemEmpty: 'Items should not be empty',
  itemDuplicated: 'Items should not be duplicated',
  placesIncomplete: 'Every item needs a place on the picture, or none does',
  placesNeedImage: 'Places on the picture need the question’s image: add one above',
} as const;

export const OrderingEntrySchema = z
  .object({
    id: EntryIdSchema,
    text: text(ORDERING_LIMITS.text),
    /** Where the item is on the question's image (ADR 307); its text names the place. */
    place: RegionShapeSchema.optional(),
  })
  .strict();

export const OrderingDefinitionSchema = z
  .object({
    items: z.array(OrderingEntrySchema).min(2).max(ORDERING_LIMITS.items),
    /** All or nothing (ADR 292): the points only for the right order; left out, partial credit by adjacent pairs. */
    scoring: PartialOrAllSchema.optional(),
  })
  .strict();
export type OrderingDefinition = z.infer<typeof OrderingDefinitionSchema>;

/** What the student sends: the items' texts in the order chosen. */
export const OrderingResponseSchema = z.array(text(ORDERING_LIMITS.text)).min(1).max(ORDERING_LIMITS.items);
export type OrderingResponse = z.infer<typeof OrderingResponseSchema>;

export const ORDERING_EVENTS = [
  itemEvent('ordering.addItem', { entryId: LocalIdSchema }),
  itemEvent('ordering.removeItem', { entryId: LocalIdSchema }),
  itemEvent('ordering.setItem', { entryId: LocalIdSchema, text: z.string() }),
  itemEvent('ordering.moveItem', { entryId: LocalIdSchema, to: z.number().int() }),
  itemEvent('ordering.setScoring', { scoring: PartialOrAllSchema }),
  /** Places on the picture on (each item gets one, spread across the image) or off (every place removed). */
  itemEvent('ordering.setPlaces', { on: z.boolean() }),
  /** One item's place; null removes it. */
  itemEvent('ordering.setPlace', { entryId: LocalIdSchema, place: RegionShapeSchema.nullable() }),
] as const;
export type OrderingEvent = z.infer<(typeof ORDERING_EVENTS)[number]>;

/** The stored definition; an unreadable one reads as no items (nothing is right). */
export const orderingOf = definitionReader<OrderingDefinition>(OrderingDefinitionSchema, () => ({
  items: [],
}));

/**
 * The order the student first sees: the items shuffled by the attempt and the question, the same on every read of
 * that attempt; never the right order (then it starts from the second item instead).
 */
export function shuffledOrder(items: readonly string[], seed: string): string[] {
  const order = seededShuffle(items, seed);
  return order.every((value, index) => value === items[index]) && order.length > 1
    ? [...order.slice(1), order[0]!]
    : order;
}

/** Right adjacent pairs kept by the answer, out of n − 1; none unless the answer holds each item once. */
export function adjacentPairs(right: readonly string[], answer: readonly string[] | undefined) {
  const total = Math.max(0, right.length - 1);
  if (!answer) return { kept: 0, total };
  const given = answer.map(clean);
  const isPermutation =
    given.length === right.length &&
    new Set(given).size === given.length &&
    right.every((value) => given.includes(value));
  if (!isPermutation) return { kept: 0, total };
  const next = new Map(right.slice(0, -1).map((value, index) => [value, right[index + 1]]));
  const kept = given.slice(0, -1).filter((value, index) => next.get(value) === given[index + 1]).length;
  return { kept, total };
}

/** Whether the items are places on the picture: any of them has a place. */
export const hasPlaces = (definition: Pick<OrderingDefinition, 'items'>) => anyPlaced(definition.items);

const rightTexts = (question: StoredQuestion) =>
  orderingOf(question.definition).items.map((i) => clean(i.text));

function validate(item: QuestionInput & { readonly image?: string | null }): FieldIssue[] {
  const definition = orderingOf(item.definition);
  const issues = textListIssues(
    'items',
    definition.items.map((entry) => clean(entry.text)),
    { empty: ORDERING_MESSAGES.itemEmpty, duplicated: ORDERING_MESSAGES.itemDuplicated },
  );
  return [
    ...issues,
    ...placeIssues(definition.items, item.image, {
      incomplete: ORDERING_MESSAGES.placesIncomplete,
      needImage: ORDERING_MESSAGES.placesNeedImage,
    }),
  ];
}

export const orderingType = {
  name: 'ordering',
  definitionSchema: OrderingDefinitionSchema,
  responseSchema: OrderingResponseSchema,
  events: ORDERING_EVENTS,
  newQuestion: (optionIds: readonly LocalId[]) => ({
    ...NO_OPTIONS,
    definition: { items: optionIds.slice(0, 3).map((id) => ({ id, text: '' })) },
  }),
  plan: (item, e) => {
    const definition = orderingOf(item.definition);
    if (e.type === 'ordering.setScoring')
      return (draftItem) => void (draftItem.definition = withScoring(definition, e.scoring));
    const items: EntryList<OrderingDefinition['items'][number]> = {
      entries: definition.items,
      max: ORDERING_LIMITS.items,
      fewest: { count: 2, reason: 'lastOption' },
      write: (next) => ({ ...definition, items: next }),
    };
    if (e.type === 'ordering.setPlaces') {
      const next = switchPlaces(definition.items, e.on);
      return (draftItem) => void (draftItem.definition = { ...definition, items: next });
    }
    const id = e.entryId;
    switch (e.type) {
      case 'ordering.addItem':
        return entryListPlan(items, {
          kind: 'add',
          entry: {
            id,
            text: '',
            ...(hasPlaces(definition) ? { place: asPlace(newPlace(0, 1)) } : {}),
          },
        });
      case 'ordering.setPlace': {
        const index = definition.items.findIndex((entry) => entry.id === id);
        if (index < 0) return 'unknownOption';
        const next = definition.items.with(index, withPlace(definition.items[index]!, e.place));
        return (draftItem) => void (draftItem.definition = { ...definition, items: next });
      }
      case 'ordering.removeItem':
        return entryListPlan(items, { kind: 'remove', id });
      case 'ordering.setItem':
        return entryListPlan(items, { kind: 'set', id, fields: { text: e.text } });
      case 'ordering.moveItem':
        return entryListPlan(items, { kind: 'move', id, to: e.to });
    }
  },
  coalesceKey: (e) =>
    e.type === 'ordering.setItem'
      ? `ordering.item:${e.itemId}:${e.entryId}`
      : e.type === 'ordering.setPlace' && e.place
        ? `ordering.place:${e.itemId}:${e.entryId}`
        : undefined,
  validate,
  integrity: noOptionIssues,
  studentView: (question: StoredQuestion, attempt = '') => {
    const order = shuffledOrder(rightTexts(question), `${attempt}:${question.id}`);
    // Each shown item's place (ADR 307), by the item's text: the order shown, never the right one.
    const places = new Map(
      orderingOf(question.definition).items.flatMap((entry) =>
        entry.place ? [[clean(entry.text), JSON.stringify(entry.place)] as const] : [],
      ),
    );
    return Object.fromEntries([
      ['items', order.length],
      ...order.map((value, index) => [`item.${index}`, value]),
      ...order.flatMap((value, index) => (places.has(value) ? [[`place.${index}`, places.get(value)!]] : [])),
    ]) as Record<string, string | number>;
  },
  answerOf: (saved) => {
    const parsed = OrderingResponseSchema.safeParse(saved?.response);
    return parsed.success ? parsed.data : undefined;
  },
  score: (question: StoredQuestion, answer: OrderingResponse | undefined) => {
    const { kept, total } = adjacentPairs(rightTexts(question), answer);
    const scoring = scoringOf(orderingOf(question.definition));
    return shareScore(question, scoredShare(total === 0 ? 0 : kept / total, scoring));
  },
  describeAnswer: (_question, answer) => (answer ?? []).map(clean).join(' → '),
  describeRight: (question) => rightTexts(question).join(' → '),
  generation: orderingGeneration(ORDERING_LIMITS),
} satisfies QuestionTypeModule<'ordering', OrderingEvent, OrderingResponse>;
