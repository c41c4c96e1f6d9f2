/**
 * One batch of played segments checked and counted against what an attempt keeps of a video (ADR 329): the
 * video's length (the article's recorded one, else the first report's), segments past it refused, new seconds
 * counted within what real time allows the whole attempt, and the share and completion that follow. Pure: the
 * server calls it under the assignment's lock with the kept rows and its clock.
 */
import {
  countBatch,
  isWatched,
  shareWatched,
  watchAllowance,
  watchedSeconds,
  withinVideo,
  WATCH_RULES,
  type Segment,
} from './watchedSegments';

export type WatchedRefusal = 'pastTheEnd' | 'tooManyParts' | 'noDuration';

export interface WatchedBatchInput {
  /** What this video of the attempt keeps; null before its first batch. */
  readonly kept: { readonly segments: readonly Segment[]; readonly duration: number } | null;
  /** The article's recorded length in seconds (null or 0: none recorded). */
  readonly recordedDuration: number | null;
  readonly batch: readonly Segment[];
  /** The length the page's player reported with the batch. */
  readonly reportedDuration?: number;
  /** New seconds the attempt already counted on all its videos. */
  readonly attemptSeconds: number;
  readonly startedAtMs: number;
  readonly nowMs: number;
  /** The fastest playback speed the quiz offers (ADR 338); absent: WATCH_RULES.speedMax. */
  readonly speed?: number;
}

export interface WatchedBatch {
  readonly segments: Segment[];
  readonly watchedSeconds: number;
  readonly duration: number;
  readonly share: number;
  readonly completed: boolean;
  readonly counted: number;
  readonly uncounted: number;
}

/** The batch counted, or why it is refused. */
export function countWatchedBatch(input: WatchedBatchInput): WatchedBatch | { refused: WatchedRefusal } {
  const duration =
    input.kept?.duration ||
    (input.recordedDuration && input.recordedDuration > 0 ? input.recordedDuration : null) ||
    input.reportedDuration;
  if (!duration) return { refused: 'noDuration' };
  if (input.batch.some(([, end]) => end > duration + WATCH_RULES.endSlackSeconds))
    return { refused: 'pastTheEnd' };
  const budget = watchAllowance(input.startedAtMs, input.nowMs, input.speed) - input.attemptSeconds;
  const counted = countBatch(input.kept?.segments ?? [], withinVideo(input.batch, duration), budget);
  if (counted.segments.length > WATCH_RULES.partsMax) return { refused: 'tooManyParts' };
  const share = shareWatched(counted.segments, duration);
  return {
    segments: counted.segments,
    watchedSeconds: watchedSeconds(counted.segments),
    duration,
    share,
    completed: isWatched(share),
    counted: counted.counted,
    uncounted: counted.uncounted,
  };
}
