/**
 * What a student watched of a video (ADR 329), as the xAPI Video Profile's played segments: `[start, end]` in
 * seconds of the video. Merged means sorted with overlapping and touching segments joined, so a merge is
 * idempotent, commutative and associative, and a merged list is no longer than the video. The server counts new
 * seconds only within what real time allows (the wall time since the attempt started times the fastest playback
 * speed, plus a tolerance). Pure, no zod: the student page merges with it too.
 *
 * @publicModule the results (quiz) read what each student watched through it (ADR 339).
 */

/** One played segment, `[start, end]` in seconds of the video. */
export type Segment = readonly [start: number, end: number];

export const WATCH_RULES = {
  /** The fastest playback speed a student may watch at (a per-quiz setting comes with the authoring). */
  speedMax: 2,
  /** Seconds of playing beyond the real time allowed, for the clocks and the network. */
  toleranceSeconds: 10,
  /** The share at which a video counts as watched (a per-quiz setting comes with the authoring). */
  completeShare: 0.95,
  /** Segments in one batch. */
  batchMax: 200,
  /** Separate parts kept per video and attempt: past them a batch is refused. */
  partsMax: 1_000,
  /** The longest video a first report may claim, in seconds (a day). */
  durationMax: 86_400,
  /** How far past the recorded duration a segment may end (the recorded one is rounded to whole seconds). */
  endSlackSeconds: 1,
} as const;

/** Milliseconds are the finest unit kept, so sums and comparisons stay exact enough to be stable. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The segments sorted, overlapping and touching ones joined, empty ones left out. */
export function mergeSegments(...lists: readonly (readonly Segment[])[]): Segment[] {
  const sorted = lists
    .flat()
    .map(([start, end]): Segment => [ms(start), ms(end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by merged segments. */
export const watchedSeconds = (merged: readonly Segment[]): number =>
  ms(merged.reduce((sum, [start, end]) => sum + (end - start), 0));

/** The merged segments cut to the video's length. */
export const withinVideo = (segments: readonly Segment[], duration: number): Segment[] =>
  mergeSegments(segments.map(([start, end]): Segment => [Math.max(0, start), Math.min(duration, end)]));

/** What of `from` (merged) `taken` (merged) does not cover. */
export function subtractSegments(from: readonly Segment[], taken: readonly Segment[]): Segment[] {
  const left: Segment[] = [];
  for (const [start, end] of from) {
    let cursor = start;
    for (const [cutStart, cutEnd] of taken) {
      if (cutEnd <= cursor || cutStart >= end) continue;
      if (cutStart > cursor) left.push([cursor, cutStart]);
      cursor = Math.max(cursor, cutEnd);
    }
    if (cursor < end) left.push([cursor, end]);
  }
  return mergeSegments(left);
}

/** The share of the video watched, 0..1. */
export const shareWatched = (merged: readonly Segment[], duration: number): number =>
  duration > 0 ? Math.min(1, watchedSeconds(withinVideo(merged, duration)) / duration) : 0;

/** A video is watched at the completion share (or more). */
export const isWatched = (share: number, threshold: number = WATCH_RULES.completeShare): boolean =>
  share >= threshold;

/** Seconds of video an attempt may have watched by `nowMs`: the real time since it started at the fastest speed. */
export function watchAllowance(
  startedAtMs: number,
  nowMs: number,
  speed: number = WATCH_RULES.speedMax,
): number {
  return Math.max(0, (nowMs - startedAtMs) / 1000) * speed + WATCH_RULES.toleranceSeconds;
}

/** A batch counted: the merged segments kept, and the new seconds counted and not counted. */
export interface CountedBatch {
  readonly segments: Segment[];
  readonly counted: number;
  readonly uncounted: number;
}

/**
 * A batch added to what is kept, counting at most `budget` new seconds: new parts in the order of the video, the
 * last one cut where the budget ends. Seconds already kept cost nothing, so a batch sent twice changes nothing.
 */
export function countBatch(
  kept: readonly Segment[],
  batch: readonly Segment[],
  budget: number,
): CountedBatch {
  const fresh = subtractSegments(mergeSegments(batch), mergeSegments(kept));
  const taken: Segment[] = [];
  let left = Math.max(0, budget);
  for (const [start, end] of fresh) {
    if (left <= 0) break;
    const cut = ms(Math.min(end, start + left));
    if (cut > start) taken.push([start, cut]);
    left -= cut - start;
  }
  const counted = watchedSeconds(mergeSegments(taken));
  return {
    segments: mergeSegments(kept, taken),
    counted,
    uncounted: ms(watchedSeconds(fresh) - counted),
  };
}
