/** The outbox as the device stores it, checked when read back (a stored value may be old, edited or broken). */
import * as z from 'zod';
import { isPendingWatched, isWatchedKey, TIME_SPENT_MAX_MS, type Outbox } from './takeAnswers';
import { mergeSegments, WATCH_RULES } from './watchedSegments';

export const PendingAnswerSchema = z.object({
  optionIds: z.array(z.number().int()),
  /** A typed answer, a chosen value, or a list: ordering's texts, matching's pairs, hotspot's marks. */
  response: z
    .union([
      z.boolean(),
      z.string().max(10_000),
      z
        .array(
          z.union([
            z.string().max(10_000),
            z.record(z.string(), z.union([z.string().max(10_000), z.number()])),
          ]),
        )
        .max(100),
    ])
    .optional(),
  timeSpentMs: z.number().int().min(0).max(TIME_SPENT_MAX_MS),
  revision: z.number().int().min(0),
});

const position = z.number().min(0).max(WATCH_RULES.durationMax);

/** A video's played segments waiting (ADR 329), under the key `watched:<item id>`. */
export const PendingWatchedSchema = z.object({
  segments: z.array(z.tuple([position, position])).max(WATCH_RULES.partsMax),
  duration: position.optional(),
});

export const OutboxSchema = z.record(z.string(), z.union([PendingWatchedSchema, PendingAnswerSchema]));

/**
 * The stored outbox, or an empty one when the text is missing or not an outbox; an entry under a key of the other
 * kind is left out, and played segments are merged again.
 */
export function parseOutbox(text: string | null): Outbox {
  try {
    const parsed = OutboxSchema.safeParse(JSON.parse(text ?? '{}'));
    if (!parsed.success) return {};
    return Object.fromEntries(
      Object.entries(parsed.data).flatMap(([key, entry]) => {
        if (isPendingWatched(entry) !== isWatchedKey(key)) return [];
        return [
          [key, isPendingWatched(entry) ? { ...entry, segments: mergeSegments(entry.segments) } : entry],
        ];
      }),
    );
  } catch {
    return {};
  }
}
