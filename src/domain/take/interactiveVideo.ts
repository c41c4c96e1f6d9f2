/**
 * The student's interactive player (ADR 338): where a student may go in a video and what its moments ask. The
 * furthest point watched (the end of the furthest part the attempt watched), whether a seek goes past it, whether
 * the playhead crossed a question's moment while playing, the chapter a student may reach and the notes shown
 * around the playhead. Pure: the page's machine calls it with the positions the media element reports.
 */
import type { VideoChapter, VideoNote } from '../quiz/videoMoments/videoMoments';
import type { Segment } from './watchedSegments';

export const INTERACTIVE_RULES = {
  /** A seek this far past the furthest point watched is still no skip (the element's reports are ~0.25 s apart). */
  skipSlackSeconds: 1,
  /** Two reports of a playing element at most this far apart are one stretch of playing, not a jump. */
  continuousSeconds: 3,
  /** A note shows while the playhead is this close to its moment, before or after. */
  noteWindowSeconds: 5,
} as const;

/** A question asked at a moment of its video, as the player needs it. */
export interface MomentQuestion {
  readonly questionId: number;
  readonly at: number;
  readonly pause: boolean;
  readonly mustAnswer: boolean;
}

/** The furthest point of the video watched: the end of the furthest part (0: nothing watched). */
export const furthestWatched = (segments: readonly Segment[]): number =>
  segments.reduce((furthest, [, end]) => Math.max(furthest, end), 0);

/** Whether seeking to `to` goes past what was watched. */
export const isSkipAhead = (to: number, furthest: number): boolean =>
  to > furthest + INTERACTIVE_RULES.skipSlackSeconds;

/** Whether the element went from `from` to `to` by playing, not by a jump. */
export const isContinuous = (from: number, to: number): boolean =>
  to >= from && to - from <= INTERACTIVE_RULES.continuousSeconds;

/**
 * The furthest point after the playhead went from `from` to `to`. Skipping prevented, only playing on from the
 * watched part moves it; otherwise any place the student reached counts, as the server's segments will.
 */
export function furthestAfter(furthest: number, from: number, to: number, preventSkipping: boolean): number {
  if (!preventSkipping) return Math.max(furthest, to);
  return isContinuous(from, to) && !isSkipAhead(from, furthest) ? Math.max(furthest, to) : furthest;
}

/** The first moment (in time order) the playhead crossed playing from `from` to `to` that `asks`; null if none. */
export function momentCrossed(
  moments: readonly MomentQuestion[],
  from: number,
  to: number,
  asks: (moment: MomentQuestion) => boolean,
): MomentQuestion | null {
  if (!isContinuous(from, to)) return null;
  return moments.find((moment) => from < moment.at && moment.at <= to && asks(moment)) ?? null;
}

/** Whether a question's moment has come: the furthest point watched reaches it (as the server's `reaches`). */
export const momentCame = (at: number, furthest: number): boolean =>
  at <= furthest + INTERACTIVE_RULES.skipSlackSeconds;

/** Where a chapter takes the student: its moment, or the furthest point watched when skipping is prevented. */
export function chapterTarget(at: number, furthest: number, preventSkipping: boolean): number {
  return preventSkipping && isSkipAhead(at, furthest) ? furthest : at;
}

/** The notes around the playhead, in the order of their moments. */
export const notesAround = (notes: readonly VideoNote[], at: number): VideoNote[] =>
  notes
    .filter((note) => Math.abs(note.at - at) <= INTERACTIVE_RULES.noteWindowSeconds)
    .sort((a, b) => a.at - b.at);

/** The chapters in the order of their moments. */
export const chaptersInOrder = (chapters: readonly VideoChapter[]): VideoChapter[] =>
  [...chapters].sort((a, b) => a.at - b.at);
