/**
 * The played ranges of one video as its element reports them (ADR 329): a range opens when playing starts, is
 * extended while the time moves on, and is closed by a pause, a seek or the end. A long play is reported in parts
 * every `PLAYED_REPORT_SECONDS`, so a closed tab loses little. Pure: the view feeds it the element's events.
 *
 * @publicModule the student page records what was played (ADR 329).
 */
/** A played range, `[start, end]` in seconds of the video (the xAPI Video Profile's played segment). */
export type PlayedRange = readonly [start: number, end: number];

/** Seconds of playing after which the open range is reported and a new one continues from there. */
export const PLAYED_REPORT_SECONDS = 5;

export interface Playback {
  readonly playing: boolean;
  /** Where the open range starts; null while none is open. */
  readonly from: number | null;
  /** The last position the element reported. */
  readonly at: number;
}

export type PlaybackEvent =
  | { readonly type: 'play'; readonly at: number }
  | { readonly type: 'time'; readonly at: number }
  | { readonly type: 'seeking'; readonly at: number }
  | { readonly type: 'pause'; readonly at: number }
  | { readonly type: 'ended'; readonly at: number };

export const PLAYBACK_START: Playback = { playing: false, from: null, at: 0 };

const range = (from: number | null, to: number): PlayedRange | null =>
  from !== null && to > from ? [from, to] : null;

/** The playback after an event of the element, and the range it closed or reported (null: none). */
export function trackPlayback(
  state: Playback,
  event: PlaybackEvent,
): { state: Playback; played: PlayedRange | null } {
  switch (event.type) {
    case 'play':
      return { state: { playing: true, from: event.at, at: event.at }, played: null };
    case 'time': {
      if (!state.playing) return { state: { ...state, at: event.at }, played: null };
      // A jump back without a seek (a loop, a replaced source): what was open ends where it was.
      if (state.from === null || event.at < state.from) {
        return { state: { ...state, from: event.at, at: event.at }, played: range(state.from, state.at) };
      }
      if (event.at - state.from >= PLAYED_REPORT_SECONDS) {
        return { state: { ...state, from: event.at, at: event.at }, played: range(state.from, event.at) };
      }
      return { state: { ...state, at: event.at }, played: null };
    }
    case 'seeking':
      // The element is already at the new place: the open range ends at the last position it reported.
      return { state: { ...state, from: null, at: event.at }, played: range(state.from, state.at) };
    case 'pause':
    case 'ended':
      return {
        state: { playing: false, from: null, at: event.at },
        played: range(state.from, Math.max(state.at, event.at)),
      };
  }
}
