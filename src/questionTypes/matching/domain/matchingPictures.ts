/**
 * Pictures on a matching question's prompts, answers and extra answers (ADR 311): the editor's events that add,
 * replace, remove and describe them, the entries' names (an entry that is only its picture goes by its alternative
 * text, for the save checks, the student's choices, scoring and results) and what the student's view adds.
 */
import * as z from 'zod';
import { itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { entryName, OptionPictureSchema, type OptionPicture } from '../../shared/domain/optionPicture';
import type { ItemPlan } from '../../shared/domain/questionType';
import { cleanText as clean } from '../../shared/domain/entryTexts';

/** Which entry of a pair or which extra answer a picture belongs to. */
const PictureSlotSchema = z.enum(['prompt', 'answer', 'distractor']);
export type PictureSlot = z.infer<typeof PictureSlotSchema>;

export const MATCHING_PICTURE_EVENTS = [
  /** A picture added to a prompt, an answer or an extra answer (`entryId`), replaced, or removed (null). */
  itemEvent('matching.setPicture', {
    entryId: LocalIdSchema,
    slot: PictureSlotSchema,
    picture: OptionPictureSchema.nullable(),
  }),
  itemEvent('matching.setPictureAlt', { entryId: LocalIdSchema, slot: PictureSlotSchema, alt: z.string() }),
] as const;
export type MatchingPictureEvent = z.infer<(typeof MATCHING_PICTURE_EVENTS)[number]>;

interface PicturedPair {
  readonly id: string;
  readonly prompt: string;
  readonly answer: string;
  readonly promptPicture?: OptionPicture;
  readonly answerPicture?: OptionPicture;
}
interface PicturedDistractor {
  readonly id: string;
  readonly text: string;
  readonly picture?: OptionPicture;
}
interface PicturedMatching {
  readonly pairs: readonly PicturedPair[];
  readonly distractors: readonly PicturedDistractor[];
}

const KEY = { prompt: 'promptPicture', answer: 'answerPicture', distractor: 'picture' } as const;

/** The definition with each entry's text its name: its text, else its picture's alternative text. */
export function namedMatching<D extends PicturedMatching>(definition: D): D {
  return {
    ...definition,
    pairs: definition.pairs.map((pair) => ({
      ...pair,
      prompt: entryName(pair.prompt, pair.promptPicture),
      answer: entryName(pair.answer, pair.answerPicture),
    })),
    distractors: definition.distractors.map((d) => ({ ...d, text: entryName(d.text, d.picture) })),
  };
}

/** What the editor does with a picture event: the definition with that entry's picture changed. */
export function planMatchingPicture(definition: PicturedMatching, e: MatchingPictureEvent): ItemPlan {
  const list = e.slot === 'distractor' ? definition.distractors : definition.pairs;
  const index = list.findIndex((entry) => entry.id === e.entryId);
  if (index < 0) return 'unknownOption';
  const key = KEY[e.slot];
  const entry = list[index]! as unknown as Readonly<Record<string, unknown>>;
  const current = entry[key] as OptionPicture | undefined;
  let next: Record<string, unknown>;
  if (e.type === 'matching.setPictureAlt') {
    // Alternative text belongs to a picture: without one there is nothing to describe.
    if (!current) return 'unknownOption';
    next = { ...entry, [key]: { src: current.src, alt: e.alt } };
  } else if (e.picture === null) {
    const { [key]: _gone, ...rest } = entry;
    next = rest;
  } else next = { ...entry, [key]: { src: e.picture.src, alt: e.picture.alt } };
  const written = list.with(index, next as never);
  const field = e.slot === 'distractor' ? 'distractors' : 'pairs';
  return (draftItem) => void (draftItem.definition = { ...definition, [field]: written });
}

export const matchingPictureCoalesceKey = (e: MatchingPictureEvent) =>
  e.type === 'matching.setPictureAlt' ? `matching.pictureAlt:${e.itemId}:${e.slot}:${e.entryId}` : undefined;

/**
 * What the student's view adds for pictures: each prompt's (`promptPicture.<i>`) and each answer choice's
 * (`answerPicture.<i>`, by the choices' order in `answers`) as JSON. It says nothing of the pairs.
 */
export function pictureViewEntries(
  definition: PicturedMatching,
  answers: readonly string[],
): [string, string][] {
  const named = namedMatching(definition);
  const byAnswer = new Map<string, OptionPicture>();
  named.pairs.forEach((pair, index) => {
    const picture = definition.pairs[index]!.answerPicture;
    if (picture && !byAnswer.has(clean(pair.answer))) byAnswer.set(clean(pair.answer), picture);
  });
  named.distractors.forEach((d, index) => {
    const picture = definition.distractors[index]!.picture;
    if (picture && !byAnswer.has(clean(d.text))) byAnswer.set(clean(d.text), picture);
  });
  return [
    ...definition.pairs.flatMap((pair, index): [string, string][] =>
      pair.promptPicture ? [[`promptPicture.${index}`, JSON.stringify(pair.promptPicture)]] : [],
    ),
    ...answers.flatMap((answer, index): [string, string][] => {
      const picture = byAnswer.get(answer);
      return picture ? [[`answerPicture.${index}`, JSON.stringify(picture)]] : [];
    }),
  ];
}
