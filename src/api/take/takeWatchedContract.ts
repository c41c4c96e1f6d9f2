/**
 * What a student's page sends of a video it played and what the server keeps of it (ADR 329): played segments,
 * `[start, end]` in seconds of the video, as the xAPI Video Profile records them. The server merges them per
 * attempt and video item and computes the share watched and whether the video counts as watched.
 */
import * as z from 'zod';
import { list } from '../../domain/shared/fields';
import { WATCH_RULES } from '../../domain/take/watchedSegments';

export const WATCHED_MESSAGES = {
  position: `Must be a number of seconds from 0 to ${WATCH_RULES.durationMax}`,
  endBeforeStart: 'A segment must end after it starts',
  pastTheEnd: 'A segment must end within the video',
  tooManyParts: `At most ${WATCH_RULES.partsMax} separate parts of a video are kept`,
  notAVideo: 'This item is not a video of the quiz',
  noDuration: 'The length of this video is not known yet: send it with the first segments',
} as const;

const position = z
  .number(WATCHED_MESSAGES.position)
  .min(0, WATCHED_MESSAGES.position)
  .max(WATCH_RULES.durationMax, WATCHED_MESSAGES.position);

export const SegmentSchema = z
  .tuple([position, position])
  .refine(([start, end]) => end >= start, WATCHED_MESSAGES.endBeforeStart);

/** A batch of played segments of one video item; its length as the page's player knows it, used when none is kept. */
export const WatchedRequestSchema = z.object({
  segments: list(SegmentSchema, WATCH_RULES.batchMax).min(1),
  duration: z
    .number(WATCHED_MESSAGES.position)
    .positive(WATCHED_MESSAGES.position)
    .max(WATCH_RULES.durationMax, WATCHED_MESSAGES.position)
    .optional(),
});
export type WatchedRequest = z.infer<typeof WatchedRequestSchema>;

/** What the server keeps of one video of the attempt. */
export const TakeWatchedSchema = z.object({
  /** Merged played segments. */
  segments: z.array(z.tuple([z.number(), z.number()])),
  /** The video's length in seconds as the server counts it. */
  duration: z.number(),
  /** Share watched, 0..1. */
  share: z.number(),
  /** Watched to the completion share. */
  completed: z.boolean(),
});
export type TakeWatched = z.infer<typeof TakeWatchedSchema>;

/** A batch's answer: what is kept now, and the new seconds counted and not counted (faster than real time). */
export const WatchedResponseSchema = TakeWatchedSchema.extend({
  counted: z.number(),
  uncounted: z.number(),
});
export type WatchedResponse = z.infer<typeof WatchedResponseSchema>;
