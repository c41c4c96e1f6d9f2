/**
 * The transcript beside a student's video (ADR 342): its lines are the cues of one caption track, as the browser's
 * own WebVTT parser reads them. The search matches a line whatever its case and accents ("energie" finds
 * "Énergie"); the line spoken is the last one started at the playhead. Pure: the transcript's machine and view call it.
 */

/** One line of a transcript: a cue's start and end (seconds) and its text. */
export interface TranscriptCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A character as the search compares it: lower case, without its accents (é → e, Å → a, ß stays ß). */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The text as the search compares it. */
export const foldForSearch = (text: string): string => [...text].map(foldChar).join('');

/**
 * Where `query` occurs in `text`, whatever the case and accents of either, as [start, end) ranges of `text` (so
 * the view marks the very characters the student sees). A blank query matches nothing.
 */
export function matchRanges(text: string, query: string): Array<readonly [number, number]> {
  const needle = foldForSearch(query.trim());
  if (needle === '') return [];
  // Each folded character remembers where its character starts and ends in the text.
  const folded: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    for (const piece of foldChar(char)) {
      folded.push(piece);
      starts.push(offset);
      ends.push(offset + char.length);
    }
    offset += char.length;
  }
  const ranges: Array<readonly [number, number]> = [];
  // Compared code point by code point: `folded` holds the text's, `needleChars` the query's.
  const needleChars = [...needle];
  for (let at = 0; at + needleChars.length <= folded.length;) {
    if (needleChars.every((char, index) => folded[at + index] === char)) {
      ranges.push([starts[at]!, ends[at + needleChars.length - 1]!]);
      at += needleChars.length;
    } else at += 1;
  }
  return ranges;
}

/** Whether a line matches the search (a blank search keeps every line). */
export const lineMatches = (text: string, query: string): boolean =>
  query.trim() === '' || matchRanges(text, query).length > 0;

/** The index of the line spoken at `at`: the last one started by then and not yet ended; -1 if none. */
export function cueIndexAt(cues: readonly TranscriptCue[], at: number): number {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index]!;
    if (cue.start <= at && at < cue.end) return index;
  }
  return -1;
}

/** A line's time as the transcript shows it: m:ss (h:mm:ss past an hour), seconds rounded down. */
export function cueClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
