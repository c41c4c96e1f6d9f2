/**
 * A random slot (ADR 232): "N questions drawn from category X of bank Y", held by a quiz activity beside its
 * questions. Each student's draw is made when they start and pinned in their attempt; this module holds the slot's
 * shape, its save check and the draw itself, pure and seeded.
 */
import * as z from 'zod';
import { jsonId } from '../../shared/fields';
import { seededShuffle } from '../../shared/seededRandom';

export const SLOT_COUNT_MAX = 200;

export const RandomSlotSchema = z.object({
  /** The editor's local id; stable across saves, so undo, redo and the draw name the same slot. */
  id: z.string().min(1).max(100),
  bankId: jsonId,
  categoryId: jsonId,
  /** How many questions each student gets. */
  count: z.number().int().min(1).max(SLOT_COUNT_MAX),
});
export type RandomSlot = z.infer<typeof RandomSlotSchema>;

export const SLOT_MESSAGES = {
  tooMany: (size: number) =>
    `This category holds ${size} question${size === 1 ? '' : 's'}: a slot cannot draw more.`,
  unknownCategory: 'Choose a category of a question bank you may use',
} as const;

/**
 * The slot's save check against its category's size (undefined: the category is not one the author may use): a
 * slot never asks for more questions than its category holds.
 */
export function slotIssue(
  slot: Pick<RandomSlot, 'count'>,
  categorySize: number | undefined,
): string | undefined {
  if (categorySize === undefined) return SLOT_MESSAGES.unknownCategory;
  if (slot.count > categorySize) return SLOT_MESSAGES.tooMany(categorySize);
  return undefined;
}

/** What seeds one slot's draw in one attempt: the assignment, the attempt number and the slot. */
export const drawSeed = (assignmentId: number, attemptNumber: number, slotId: string) =>
  `draw:${assignmentId}.${attemptNumber}:${slotId}`;

/**
 * The questions one slot draws: `count` distinct ids of the category, the same for the same seed and the same
 * category, whatever order the ids come in. Fewer when the category has shrunk below the count.
 */
export function drawQuestionIds(categoryIds: readonly number[], count: number, seed: string): number[] {
  const sorted = [...new Set(categoryIds)].sort((a, b) => a - b);
  return seededShuffle(sorted, seed).slice(0, Math.max(0, count));
}
