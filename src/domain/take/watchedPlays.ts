/**
 * Where a video was watched and rewatched (ADR 339): the video in CURVE_PARTS equal parts. Merged segments (ADR 329)
 * say which parts an attempt watched; they lose rewatching, so each batch also adds plays per part before it is
 * merged: a part the batch covers at least half of gains one play, never more however often the batch repeats it,
 * and only while the attempt's played seconds stay within what real time allows. Pure, no zod.
 *
 * @publicModule the results (quiz) draw the watching curve from the parts and plays.
 */
import { withinVideo, type Segment } from './watchedSegments';

export const PLAY_RULES = {
  /** Equal parts of every video, whatever its length (as Panopto's 100 segments). */
  parts: 100,
  /** The share of a part a batch or a student must cover for it to count as played or watched. */
  partCovered: 0.5,
  /** Plays one batch may add to one part. */
  perBatch: 1,
} as const;

/** Float slack: a part covered to its half by sums of tenths counts as half. */
const EPSILON = 1e-9;

/** The share (0..1) of each of the video's `parts` equal parts the segments cover. */
export function partCoverage(
  segments: readonly Segment[],
  duration: number,
  parts: number = PLAY_RULES.parts,
): number[] {
  const cover: number[] = Array.from({ length: parts }, () => 0);
  if (duration <= 0) return cover;
  const width = duration / parts;
  for (const [start, end] of withinVideo(segments, duration)) {
    for (let part = Math.floor(start / width); part < parts && part * width < end; part += 1) {
      const covered = Math.min(end, (part + 1) * width) - Math.max(start, part * width);
      if (covered > 0) cover[part]! += covered / width;
    }
  }
  return cover.map((share) => Math.min(1, share));
}

/** The parts (of `parts` equal ones) the segments cover at least half of. */
export const partsPlayed = (
  segments: readonly Segment[],
  duration: number,
  parts: number = PLAY_RULES.parts,
): boolean[] =>
  partCoverage(segments, duration, parts).map((share) => share + EPSILON >= PLAY_RULES.partCovered);

/** Kept plays as 100 counts: a row written before plays ([]) starts from none. */
export const playsOf = (kept: readonly number[]): number[] =>
  kept.length === PLAY_RULES.parts ? [...kept] : Array.from({ length: PLAY_RULES.parts }, () => 0);

/** Seconds of video the plays stand for. */
export const playedSeconds = (plays: readonly number[], duration: number): number =>
  (plays.reduce((sum, count) => sum + count, 0) * duration) / PLAY_RULES.parts;

/**
 * A batch's raw segments (before they are merged into the kept ones) added to the kept plays: one play per part it
 * plays, in the order of the video, while `budget` seconds last (a part costs its length).
 */
export function addPlays(
  kept: readonly number[],
  batch: readonly Segment[],
  duration: number,
  budget: number,
): number[] {
  const plays = playsOf(kept);
  const width = duration / PLAY_RULES.parts;
  let left = budget;
  partsPlayed(batch, duration).forEach((played, part) => {
    if (!played || left + EPSILON < width) return;
    plays[part]! += PLAY_RULES.perBatch;
    left -= width;
  });
  return plays;
}
