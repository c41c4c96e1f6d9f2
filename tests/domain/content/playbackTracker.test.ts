/**
 * The played ranges of a video as its element reports them (ADR 329): opened by playing, extended while the time
 * moves on, closed by a pause, a seek or the end, and reported in parts during a long play.
 */
import {
  PLAYBACK_START,
  PLAYED_REPORT_SECONDS,
  trackPlayback,
  type PlaybackEvent,
  type PlayedRange,
} from '../../../src/domain/content/playbackTracker';

/** The ranges a run of the element's events reports. */
function played(events: PlaybackEvent[]): PlayedRange[] {
  let state = PLAYBACK_START;
  const ranges: PlayedRange[] = [];
  for (const event of events) {
    const next = trackPlayback(state, event);
    state = next.state;
    if (next.played) ranges.push(next.played);
  }
  return ranges;
}

test('a pause closes the range played since the play', () => {
  expect(
    played([
      { type: 'play', at: 1 },
      { type: 'time', at: 2 },
      { type: 'time', at: 3.5 },
      { type: 'pause', at: 3.6 },
    ]),
  ).toEqual([[1, 3.6]]);
});

test('a seek closes the range where playing last was, and playing goes on from the new place', () => {
  expect(
    played([
      { type: 'play', at: 0 },
      { type: 'time', at: 2 },
      { type: 'seeking', at: 40 },
      { type: 'time', at: 40.2 },
      { type: 'time', at: 42 },
      { type: 'ended', at: 42.5 },
    ]),
  ).toEqual([
    [0, 2],
    [40.2, 42.5],
  ]);
});

test('a long play is reported in parts, each as long as the report interval', () => {
  const times = Array.from({ length: 12 }, (_, i): PlaybackEvent => ({ type: 'time', at: i + 1 }));
  expect(played([{ type: 'play', at: 0 }, ...times])).toEqual([
    [0, PLAYED_REPORT_SECONDS],
    [PLAYED_REPORT_SECONDS, 2 * PLAYED_REPORT_SECONDS],
  ]);
});

test('time moving while paused (a seek on a paused video) reports nothing', () => {
  expect(
    played([
      { type: 'time', at: 3 },
      { type: 'seeking', at: 10 },
      { type: 'time', at: 10 },
      { type: 'pause', at: 10 },
    ]),
  ).toEqual([]);
});
