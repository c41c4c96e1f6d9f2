/**
 * Generated questions at moments of the video (ADR 344): the model reads the transcript as numbered lines with
 * their times and names, for each question, the last line the question is about (`afterLine`). The moment is ours,
 * never the model's: the end of that line, held to the video's length, so the question comes after the part it asks
 * about. A number that names no line sent puts no moment: the question is asked beside the video. Pure: the server
 * places the questions, the tests read the rules here.
 */
import { VIDEO_MOMENT_LIMITS, formatMoment, tenths, type VideoMoment } from '../videoMoments/videoMoments';

/** One line of a transcript with its times in seconds. */
export interface TranscriptCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** How a generated question stops the video: it pauses there; answering it is not required to go on. */
export const GENERATED_MOMENT = { pause: true, mustAnswer: false } as const;

/** A transcript line as the model reads it: `12 [1:05–1:09] text`, numbered from 1. */
export const numberedLine = (number: number, cue: TranscriptCue) =>
  `${number} [${formatMoment(cue.start)}–${formatMoment(cue.end)}] ${cue.text}`;

/** The first lines whose numbered text fits in `maxChars` (with their line breaks): only these are sent. */
export function linesWithin(cues: readonly TranscriptCue[], maxChars: number): TranscriptCue[] {
  let used = 0;
  const kept: TranscriptCue[] = [];
  for (const cue of cues) {
    used += numberedLine(kept.length + 1, cue).length + (kept.length > 0 ? 1 : 0);
    if (used > maxChars) break;
    kept.push(cue);
  }
  return kept;
}

/**
 * The moment after transcript line `afterLine` (1-based, among the lines sent): the line's end, held between 0 and
 * the video's length (`duration` in seconds; unknown: the longest video). Null for anything that names no line.
 */
export function momentAfterLine(
  afterLine: unknown,
  cues: readonly TranscriptCue[],
  duration: number | null,
): VideoMoment | null {
  if (typeof afterLine !== 'number' || !Number.isInteger(afterLine)) return null;
  const cue = cues[afterLine - 1];
  if (afterLine < 1 || !cue) return null;
  const end = duration !== null && duration > 0 ? duration : VIDEO_MOMENT_LIMITS.secondsMax;
  const at = Math.min(Math.max(cue.end, 0), end, VIDEO_MOMENT_LIMITS.secondsMax);
  return { at: tenths(at), ...GENERATED_MOMENT };
}

/** The moment of each of the model's questions from the line it named (`afterLines[i]`), null for none. */
export const momentsAfterLines = (
  afterLines: readonly unknown[],
  cues: readonly TranscriptCue[],
  duration: number | null,
): (VideoMoment | null)[] => afterLines.map((line) => momentAfterLine(line, cues, duration));

/** Questions in the order of their moments (a tie keeps their order); those without a moment last, in order. */
export function inMomentOrder<Q extends { readonly moment?: VideoMoment }>(questions: readonly Q[]): Q[] {
  return questions
    .map((question, index) => ({ question, index, at: question.moment?.at ?? Infinity }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((entry) => entry.question);
}
